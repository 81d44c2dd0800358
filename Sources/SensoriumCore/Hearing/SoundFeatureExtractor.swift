import Glibc

/// Turns the microphone's samples into the features a tick hears (`HeardSound`): the platform
/// feeds it what SDL captured, the core receives only the features, so replays hold no audio.
/// Loudness and pitch are of the latest moment (the last 1024 samples, 43 ms); onsets are
/// counted over every sample fed. Allocates only at init.
public struct SoundFeatureExtractor: Sendable {
    /// The rate the extractor works at; the platform asks SDL for mono Float32 at this rate.
    /// 24 kHz resolves a 1 kHz period to within a few cents after interpolation and holds a
    /// clap's crack; twice that would double the detector's work for nothing a level hears.
    public static let sampleRate: Int = 24_000
    /// The latest moment: 1024 samples, enough for two periods of the lowest pitch searched.
    static let frameLength = 1024
    /// Quieter than this, a moment has no pitch and no noisiness: the room, not the player.
    static let quietest: Double = -55
    /// The aperiodicity a tone never exceeds and the one noise never falls under: noisiness
    /// runs from 0 to 100 between them.
    static let noisinessScale: ClosedRange<Double> = 0.1...0.6

    /// The latest samples, the newest at `filled - 1`; twice a frame, so a frame is always
    /// contiguous and the history moves only once per frame's worth of samples.
    private var history: [Float]
    private var filled: Int
    private var detector: PitchDetector
    private var onsets: OnsetDetector

    public init() {
        detector = PitchDetector(sampleRate: Self.sampleRate, frameLength: Self.frameLength)
        history = [Float](repeating: 0, count: 2 * Self.frameLength)
        filled = Self.frameLength
        onsets = OnsetDetector(sampleRate: Self.sampleRate)
    }

    /// Mono samples, -1...1, as they come (any count, called once or more per tick).
    public mutating func feed(_ samples: UnsafeBufferPointer<Float>) {
        onsets.feed(samples)
        let frame = Self.frameLength
        let kept = samples.count > frame ? UnsafeBufferPointer(rebasing: samples[(samples.count - frame)...]) : samples
        guard !kept.isEmpty else { return }
        let filled = self.filled
        self.filled = history.withUnsafeMutableBufferPointer { history in
            var end = filled
            if end + kept.count > history.count {
                // Keep the last frame's worth (less what arrives now) and move it to the front.
                let keep = frame - kept.count
                history.baseAddress!.update(from: history.baseAddress! + (end - keep), count: keep)
                end = keep
            }
            (history.baseAddress! + end).update(from: kept.baseAddress!, count: kept.count)
            return end + kept.count
        }
    }

    /// The features of the latest moment (a window of the last ~40 ms), quantized into a
    /// HeardSound; `onsets` counts every onset since init; `gameSounding` is passed through.
    public mutating func features(gameSounding: Bool) -> HeardSound {
        // A slice shares the history's storage: nothing is copied.
        let moment = history[(filled - Self.frameLength)..<filled]
        let loudness = moment.withUnsafeBufferPointer(Self.decibels)
        let estimate = loudness < Self.quietest ? nil : moment.withUnsafeBufferPointer { detector.estimate($0) }
        var heard = HeardSound(loudness: Int8(max(-100, min(0, loudness.rounded(.down)))), onsets: onsets.count,
                               gameSounding: gameSounding)
        guard loudness >= Self.quietest else { return heard }
        if let estimate {
            heard.pitch = HeardSound.cents(hertz: estimate.hertz)
            heard.pitchConfidence = UInt8((estimate.confidence * 100).rounded(.down))
        }
        let scale = Self.noisinessScale
        let noise = (detector.aperiodicity - scale.lowerBound) / (scale.upperBound - scale.lowerBound)
        heard.noisiness = UInt8((max(0, min(1, noise)) * 100).rounded())
        return heard
    }

    /// RMS in dBFS, -infinity for digital silence.
    static func decibels(_ frame: UnsafeBufferPointer<Float>) -> Double {
        var squares: Float = 0
        for sample in frame { squares += sample * sample }
        return 10 * log10(Double(squares) / Double(frame.count))
    }
}
