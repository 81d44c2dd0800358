import Foundation
import SensoriumCore
import XCTest

/// The shipped full-game run played back by the real game, for the auto-splitter tests: it
/// starts `sensorium play --replay` (four times as fast, or at real time on a busy machine: the
/// same ticks, so the same splits), watches the game's own state block (through /proc, as an
/// auto splitter does) until the run is over — finished, then back on the home screen, which is
/// when splitters reset and timers save — and then quits the game. Also what the verifier says
/// the splits are, from `verify --json`.
struct PlayedBackRun {
    static let replayPath = "/Levels/solutions/full-game.replay"
    /// How many times as fast as real time the run plays, unless a test slows it.
    static let speed = 4

    let executable: String
    let repository: String
    let environment: [String: String]
    /// The replay played and verified: the shipped run, or a copy with an idle lead.
    var replay: String
    /// How many times as fast as real time this run plays.
    var speed: Int

    init(executable: String, repository: String, environment: [String: String], replay: String? = nil, speed: Int = PlayedBackRun.speed) {
        self.executable = executable
        self.repository = repository
        self.environment = environment
        self.replay = replay ?? repository + Self.replayPath
        self.speed = speed
    }

    /// The speed a timer test plays the run at on this machine, saying why when it is slower:
    /// the run's closest two splits are 0.71 s of play apart, 0.18 s at four times the speed, and
    /// a timer watching from another process (a splitter's loop, LibreSplit's window loop) that
    /// stalls for longer sees two splits as one. On a machine running more than twice as many
    /// programs as it has cores such stalls last seconds, so there the run plays at real time.
    static func speedOnThisMachine(for timer: String) -> Int {
        let load = MachineLoad.perCore
        guard load > 2 else { return speed }
        print("\(timer): load \(String(format: "%.1f", load)) per core: the run plays at real time (not \(speed)x), "
              + "so a stalled timer still sees each split apart")
        return 1
    }

    /// The shipped run with `seconds` of real time (at the playback speed) of idle ticks before
    /// it, written to `path`: the run starts at its first input, so its splits are the same, and
    /// a timer that finds the game's block only after start-up (livesplit-core's runtime lists a
    /// process's memory once a second) is watching before the run starts however loaded the
    /// machine is. A loaded machine only plays the lead slower, which makes it longer.
    static func withIdleLead(seconds: Int, speed: Int = PlayedBackRun.speed, repository: String, path: String) throws -> String {
        var replay = try Replay.read(from: repository + replayPath)
        let lead = seconds * speed * TickClock.rate
        replay.inputs.insert(contentsOf: repeatElement(InputCommand.idle, count: lead), at: 0)
        if let results = replay.header.results {
            replay.header.results = results.map { var result = $0; result.solvedAtTick += lead; return result }
        }
        try replay.write(to: path)
        return path
    }

    /// Starts the game held at the door: a shell with the game's process id waits for a line on
    /// `go` and only then becomes the game (`exec`), so an auto splitter attached to that id is
    /// watching before the run's first tick, however fast the playback. `program` is a link to
    /// the game, when given; `shell` a link to /bin/sh, when the process must have the game's
    /// name already while it is held (a timer that finds the game by name attaches to it then).
    func start(program: String? = nil, shell: String = "/bin/sh", log: String) throws -> (game: Process, go: FileHandle) {
        let game = Process()
        game.executableURL = URL(fileURLWithPath: shell)
        game.arguments = ["-c", "read go && exec \"$0\" \"$@\"", program ?? executable,
                          "play", "--replay", replay, "--playback-speed", "\(speed)", "--seconds", "900"]
        game.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        FileManager.default.createFile(atPath: log, contents: nil)
        let door = Pipe()
        game.standardInput = door
        game.standardOutput = FileHandle(forWritingAtPath: log)
        game.standardError = FileHandle(forWritingAtPath: log)
        try game.run()
        return (game, door.fileHandleForWriting)
    }

    /// Where the game's state block is mapped, as another process finds it, or nil before it is.
    static func blockAddress(of pid: Int32) -> UInt64? {
        // Read as a stream: procfs files have no size.
        guard let maps = FileHandle(forReadingAtPath: "/proc/\(pid)/maps").flatMap({ try? $0.readToEnd() }),
              let line = String(decoding: maps, as: UTF8.self).split(separator: "\n").first(where: { $0.contains("sensorium-state") })
        else { return nil }
        return UInt64(line.prefix { $0 != "-" }, radix: 16)
    }

    /// The game's state block as another process reads it at `address`.
    static func block(of pid: Int32, at address: UInt64) -> [UInt8]? {
        guard let memory = FileHandle(forReadingAtPath: "/proc/\(pid)/mem") else { return nil }
        defer { try? memory.close() }
        guard (try? memory.seek(toOffset: address)) != nil, let bytes = try? memory.read(upToCount: RunStateBlock.size),
              bytes.count == RunStateBlock.size else { return nil }
        return [UInt8](bytes)
    }

    /// Waits (up to `timeout` seconds) until the run finished and the game is on the home screen
    /// again, then until `settled` (a timer's own sign that it took the reset, up to 10 s), then
    /// quits the game. False on a timeout.
    func waitUntilOver(_ game: Process, timeout: Double = 800, settled: () -> Bool = { true }) -> Bool {
        var finished = false
        // The maps are read until the block shows, not every look: the game's listing is long.
        var address: UInt64?
        let over = eventually(within: timeout) {
            guard game.isRunning else { return false }
            address = address ?? Self.blockAddress(of: game.processIdentifier)
            guard let address, let block = Self.block(of: game.processIdentifier, at: address),
                  block.starts(with: RunStateBlock.magic) else { return false }
            func word(_ field: RunStateBlock.Field) -> UInt32 {
                (0..<4).reduce(0) { $0 | UInt32(block[field.rawValue + $1]) << (8 * $1) }
            }
            // Finished: the phase says so, or (played back fast, the finish may pass between
            // two looks) every split is made.
            let phase = word(.phase)
            finished = finished || phase == RunStateBlock.Phase.finished.rawValue
                || (word(.levelCount) > 0 && word(.splitCount) == word(.levelCount))
            return finished && phase == RunStateBlock.Phase.noRun.rawValue
        }
        if over { _ = eventually(within: 10, settled) }
        if game.isRunning { game.terminate() }
        game.waitUntilExit()
        return over
    }

    /// The verifier's in-game splits of the replay, in ticks.
    func verifiedSplits(output: String) throws -> [Int] {
        let verify = Process()
        verify.executableURL = URL(fileURLWithPath: executable)
        verify.arguments = ["verify", "--json", "--no-time-limit", replay]
        verify.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        FileManager.default.createFile(atPath: output, contents: nil)
        verify.standardOutput = FileHandle(forWritingAtPath: output)
        try verify.run()
        verify.waitUntilExit()
        XCTAssertEqual(verify.terminationStatus, 0)
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any])
        return try XCTUnwrap(record["splits"] as? [[String: Any]]).compactMap { $0["igtTicks"] as? Int }
    }
}
