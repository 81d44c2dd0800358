import SensoriumCore

/// The SDL devices as the play session's device protocols.
extension FeedbackOutput: FeedbackDevice {
    /// One tick's output, in the order the session decided it: stop what must stop, ring the
    /// solve chord, play the cues, then keep the soundscape in step.
    public func play(_ output: TickOutput) {
        if output.silence { silence() }
        if output.soundscapeSolved { soundscapeSolved() }
        play(output.cues)
        if let soundscape = output.soundscape {
            updateSoundscape(of: soundscape.kind, progress: soundscape.progress, opening: soundscape.opening)
        }
    }
}

extension SpeechOutput: SpeechDevice {}

extension WebcamCapture: CameraDevice {
    /// The newest frame's luminance, when one arrived.
    public func poll() -> LuminanceFrame? {
        guard poll() as Bool else { return nil }
        return LuminanceFrame(width: width, height: height, pixels: luma)
    }
}
