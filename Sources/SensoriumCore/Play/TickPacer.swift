/// How many fixed ticks a frame runs, from the real time it took: the time left over is carried
/// to the next frame (an accumulator), so ticks keep pace with real time whatever the frame rate.
/// Time only decides how many ticks run, never what they do.
///
/// ```swift
/// var pacer = TickPacer()
/// for _ in 0..<pacer.ticksDue(afterSeconds: frameSeconds, secondsPerTick: session.secondsPerTick) { ... }
/// session.draw(into: &list, alpha: pacer.alpha, style: style)
/// ```
public struct TickPacer: Sendable {
    /// The most real time one frame counts, in seconds: a long stall (a debugger, a suspend)
    /// runs at most a quarter second of catch-up ticks.
    public static let catchUpLimit = 0.25
    private var accumulator = 0.0
    private var secondsPerTick = 1.0

    public init() {}

    /// Adds a frame's real `seconds` and takes out the ticks due, each `secondsPerTick` long
    /// (longer in assist mode, shorter in a fast playback); returns how many.
    public mutating func ticksDue(afterSeconds seconds: Double, secondsPerTick: Double) -> Int {
        self.secondsPerTick = secondsPerTick
        accumulator += min(seconds, Self.catchUpLimit)
        var due = 0
        while accumulator >= secondsPerTick {
            accumulator -= secondsPerTick
            due += 1
        }
        return due
    }

    /// How far (0 to 1) real time is past the last tick into the next, for drawing between them.
    public var alpha: Double { accumulator / secondsPerTick }
}
