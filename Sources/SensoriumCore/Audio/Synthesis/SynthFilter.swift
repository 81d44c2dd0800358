/// A resonant state-variable filter for sound recipes (the "TPT" / zero-delay-feedback form by
/// Andrew Simper): stable at any cutoff, low-pass, high-pass and band-pass outputs from one state.
public struct SynthFilter: Sendable {
    public enum Mode: Sendable { case lowPass, highPass, bandPass }

    public let mode: Mode
    public let sampleRate: Double
    private var g = 0.0, k = 1.0, a1 = 0.0, a2 = 0.0, a3 = 0.0
    private var ic1 = 0.0, ic2 = 0.0

    /// - Parameters:
    ///   - mode: which output.
    ///   - cutoff: corner (or centre) frequency in Hz, 10...0.49 × sampleRate.
    ///   - resonance: Q; 0.707 is flat (Butterworth), 5 rings, 20 whistles.
    ///   - sampleRate: samples per second.
    public init(_ mode: Mode, cutoff: Double, resonance: Double = 0.707, sampleRate: Double = 48_000) {
        self.mode = mode
        self.sampleRate = sampleRate
        set(cutoff: cutoff, resonance: resonance)
    }

    /// Retunes without clearing the state (sweeps).
    public mutating func set(cutoff: Double, resonance: Double) {
        let clamped = min(max(cutoff, 10), 0.49 * sampleRate)
        g = SynthMath.tan(SynthMath.pi * clamped / sampleRate)
        k = 1 / max(resonance, 0.05)
        a1 = 1 / (1 + g * (g + k))
        a2 = g * a1
        a3 = g * a2
    }

    /// Filters one sample.
    public mutating func process(_ input: Double) -> Double {
        let v3 = input - ic2
        let v1 = a1 * ic1 + a2 * v3
        let v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2 * v1 - ic1
        ic2 = 2 * v2 - ic2
        switch mode {
        case .lowPass: return v2
        case .bandPass: return v1
        case .highPass: return input - k * v1 - v2
        }
    }
}
