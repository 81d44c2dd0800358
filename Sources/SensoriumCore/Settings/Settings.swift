import FoundationEssentials

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
    /// In a run, the personal best's ghost races beside the live play (drawn only).
    public var raceGhost: Bool
    /// How strongly that ghost is drawn, 0.0 (invisible) ... 1.0 (the hint ghost's strength).
    public var ghostOpacity: Double { didSet { ghostOpacity = Settings.unit(ghostOpacity) } }
    /// Assist mode: below `.full` every tick takes longer in real time and play is flagged `assist`.
    public var gameSpeed: GameSpeed

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
        raceGhost = true
        ghostOpacity = 0.5
        gameSpeed = .full
    }

    public static let defaults = Settings()

    public static let defaultKeyboard: [ControlAction: [String]] = [
        .up: ["Up", "W"], .down: ["Down", "S"], .left: ["Left", "A"], .right: ["Right", "D"],
        .confirm: ["Space", "Return"], .back: ["Backspace"], .restart: ["R"], .alternate: ["Tab"],
        .zoomIn: ["E"], .zoomOut: ["Q"], .rotateLeft: ["Z"], .rotateRight: ["C"], .hint: ["F1"],
        .pause: ["Escape"], .fullscreen: ["F11"], .screenshot: ["F12"], .debugOverlay: ["F3"], .hud: ["H"],
        .resetRun: ["Shift+R"],
    ]

    public static let defaultGamepad: [ControlAction: [String]] = [
        .up: ["dpup"], .down: ["dpdown"], .left: ["dpleft"], .right: ["dpright"],
        .confirm: ["a"], .back: ["b"], .restart: ["y"], .alternate: ["x"],
        .zoomIn: ["rightshoulder"], .zoomOut: ["leftshoulder"],
        .rotateLeft: ["lefttrigger"], .rotateRight: ["righttrigger"],
        // The right stick's click: the left one is under the thumb that steers.
        .hint: ["rightstick"],
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
            do throws(FormatError) {
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
}
