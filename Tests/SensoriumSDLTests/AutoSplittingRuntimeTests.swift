import Foundation
import XCTest

/// The shipped livesplit-core auto splitter (`packaging/autosplitters/sensorium.wat`), built with
/// wabt's `wat2wasm` as a runner builds it, run for real against the game in a stand-in for
/// livesplit-core's auto-splitting runtime that follows its source rule by rule
/// (`Tests/AutoSplitterHost/asr_host.py`, on Python's `wasmtime`): an unknown process handle
/// traps, attaching takes the newest process of the name, memory ranges are listed once a
/// second, game time runs by itself until paused, the splitter's tick rate is honoured.
///
/// The played-back run: the shipped full-game run four times as fast (at real time on a busy
/// machine, `PlayedBackRun.speedOnThisMachine`), after an idle lead (the
/// runtime finds the game's block up to a second after the game maps it, and the run must not
/// start before). The splitter sets the exact game time before each split, so every split must
/// be the verifier's to the nanosecond (ticks are 1/120 s, truncated to whole nanoseconds). The
/// smaller tests hold the host to the runtime's rules with modules written for each rule.
final class AutoSplittingRuntimeTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }
    private var host: String { repository + "/Tests/AutoSplitterHost/asr_host.py" }
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "sensorium-asr-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(try Self.run(["python3", "-c", "import wasmtime"]).status, 0,
                       "python3 with wasmtime (scripts/install-deps.sh --test installs it)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testTheShippedSplitterSplitsAPlayedBackFullGameRunExactlyWhereTheVerifierDoes() throws {
        let module = try build(repository + "/packaging/autosplitters/sensorium.wat")
        // Eight times the runtime's once-a-second listing of the game's memory (the game maps its
        // block as it starts, before the lead's first tick); a loaded machine plays it slower.
        // The splitter's state block holds the last split's time only, so a splitter stalled
        // across two splits would merge them: on a busy machine the run plays at real time.
        let lead = 8
        let speed = PlayedBackRun.speedOnThisMachine(for: "AutoSplittingRuntimeTests")
        let replay = try PlayedBackRun.withIdleLead(seconds: lead, speed: speed, repository: repository, path: folder + "/led.replay")
        let run = PlayedBackRun(executable: executable, repository: repository,
                                environment: ["SENSORIUM_DATA": repository, "XDG_DATA_HOME": folder + "/data",
                                              "XDG_CONFIG_HOME": folder + "/config", "SDL_VIDEODRIVER": "offscreen",
                                              "SDL_AUDIODRIVER": "dummy"],
                                replay: replay, speed: speed)
        let verified = try run.verifiedSplits(output: folder + "/verify.json")
        XCTAssertEqual(verified.count, SDLTestCase.levels.levels.filter { $0.pack == nil }.count, "a split for every shipped level")

        let (game, go) = try run.start(log: folder + "/game.log")
        // The host looks only at this very game, not another one running on the same machine;
        // the game starts once the host says it is running.
        let host = Process()
        host.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        host.arguments = ["python3", self.host, module, "--segments", "\(verified.count)", "--pid", "\(game.processIdentifier)"]
        FileManager.default.createFile(atPath: folder + "/host.json", contents: nil)
        host.standardOutput = FileHandle(forWritingAtPath: folder + "/host.json")
        let hostErrors = Pipe()
        host.standardError = hostErrors
        let started = Date()
        try host.run()
        defer { if host.isRunning { host.terminate() } }
        var said = Data()
        while host.isRunning, !String(decoding: said, as: UTF8.self).contains("host: running") {
            let chunk = hostErrors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        XCTAssertTrue(String(decoding: said, as: UTF8.self).contains("host: running"), String(decoding: said, as: UTF8.self))
        // What it says from now on is kept (drained, so a full pipe never stops it).
        let saidLater = LockedText()
        hostErrors.fileHandleForReading.readabilityHandler = { saidLater.append($0.availableData) }
        go.write(Data("go\n".utf8))
        try? go.close()
        XCTAssertTrue(run.waitUntilOver(game), "the run played to its end and back to the home screen")
        host.waitUntilExit()
        hostErrors.fileHandleForReading.readabilityHandler = nil
        XCTAssertEqual(host.terminationStatus, 0, "the splitter never trapped: \(saidLater.text)")
        print("the led run played in \(Int(Date().timeIntervalSince(started))) s (its ticks: \(verified.last.map { $0 / 120 } ?? 0) s "
              + "of play at \(speed)x after a \(lead) s lead)")

        let output = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/host.json")))
                                   as? [String: Any])
        let runs = try XCTUnwrap(output["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1, "one run: started once, never reset midway: \(saidLater.text)")
        let splits = try XCTUnwrap(runs.first?["splitsNs"] as? [Int])
        XCTAssertEqual(runs.first?["finished"] as? Bool, true)
        XCTAssertEqual(splits, verified.map { $0 * 1_000_000_000 / 120 }, "every split at the verifier's exact time")
    }

    func testAModuleThatQueriesHandleZeroTrapsAsInTheRuntime() throws {
        // What the shipped splitter did before: `i32.and` evaluates both sides.
        let module = try build(source: """
            (module
              (import "env" "process_is_open" (func $process_is_open (param i64) (result i32)))
              (memory (export "memory") 1)
              (global $process (mut i64) (i64.const 0))
              (func (export "update")
                (if (i32.and (i64.ne (global.get $process) (i64.const 0))
                             (i32.eqz (call $process_is_open (global.get $process))))
                  (then (global.set $process (i64.const 0))))))
            """)
        let result = try Self.run(["python3", host, module, "--segments", "1", "--seconds", "2"])
        XCTAssertEqual(result.status, 3, result.errors)
        XCTAssertTrue(result.errors.contains("host: trapped: Invalid process handle: 0"), result.errors)
    }

    func testAModuleThatNeverPausesGameTimeDriftsWithRealTime() throws {
        // Starts, sets the game time to 0, splits half a second (60 updates) later.
        func module(pausing: Bool) throws -> String {
            try build(source: """
                (module
                  (import "env" "timer_start" (func $timer_start))
                  (import "env" "timer_split" (func $timer_split))
                  (import "env" "timer_set_game_time" (func $timer_set_game_time (param i64 i32)))
                  (import "env" "timer_pause_game_time" (func $timer_pause_game_time))
                  (memory (export "memory") 1)
                  (global $updates (mut i32) (i32.const 0))
                  (func (export "update")
                    (global.set $updates (i32.add (global.get $updates) (i32.const 1)))
                    (if (i32.eq (global.get $updates) (i32.const 1))
                      (then (call $timer_start) \(pausing ? "(call $timer_pause_game_time)" : "")
                            (call $timer_set_game_time (i64.const 0) (i32.const 0))))
                    (if (i32.eq (global.get $updates) (i32.const 60)) (then (call $timer_split)))))
                """, name: pausing ? "paused" : "running")
        }
        let paused = try splits(of: try module(pausing: true), segments: 1, seconds: 1)
        let running = try splits(of: try module(pausing: false), segments: 1, seconds: 1)
        XCTAssertEqual(paused, [0], "paused, the game time is only what the splitter set")
        XCTAssertEqual(running.count, 1)
        XCTAssertGreaterThan(running.first ?? 0, 300_000_000, "unpaused, it ran on with real time: \(running)")
    }

    func testTheSplittersTickRateIsHonoured() throws {
        // Ten updates a second, each a split: about ten splits in a second, not 120.
        let module = try build(source: """
            (module
              (import "env" "timer_start" (func $timer_start))
              (import "env" "timer_split" (func $timer_split))
              (import "env" "timer_set_game_time" (func $timer_set_game_time (param i64 i32)))
              (import "env" "runtime_set_tick_rate" (func $runtime_set_tick_rate (param f64)))
              (memory (export "memory") 1)
              (func (export "update")
                (call $runtime_set_tick_rate (f64.const 10)) (call $timer_start)
                (call $timer_set_game_time (i64.const 0) (i32.const 0)) (call $timer_split)))
            """)
        let count = try splits(of: module, segments: 1000, seconds: 1).count
        XCTAssertTrue((6...14).contains(count), "\(count) updates in a second at 10 a second")
    }

    func testAttachingTakesTheNewestProcessOfTheName() throws {
        let name = "asr-new-\(getpid() % 100_000)"
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: "/bin/sleep")
        var sleepers: [Process] = []
        defer { for sleeper in sleepers { sleeper.terminate(); sleeper.waitUntilExit() } }
        for _ in 0..<2 {
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: folder + "/" + name)
            sleeper.arguments = ["30"]
            try sleeper.run()
            sleepers.append(sleeper)
            // Start times are in clock ticks (1/100 s): the second must start in a later one.
            let start = try XCTUnwrap(Self.startTime(of: sleeper.processIdentifier))
            XCTAssertTrue(eventually(within: 5) { Self.uptimeTicks() > start })
        }
        XCTAssertLessThan(try XCTUnwrap(Self.startTime(of: sleepers[0].processIdentifier)),
                          try XCTUnwrap(Self.startTime(of: sleepers[1].processIdentifier)))
        let module = try build(source: """
            (module
              (import "env" "process_attach" (func $process_attach (param i32 i32) (result i64)))
              (memory (export "memory") 1)
              (data (i32.const 0) "\(name)")
              (global $process (mut i64) (i64.const 0))
              (func (export "update")
                (if (i64.eqz (global.get $process))
                  (then (global.set $process (call $process_attach (i32.const 0) (i32.const \(name.utf8.count))))))))
            """)
        let result = try Self.run(["python3", host, module, "--segments", "1", "--seconds", "0.5"])
        XCTAssertTrue(result.errors.contains("host: attached \(sleepers[1].processIdentifier)\n"),
                      "the newer of \(sleepers.map(\.processIdentifier)): \(result.errors)")
    }

    // MARK: - Helpers

    /// The module built with wabt's `wat2wasm`, as a runner builds the shipped one.
    private func build(_ wat: String) throws -> String {
        let wasm = folder + "/" + URL(fileURLWithPath: wat).deletingPathExtension().lastPathComponent + ".wasm"
        let result = try Self.run(["wat2wasm", wat, "-o", wasm])
        XCTAssertEqual(result.status, 0, "wabt's wat2wasm (scripts/install-deps.sh --test installs it): \(result.errors)")
        return wasm
    }

    private func build(source: String, name: String = "module") throws -> String {
        let path = folder + "/\(name).wat"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return try build(path)
    }

    /// The splits of the host's runs (finished or not) after `seconds`.
    private func splits(of module: String, segments: Int, seconds: Double) throws -> [Int] {
        let result = try Self.run(["python3", host, module, "--segments", "\(segments)", "--seconds", "\(seconds)"])
        XCTAssertEqual(result.status, 0, result.errors)
        let output = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], result.output)
        let runs = try XCTUnwrap(output["runs"] as? [[String: Any]])
        return runs.flatMap { $0["splitsNs"] as? [Int] ?? [] }
    }

    private static func run(_ words: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = words
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both read at once, so neither pipe fills while the other is read.
        let errorText = LockedText()
        errors.fileHandleForReading.readabilityHandler = { errorText.append($0.availableData) }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
        errorText.append(errors.fileHandleForReading.readDataToEndOfFile())
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), errorText.text)
    }

    /// The time since boot in clock ticks (/proc/uptime's seconds, in the kernel's 1/100 s).
    private static func uptimeTicks() -> Int {
        let text = (try? String(contentsOfFile: "/proc/uptime", encoding: .utf8)) ?? ""
        return Int((Double(text.split(separator: " ").first ?? "") ?? 0) * 100)
    }

    /// A process's start time in clock ticks since boot (/proc/PID/stat, field 22).
    private static func startTime(of pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? Int(fields[19]) : nil
    }
}

/// Text gathered from a pipe's handler thread.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
