import Foundation

/// Glides a parameter toward its target so a jump in a control never reaches the signal as a
/// step (no zipper noise).
///
/// A one-pole low-pass at audio rate: each sample moves `coefficient` of the remaining distance,
/// reaching 63% of a jump after `timeConstant` seconds and 99% after about 4.6 time constants.
/// Nodes call ``next()`` once per sample, or ``advance(frames:)`` once per block when the value
/// feeds an expensive mapping (cos, exp2) whose result is then ramped linearly across the block.
public struct ParameterSmoother: Sendable {
    /// The value the signal currently sees.
    public private(set) var current: Float
    /// The value the smoother is gliding toward.
    public var target: Float
    /// Fraction of the remaining distance covered per sample, in (0, 1].
    public let coefficient: Float

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
            coefficient = Float(1 - Foundation.exp(-1 / (timeConstant * sampleRate)))
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
            let remaining = Foundation.pow(1 - Double(coefficient), Double(frames))
            current = target - distance * Float(remaining)
        }
        return (start, current)
    }

    /// Jumps to `value` immediately (use only while the node is silent).
    public mutating func reset(to value: Float) {
        current = value
        target = value
    }

    /// True when the current value has reached the target.
    public var isSettled: Bool { current == target }
}
