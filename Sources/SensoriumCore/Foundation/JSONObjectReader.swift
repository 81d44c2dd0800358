import FoundationEssentials

/// Reads one JSON object field by field, building error paths as it goes. With `strict` every key
/// must be read (levels, settings, saves: a typo is an error); without it unknown keys are ignored
/// (AHAP, where Apple's format says so).
public struct JSONObjectReader {
    public let object: JSONObject
    public let path: String
    public let strict: Bool
    private var seen: Set<String> = []
    /// This object's number for the current `FieldRecorder`, when a schema is being read off.
    private let sighting: Int?

    public init(_ value: JSONValue, path: String = "", strict: Bool = true) throws(FormatError) {
        guard case .object(let object) = value else {
            throw FormatError(path: path, reason: "expected an object, found \(value.typeDescription)")
        }
        self.object = object
        self.path = path
        self.strict = strict
        sighting = FieldRecorder.current?.beginObject(at: path)
    }

    /// Tells the current recorder, if any, what `key` was read as.
    private func record(_ key: String, _ type: FieldRecorder.FieldType, required: Bool = true) {
        guard let sighting else { return }
        FieldRecorder.current?.read(key, as: type, required: required, in: sighting)
    }

    /// The path of a field of this object; a key from the file is cut short, so a hostile one
    /// cannot make an error line of any length.
    public func path(of key: String) -> String {
        let key = TerminalText.shortened(key)
        return path.isEmpty ? key : "\(path).\(key)"
    }

    public func error(_ key: String, _ reason: String) -> FormatError {
        FormatError(path: path(of: key), reason: reason)
    }

    public func has(_ key: String) -> Bool {
        if let sighting { FieldRecorder.current?.asked(key, in: sighting) }
        return object[key] != nil
    }

    /// The raw value, marking the key as read.
    public mutating func optionalValue(_ key: String) -> JSONValue? {
        seen.insert(key)
        return object[key]
    }

    public mutating func value(_ key: String) throws(FormatError) -> JSONValue {
        guard let value = optionalValue(key) else { throw error(key, "required field is missing") }
        return value
    }

    public mutating func string(_ key: String) throws(FormatError) -> String {
        record(key, .string)
        let value = try value(key)
        guard case .string(let text) = value else {
            throw error(key, "expected a string, found \(value.typeDescription)")
        }
        return text
    }

    public mutating func optionalString(_ key: String) throws(FormatError) -> String? {
        guard has(key) else { seen.insert(key); return nil }
        return try string(key)
    }

    public mutating func bool(_ key: String) throws(FormatError) -> Bool {
        record(key, .bool)
        let value = try value(key)
        guard case .bool(let flag) = value else {
            throw error(key, "expected true or false, found \(value.typeDescription)")
        }
        return flag
    }

    public mutating func optionalBool(_ key: String) throws(FormatError) -> Bool? {
        guard has(key) else { seen.insert(key); return nil }
        return try bool(key)
    }

    /// A number inside a closed range. `schemaRange` is the range the level schema states when
    /// `range` depends on other fields (a view's x inside its scene's width): the widest it can be.
    public mutating func double(_ key: String, in range: ClosedRange<Double>,
                                schemaRange: ClosedRange<Double>? = nil) throws(FormatError) -> Double {
        record(key, .number(schemaRange ?? range))
        let value = try value(key)
        guard case .number(let number) = value else {
            throw error(key, "expected a number, found \(value.typeDescription)")
        }
        guard range.contains(number) else {
            throw error(key, "\(format(number)) is outside \(format(range.lowerBound))...\(format(range.upperBound))")
        }
        return number
    }

    public mutating func optionalDouble(_ key: String, in range: ClosedRange<Double>,
                                        schemaRange: ClosedRange<Double>? = nil) throws(FormatError) -> Double? {
        guard has(key) else { seen.insert(key); return nil }
        return try double(key, in: range, schemaRange: schemaRange)
    }

    /// A whole number inside a closed range.
    public mutating func int(_ key: String, in range: ClosedRange<Int>) throws(FormatError) -> Int {
        record(key, .integer(range))
        let number = try double(key, in: Double(range.lowerBound)...Double(range.upperBound))
        guard number.rounded() == number else {
            throw error(key, "expected a whole number, found \(format(number))")
        }
        return Int(number)
    }

    public mutating func optionalInt(_ key: String, in range: ClosedRange<Int>) throws(FormatError) -> Int? {
        guard has(key) else { seen.insert(key); return nil }
        return try int(key, in: range)
    }

    public mutating func array(_ key: String) throws(FormatError) -> [JSONValue] {
        record(key, .array)
        let value = try value(key)
        guard case .array(let items) = value else {
            throw error(key, "expected an array, found \(value.typeDescription)")
        }
        return items
    }

    public mutating func optionalArray(_ key: String) throws(FormatError) -> [JSONValue]? {
        guard has(key) else { seen.insert(key); return nil }
        return try array(key)
    }

    /// A nested object, read by its own reader with the same strictness.
    public mutating func object(_ key: String) throws(FormatError) -> JSONObjectReader {
        record(key, .object)
        return try JSONObjectReader(value(key), path: path(of: key), strict: strict)
    }

    public mutating func optionalObject(_ key: String) throws(FormatError) -> JSONObjectReader? {
        guard has(key) else { seen.insert(key); return nil }
        return try object(key)
    }

    /// A string that must be the raw value of `T`; the error lists the accepted values.
    public mutating func enumValue<T: RawRepresentable & CaseIterable>(_ key: String, as type: T.Type) throws(FormatError) -> T
    where T.RawValue == String {
        record(key, .oneOf(T.allCases.map(\.rawValue)))
        let text = try string(key)
        guard let result = T(rawValue: text) else {
            let accepted = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error(key, "unknown value \(TerminalText.quoted(text)); expected one of \(accepted)")
        }
        return result
    }

    /// In strict mode, fails on the first key nobody read.
    public func finish() throws(FormatError) {
        guard strict else { return }
        for key in object.keys where !seen.contains(key) {
            throw error(key, "unknown field")
        }
    }

    private func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
