import FoundationEssentials
import Glibc

/// Lowers the resolution of a signal in both directions: fewer amplitude levels (bit depth) and
/// fewer distinct samples per second (sample-and-hold), the "8-bit" sound that matches a
/// pixelated picture.
///
/// Quantisation works like a signed integer of `bits` bits: the signal is rounded to the
/// nearest of the 2^bits levels k / 2^(bits-1), k = -2^(bits-1) ... 2^(bits-1) - 1 (mid-tread, so
/// silence stays exactly silent instead of buzzing at ±half a step). 1 bit therefore has exactly
/// two levels, -1 and 0: a harsh half-wave pulse. Fractional bit depths are allowed and glide
/// smoothly, which is how a crusher can "clean up" continuously. Processes in place.
public final class Bitcrusher {
    /// Allowed bit depths.
    public static var bitDepthRange: ClosedRange<Float> { 1...16 }
    /// Allowed hold factors.
    public static var holdRange: ClosedRange<Float> { 1...64 }

    private var bitsSmoother: ParameterSmoother
    private var holdSmoother: ParameterSmoother
    private var holdPhase: Float = .greatestFiniteMagnitude
    private var held: Float = 0

    /// - Parameters:
    ///   - bitDepth: initial bit depth (see ``bitDepth``).
    ///   - hold: initial hold factor (see ``hold``).
    ///   - sampleRate: samples per second (for the 30 ms smoothing).
    public init(bitDepth: Float = 16, hold: Float = 1, sampleRate: Double) {
        bitsSmoother = ParameterSmoother(Self.clamp(bitDepth, Self.bitDepthRange, 16), timeConstant: 0.03, sampleRate: sampleRate)
        holdSmoother = ParameterSmoother(Self.clamp(hold, Self.holdRange, 1), timeConstant: 0.03, sampleRate: sampleRate)
    }

    /// Bit depth: 1.0 is two levels (harsh), 8.0 is 256 levels (chiptune), 16.0 is CD quality
    /// (transparent). Clamped to 1...16; fractional values allowed; smoothed.
    public var bitDepth: Float {
        get { bitsSmoother.target }
        set { bitsSmoother.target = Self.clamp(newValue, Self.bitDepthRange, 16) }
    }

    /// Sample-rate reduction: each captured sample is held for `hold` output samples. 1.0 is no
    /// reduction, 4.0 is a quarter of the sample rate. Clamped to 1...64; fractional allowed; smoothed.
    public var hold: Float {
        get { holdSmoother.target }
        set { holdSmoother.target = Self.clamp(newValue, Self.holdRange, 1) }
    }

    private static func clamp(_ value: Float, _ range: ClosedRange<Float>, _ fallback: Float) -> Float {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
    }

    /// Crushes `frames` samples of `buffer` in place.
    public func process(_ buffer: UnsafeMutablePointer<Float>, frames: Int) {
        guard frames > 0 else { return }
        // Bits -> half the number of levels, exp2 per block, ramped linearly inside it.
        // Smoothers advance on local copies (see ``ParameterSmoother``): no run-time exclusivity check.
        var bitsSmoother = self.bitsSmoother, holdSmoother = self.holdSmoother
        let bits = bitsSmoother.advance(frames: frames)
        let startScale = Float(Glibc.exp2(Double(bits.start - 1)))
        let endScale = Float(Glibc.exp2(Double(bits.end - 1)))
        let scaleStep = (endScale - startScale) / Float(frames)
        var scale = startScale
        // Largest level index for this block (the ramp is monotonic, so its larger end bounds it).
        let top = max(startScale, endScale).rounded(.up)
        let holdRamp = holdSmoother.ramp(frames: frames)
        self.bitsSmoother = bitsSmoother
        self.holdSmoother = holdSmoother
        var hold = holdRamp.value
        let holdStep = holdRamp.step
        var holdPhase = self.holdPhase
        var held = self.held
        for index in 0..<frames {
            hold += holdStep
            holdPhase += 1
            if holdPhase >= hold {
                holdPhase -= hold
                if holdPhase >= hold { holdPhase = 0 }
                // Round to nearest without a libm call: adding and removing 1.5·2^23 leaves an
                // integer for |x| < 2^22 (Swift never reassociates float arithmetic).
                var level = (buffer[index] * scale + 0x1.8p23) - 0x1.8p23
                if level > top - 1 { level = top - 1 }
                if level < -top { level = -top }
                held = level / scale
            }
            buffer[index] = held
            scale += scaleStep
        }
        self.holdPhase = holdPhase
        self.held = held
    }
}
