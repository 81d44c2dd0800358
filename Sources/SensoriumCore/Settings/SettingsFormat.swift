/// The settings file's one description (`docs/settings.md`): the table below writes
/// `settings.json` and reads it back, so every field the game writes is a field it reads.
extension Settings {
    // Computed: the table holds closures and key paths, which are not Sendable.
    static var format: SaveFormat<Settings> { SaveFormat([
        .formatVersion(formatVersion) { "format \($0) is not supported; this game reads format \(formatVersion)" },
        bindings("keyboard", \.keyboard),
        bindings("gamepad", \.gamepad),
        .section("audio", [
            .double("master", \.masterVolume, in: 0...1),
            .double("effects", \.effectsVolume, in: 0...1),
            .double("soundscape", \.soundscapeVolume, in: 0...1),
            .bool("muted", \.muted),
        ]),
        .section("rumble", [
            .bool("enabled", \.rumbleEnabled),
            .double("strength", \.rumbleStrength, in: 0...1),
        ]),
        .section("display", [
            .bool("fullscreen", \.fullscreen),
            .bool("vsync", \.vsync),
            .optionalBool("reducedMotion", \.reducedMotion),
            .bool("visualRumble", \.visualRumble),
        ]),
        .bool("speech", \.speech),
        .enumValue("tiltInput", \.tiltInput),
        .section("ghost", [
            .bool("race", \.raceGhost),
            .double("opacity", \.ghostOpacity, in: 0...1),
        ]),
        .enumValue("gameSpeed", \.gameSpeed),
    ]) }

    /// Pretty JSON with every field, in the table's order.
    public func encode() -> [UInt8] {
        Array(JSONWriter.pretty(.object(Settings.format.object(self))).utf8)
    }

    /// Parses and validates a settings file; fields left out keep their defaults, and bindings
    /// the settings screen would refuse fall back to theirs.
    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> Settings {
        try read(bytes).settings
    }

    /// The settings of a file, and a warning for each binding that fell back to its default.
    /// Any other problem refuses the whole file.
    static func read(_ bytes: [UInt8]) throws(FormatError) -> (settings: Settings, warnings: [FormatError]) {
        let value = try JSONParser(limits: .init(maxBytes: maxFileBytes, maxDepth: 8, maxValues: 10_000)).parse(bytes)
        var root = try JSONObjectReader(value)
        var settings = Settings()
        try format.read(&root, into: &settings) { (problem: FormatError) throws(FormatError) in throw problem }
        try root.finish()
        let keyboard = BindingCheck.checked(settings.keyboard, device: .keyboard)
        let gamepad = BindingCheck.checked(settings.gamepad, device: .gamepad)
        settings.keyboard = keyboard.map
        settings.gamepad = gamepad.map
        return (settings, keyboard.warnings + gamepad.warnings)
    }

    /// Action -> names, every action written in table order; a file lists only the actions it
    /// changes.
    private static func bindings(_ key: String, _ field: WritableKeyPath<Settings, [ControlAction: [String]]>) -> SaveField<Settings> {
        SaveField(key, write: { settings in
            var object = JSONObject()
            for action in ControlAction.allCases {
                object[action.rawValue] = .array((settings[keyPath: field][action] ?? []).map { .string($0) })
            }
            return .object(object)
        }) { (reader, key, settings, _) throws(FormatError) in
            if let bindings = try reader.optionalObject(key) { try readBindings(bindings, into: &settings[keyPath: field]) }
        }
    }

    /// Most names one action may list.
    static let maxNamesPerAction = 8

    private static func readBindings(_ reader: JSONObjectReader, into map: inout [ControlAction: [String]]) throws(FormatError) {
        for (key, value) in reader.object.pairs {
            let path = reader.path(of: key)
            guard let action = ControlAction(rawValue: key) else {
                let known = ControlAction.allCases.map(\.rawValue).joined(separator: ", ")
                throw FormatError(path: path, reason: "unknown action \(TerminalText.quoted(key)); expected one of \(known)")
            }
            guard case .array(let items) = value else {
                throw FormatError(path: path, reason: "expected an array of names, found \(value.typeDescription)")
            }
            guard items.count <= maxNamesPerAction else {
                throw FormatError(path: path, reason: "\(items.count) names; at most \(maxNamesPerAction)")
            }
            var names: [String] = []
            for (index, item) in items.enumerated() {
                let itemPath = "\(path)[\(index)]"
                guard case .string(let name) = item else {
                    throw FormatError(path: itemPath, reason: "expected a name, found \(item.typeDescription)")
                }
                guard (1...32).contains(name.utf8.count), name.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                    throw FormatError(path: itemPath, reason: "expected 1 to 32 printable characters")
                }
                guard !names.contains(name) else {
                    throw FormatError(path: itemPath, reason: "\(TerminalText.quoted(name)) is listed twice")
                }
                names.append(name)
            }
            map[action] = names
        }
    }
}
