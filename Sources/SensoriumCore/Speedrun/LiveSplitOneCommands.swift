/// What to send LiveSplit One, in livesplit-core's JSON server protocol (one JSON object a
/// WebSocket text message, `{"command": "split"}`), so its timer shows the game's own run: the
/// pure half of `--livesplit-one PORT` (the socket is `SensoriumSDL.LiveSplitOneServer`).
///
/// Like the TCP client it works by difference, from the run as it should appear (`RunView`):
///
/// ```text
/// {"command":"setCurrentTimingMethod","timingMethod":"GameTime"}   on each connection
/// {"command":"reset","saveAttempt":false}    a connection that comes mid-run: nothing else
///                                            is sent for that attempt (real time would start late)
/// {"command":"start"}                        the run's first input, then
/// {"command":"initializeGameTime"}
/// {"command":"pauseGameTime"}                game time moves only when the game sets it
/// {"command":"setGameTime","time":"0.008333333"}   every 12 in-game ticks, and before each split
/// {"command":"split"}                        the last split ends LiveSplit One's run too
/// {"command":"reset","saveAttempt":true}    the player's reset, or the next run's start
/// ```
///
/// Every reset says whether to save the attempt. Without `saveAttempt`, LiveSplit One asks the
/// runner in a modal dialog whenever the attempt holds a new best, and that dialog locks its
/// timer: the `start` that comes with the next run's reset fails, and that run is never timed.
/// New bests are common (a splits file from the game holds game-time golds only, so any
/// real-time segment is a best). So the game's resets of a run it had LiveSplit One start save
/// it (`true`: the attempt, its golds and a new personal best are kept, as LiveSplit does on a
/// reset), and the reset on connecting discards (`false`: what LiveSplit One held was not
/// this game's run, or not one it followed from its start).
///
/// When a run starts and resets is `TimedRuns`' rule, the one the auto splitters and the
/// LiveSplit Server client follow too.
///
/// Times are written as livesplit-core writes them, seconds and nine digits of nanoseconds,
/// truncated from ticks, so a split is the verifier's to the nanosecond. Flagged runs, practices
/// and playbacks send nothing (their `RunView` is not official, or there is none).
public struct LiveSplitOneCommands: Sendable {
    /// In-game ticks between two `setGameTime` updates while running (12 = 10 a second).
    public var updateIntervalTicks = 12
    /// Where runs start and reset.
    private var runs = TimedRuns()
    /// LiveSplit One holds a run this connection started: the next reset is sent for it.
    private var holdsRun = false
    /// Its splits and time are sent (until the run is flagged).
    private var following = false
    private var splitsSent = 0
    private var timeSentAt = 0

    static let savingReset = command("reset", ("saveAttempt", .bool(true)))
    static let discardingReset = command("reset", ("saveAttempt", .bool(false)))

    public init() {}

    /// A new connection: what LiveSplit One holds is unknown, so it is reset (without saving a
    /// stale attempt), and a run already going is not followed.
    public mutating func connected(_ run: LiveSplitCommands.RunView?) -> [String] {
        observe(run)
        holdsRun = false
        following = false
        return [Self.command("setCurrentTimingMethod", ("timingMethod", .string("GameTime"))), Self.discardingReset]
    }

    /// The commands that bring LiveSplit One from what it was told to `run` (nil: no run).
    public mutating func update(_ run: LiveSplitCommands.RunView?) -> [String] {
        var commands: [String] = []
        let change = observe(run)
        if change.reset, holdsRun {
            commands.append(Self.savingReset)
            holdsRun = false
            following = false
        }
        if change.started, let run {
            holdsRun = true
            following = true
            splitsSent = 0
            timeSentAt = run.ticks
            commands += [Self.command("start"), Self.command("initializeGameTime"), Self.command("pauseGameTime"),
                         Self.setGameTime(run.ticks)]
        }
        guard let run, following else { return commands }
        if !run.isOfficial {
            // Flagged midway: LiveSplit One keeps what it got, until the game resets.
            following = false
            return commands
        }
        while splitsSent < run.splits.count {
            commands += [Self.setGameTime(run.splits[splitsSent]), Self.command("split")]
            splitsSent += 1
            timeSentAt = run.ticks
        }
        if run.splits.count < run.levelCount, run.ticks - timeSentAt >= updateIntervalTicks {
            commands.append(Self.setGameTime(run.ticks))
            timeSentAt = run.ticks
        }
        return commands
    }

    /// The run through `TimedRuns`: an official attempt is a run of the category (a practice,
    /// a flagged run and a playback are not; a playback has no view at all).
    @discardableResult
    private mutating func observe(_ run: LiveSplitCommands.RunView?) -> TimedRuns.Change {
        runs.observe(attempt: run?.attempt, isCategoryRun: run?.isOfficial ?? false, splitCount: run?.splits.count ?? 0)
    }

    /// `setGameTime` of `ticks`: seconds and nine digits, truncated to the nanosecond.
    public static func setGameTime(_ ticks: Int) -> String {
        let rate = TickClock.rate
        let nanoseconds = (ticks % rate) * 1_000_000_000 / rate
        let digits = String(nanoseconds)
        return command("setGameTime", ("time", .string("\(ticks / rate)." + String(repeating: "0", count: 9 - digits.count) + digits)))
    }

    /// One command as livesplit-core's server reads it, `{"command":"NAME",...}`: the name, then
    /// `fields` in order, written by `JSONWriter` like every JSON the game sends.
    static func command(_ name: String, _ fields: (String, JSONValue)...) -> String {
        JSONWriter.compact(.object(JSONObject([("command", .string(name))] + fields)))
    }
}
