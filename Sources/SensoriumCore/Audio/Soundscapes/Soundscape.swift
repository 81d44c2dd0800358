/// A continuous soundscape that follows a level's progress, made by its kind
/// (`ChallengeKindDescriptor.makeSoundscape`) and played by the platform's audio out. Parameter
/// calls come from the game thread; `renderDevice` runs on the audio thread.
public protocol Soundscape: AnyObject, Sendable {
    /// Overall gain, 0.0 silent ... 1.0 as mixed.
    func setVolume(_ volume: Float)
    /// The level's progress, 0.0 untouched ... 1.0 solved.
    func setProgress(_ progress: Float)
    /// The level's opening sound (not when resuming from pause).
    func playOpening()
    /// The solve sound; it also fades the loops.
    func playSolved()
    /// Fills `byteCount` bytes of device-format audio (audio thread, never blocks).
    func renderDevice(into buffer: UnsafeMutableRawPointer, byteCount: Int)
}
