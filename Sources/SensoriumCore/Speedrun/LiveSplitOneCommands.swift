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
/// {"command":"reset"}                        the player's reset, or the next run's start
/// ```
///
/// Times are written as livesplit-core writes them, seconds and nine digits of nanoseconds,
/// truncated from ticks, so a split is the verifier's to the nanosecond. Flagged runs, practices
/// and playbacks send nothing (their `RunView` is not official, or there is none).
public struct LiveSplitOneCommands: Sendable {
    /// In-game ticks between two `setGameTime` updates while running (12 = 10 a second).
    public var updateIntervalTicks = 12
    /// The attempt last seen, followed or not.
    private var shownAttempt: Int?
    /// The attempt LiveSplit One is timing, if any.
    private var followed: Int?
    private var splitsSent = 0
    private var timeSentAt = 0

    public init() {}

    /// A new connection: what LiveSplit One holds is unknown, so it is reset (without saving a
    /// stale attempt), and a run already going is not followed.
    public mutating func connected(_ run: LiveSplitCommands.RunView?) -> [String] {
        shownAttempt = run?.attempt
        followed = nil
        return [#"{"command":"setCurrentTimingMethod","timingMethod":"GameTime"}"#, #"{"command":"reset","saveAttempt":false}"#]
    }

    /// The commands that bring LiveSplit One from what it was told to `run` (nil: no run).
    public mutating func update(_ run: LiveSplitCommands.RunView?) -> [String] {
        var commands: [String] = []
        let attempt = run?.attempt
        if attempt != shownAttempt {
            if followed != nil { commands.append(#"{"command":"reset"}"#) }
            followed = nil
            shownAttempt = attempt
            if let run, let attempt, run.isOfficial, run.splits.isEmpty {
                followed = attempt
                splitsSent = 0
                timeSentAt = run.ticks
                commands += [#"{"command":"start"}"#, #"{"command":"initializeGameTime"}"#, #"{"command":"pauseGameTime"}"#,
                             Self.setGameTime(run.ticks)]
            }
        }
        guard let run, followed != nil else { return commands }
        if !run.isOfficial {
            // Flagged midway: LiveSplit One keeps what it got, until the game resets.
            followed = nil
            return commands
        }
        while splitsSent < run.splits.count {
            commands += [Self.setGameTime(run.splits[splitsSent]), #"{"command":"split"}"#]
            splitsSent += 1
            timeSentAt = run.ticks
        }
        if run.splits.count < run.levelCount, run.ticks - timeSentAt >= updateIntervalTicks {
            commands.append(Self.setGameTime(run.ticks))
            timeSentAt = run.ticks
        }
        return commands
    }

    /// `setGameTime` of `ticks`: seconds and nine digits, truncated to the nanosecond.
    public static func setGameTime(_ ticks: Int) -> String {
        let rate = TickClock.rate
        let nanoseconds = (ticks % rate) * 1_000_000_000 / rate
        let digits = String(nanoseconds)
        return #"{"command":"setGameTime","time":""# + "\(ticks / rate)." + String(repeating: "0", count: 9 - digits.count) + digits + #""}"#
    }
}
