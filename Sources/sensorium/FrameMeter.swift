import SensoriumCore
import SensoriumSDL

/// What the frame loop measures of itself, and the stops a measure asks for besides the player
/// quitting: `--seconds`, `--first-frame`, `--frame-stats` and the window benchmarks.
struct FrameMeter {
    /// Stop after this much real time (benchmarks, tests); nil: only when the player quits.
    var maxSeconds: Double?
    /// Stop once the first frame is on screen, saying so (`--first-frame`, the start-up bench).
    var exitAfterFirstFrame = false
    /// Keep every frame's own work time (benchmarks, `--frame-stats`; it grows with the run).
    var collectsFrameTimes = false
    /// Each frame's work before its present, in seconds, when `collectsFrameTimes`.
    private(set) var workPerFrame: [Double] = []
    private(set) var frames = 0
    /// The loop's whole real time, once it has ended.
    private(set) var wallSeconds = 0.0
    private var start = MonotonicClock.now

    /// The loop starts now; returns the instant.
    mutating func begin() -> MonotonicClock.Instant {
        start = MonotonicClock.now
        return start
    }

    /// The frame begun at `frameStart` is drawn, about to be presented.
    mutating func drawn(since frameStart: MonotonicClock.Instant) {
        if collectsFrameTimes { workPerFrame.append(MonotonicClock.now.seconds(since: frameStart)) }
    }

    /// A frame is on screen; true when the loop stops here, at the first one. The line is
    /// written straight to the descriptor: a benchmark times it as it arrives. Start-up ends
    /// there, with the frame on screen: sound and rumble start after it.
    mutating func presented(window: GameWindow) -> Bool {
        frames += 1
        guard exitAfterFirstFrame else { return false }
        UnbufferedOutput.write("first-frame window_ms=\(String(window.creationSeconds * 1000, decimals: 1))\n")
        return true
    }

    /// The time asked for is up.
    var isOver: Bool {
        guard let maxSeconds else { return false }
        return MonotonicClock.now.seconds(since: start) >= maxSeconds
    }

    /// The loop has ended.
    mutating func end() {
        wallSeconds = MonotonicClock.now.seconds(since: start)
    }
}
