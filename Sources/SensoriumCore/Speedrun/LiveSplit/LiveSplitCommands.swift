/// What to send a LiveSplit Server so its timer shows the game's own run: the pure half of
/// `--livesplit HOST:PORT` (the socket lives in `SensoriumSDL.LiveSplitClient`).
///
/// It works by difference: every frame the client hands it the run as it should appear
/// (`RunView`) and it returns the commands that bring LiveSplit from what it was last told to
/// that. A connection opens with `openingLines`; until the timer has answered its phase and split
/// index nothing else is sent, and then the game continues from what LiveSplit holds, so a
/// reconnection never replays splits and never resets a run the game did not reset:
///
/// - LiveSplit runs the game's attempt at split index `i` and the game has `n` splits: the
///   splits `i..<n` made while disconnected are `skipsplit` (a split sent late would give
///   LiveSplit a wrong real-time segment), except the run's last, which is split late.
/// - LiveSplit holds no run, or another one, while the game is mid-run: nothing is sent for this
///   attempt (starting it now would start real time late); the next attempt is followed.
/// - The splits file has a different segment count (`getsplitcount`): nothing is ever sent.
///
/// The sequence for a run (one command a line, each line ending in CR LF):
///
/// ```text
/// switchto gametime              on connecting: LiveSplit compares against game time
/// getcurrenttimerphase           on connecting: continue from what the timer holds
/// getsplitindex
/// getsplitcount                  on connecting: the splits file must have one segment a level
/// reset                          only when the game leaves a run LiveSplit holds
/// starttimer                     the run's first input
/// pausegametime                  game time moves only when the game says so
/// setgametime 00:00:00.0000000
/// setgametime 00:00:00.1000000   every `updateIntervalTicks` in-game ticks while running
/// setgametime 00:00:12.3416666   the split's exact in-game time, then
/// split
/// ...                            the last split ends LiveSplit's run too
/// reset                          the player's reset (Shift+R), or the next run's start
/// ```
///
/// When a run starts and resets is `TimedRuns`' rule, the one the auto splitters and the
/// LiveSplit One server follow; a run LiveSplit already held on connecting is adopted into it.
///
/// The pause menu sends nothing: no ticks pass, so game time stands still, while LiveSplit's
/// real time keeps running like any RTA timer. Unofficial (flagged) runs send nothing: a run
/// flagged midway stays in LiveSplit as far as it got, until the game resets.
public struct LiveSplitCommands: Sendable {
    /// Every command line ends with this. LiveSplit reads lines with .NET's `ReadLine`, which
    /// takes CR LF (what the LiveSplit Server documentation asks for) as well as LF.
    public static let lineEnding = "\r\n"

    /// Sent first on every connection; the last three are answered, in order.
    public static let openingLines = ["switchto gametime", "getcurrenttimerphase", "getsplitindex", "getsplitcount"]

    /// The run as LiveSplit should show it; `SpeedrunSession.liveSplitView(atTick:)` makes one.
    public struct RunView: Equatable, Sendable {
        /// The attempt number of the started run; nil when no run has started (ready).
        public var attempt: Int?
        /// Cumulative in-game ticks of the splits done.
        public var splits: [Int]
        /// In-game ticks now.
        public var ticks: Int
        /// Splits in the category; the run is finished when `splits` has this many.
        public var levelCount: Int
        /// False for a flagged run: LiveSplit is told nothing of it.
        public var isOfficial: Bool

        public init(attempt: Int?, splits: [Int], ticks: Int, levelCount: Int, isOfficial: Bool = true) {
            self.attempt = attempt
            self.splits = splits
            self.ticks = ticks
            self.levelCount = levelCount
            self.isOfficial = isOfficial
        }

        /// No run: the timer is waiting for the first input.
        public static func idle(levelCount: Int) -> RunView {
            RunView(attempt: nil, splits: [], ticks: 0, levelCount: levelCount)
        }
    }

    /// In-game ticks between two `setgametime` updates while running (12 = 10 updates a second).
    public var updateIntervalTicks: Int
    /// The timer's answers on this connection.
    public private(set) var timer = LiveSplitTimerAnswers()

    private struct Shown: Equatable, Sendable {
        /// The game attempt last seen (followed or not).
        var attempt: Int?
        /// LiveSplit holds a run (running, paused or ended) that a new one must reset first.
        var holdsRun = false
        /// LiveSplit is showing `attempt`: its splits are sent.
        var following = false
        var splits = 0
        var ticks = 0
        /// Splits below this were made while disconnected: skipped, not replayed.
        var missed = 0
    }

    /// What LiveSplit was last told; nil until the timer has answered on this connection.
    private var shown: Shown?
    /// Where runs start and reset, observed on every call.
    private var runs = TimedRuns()

    public init(updateIntervalTicks: Int = 12) {
        self.updateIntervalTicks = max(1, updateIntervalTicks)
    }

    /// Forgets what LiveSplit was told: call when a connection opens or is lost, then send
    /// `openingLines` and hand the answers to `receive`.
    public mutating func connectionLost() {
        shown = nil
        timer = LiveSplitTimerAnswers()
    }

    /// One line the server sent.
    public mutating func receive(_ line: String) {
        timer.receive(line)
    }

    /// The server did not answer `getsplitcount` in time: go on without the check.
    public mutating func splitCountUnanswered() {
        timer.splitCountUnanswered()
    }

    /// The open splits file's segment count when it differs from the run's level count.
    public func mismatchedSplitCount(for run: RunView) -> Int? {
        if case .known(let count) = timer.splitCount, count != run.levelCount { return count }
        return nil
    }

    /// The command lines (without line endings) that make LiveSplit show `run`.
    public mutating func lines(toShow run: RunView) -> [String] {
        let change = runs.observe(attempt: run.attempt, isCategoryRun: run.isOfficial, splitCount: run.splits.count)
        guard timer.knowsTheTimer, timer.splitCount != .awaited, mismatchedSplitCount(for: run) == nil else { return [] }
        var lines: [String] = []
        // On connecting, LiveSplit is continued from what it holds, whatever this call's change.
        guard var current = shown else {
            shown = adopt(run)
            return self.lines(continuing: run)
        }
        if change.reset, current.holdsRun {
            lines.append("reset")
            current.holdsRun = false
        }
        if change.reset || change.started { current = Shown(attempt: run.attempt, holdsRun: current.holdsRun) }
        if change.started {
            // LiveSplit still holds a run the game did not time (found so on connecting).
            if current.holdsRun { lines.append("reset") }
            lines += ["starttimer", "pausegametime", setGameTime(0)]
            current.holdsRun = true
            current.following = true
        }
        shown = current
        return lines + self.lines(continuing: run)
    }

    /// The splits and time of a run LiveSplit follows.
    private mutating func lines(continuing run: RunView) -> [String] {
        guard var current = shown else { return [] }
        var lines: [String] = []
        if !run.isOfficial { current.following = false }
        if current.following {
            while current.splits < run.splits.count {
                let split = run.splits[current.splits]
                if current.splits < current.missed, current.splits < run.levelCount - 1 {
                    lines.append("skipsplit")
                } else {
                    lines += [setGameTime(split), "split"]
                }
                current.splits += 1
                current.ticks = split
            }
            if run.splits.count < run.levelCount, run.ticks - current.ticks >= updateIntervalTicks {
                lines.append(setGameTime(run.ticks))
                current.ticks = run.ticks
            }
        }
        shown = current
        return lines
    }

    /// What LiveSplit holds, from its answers, compared with the game's run; a run it holds is
    /// one the game's next reset ends.
    private mutating func adopt(_ run: RunView) -> Shown {
        let done = run.splits.count
        var shown = Shown(attempt: run.attempt, holdsRun: timer.phase != .notRunning, splits: done)
        if shown.holdsRun, let attempt = run.attempt { runs.adopt(attempt: attempt) }
        guard run.attempt != nil, run.isOfficial, let index = timer.splitIndex else { return shown }
        switch timer.phase {
        case .running, .paused:
            guard index <= done else { return shown }   // ahead of the game: not this run
            shown.following = true
            shown.splits = max(0, index)
            shown.ticks = index > 0 ? run.splits[index - 1] : 0
            shown.missed = done
        case .ended:
            shown.following = index == done && done == run.levelCount
        case .notRunning, nil:
            break
        }
        return shown
    }

    private func setGameTime(_ ticks: Int) -> String {
        "setgametime " + LiveSplitTime.format(ticks: ticks)
    }
}
