/// Collects a run's input while it is played: the game appends the command of every simulated
/// tick, reports each solved level, and asks for the `Replay` at the end.
///
/// Storage is run-length: a tick equal to the previous one only increments a counter, so an idle
/// or held-key stretch costs nothing, and a changing tick appends one element (amortized O(1)).
///
/// ```swift
/// var recorder = ReplayRecorder(header: header)   // header.results is ignored; recorded here
/// recorder.append(command)                         // once per simulated tick
/// recorder.markSolved(levelID: "jump-1")           // after the tick that solved it
/// try recorder.replay.write(to: path)
/// ```
public struct ReplayRecorder: Sendable {
    /// The header the replay will carry; `results` are filled in by `markSolved`.
    public private(set) var header: ReplayHeader
    /// Ticks recorded so far.
    public private(set) var tickCount = 0
    private var runs: [(command: InputCommand, count: Int)] = []

    public init(header: ReplayHeader) {
        self.header = header
        self.header.results = []
        runs.reserveCapacity(1024)
    }

    /// Records one tick's command. Returns false, and records nothing, once `Replay.maxTicks`
    /// ticks are recorded (24 hours): such a run is kept as far as it went.
    ///
    /// A command outside the `InputCommand` contract (stick -128, pointer off the canvas) is a
    /// bug in the input layer: it traps in debug builds; in release the replay would not load.
    @discardableResult
    public mutating func append(_ command: InputCommand) -> Bool {
        guard tickCount < Replay.maxTicks else { return false }
        assert(ReplayBody.problem(with: command) == nil, ReplayBody.problem(with: command) ?? "")
        tickCount += 1
        if let last = runs.indices.last, runs[last].command == command {
            runs[last].count += 1
        } else {
            runs.append((command, 1))
        }
        return true
    }

    /// Notes that the next level of the run was solved by the ticks recorded so far. Ignored
    /// (returns false) when `levelID` is not the next unsolved level of the header, or when no
    /// tick passed since the previous solve: results only ever follow the header's order.
    @discardableResult
    public mutating func markSolved(levelID: String) -> Bool {
        var results = header.results ?? []
        guard results.count < header.levelIDs.count, header.levelIDs[results.count] == levelID,
              tickCount > (results.last?.solvedAtTick ?? 0) else { return false }
        results.append(ReplayLevelResult(levelID: levelID, solvedAtTick: tickCount))
        header.results = results
        return true
    }

    /// Marks the run as unofficial (an assist was turned on mid-run, ...).
    public mutating func addFlag(_ flag: ReplayFlag) {
        header.flags.insert(flag)
    }

    /// The run so far as a replay.
    public var replay: Replay {
        var inputs: [InputCommand] = []
        inputs.reserveCapacity(tickCount)
        for run in runs { inputs.append(contentsOf: repeatElement(run.command, count: run.count)) }
        return Replay(header: header, inputs: inputs)
    }

    /// The replay file's bytes, encoded straight from the runs.
    public func encode() -> [UInt8] {
        Replay.encode(header: header, tickCount: tickCount, runs: runs.lazy.map { ($0.command, $0.count) })
    }
}
