import FoundationEssentials
import Glibc

/// Places a mono signal in the stereo field with the equal-power (constant-power) law, so a
/// sound keeps its loudness as it moves: left = cos θ, right = sin θ, θ = (pan + 1)·π/4.
/// Centre is -3 dB (0.7071) on each side; hard left/right are exactly 1 and 0.
public final class AudioPanner {
    private var panSmoother: ParameterSmoother

    /// - Parameters:
    ///   - pan: initial position (see ``pan``).
    ///   - sampleRate: samples per second (for the 30 ms smoothing).
    public init(pan: Float = 0, sampleRate: Double) {
        panSmoother = ParameterSmoother(Self.clampPan(pan), timeConstant: 0.03, sampleRate: sampleRate)
    }

    /// Position: -1.0 is hard left, 0.0 is centre, 1.0 is hard right. Clamped; smoothed.
    public var pan: Float {
        get { panSmoother.target }
        set { panSmoother.target = Self.clampPan(newValue) }
    }

    static func clampPan(_ value: Float) -> Float {
        value.isFinite ? min(max(value, -1), 1) : 0
    }

    /// Equal-power channel gains for a position, exact at the extremes.
    public static func gains(pan: Float) -> (left: Float, right: Float) {
        if pan <= -1 { return (1, 0) }
        if pan >= 1 { return (0, 1) }
        let angle = (Double(pan) + 1) * Double.pi / 4
        return (Float(Glibc.cos(angle)), Float(Glibc.sin(angle)))
    }

    /// Writes `mono` to `left` and `right` (planar), `frames` samples each.
    public func process(_ mono: UnsafePointer<Float>, left: UnsafeMutablePointer<Float>,
                        right: UnsafeMutablePointer<Float>, frames: Int) {
        guard frames > 0 else { return }
        // Smoothers advance on local copies (see ``ParameterSmoother``): no run-time exclusivity check.
        var panSmoother = self.panSmoother
        let pan = panSmoother.advance(frames: frames)
        self.panSmoother = panSmoother
        let start = Self.gains(pan: pan.start)
        let end = Self.gains(pan: pan.end)
        let leftStep = (end.left - start.left) / Float(frames)
        let rightStep = (end.right - start.right) / Float(frames)
        var leftGain = start.left
        var rightGain = start.right
        for index in 0..<frames {
            leftGain += leftStep
            rightGain += rightStep
            left[index] = mono[index] * leftGain
            right[index] = mono[index] * rightGain
        }
    }
}
