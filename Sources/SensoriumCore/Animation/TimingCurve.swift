/// Core Animation's timing functions: a cubic Bézier from (0, 0) to (1, 1) with two control
/// points. The seed animations (dock magnification, the jumping target) name these curves, so
/// the game uses the same ones rather than look-alikes. The one easing library of the project.
public struct TimingCurve: Equatable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    public static let linear = TimingCurve(0, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseIn.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseOut.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// kCAMediaTimingFunctionEaseInEaseOut (UIViewAnimationCurveEaseInOut).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// Smoothstep, 3t² - 2t³ for `t` in 0...1 (clamped): a smooth start and stop, the ghosts'
    /// travel in goal demonstrations and lessons. It is the curve (1/3, 0, 2/3, 1), whose x is
    /// linear, so it is computed in closed form rather than solved: the same numbers every time.
    public static func smoothStep(_ t: Double) -> Double {
        let x = t.clamped(to: 0...1)
        return x * x * (3 - 2 * x)
    }

    /// The eased progress for linear time `t` in 0...1 (clamped).
    public func value(at t: Double) -> Double {
        let x = t.clamped(to: 0...1)
        if x == 0 || x == 1 { return x }
        return bezier(parameter(forX: x), y1, y2)
    }

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Solves x(s) = x: Newton's method, falling back to bisection where the slope is flat.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-9 { return s }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}

/// A value animated from one number to another over a whole number of ticks.
public struct Tween: Equatable, Sendable {
    public var from: Double
    public var to: Double
    /// The tick the animation started on.
    public var startTick: Int
    /// Length in ticks (at least 1).
    public var duration: Int
    public var curve: TimingCurve

    public init(from: Double, to: Double, startTick: Int, duration: Int, curve: TimingCurve) {
        self.from = from; self.to = to; self.startTick = startTick
        self.duration = max(1, duration); self.curve = curve
    }

    /// A tween that already rests at `value`.
    public static func resting(at value: Double) -> Tween {
        Tween(from: value, to: value, startTick: 0, duration: 1, curve: .linear)
    }

    /// The value at a (possibly fractional, for interpolated drawing) tick.
    public func value(at tick: Double) -> Double {
        let t = (tick - Double(startTick)) / Double(duration)
        return from + (to - from) * curve.value(at: t)
    }

    public func isFinished(at tick: Int) -> Bool { tick >= startTick + duration }
}
