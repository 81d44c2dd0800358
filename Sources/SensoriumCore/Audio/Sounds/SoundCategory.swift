/// How a sound is played, which sets its loudness target.
public enum SoundCategory: String, CaseIterable, Sendable {
    /// Game events (collisions, chimes, the opening): loudest.
    case effect
    /// Home-screen feedback: quieter, heard often.
    case interface
    /// Loops under everything (ambient beds, rolling textures, the donk).
    case loop

    /// Target loudness in dBFS: RMS of the loudest 50 ms (``AudioMeasurements/loudness(_:sampleRate:window:)``).
    public var loudnessTarget: Double {
        switch self {
        case .effect: return -14
        case .interface: return -18
        case .loop: return -20
        }
    }
}
