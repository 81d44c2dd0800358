/// The devices a play session's outputs go to, as small protocols, each with a silent
/// implementation: a headless tool or a test plugs in silence, never a nil to check.

/// Sound and rumble: plays each tick's cues and soundscape, stops everything on `silence`.
public protocol FeedbackDevice: AnyObject {
    /// True when a plugged-in pad can rumble (otherwise the game draws the vibration).
    var hasRumble: Bool { get }
    /// Carries out one tick's sounds, rumble and soundscape.
    func play(_ output: TickOutput)
    /// Stops everything and releases the devices.
    func close()
    /// The player changed the settings: volumes and rumble follow them from now on.
    func apply(_ settings: Settings)
}

/// Speaks announcements aloud (captions are the session's own drawing).
public protocol SpeechDevice: AnyObject {
    func say(_ text: String)
}

/// Writes what the session asks to save: progress, replays, a tuned level file.
public protocol SaveDevice: AnyObject {
    func write(_ request: SaveRequest)
}

/// A camera whose frames stand in for a level's own scene.
public protocol CameraDevice: AnyObject {
    /// The newest frame, when one arrived since the last call.
    func poll() -> LuminanceFrame?
}

/// No sound, no rumble.
public final class SilentFeedback: FeedbackDevice {
    public init() {}
    public var hasRumble: Bool { false }
    public func play(_ output: TickOutput) {}
    public func close() {}
    public func apply(_ settings: Settings) {}
}

/// Says nothing.
public final class SilentSpeech: SpeechDevice {
    public init() {}
    public func say(_ text: String) {}
}

/// Keeps nothing (screenshots, benchmarks, playback).
public final class NoStorage: SaveDevice {
    public init() {}
    public func write(_ request: SaveRequest) {}
}

/// No camera: levels show their own scenes.
public final class NoCamera: CameraDevice {
    public init() {}
    public func poll() -> LuminanceFrame? { nil }
}
