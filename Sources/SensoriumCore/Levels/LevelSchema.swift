/// `docs/level.schema.json`: a JSON Schema (2020-12) of level files, for editors that complete
/// and check fields as they are typed. It is read off the parser itself: each kind's templates
/// (every field shown) are parsed with a `FieldRecorder` listening, and each field the parser
/// took becomes a property with the type, range or values the parser checks; optional where the
/// parser asked whether it was there. What no single field can say (fields that only mean
/// something together, a tile's cell being free, the pictures) stays the parser's: `validate`
/// is the judge, the schema a help while typing. `sensorium schema` prints it.
public enum LevelSchema {
    /// What the fields every level has are checked against beyond their type, as the parser
    /// checks them in code (`LevelParser.isValidID`, the colour of `parseTile`).
    static let patterns = [
        "id": "^[a-z0-9-]{1,40}$",
        "tile.color": "^#[0-9A-Fa-f]{6}$",
        "requires[]": "^[a-z0-9-]{1,40}$",
    ]

    public static func text() -> String {
        JSONWriter.pretty(document()) + "\n"
    }

    public static func document() -> JSONValue {
        var root: FieldRecorder?
        var kinds: [JSONValue] = []
        for descriptor in ChallengeKinds.all {
            let recorder = FieldRecorder()
            for index in descriptor.templates.indices {
                guard let text = LevelTemplate.text(kind: descriptor.kind, id: "template", column: 0, row: 0, template: index,
                                                    schema: "level.schema.json")
                else { continue }
                FieldRecorder.$current.withValue(recorder) { _ = try? LevelParser.parse(Array(text.utf8)) }
            }
            guard recorder.objects[""] != nil else { continue }
            if root == nil { root = recorder }
            let then = JSONObject([("properties", .object(JSONObject([
                ("parameters", object("parameters", recorder)),
                ("goal", object("goal", recorder)),
            ])))])
            kinds.append(.object(JSONObject([
                ("if", .object(JSONObject([("properties", .object(JSONObject([
                    ("kind", .object(JSONObject([("const", .string(descriptor.kind.rawValue))]))),
                ])))]))),
                ("then", .object(then)),
            ])))
        }
        var document = JSONObject([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("Sensorium level")),
            ("description", .string("A level file, format \(Level.format). Made by `sensorium schema` from the parser's own checks; docs/levels.md says what each field means.")),
        ])
        if let root, case .object(var shape) = object("", root) {
            // Each kind's own, in `allOf` below; here only what every kind shares.
            if case .object(var properties)? = shape["properties"] {
                for key in ["parameters", "goal"] where properties[key] != nil {
                    properties[key] = .object(JSONObject([("type", .string("object"))]))
                }
                shape["properties"] = .object(properties)
            }
            for (key, value) in shape.pairs { document[key] = value }
        }
        document["allOf"] = .array(kinds)
        return .object(document)
    }

    /// The schema of the object read at `path` (`[]` for array items).
    private static func object(_ path: String, _ recorder: FieldRecorder) -> JSONValue {
        guard let object = recorder.objects[path] else {
            return .object(JSONObject([("type", .string("object"))]))
        }
        var properties = JSONObject()
        var required: [JSONValue] = []
        for key in object.keys {
            guard let field = object.fields[key] else { continue }
            let child = path.isEmpty ? key : path + "." + key
            properties[key] = property(child, field.type, recorder)
            if field.requiredIn == object.count { required.append(.string(key)) }
        }
        var schema = JSONObject([("type", .string("object")), ("properties", .object(properties))])
        if !required.isEmpty { schema["required"] = .array(required) }
        schema["additionalProperties"] = .bool(false)
        return .object(schema)
    }

    private static func property(_ path: String, _ type: FieldRecorder.FieldType, _ recorder: FieldRecorder) -> JSONValue {
        var schema = JSONObject()
        switch type {
        case .number(let range):
            schema["type"] = .string("number")
            schema["minimum"] = .number(range.lowerBound)
            schema["maximum"] = .number(range.upperBound)
        case .integer(let range):
            schema["type"] = .string("integer")
            schema["minimum"] = .number(Double(range.lowerBound))
            schema["maximum"] = .number(Double(range.upperBound))
        case .string:
            schema["type"] = .string("string")
            if let pattern = patterns[path] { schema["pattern"] = .string(pattern) }
        case .bool:
            schema["type"] = .string("boolean")
        case .oneOf(let values):
            schema["enum"] = .array(values.map(JSONValue.string))
        case .array:
            schema["type"] = .string("array")
            if recorder.objects[path + "[]"] != nil { schema["items"] = object(path + "[]", recorder) }
            if let pattern = patterns[path + "[]"] {
                schema["items"] = .object(JSONObject([("type", .string("string")), ("pattern", .string(pattern))]))
            }
        case .object:
            return object(path, recorder)
        }
        if path == "format" { schema["const"] = .number(Double(Level.format)) }
        return .object(schema)
    }
}
