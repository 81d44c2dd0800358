/// One run's clock: in-game time as whole simulation ticks, one cumulative split per level, and
/// real time kept beside it. A value with no clock of its own: the game loop tells it the tick
/// numbers (its own running tick counter, e.g. `Game.tick`) and the wall-clock durations.
///
/// In-game time counts every simulated tick from the run's first input on: deaths, level
/// restarts and transitions included. The pause menu simulates no ticks, so it adds nothing.
/// Real time (RTA) counts everything the caller adds with `addRealTime`, pause included.
///
/// ```swift
/// var timer = RunTimer(levelIDs: ["a", "b"])
/// timer.start(atTick: 40)                      // tick 40 carried the first input
/// timer.ticks(atTick: 40)                      // 1: the first tick counts
/// timer.split(levelID: "a", solvedAtTick: 159) // split 0 = 120 ticks = 0:01.000
/// ```
public struct RunTimer: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        /// Armed: waiting for the first input.
        case ready
        case running
        /// Every level solved; the time stands still until `reset`.
        case finished
    }

    /// The levels in split order.
    public let levelIDs: [String]
    public private(set) var phase = Phase.ready
    /// The caller's number of the run's first tick, the one that carried the first input.
    public private(set) var startTick = 0
    /// Cumulative in-game ticks at each solve, strictly increasing, one per solved level.
    public private(set) var splits: [Int] = []
    /// Real seconds since the start.
    public private(set) var realSeconds = 0.0
    /// Real seconds at each split.
    public private(set) var realSplits: [Double] = []
    /// Level restarts (R) during this run.
    public private(set) var levelRestarts = 0

    public init(levelIDs: [String]) {
        self.levelIDs = levelIDs
    }

    /// Starts the run on the tick that carried its first input. Ignored (false) unless ready.
    @discardableResult
    public mutating func start(atTick tick: Int) -> Bool {
        guard phase == .ready else { return false }
        phase = .running
        startTick = tick
        return true
    }

    /// In-game ticks after the caller's tick `tick` has been simulated: 0 before the start,
    /// the final time once finished.
    public func ticks(atTick tick: Int) -> Int {
        switch phase {
        case .ready: return 0
        case .running: return max(0, tick - startTick + 1)
        case .finished: return splits.last ?? 0
        }
    }

    /// The level whose solve is the next split, or nil unless running.
    public var currentLevelID: String? {
        phase == .running ? levelIDs[splits.count] : nil
    }

    /// Records the solve of the current level on the caller's tick `tick`.
    ///
    /// - Returns: the split's index, or nil (nothing recorded) when the run is not running,
    ///   `levelID` is not the current level, or the tick is not after the previous split.
    @discardableResult
    public mutating func split(levelID: String, solvedAtTick tick: Int) -> Int? {
        guard phase == .running, levelIDs[splits.count] == levelID else { return nil }
        let time = tick - startTick + 1
        guard time > (splits.last ?? 0) else { return nil }
        splits.append(time)
        realSplits.append(realSeconds)
        if splits.count == levelIDs.count { phase = .finished }
        return splits.count - 1
    }

    /// Adds wall-clock time while the run is running (pause menu included: real time is RTA).
    /// Negative or non-finite durations are ignored.
    ///
    /// - Parameter seconds: the frame's wall-clock duration.
    public mutating func addRealTime(_ seconds: Double) {
        guard phase == .running, seconds.isFinite, seconds > 0 else { return }
        realSeconds += seconds
    }

    /// Counts a level restart. The clock does not stop: a restart costs its time.
    public mutating func restartLevel() {
        if phase == .running { levelRestarts += 1 }
    }

    /// Back to ready, everything cleared; the next input starts a new attempt.
    public mutating func reset() {
        self = RunTimer(levelIDs: levelIDs)
    }

    /// Ticks of segment `index`: its split minus the previous one.
    public func segment(_ index: Int) -> Int {
        splits[index] - (index > 0 ? splits[index - 1] : 0)
    }
}
