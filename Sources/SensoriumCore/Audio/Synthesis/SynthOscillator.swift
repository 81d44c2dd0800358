/// Oscillator shapes.
public enum Waveform: String, CaseIterable, Sendable {
    case sine, triangle, square, saw, noise
}

/// An oscillator for sound recipes, one sample per call with a per-sample frequency (so sweeps
/// and vibrato are just a changing argument).
///
/// Square and saw are band-limited with PolyBLEP (the step is smoothed over one sample) so high
/// notes do not alias into whistles; triangle is the integral shape, naturally soft; noise is
/// uniform white noise from a seeded ``SeededRandom``. Output is -1...1.
public struct SynthOscillator: Sendable {
    public let waveform: Waveform
    public let sampleRate: Double
    /// Position within the cycle, 0..<1.
    public private(set) var phase: Double
    private var random: SeededRandom

    /// - Parameters:
    ///   - waveform: the shape.
    ///   - sampleRate: samples per second.
    ///   - phase: starting phase, 0..<1 (0.25 starts a sine at its peak).
    ///   - seed: noise seed (other shapes ignore it).
    public init(_ waveform: Waveform, sampleRate: Double = 48_000, phase: Double = 0, seed: UInt64 = 1) {
        self.waveform = waveform
        self.sampleRate = sampleRate
        self.phase = phase - phase.rounded(.down)
        random = SeededRandom(seed: seed)
    }

    /// Next sample at `frequency` Hz (0 < frequency < sampleRate/2 for the pitched shapes).
    public mutating func next(frequency: Double) -> Double {
        let increment = frequency / sampleRate
        let value: Double
        switch waveform {
        case .sine:
            value = SynthMath.sinCycle(phase)
        case .triangle:
            value = phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase
        case .saw:
            value = 2 * phase - 1 - Self.polyBLEP(phase, increment)
        case .square:
            var square: Double = phase < 0.5 ? 1 : -1
            square += Self.polyBLEP(phase, increment)
            var shifted = phase + 0.5
            shifted -= shifted.rounded(.down)
            square -= Self.polyBLEP(shifted, increment)
            value = square
        case .noise:
            value = random.bipolar()
        }
        phase += increment
        phase -= phase.rounded(.down)
        return value
    }

    private static func polyBLEP(_ t: Double, _ dt: Double) -> Double {
        guard dt > 0 else { return 0 }
        if t < dt {
            let x = t / dt
            return x + x - x * x - 1
        }
        if t > 1 - dt {
            let x = (t - 1) / dt
            return x * x + x + x + 1
        }
        return 0
    }
}
