/// What to send a LiveSplit Server so its timer shows the game's own run: the pure half of
/// `--livesplit HOST:PORT` (the socket lives in `SensoriumSDL.LiveSplitClient`).
///
/// It works by difference: every frame the client hands it the run as it should appear
/// (`RunView`) and it returns the commands that bring LiveSplit from what it was last told to
/// that. A new connection starts from "unknown", so the same code resynchronises after LiveSplit
/// restarts or the network drops: `reset`, then the current run replayed split by split.
///
/// The sequence for a run (one command a line, each line ending in CR LF):
///
/// ```text
/// reset                          only on a new connection, or when the previous run is left
/// starttimer                     the run's first input
/// initgametime                   for the old LiveSplit.Server component; newer LiveSplit ignores it
/// pausegametime                  game time moves only when the game says so
/// setgametime 00:00:00.0000000
/// setgametime 00:00:00.1000000   every `updateIntervalTicks` in-game ticks while running
/// setgametime 00:00:12.3416666   the split's exact in-game time, then
/// split
/// ...                            the last split ends LiveSplit's run too
/// reset                          the player's reset (Shift+R), or the next run's start
/// ```
///
/// The pause menu sends nothing: no ticks pass, so game time stands still, while LiveSplit's
/// real time keeps running like any RTA timer.
public struct LiveSplitCommands: Sendable {
    /// Every command line ends with this. LiveSplit reads lines with .NET's `ReadLine`, which
    /// takes CR LF (what the LiveSplit Server documentation asks for) as well as LF.
    public static let lineEnding = "\r\n"

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

        public init(attempt: Int?, splits: [Int], ticks: Int, levelCount: Int) {
            self.attempt = attempt
            self.splits = splits
            self.ticks = ticks
            self.levelCount = levelCount
        }

        /// No run: the timer is waiting for the first input.
        public static func idle(levelCount: Int) -> RunView {
            RunView(attempt: nil, splits: [], ticks: 0, levelCount: levelCount)
        }
    }

    /// In-game ticks between two `setgametime` updates while running (12 = 10 updates a second).
    public var updateIntervalTicks: Int

    private struct Shown: Equatable, Sendable {
        var attempt: Int?
        var splits = 0
        var ticks = 0
    }

    /// What LiveSplit was last told; nil when unknown (nothing sent on this connection yet).
    private var shown: Shown?

    public init(updateIntervalTicks: Int = 12) {
        self.updateIntervalTicks = max(1, updateIntervalTicks)
    }

    /// Forgets what LiveSplit was told: call when the connection is lost, so the next
    /// `lines(toShow:)` starts with `reset` and replays the run.
    public mutating func connectionLost() {
        shown = nil
    }

    /// The command lines (without line endings) that make LiveSplit show `run`.
    public mutating func lines(toShow run: RunView) -> [String] {
        var lines: [String] = []
        var current = shown ?? {
            lines.append("reset")
            return Shown()
        }()
        if run.attempt != current.attempt || run.splits.count < current.splits {
            if current.attempt != nil { lines.append("reset") }
            current = Shown()
            if let attempt = run.attempt {
                lines += ["starttimer", "initgametime", "pausegametime", setGameTime(0)]
                current = Shown(attempt: attempt)
            }
        }
        if run.attempt != nil {
            while current.splits < run.splits.count {
                let split = run.splits[current.splits]
                lines += [setGameTime(split), "split"]
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

    private func setGameTime(_ ticks: Int) -> String {
        "setgametime " + LiveSplitTime.format(ticks: ticks)
    }
}
