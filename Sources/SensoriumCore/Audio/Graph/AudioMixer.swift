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
    private let panGains: UnsafeMutablePointer<CachedGainPair>

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
        panGains = .allocate(capacity: inputCount)
        panGains.initialize(repeating: CachedGainPair(), count: inputCount)
    }

    deinit {
        left.deallocate()
        right.deallocate()
        gainSmoothers.deallocate()
        panSmoothers.deallocate()
        panGains.deallocate()
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
        precondition(frames <= AudioGraphLimits.maxBlockFrames, "block too large for the mixer")
        guard frames > 0 else { return }
        var gains = channelGains(input: input, frames: frames)
        if gains.isSettled {
            for index in 0..<frames {
                left[index] += source[index] * gains.left
                right[index] += source[index] * gains.right
            }
            return
        }
        for index in 0..<frames {
            gains.step()
            left[index] += source[index] * gains.left
            right[index] += source[index] * gains.right
        }
    }

    /// Adds two inputs in one pass: exactly `add(input: first, ...)` then `add(input: second, ...)`
    /// (the same sums in the same order, bit for bit), with the bus read and written once and the
    /// two inputs' gain ramps overlapping in the processor.
    public func add(input first: Int, from firstSource: UnsafePointer<Float>,
                    input second: Int, from secondSource: UnsafePointer<Float>, frames: Int) {
        precondition(frames <= AudioGraphLimits.maxBlockFrames, "block too large for the mixer")
        guard frames > 0 else { return }
        var firstGains = channelGains(input: first, frames: frames)
        var secondGains = channelGains(input: second, frames: frames)
        // A settled ramp steps by zero, which leaves its gains exactly as they are.
        for index in 0..<frames {
            firstGains.step()
            secondGains.step()
            left[index] = left[index] + firstSource[index] * firstGains.left + secondSource[index] * secondGains.left
            right[index] = right[index] + firstSource[index] * firstGains.right + secondSource[index] * secondGains.right
        }
    }

    /// Advances input `input`'s gain and pan by one block of `frames` and returns the block's
    /// per-channel gains, ramped linearly from the block's start to its end.
    private func channelGains(input: Int, frames: Int) -> ChannelGainRamp {
        precondition(input >= 0 && input < inputCount, "mixer input out of range")
        let gain = gainSmoothers[input].advance(frames: frames)
        let pan = panSmoothers[input].advance(frames: frames)
        let startPan: (left: Float, right: Float) = panGains[input].gains(for: pan.start) { AudioPanner.gains(pan: $0) }
        let endPan: (left: Float, right: Float) = panGains[input].gains(for: pan.end) { AudioPanner.gains(pan: $0) }
        let leftStart = gain.start * startPan.left
        let rightStart = gain.start * startPan.right
        let leftEnd = gain.end * endPan.left
        let rightEnd = gain.end * endPan.right
        if leftStart == leftEnd && rightStart == rightEnd {
            return ChannelGainRamp(left: leftStart, right: rightStart, leftStep: 0, rightStep: 0, isSettled: true)
        }
        return ChannelGainRamp(left: leftStart, right: rightStart, leftStep: (leftEnd - leftStart) / Float(frames),
                               rightStep: (rightEnd - rightStart) / Float(frames), isSettled: false)
    }
}

/// One mixer input's left and right gains over a block: `step()` before each sample.
private struct ChannelGainRamp {
    var left: Float
    var right: Float
    let leftStep: Float
    let rightStep: Float
    /// Both gains constant for the block (steps of zero).
    let isSettled: Bool

    @inline(__always)
    mutating func step() {
        left += leftStep
        right += rightStep
    }
}
