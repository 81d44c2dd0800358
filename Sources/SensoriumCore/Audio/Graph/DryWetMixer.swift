import FoundationEssentials
import Glibc

/// Crossfades two sources, "cold" (dry) and "hot" (wet), with an equal-power law so the loudness
/// of two unrelated loops stays even across the fade.
///
/// Gains are cos(mix·π/2) for dry and sin(mix·π/2) for wet; the endpoints are exact (mix 0.0 is
/// the dry source bit for bit, 1.0 the wet source). Both sources keep running whatever the mix,
/// so a loop fading back in continues where it would have been.
public final class DryWetMixer<Dry: MonoSource, Wet: MonoSource>: MonoSource {
    public let dry: Dry
    public let wet: Wet
    private let scratch: UnsafeMutablePointer<Float>
    private var mixSmoother: ParameterSmoother
    private var mixGains = CachedGainPair()

    /// - Parameters:
    ///   - mix: initial mix (see ``mix``).
    ///   - sampleRate: samples per second (for the 30 ms smoothing).
    public init(dry: Dry, wet: Wet, mix: Float = 0, sampleRate: Double) {
        self.dry = dry
        self.wet = wet
        scratch = .allocate(capacity: AudioGraphLimits.maxBlockFrames)
        scratch.initialize(repeating: 0, count: AudioGraphLimits.maxBlockFrames)
        mixSmoother = ParameterSmoother(Self.clampMix(mix), timeConstant: 0.03, sampleRate: sampleRate)
    }

    deinit { scratch.deallocate() }

    /// Mix: 0.0 is only the dry ("cold") source, 1.0 is only the wet ("hot") one, 0.5 is both at
    /// -3 dB. Clamped to 0...1; smoothed.
    public var mix: Float {
        get { mixSmoother.target }
        set { mixSmoother.target = Self.clampMix(newValue) }
    }

    private static func clampMix(_ value: Float) -> Float {
        value.isFinite ? min(max(value, 0), 1) : 0
    }

    /// Equal-power gains for a mix value, exact at the endpoints.
    public static func gains(mix: Float) -> (dry: Float, wet: Float) {
        if mix <= 0 { return (1, 0) }
        if mix >= 1 { return (0, 1) }
        let angle = Double(mix) * Double.pi / 2
        return (Float(Glibc.cos(angle)), Float(Glibc.sin(angle)))
    }

    public func render(into output: UnsafeMutablePointer<Float>, frames: Int) {
        var offset = 0
        while offset < frames {
            let count = min(frames - offset, AudioGraphLimits.maxBlockFrames)
            let target = output + offset
            dry.render(into: target, frames: count)
            wet.render(into: scratch, frames: count)
            // Advanced on local copies (see ``ParameterSmoother``): no run-time exclusivity check.
            var mixSmoother = self.mixSmoother, mixGains = self.mixGains
            let mix = mixSmoother.advance(frames: count)
            let start: (dry: Float, wet: Float) = mixGains.gains(for: mix.start) { Self.gains(mix: $0) }
            let end: (dry: Float, wet: Float) = mixGains.gains(for: mix.end) { Self.gains(mix: $0) }
            self.mixSmoother = mixSmoother
            self.mixGains = mixGains
            if start == end {
                for index in 0..<count {
                    target[index] = target[index] * start.dry + scratch[index] * start.wet
                }
            } else {
                let dryStep = (end.dry - start.dry) / Float(count)
                let wetStep = (end.wet - start.wet) / Float(count)
                var dryGain = start.dry
                var wetGain = start.wet
                for index in 0..<count {
                    dryGain += dryStep
                    wetGain += wetStep
                    target[index] = target[index] * dryGain + scratch[index] * wetGain
                }
            }
            offset += count
        }
    }
}
