/// When an outside timer starts and resets: the one rule every timer the game feeds follows (the
/// state block's counters for the auto splitters, the LiveSplit Server client, the LiveSplit One
/// server), so no two timers can disagree on where a run begins or ends.
///
/// - A run **starts** when an attempt of the category (not a practice) is first seen running with
///   nothing split: a timer that would learn of it later would start its real time late, so an
///   attempt first seen mid-run is never started.
/// - A started run is **reset** when it is left: back to ready or to the home screen (a finished
///   run too, which is when timers save it), or replaced by another attempt. A reset always comes
///   before the next start.
///
/// The counters only go up (and wrap): a reader that compares them with the values it saw last
/// misses nothing however seldom it looks, as long as it looks more than once a run.
public struct TimedRuns: Equatable, Sendable {
    /// Runs started so far.
    public private(set) var started: UInt32 = 0
    /// Started runs left so far.
    public private(set) var reset: UInt32 = 0
    /// The attempt being timed, if any.
    public private(set) var timedAttempt: Int?
    /// The last attempt seen in progress (timed or not), so an attempt is judged once.
    private var seenAttempt: Int?

    /// What one observation changed, in the order a timer must apply it.
    public struct Change: Equatable, Sendable {
        public var reset = false
        public var started = false
    }

    public init() {}

    /// One look at the run: `attempt` is the attempt in progress (running or finished, not yet
    /// left), nil when there is none; `isCategoryRun` is false for a practice.
    @discardableResult
    public mutating func observe(attempt: Int?, isCategoryRun: Bool, splitCount: Int) -> Change {
        var change = Change()
        if let timed = timedAttempt, attempt != timed {
            reset &+= 1
            timedAttempt = nil
            change.reset = true
        }
        if let attempt, attempt != seenAttempt {
            seenAttempt = attempt
            if isCategoryRun, splitCount == 0 {
                started &+= 1
                timedAttempt = attempt
                change.started = true
            }
        }
        // Left: the next run is judged afresh, even if it is given the same number (the
        // attempt count stops at its maximum).
        if attempt == nil { seenAttempt = nil }
        return change
    }

    /// A timer that already holds `attempt` (found so on connecting) times it from now on: its
    /// leaving is a reset like any timed run's.
    public mutating func adopt(attempt: Int) {
        timedAttempt = attempt
        seenAttempt = attempt
    }

    /// The state block's counters after this block's run is observed.
    public mutating func count(_ block: inout RunStateBlock) {
        let inProgress = block.phase == .running || block.phase == .finished
        observe(attempt: inProgress && block.attempt != 0 ? Int(block.attempt) : nil,
                isCategoryRun: !block.flags.contains(.practice), splitCount: Int(block.splitCount))
        block.runsStarted = started
        block.runsReset = reset
    }
}
