/// A seeded random generator for sound recipes (SplitMix64): the same seed gives the same noise on
/// every machine, which is what keeps generated sound files byte-identical.
public struct SynthRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// - Parameter seed: any value; recipes use a distinct constant per sound.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1 (53 random bits).
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Uniform in -1..<1: white noise.
    public mutating func bipolar() -> Double { unit() * 2 - 1 }

    /// Uniform in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
