/// Scales a signal, smoothly. Processes in place.
public final class AudioGain {
    private var smoother: ParameterSmoother

    /// - Parameters:
    ///   - gain: initial gain (see ``gain``).
    ///   - sampleRate: samples per second.
    ///   - smoothing: seconds to cover 63% of a change (default 20 ms).
    public init(gain: Float = 1, sampleRate: Double, smoothing: Double = 0.02) {
        smoother = ParameterSmoother(Self.clampGain(gain), timeConstant: smoothing, sampleRate: sampleRate)
    }

    /// Gain: 0.0 is silent, 1.0 is unity, 2.0 is +6 dB; clamped to 0...4; smoothed.
    public var gain: Float {
        get { smoother.target }
        set { smoother.target = Self.clampGain(newValue) }
    }

    /// The gain the signal sees right now (mid-glide).
    public var currentGain: Float { smoother.current }

    static func clampGain(_ value: Float) -> Float {
        value.isFinite ? min(max(value, 0), 4) : 0
    }

    /// Multiplies `frames` samples of `buffer` by the (gliding) gain.
    public func process(_ buffer: UnsafeMutablePointer<Float>, frames: Int) {
        // Advanced on a local copy (see ``ParameterSmoother``): no run-time exclusivity check.
        var smoother = self.smoother
        let ramp = smoother.ramp(frames: frames)
        self.smoother = smoother
        if ramp.step == 0 {
            let gain = ramp.value
            if gain == 1 { return }
            for index in 0..<frames { buffer[index] *= gain }
            return
        }
        var gain = ramp.value
        for index in 0..<frames {
            gain += ramp.step
            buffer[index] *= gain
        }
    }
}
