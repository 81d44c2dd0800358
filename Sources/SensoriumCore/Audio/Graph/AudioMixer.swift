/// Sums mono inputs into a stereo bus, each with its own gain and equal-power pan (the graph's
/// "USB hub": everything that should be heard goes through one).
///
/// Per block: ``clear(frames:)``, then ``add(input:from:frames:)`` once per input, then read
/// ``left`` and ``right``. Inputs are numbered 0..<inputCount, fixed at init; their gains and
/// pans are smoothed and ramped linearly within the block.
public final class AudioMixer {
    public let inputCount: Int
    /// Left channel of the last mixed block (``AudioGraphLimits/maxBlockFrames`` capacity).
    public let left: UnsafeMutablePointer<Float>
    /// Right channel of the last mixed block.
    public let right: UnsafeMutablePointer<Float>
    private let gainSmoothers: UnsafeMutablePointer<ParameterSmoother>
    private let panSmoothers: UnsafeMutablePointer<ParameterSmoother>

    /// - Parameters:
    ///   - inputCount: number of inputs, at least 1.
    ///   - sampleRate: samples per second (for the 30 ms smoothing).
    ///   - gain: initial gain of every input.
    public init(inputCount: Int, sampleRate: Double, gain: Float = 1) {
        precondition(inputCount >= 1, "a mixer needs at least one input")
        self.inputCount = inputCount
        let capacity = AudioGraphLimits.maxBlockFrames
        left = .allocate(capacity: capacity)
        left.initialize(repeating: 0, count: capacity)
        right = .allocate(capacity: capacity)
        right.initialize(repeating: 0, count: capacity)
        gainSmoothers = .allocate(capacity: inputCount)
        gainSmoothers.initialize(repeating: ParameterSmoother(AudioGain.clampGain(gain), timeConstant: 0.03, sampleRate: sampleRate), count: inputCount)
        panSmoothers = .allocate(capacity: inputCount)
        panSmoothers.initialize(repeating: ParameterSmoother(0, timeConstant: 0.03, sampleRate: sampleRate), count: inputCount)
    }

    deinit {
        left.deallocate()
        right.deallocate()
        gainSmoothers.deallocate()
        panSmoothers.deallocate()
    }

    /// Sets input `input`'s gain: 0.0 is silent, 1.0 is unity, clamped to 0...4; smoothed.
    public func setGain(_ gain: Float, input: Int) {
        precondition(input >= 0 && input < inputCount, "mixer input out of range")
        gainSmoothers[input].target = AudioGain.clampGain(gain)
    }

    /// Input `input`'s target gain.
    public func gain(input: Int) -> Float { gainSmoothers[input].target }

    /// Sets input `input`'s position: -1.0 hard left, 0.0 centre (-3 dB each side), 1.0 hard right.
    public func setPan(_ pan: Float, input: Int) {
        precondition(input >= 0 && input < inputCount, "mixer input out of range")
        panSmoothers[input].target = AudioPanner.clampPan(pan)
    }

    /// Starts a block: zeroes ``left`` and ``right`` for `frames` (≤ maxBlockFrames) samples.
    public func clear(frames: Int) {
        precondition(frames <= AudioGraphLimits.maxBlockFrames, "block too large for the mixer")
        left.update(repeating: 0, count: frames)
        right.update(repeating: 0, count: frames)
    }

    /// Adds `frames` samples of mono `source` to the bus with input `input`'s gain and pan.
    /// Call once per input per block (its smoothers advance by one block each call).
    public func add(input: Int, from source: UnsafePointer<Float>, frames: Int) {
        precondition(input >= 0 && input < inputCount, "mixer input out of range")
        precondition(frames <= AudioGraphLimits.maxBlockFrames, "block too large for the mixer")
        guard frames > 0 else { return }
        let gain = gainSmoothers[input].advance(frames: frames)
        let pan = panSmoothers[input].advance(frames: frames)
        let startPan = AudioPanner.gains(pan: pan.start)
        let endPan = AudioPanner.gains(pan: pan.end)
        var leftGain = gain.start * startPan.left
        var rightGain = gain.start * startPan.right
        let leftEnd = gain.end * endPan.left
        let rightEnd = gain.end * endPan.right
        if leftGain == leftEnd && rightGain == rightEnd {
            for index in 0..<frames {
                left[index] += source[index] * leftGain
                right[index] += source[index] * rightGain
            }
            return
        }
        let leftStep = (leftEnd - leftGain) / Float(frames)
        let rightStep = (rightEnd - rightGain) / Float(frames)
        for index in 0..<frames {
            leftGain += leftStep
            rightGain += rightStep
            left[index] += source[index] * leftGain
            right[index] += source[index] * rightGain
        }
    }
}
