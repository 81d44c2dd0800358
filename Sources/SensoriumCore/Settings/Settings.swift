import Foundation

/// The player's settings, `settings.json` (format 1, `docs/settings.md`).
///
/// Reading is strict (an unknown field, a wrong type or an out-of-range value is an error) but a
/// file may leave fields out: missing fields keep their defaults, so `{"format": 1, "audio":
/// {"muted": true}}` is a whole settings file. Any error makes the whole file fall back to the
/// defaults — never half a file — and the file is left as it is on disk.
///
/// ```swift
/// let (settings, problems) = Settings.load(from: places.settingsFile)
/// problems.forEach { print($0) }                  // to stderr
/// var changed = settings; changed.muted = true
/// try Settings.update(at: places.settingsFile) { $0.masterVolume = 0.5 }   // only when the player changes something
/// ```
public struct Settings: Equatable, Sendable {
    public static let formatVersion = 1
    /// The largest settings file read.
    public static let maxFileBytes = 256 << 10

    /// Action -> SDL key names (as `SDL_GetKeyName` spells them: "Space", "Return", "W", "F11").
    /// The SDL layer resolves and validates the names; an empty list leaves the action unbound.
    public var keyboard: [ControlAction: [String]]
    /// Action -> SDL game controller button names ("a", "b", "start", "dpup", "leftshoulder")
    /// or trigger axis names ("lefttrigger", "righttrigger": pressed past half travel).
    public var gamepad: [ControlAction: [String]]

    /// Overall gain, 0.0 (silent) ... 1.0 (full). Set values are clamped; NaN becomes 1.
    public var masterVolume: Double { didSet { masterVolume = Settings.unit(masterVolume) } }
    /// One-shot sound effects, 0.0 ... 1.0, under the master volume.
    public var effectsVolume: Double { didSet { effectsVolume = Settings.unit(effectsVolume) } }
    /// The continuous soundscape of a challenge, 0.0 ... 1.0, under the master volume.
    public var soundscapeVolume: Double { didSet { soundscapeVolume = Settings.unit(soundscapeVolume) } }
    /// Silences everything without losing the volumes.
    public var muted: Bool

    /// Rumble on gamepads that have motors.
    public var rumbleEnabled: Bool
    /// Rumble intensity scale, 0.0 (none) ... 1.0 (as designed). Clamped like the volumes.
    public var rumbleStrength: Double { didSet { rumbleStrength = Settings.unit(rumbleStrength) } }

    /// true: no shakes or large motion; false: full motion; nil: follow the desktop.
    public var reducedMotion: Bool?
    public var fullscreen: Bool
    public var vsync: Bool
    /// With no rumble pad plugged in, what would have rumbled shows a small vibration instead
    /// (never under reduced motion).
    public var visualRumble: Bool
    /// Spoken announcements (level entered, solved, time) through the speech client.
    public var speech: Bool
    public var tiltInput: TiltInput

    /// The settings of a first start.
    public init() {
        keyboard = Settings.defaultKeyboard
        gamepad = Settings.defaultGamepad
        masterVolume = 1
        effectsVolume = 1
        soundscapeVolume = 1
        muted = false
        rumbleEnabled = true
        rumbleStrength = 1
        reducedMotion = nil
        fullscreen = false
        vsync = true
        visualRumble = true
        speech = false
        tiltInput = .stick
    }

    public static let defaults = Settings()

    public static let defaultKeyboard: [ControlAction: [String]] = [
        .up: ["Up", "W"], .down: ["Down", "S"], .left: ["Left", "A"], .right: ["Right", "D"],
        .confirm: ["Space", "Return"], .back: ["Backspace"], .restart: ["R"], .alternate: ["Tab"],
        .zoomIn: ["E"], .zoomOut: ["Q"], .rotateLeft: ["Z"], .rotateRight: ["C"],
        .pause: ["Escape"], .fullscreen: ["F11"], .screenshot: ["F12"], .debugOverlay: ["F3"], .hud: ["H"],
        .resetRun: ["Shift+R"],
    ]

    public static let defaultGamepad: [ControlAction: [String]] = [
        .up: ["dpup"], .down: ["dpdown"], .left: ["dpleft"], .right: ["dpright"],
        .confirm: ["a"], .back: ["b"], .restart: ["y"], .alternate: ["x"],
        .zoomIn: ["rightshoulder"], .zoomOut: ["leftshoulder"],
        .rotateLeft: ["lefttrigger"], .rotateRight: ["righttrigger"],
        .pause: ["start"], .fullscreen: [], .screenshot: [], .debugOverlay: [], .hud: [],
        .resetRun: ["back"],
    ]

    /// Whether to reduce motion, given the desktop's GNOME `enable-animations` value (nil when
    /// unknown): the player's choice wins, then the desktop's, then full motion.
    public func resolvedReducedMotion(desktopAnimationsEnabled: Bool?) -> Bool {
        if let reducedMotion { return reducedMotion }
        if let desktopAnimationsEnabled { return !desktopAnimationsEnabled }
        return false
    }

    /// The effective gain of effects, 0...1, with mute and master applied.
    public var effectiveEffectsGain: Double { muted ? 0 : masterVolume * effectsVolume }
    /// The effective gain of the soundscape, 0...1, with mute and master applied.
    public var effectiveSoundscapeGain: Double { muted ? 0 : masterVolume * soundscapeVolume }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 1 : value.clamped(to: 0...1)
    }
}

extension Settings {
    /// Loads `path`. Never fails: a missing file gives the defaults and no problem; an
    /// unreadable or invalid one gives the defaults and one problem line,
    /// `FILE: field: reason; using defaults`; bindings the settings screen would refuse (see
    /// `BindingCheck`) fall back to their defaults with one line each. The file itself is not
    /// touched.
    public static func load(from path: String) -> (settings: Settings, problems: [String]) {
        do {
            guard let bytes = try FileBytes.read(path, maxBytes: maxFileBytes) else { return (Settings(), []) }
            let (settings, warnings) = try read(bytes)
            return (settings, warnings.map { $0.inFile(path).description })
        } catch {
            return (Settings(), ["\(error.inFile(path)); using defaults"])
        }
    }

    /// Applies `change` to the settings file as it is on disk now and writes every field
    /// atomically, under the save lock (see `FileLock`), so two processes changing settings at
    /// once both keep their change. Call only when the player changed a setting, so a
    /// hand-edited file is never rewritten behind the player's back. A file that does not read
    /// is kept aside as `settings.json.corrupt-<UTC time>` first, and the change applies to the
    /// defaults; nothing the player wrote is lost.
    ///
    /// - Returns: the settings now on disk.
    @discardableResult
    public static func update(at path: String, now: Date = Date(), _ change: (inout Settings) throws -> Void) throws -> Settings {
        try FileLock.whileLocking(path) {
            var (settings, problems) = load(from: path)
            if !problems.isEmpty { _ = try AsideCopy.keep(path, now: now) }
            try change(&settings)
            let bytes = settings.encode()
            do throws(JSONError) {
                _ = try decode(bytes)
            } catch {
                // Says why; the caller that tried to save says "not saved".
                var refused = error.inFile(path)
                refused.reason += " (the game would not read it back)"
                throw refused
            }
            try AtomicFile.write(bytes, to: path)
            return settings
        }
    }

    /// Pretty JSON with every field, in the documented order.
    public func encode() -> [UInt8] {
        func bindings(_ map: [ControlAction: [String]]) -> JSONValue {
            var object = JSONObject()
            for action in ControlAction.allCases {
                object[action.rawValue] = .array((map[action] ?? []).map { .string($0) })
            }
            return .object(object)
        }
        let root = JSONObject([
            ("format", .number(Double(Settings.formatVersion))),
            ("keyboard", bindings(keyboard)),
            ("gamepad", bindings(gamepad)),
            ("audio", .object(JSONObject([
                ("master", .number(masterVolume)),
                ("effects", .number(effectsVolume)),
                ("soundscape", .number(soundscapeVolume)),
                ("muted", .bool(muted)),
            ]))),
            ("rumble", .object(JSONObject([
                ("enabled", .bool(rumbleEnabled)),
                ("strength", .number(rumbleStrength)),
            ]))),
            ("display", .object(JSONObject([
                ("fullscreen", .bool(fullscreen)),
                ("vsync", .bool(vsync)),
                ("reducedMotion", reducedMotion.map { .bool($0) } ?? .null),
                ("visualRumble", .bool(visualRumble)),
            ]))),
            ("speech", .bool(speech)),
            ("tiltInput", .string(tiltInput.rawValue)),
        ])
        return Array(JSONWriter.pretty(.object(root)).utf8)
    }

    /// Parses and validates a settings file; fields left out keep their defaults, and bindings
    /// the settings screen would refuse fall back to theirs.
    public static func decode(_ bytes: [UInt8]) throws(JSONError) -> Settings {
        try read(bytes).settings
    }

    /// The settings of a file, and a warning for each binding that fell back to its default.
    static func read(_ bytes: [UInt8]) throws(JSONError) -> (settings: Settings, warnings: [JSONError]) {
        let value = try JSONParser(limits: .init(maxBytes: maxFileBytes, maxDepth: 8, maxValues: 10_000)).parse(bytes)
        var root = try JSONObjectReader(value)
        let format = try root.int("format", in: 0...Int(Int32.max))
        guard format == formatVersion else {
            throw root.error("format", "format \(format) is not supported; this game reads format \(formatVersion)")
        }
        var settings = Settings()
        if let reader = try root.optionalObject("keyboard") {
            try readBindings(reader, into: &settings.keyboard)
        }
        if let reader = try root.optionalObject("gamepad") {
            try readBindings(reader, into: &settings.gamepad)
        }
        if var audio = try root.optionalObject("audio") {
            settings.masterVolume = try audio.optionalDouble("master", in: 0...1) ?? settings.masterVolume
            settings.effectsVolume = try audio.optionalDouble("effects", in: 0...1) ?? settings.effectsVolume
            settings.soundscapeVolume = try audio.optionalDouble("soundscape", in: 0...1) ?? settings.soundscapeVolume
            settings.muted = try audio.optionalBool("muted") ?? settings.muted
            try audio.finish()
        }
        if var rumble = try root.optionalObject("rumble") {
            settings.rumbleEnabled = try rumble.optionalBool("enabled") ?? settings.rumbleEnabled
            settings.rumbleStrength = try rumble.optionalDouble("strength", in: 0...1) ?? settings.rumbleStrength
            try rumble.finish()
        }
        if var display = try root.optionalObject("display") {
            settings.fullscreen = try display.optionalBool("fullscreen") ?? settings.fullscreen
            settings.vsync = try display.optionalBool("vsync") ?? settings.vsync
            settings.visualRumble = try display.optionalBool("visualRumble") ?? settings.visualRumble
            if display.has("reducedMotion"), display.object["reducedMotion"] == .null {
                _ = display.optionalValue("reducedMotion")
            } else {
                settings.reducedMotion = try display.optionalBool("reducedMotion")
            }
            try display.finish()
        }
        settings.speech = try root.optionalBool("speech") ?? settings.speech
        if root.has("tiltInput") {
            settings.tiltInput = try root.enumValue("tiltInput", as: TiltInput.self)
        } else {
            _ = root.optionalValue("tiltInput")
        }
        try root.finish()
        let keyboard = BindingCheck.checked(settings.keyboard, device: .keyboard)
        let gamepad = BindingCheck.checked(settings.gamepad, device: .gamepad)
        settings.keyboard = keyboard.map
        settings.gamepad = gamepad.map
        return (settings, keyboard.warnings + gamepad.warnings)
    }

    /// Most names one action may list.
    static let maxNamesPerAction = 8

    private static func readBindings(_ reader: JSONObjectReader, into map: inout [ControlAction: [String]]) throws(JSONError) {
        for (key, value) in reader.object.pairs {
            let path = reader.path(of: key)
            guard let action = ControlAction(rawValue: key) else {
                let known = ControlAction.allCases.map(\.rawValue).joined(separator: ", ")
                throw JSONError(path: path, reason: "unknown action \(TerminalText.quoted(key)); expected one of \(known)")
            }
            guard case .array(let items) = value else {
                throw JSONError(path: path, reason: "expected an array of names, found \(value.typeDescription)")
            }
            guard items.count <= maxNamesPerAction else {
                throw JSONError(path: path, reason: "\(items.count) names; at most \(maxNamesPerAction)")
            }
            var names: [String] = []
            for (index, item) in items.enumerated() {
                let itemPath = "\(path)[\(index)]"
                guard case .string(let name) = item else {
                    throw JSONError(path: itemPath, reason: "expected a name, found \(item.typeDescription)")
                }
                guard (1...32).contains(name.utf8.count), name.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                    throw JSONError(path: itemPath, reason: "expected 1 to 32 printable characters")
                }
                guard !names.contains(name) else {
                    throw JSONError(path: itemPath, reason: "\(TerminalText.quoted(name)) is listed twice")
                }
                names.append(name)
            }
            map[action] = names
        }
    }
}
