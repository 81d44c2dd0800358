import FoundationEssentials
import Glibc

/// Glides a parameter toward its target so a jump in a control never reaches the signal as a
/// step (no zipper noise).
///
/// A one-pole low-pass: a jump is 63% done after `timeConstant` seconds and 99% after about 4.6
/// time constants. Nodes evaluate the curve exactly at block boundaries (``ramp(frames:)``,
/// ``advance(frames:)``) and ramp linearly inside the block, one add per sample: no step is ever
/// larger than a block's share of the glide, and a settled parameter costs nothing. ``next()``
/// steps the same curve one sample at a time for code that wants it.
///
/// A node that keeps a smoother in a stored property advances a local copy and stores it back
/// (`var smoother = self.smoother; ...; self.smoother = smoother`): a mutating call on a class's
/// property is a long access that Swift checks for exclusivity at run time, on every block.
public struct ParameterSmoother: Sendable {
    /// The value the signal currently sees.
    public private(set) var current: Float
    /// The value the smoother is gliding toward.
    public var target: Float
    /// Fraction of the remaining distance covered per sample, in (0, 1].
    public let coefficient: Float
    private var decayFrames = 0
    private var decay: Float = 1

    /// - Parameters:
    ///   - value: starting value (current and target).
    ///   - timeConstant: seconds to cover 63% of a jump; 0 means no smoothing.
    ///   - sampleRate: samples per second of the signal the value is applied to.
    public init(_ value: Float, timeConstant: Double, sampleRate: Double) {
        current = value
        target = value
        if timeConstant <= 0 {
            coefficient = 1
        } else {
            coefficient = Float(1 - Glibc.exp(-1 / (timeConstant * sampleRate)))
        }
    }

    /// Advances one sample and returns the new current value.
    @inline(__always)
    public mutating func next() -> Float {
        let distance = target - current
        // Snap when within a hair of the target: keeps the state out of denormals.
        current = Swift.abs(distance) < 1e-6 ? target : current + distance * coefficient
        return current
    }

    /// Advances `frames` samples at once; returns the values at the start and end of the block
    /// so the caller can ramp linearly between them.
    @inline(__always)
    public mutating func advance(frames: Int) -> (start: Float, end: Float) {
        let start = current
        let distance = target - current
        if Swift.abs(distance) < 1e-6 {
            current = target
        } else {
            // (1 - c)^frames, cached: blocks are almost always the same size.
            if frames != decayFrames {
                decayFrames = frames
                decay = Float(Glibc.pow(1 - Double(coefficient), Double(frames)))
            }
            current = target - distance * decay
        }
        return (start, current)
    }

    /// Advances `frames` samples; returns the value to use for the block's first sample minus one
    /// step, and the per-sample step, so `value += step` before each sample lands exactly on the
    /// one-pole curve at the block's end.
    @inline(__always)
    public mutating func ramp(frames: Int) -> (value: Float, step: Float) {
        let (start, end) = advance(frames: frames)
        if start == end || frames <= 0 { return (end, 0) }
        return (start, (end - start) / Float(frames))
    }

    /// Jumps to `value` immediately (use only while the node is silent).
    public mutating func reset(to value: Float) {
        current = value
        target = value
    }

    /// True when the current value has reached the target.
    public var isSettled: Bool { current == target }
}
