/// Whole-signal operations for sound recipes: mixing, gain, fades, loop seams and loudness
/// normalisation. Signals are mono `[Float]` at full scale -1...1. Offline only (they allocate).
public enum SynthSignal {
    /// Adds `source × gain` into `target` starting at sample `offset`, growing `target` if needed.
    public static func mix(_ source: [Float], into target: inout [Float], at offset: Int = 0, gain: Float = 1) {
        if target.count < offset + source.count {
            target.append(contentsOf: [Float](repeating: 0, count: offset + source.count - target.count))
        }
        for index in source.indices { target[offset + index] += source[index] * gain }
    }

    /// `signal` multiplied by `gain`.
    public static func scaled(_ signal: [Float], by gain: Float) -> [Float] {
        signal.map { $0 * gain }
    }

    /// Fades the first `fadeIn` and last `fadeOut` seconds with raised-cosine curves, so a
    /// one-shot starts and ends at exactly zero.
    public static func faded(_ signal: [Float], in fadeIn: Double, out fadeOut: Double, sampleRate: Double = 48_000) -> [Float] {
        var result = signal
        let inFrames = min(signal.count, Int(fadeIn * sampleRate))
        let outFrames = min(signal.count, Int(fadeOut * sampleRate))
        for index in 0..<inFrames {
            result[index] *= Float(0.5 - 0.5 * SynthMath.cos(SynthMath.pi * Double(index) / Double(inFrames)))
        }
        for index in 0..<outFrames {
            let position = signal.count - 1 - index
            result[position] *= Float(0.5 - 0.5 * SynthMath.cos(SynthMath.pi * Double(index) / Double(outFrames)))
        }
        return result
    }

    /// Folds the last `crossfade` samples over the start so the result loops without a seam.
    ///
    /// The result is `crossfade` samples shorter: it begins at sample `crossfade` of the input,
    /// and its tail fades from the input's tail into the input's first `crossfade` samples
    /// (equal-power), so its last sample leads into its first exactly as input[crossfade - 1]
    /// leads into input[crossfade].
    public static func seamlessLoop(_ signal: [Float], crossfade: Int) -> [Float] {
        precondition(crossfade > 0 && crossfade * 2 <= signal.count, "crossfade must be at most half the signal")
        let length = signal.count - crossfade
        var loop = Array(signal[crossfade...])
        for index in 0..<crossfade {
            let angle = SynthMath.pi / 2 * Double(index + 1) / Double(crossfade + 1)
            let fadeIn = Float(SynthMath.sin(angle))
            let fadeOut = Float(SynthMath.cos(angle))
            let position = length - crossfade + index
            loop[position] = signal[crossfade + position] * fadeOut + signal[index] * fadeIn
        }
        return loop
    }

    /// Scales `signal` so its loudness (``AudioMeasurements/loudness(_:sampleRate:)``) is
    /// `loudness` dBFS, unless that would put its peak above `peakCeiling` dBFS, in which case
    /// the peak sets the gain. Silence stays silence.
    public static func normalized(_ signal: [Float], loudness: Double, peakCeiling: Double = -1,
                                  sampleRate: Double = 48_000) -> [Float] {
        let measured = AudioMeasurements.loudestWindowRMS(signal, sampleRate: sampleRate)
        let peak = Double(AudioMeasurements.peak(signal))
        guard peak > 0, measured > 0 else { return signal }
        // A ratio of RMS amplitudes (no logarithm: the same bits on every libm).
        var gain = SynthMath.gain(decibels: loudness) / measured
        let ceiling = SynthMath.gain(decibels: peakCeiling) * 0.999
        if peak * gain > ceiling { gain = ceiling / peak }
        return scaled(signal, by: Float(gain))
    }

    /// A smoothly varying random curve (values -1...1, new target every `interval` seconds,
    /// raised-cosine between), for slow wobble and grain density.
    public static func randomCurve(count: Int, interval: Double, seed: UInt64, sampleRate: Double = 48_000) -> [Float] {
        var random = SeededRandom(seed: seed)
        let step = max(1, Int(interval * sampleRate))
        var curve = [Float](repeating: 0, count: count)
        var from = random.bipolar()
        var to = random.bipolar()
        for index in 0..<count {
            let within = index % step
            if within == 0 && index > 0 {
                from = to
                to = random.bipolar()
            }
            let t = 0.5 - 0.5 * SynthMath.cos(SynthMath.pi * Double(within) / Double(step))
            curve[index] = Float(from + (to - from) * t)
        }
        return curve
    }
}
