/// What one tick of a `PlaySession` asks of the platform: the session decides, the devices only
/// carry it out. Handed to the devices after the frame is presented.
public struct TickOutput: Sendable {
    /// Sounds and haptic patterns started this tick, and the looping layers that play on.
    public var cues: [FeedbackCue] = []
    /// The level's soundscape: which plays, and the progress it follows; nil leaves it as it is
    /// (the solve chord rings on through the celebration).
    public var soundscape: SoundscapeCommand?
    /// The soundscape's solve chord starts this tick.
    public var soundscapeSolved = false
    /// Everything stops now: motors, layers, sounds (pause, leaving a level mid-attempt, a reset).
    public var silence = false
    /// Words to speak (and caption): the dark scan's detector phrases.
    public var announcements: [String] = []
    /// Files to write, in order.
    public var saves: [SaveRequest] = []
    /// What a speedrun reported this tick (started, split, ended), for a LiveSplit client.
    public var runNotices: [SpeedrunDriver.Notice] = []
    /// The player chose to leave the game (the home menu's quit).
    public var quit = false
    /// The player changed a setting: the platform applies these settings now (volumes, rumble,
    /// bindings, window); the file is written by the matching `SaveRequest.settings`.
    public var settings: Settings?
    /// What the level asks of the window this tick (move, resize, fullscreen), or of the
    /// clipboard on Ctrl+C (`SessionAction.copy`); nil leaves them. The platform carries it out
    /// and observes the result into the next tick's input.
    public var windowRequest: WindowRequest?

    public init() {}

    /// Empties every list, keeping their storage (one output is reused tick after tick).
    public mutating func clear() {
        cues.removeAll(keepingCapacity: true)
        soundscape = nil
        soundscapeSolved = false
        silence = false
        announcements.removeAll(keepingCapacity: true)
        saves.removeAll(keepingCapacity: true)
        runNotices.removeAll(keepingCapacity: true)
        quit = false
        settings = nil
        windowRequest = nil
    }
}

/// The soundscape's state for the audio device.
public struct SoundscapeCommand: Equatable, Sendable {
    /// The kind of the level being played, whose soundscape plays (if it has one); nil plays none.
    public var kind: ChallengeKind?
    /// The level's progress, 0.0 (nothing found) ... 1.0 (solved).
    public var progress = 0.0
    /// The level has just opened: play its opening sound (not when resuming from a pause).
    public var opening = false

    public init(kind: ChallengeKind? = nil, progress: Double = 0, opening: Bool = false) {
        self.kind = kind
        self.progress = progress
        self.opening = opening
    }
}
