import FoundationEssentials

/// What the game needs to know about one kind of challenge besides its running state: how to
/// read its level parameters, and which devices it wants. Each kind has one, in its folder, listed
/// once in `ChallengeKinds.all`; nothing else in the game switches on the kind.
public protocol ChallengeKindDescriptor: Sendable {
    /// The `kind` string of its level files.
    var kind: ChallengeKind { get }

    /// Reads the kind's `parameters` and `goal` objects of a level file (the caller checks that
    /// nothing is left unread). Files the level names besides itself (pictures) are read through
    /// `assets`, so their bytes are hashed into replays with the level.
    func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                    assets: inout LevelAssets) throws(FormatError) -> any ChallengeKindRules

    /// Whether the kind plays a continuous soundscape that follows progress. Default: no.
    var hasSoundscape: Bool { get }

    /// The kind's soundscape, its recordings read from `soundsDirectory` (`Resources/sounds`),
    /// rendering in `deviceFormat`, starting at `progress` (0...1); nil for kinds without one
    /// (the default). The game plays it; `OfflineSoundscapeRender` renders it to a file.
    func makeSoundscape(soundsDirectory: URL, deviceFormat: AudioDeviceFormat, progress: Float) throws -> (any Soundscape)?

    /// Whether a camera can feed the challenge frames (`ChallengeState.supply(frame:)`).
    /// Default: no.
    var acceptsCameraFrames: Bool { get }

    /// Whether its levels read the desktop (`InputCommand.desktop`): only then does the platform
    /// observe it into each tick's input. Every kind says so itself: it is an input of its own,
    /// not a consequence of `pausesWhenFocusLost`.
    var readsDesktop: Bool { get }

    /// Whether its levels listen (`InputCommand.hearing`): only then does the platform open the
    /// microphone and hear it into each tick's input. Every kind says so itself.
    var listens: Bool { get }

    /// The kind's own sounds, with their recipes (`CueRegistry.sounds` lists them). Default: none.
    var sounds: [SoundDeclaration] { get }

    /// The kind's own haptic patterns, `Resources/haptics/<name>.ahap` (`CueRegistry.patterns`).
    /// Default: none.
    var hapticPatterns: [CueName] { get }

    /// A fresh tuner for the debug overlay (`LevelTuner`), nil for kinds with nothing to tune
    /// (the default).
    func makeTuner() -> (any ChallengeTuner)?

    /// Whether the window losing the focus opens the pause menu over its levels: yes for a kind
    /// played inside the window; the window kind's levels are played by leaving it. Every kind
    /// says so itself, apart from `readsDesktop`.
    var pausesWhenFocusLost: Bool { get }

    /// Levels of this kind with every field shown, each the text of a level file's
    /// `"parameters": {...}, "goal": {...}` members: the first is what `sensorium new` writes
    /// (valid, and solved by the solver); the others show fields the first cannot hold at once
    /// (a tilt's `targets` beside its `degrees`). The level schema is read off them all as the
    /// parser reads them (`LevelSchema`). Default: none, and the schema leaves the kind's
    /// fields unchecked.
    var templates: [String] { get }

    /// The ideas the kind's levels introduce where they first appear (`Lesson`), declared in the
    /// kind's folder (`<Kind>Lessons.swift`). Default: none.
    var lessons: [Lesson] { get }
}

extension ChallengeKindDescriptor {
    public var hasSoundscape: Bool { false }

    public func makeSoundscape(soundsDirectory: URL, deviceFormat: AudioDeviceFormat,
                               progress: Float) throws -> (any Soundscape)? {
        nil
    }

    public var acceptsCameraFrames: Bool { false }

    public var sounds: [SoundDeclaration] { [] }

    public var hapticPatterns: [CueName] { [] }

    public func makeTuner() -> (any ChallengeTuner)? { nil }

    public var templates: [String] { [] }

    public var lessons: [Lesson] { [] }
}
