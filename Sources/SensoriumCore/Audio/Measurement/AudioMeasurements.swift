import FoundationEssentials
import Glibc

/// Numbers a test (or a sound designer) can assert about a signal: level, pitch, clicks, onsets.
/// Mono `[Float]` in, plain values out; offline only.
public enum AudioMeasurements {
    /// Largest absolute sample value (1.0 is full scale).
    public static func peak(_ signal: [Float]) -> Float {
        signal.reduce(0) { max($0, Swift.abs($1)) }
    }

    /// Root mean square over the whole signal (a full-scale sine is 0.7071).
    public static func rms(_ signal: [Float]) -> Float {
        guard !signal.isEmpty else { return 0 }
        var sum = 0.0
        for sample in signal { sum += Double(sample) * Double(sample) }
        return Float((sum / Double(signal.count)).squareRoot())
    }

    /// Amplitude ratio in decibels (20·log10); -infinity for 0.
    public static func decibels(_ amplitude: Float) -> Double {
        amplitude > 0 ? 20 * Glibc.log10(Double(amplitude)) : -.infinity
    }

    /// Loudness as the sound designer hears it: the RMS of the loudest 50 ms window, in dBFS
    /// (a full-scale sine is -3 dB). Whole-file RMS would call a short click in a long file
    /// quiet; this measures the part you hear. -infinity for silence.
    public static func loudness(_ signal: [Float], sampleRate: Double = 48_000, window: Double = 0.05) -> Double {
        let rms = loudestWindowRMS(signal, sampleRate: sampleRate, window: window)
        return rms > 0 ? 20 * Glibc.log10(rms) : -.infinity
    }

    /// ``loudness(_:sampleRate:window:)`` as a linear RMS amplitude (basic IEEE arithmetic only, so
    /// it is bit-identical everywhere; normalisation uses this, not the logarithm).
    public static func loudestWindowRMS(_ signal: [Float], sampleRate: Double = 48_000, window: Double = 0.05) -> Double {
        guard !signal.isEmpty else { return 0 }
        let size = max(1, min(signal.count, Int(window * sampleRate)))
        var sum = 0.0
        for index in 0..<size { sum += Double(signal[index]) * Double(signal[index]) }
        var best = sum
        let hop = max(1, size / 10)
        var index = size
        while index < signal.count {
            let end = min(signal.count, index + hop)
            for added in index..<end {
                let removed = added - size
                sum += Double(signal[added]) * Double(signal[added]) - Double(signal[removed]) * Double(signal[removed])
            }
            best = max(best, sum)
            index = end
        }
        return (max(best, 0) / Double(size)).squareRoot()
    }

    /// Frequency estimate in Hz from the rate of upward zero crossings (exact for a clean sine,
    /// rough for anything else).
    public static func zeroCrossingFrequency(_ signal: [Float], sampleRate: Double) -> Double {
        var crossings: [Int] = []
        for index in 1..<max(1, signal.count) where signal[index - 1] < 0 && signal[index] >= 0 {
            crossings.append(index)
        }
        guard let first = crossings.first, let last = crossings.last, crossings.count >= 2 else { return 0 }
        return Double(crossings.count - 1) * sampleRate / Double(last - first)
    }

    /// Absolute differences between neighbouring samples.
    public static func steps(_ signal: [Float]) -> [Float] {
        guard signal.count > 1 else { return [] }
        return (1..<signal.count).map { Swift.abs(signal[$0] - signal[$0 - 1]) }
    }

    /// Indices where a sample jumps from its neighbour by more than `factor` times the 99th
    /// percentile step of the signal (and by at least `floor`): clicks, cuts, seams.
    public static func clicks(_ signal: [Float], factor: Float = 3, floor: Float = 0.01) -> [Int] {
        let allSteps = steps(signal)
        guard !allSteps.isEmpty else { return [] }
        let typical = percentile(allSteps, 0.99)
        let limit = max(typical * factor, floor)
        return allSteps.indices.filter { allSteps[$0] > limit }.map { $0 + 1 }
    }

    /// The `fraction` (0...1) quantile of non-negative `values`, from a 4096-bin histogram (O(n),
    /// no sort): the upper edge of the bin holding the quantile, so at most 1/4096 of the maximum
    /// above the exact value.
    public static func percentile(_ values: [Float], _ fraction: Double) -> Float {
        guard let top = values.max(), top > 0 else { return 0 }
        let binCount = 4096
        var histogram = [Int](repeating: 0, count: binCount)
        let scale = Float(binCount) / top
        for value in values {
            histogram[min(binCount - 1, max(0, Int(value * scale)))] += 1
        }
        let wanted = Int((Double(values.count) * min(max(fraction, 0), 1)).rounded(.up))
        var seen = 0
        for bin in 0..<binCount {
            seen += histogram[bin]
            if seen >= wanted { return Float(bin + 1) / scale }
        }
        return top
    }

    /// Is looping `signal` continuous? The jump from the last sample to the first is no larger
    /// than `factor` × the signal's 99th-percentile neighbour step.
    public static func loopSeamIsContinuous(_ signal: [Float], factor: Float = 1) -> Bool {
        guard let first = signal.first, let last = signal.last else { return true }
        let typical = percentile(steps(signal), 0.99)
        return Swift.abs(first - last) <= max(typical * factor, 1e-6)
    }

    /// Sample indices where the amplitude envelope (rectified, 5 ms release) rises through
    /// `threshold` × the signal's peak envelope, at least `minimumGap` seconds apart: note onsets.
    public static func onsets(_ signal: [Float], sampleRate: Double, threshold: Float = 0.5, minimumGap: Double = 0.05) -> [Int] {
        let release = Float(Glibc.exp(-1 / (0.005 * sampleRate)))
        var envelope = [Float](repeating: 0, count: signal.count)
        var level: Float = 0
        for index in signal.indices {
            let magnitude = Swift.abs(signal[index])
            level = magnitude > level ? magnitude : level * release
            envelope[index] = level
        }
        let top = envelope.max() ?? 0
        guard top > 0 else { return [] }
        let limit = top * threshold
        let gap = Int(minimumGap * sampleRate)
        var result: [Int] = []
        var armed = true
        for index in envelope.indices {
            if armed && envelope[index] >= limit && (result.last.map { index - $0 >= gap } ?? true) {
                result.append(index)
                armed = false
            } else if envelope[index] < limit * 0.5 {
                armed = true
            }
        }
        return result
    }
}
