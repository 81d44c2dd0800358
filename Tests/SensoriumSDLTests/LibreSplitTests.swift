import Foundation
import XCTest

/// The shipped LibreSplit auto splitter (`packaging/autosplitters/sensorium.lua`), run for real:
/// LibreSplit built from its source (`LibreSplitBuild`) runs on a private X server with a split
/// file from `sensorium splits export` and the splitter, beside the game playing the shipped
/// full-game run back four times as fast (the same ticks, so the same splits). When the run is
/// over and the game is back on the home screen, the splitter resets and LibreSplit saves the
/// finished run into the split file; each saved split is compared with `verify --json`'s.
///
/// LibreSplit cannot save the verifier's exact times (docs/speedrun.md, "LibreSplit"): its
/// window loop takes a split at its own clock, which it set to the splitter's game time a loop
/// pass or more earlier and has run on since, in real time; when the loop stalls (drawing, a busy
/// machine) the split is late by the stall, and a stall longer than the splitter's handover
/// takes it at an older game time. So what is checked exactly is what LibreSplit keeps: one
/// attempt, one finished run, a time for every split, in order; each time must be the verifier's
/// within `slack` (on an idle machine a poll and a loop pass, about 10 ms; on two cores at load
/// 12, 55 ms typically and up to 1.3 s).
///
/// The game runs under a name of its own (links to /bin/sh and to the game), with the
/// splitter's `process` line changed to it, so LibreSplit attaches to this game and not to
/// another one running on the same machine. The run plays in about 70 s.
final class LibreSplitTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }
    /// How far from the verifier's time a saved split may be, in microseconds: LibreSplit's
    /// stalls on a loaded machine. That each split is its own level's shows in their count and
    /// order (the closest two splits are 0.7 s of play apart).
    private let slack = 2_000_000

    func testLibreSplitSplitsAPlayedBackFullGameRunWhereTheVerifierDoes() throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("the sensorium executable is not built next to the tests")
        }
        // What is measured is LibreSplit's window loop taking splits a few hundred milliseconds
        // apart at four times the speed; on a busy machine that loop stalls for seconds and
        // merges two splits into one (measured: 2 of 4 runs saved no finished run at load 11 to
        // 16 on two cores), so there the run plays at real time and the test says so.
        let speed = PlayedBackRun.speedOnThisMachine(for: "LibreSplitTests")
        let libreSplit = try LibreSplitBuild.built(repository: repository)
        let desktop = try PrivateDesktop(.bareX11)
        defer { desktop.stop() }
        let home = NSTemporaryDirectory() + "sensorium-libresplit-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: home + "/libresplit/libresplit", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["SENSORIUM_DATA": repository, "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config",
                           "SDL_VIDEODRIVER": "offscreen", "SDL_AUDIODRIVER": "dummy"]
        let run = PlayedBackRun(executable: executable, repository: repository, environment: environment,
                                speed: speed)
        let verified = try run.verifiedSplits(output: home + "/verify.json")
        XCTAssertEqual(verified.count, SDLTestCase.levels.levels.filter { $0.pack == nil }.count, "a split for every shipped level")

        // The split file, as a runner makes it, and the splitter, attached to this game's name
        // (at most 15 characters: pgrep matches the kernel's process name).
        let splitFile = home + "/full-game.json"
        XCTAssertEqual(try command(["splits", "export", "--category", "full-game", "-o", splitFile], environment: environment), 0)
        let name = "snsr-ls-\(getpid())"
        try FileManager.default.createSymbolicLink(atPath: home + "/" + name, withDestinationPath: executable)
        try FileManager.default.createDirectory(atPath: home + "/shell", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home + "/shell/" + name, withDestinationPath: "/bin/sh")
        let shipped = try String(contentsOfFile: repository + "/packaging/autosplitters/sensorium.lua", encoding: .utf8)
        XCTAssertTrue(shipped.contains("process('^sensorium$')"))
        try shipped.replacingOccurrences(of: "process('^sensorium$')", with: "process('^\(name)$')")
            .write(toFile: home + "/sensorium.lua", atomically: true, encoding: .utf8)
        let settings: [String: Any] = ["libresplit": ["split_file": splitFile, "auto_splitter_file": home + "/sensorium.lua",
                                                      "auto_splitter_enabled": true]]
        try JSONSerialization.data(withJSONObject: settings).write(to: URL(fileURLWithPath: home + "/libresplit/libresplit/settings.json"))

        let (game, go) = try run.start(program: home + "/" + name, shell: home + "/shell/" + name, log: home + "/game.log")
        defer { if game.isRunning { game.terminate() } }
        // LibreSplit's own settings stay in the test's folder and memory; its output is line
        // buffered, so the test sees when its splitter runs. It runs ahead of the machine's
        // other work where the test may raise its priority (as root): its window loop, which
        // takes the splits, must not stall while the run plays four times as fast.
        let log = home + "/libresplit.log"
        FileManager.default.createFile(atPath: log, contents: nil)
        try desktop.start("/usr/bin/nice", ["-n", "-10", "/usr/bin/stdbuf", "-oL", libreSplit.program],
                          environment: ["XDG_CONFIG_HOME": home + "/libresplit", "GSETTINGS_SCHEMA_DIR": libreSplit.schemas,
                                        "GSETTINGS_BACKEND": "memory"],
                          standardOutput: FileHandle(forWritingAtPath: log)!, standardError: FileHandle(forWritingAtPath: log)!)
        try desktop.waitFor("LibreSplit's splitter attached to the held game", seconds: 20) {
            (try? String(contentsOfFile: log, encoding: .utf8))?.contains("Refresh rate:") ?? false
        }
        go.write(Data("go\n".utf8))
        try? go.close()
        // The game stays until LibreSplit took the reset: the reset saves the split file, from
        // a thread of its own.
        var saved: [String: Any] = [:]
        XCTAssertTrue(run.waitUntilOver(game) {
            saved = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: splitFile)))) as? [String: Any] ?? [:]
            return saved["finished_count"] as? Int == 1
        }, "the run played to its end and back to the home screen")
        let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        XCTAssertEqual(saved["finished_count"] as? Int, 1, "one finished run saved:\n\(said.suffix(2000))")
        XCTAssertEqual(saved["attempt_count"] as? Int, 1, "one attempt: started once, never reset midway")
        let times = (saved["splits"] as? [[String: Any]] ?? []).map { ($0["time"] as? String).flatMap(Self.microseconds) }
        XCTAssertEqual(times.count, verified.count)
        var lateBy: [Int] = []
        for (index, (time, ticks)) in zip(times, verified).enumerated() {
            // The verifier's split in LibreSplit's unit: the splitter hands whole milliseconds.
            let expected = ticks * 1000 / 120 * 1000
            guard let time else { XCTFail("split \(index + 1) has no saved time"); continue }
            lateBy.append(time - expected)
            XCTAssertLessThan(abs(time - expected), slack, "split \(index + 1): LibreSplit \(time) µs, the verifier \(expected) µs")
        }
        let savedTimes = times.compactMap { $0 }
        XCTAssertEqual(savedTimes, savedTimes.sorted(), "the splits in order: none taken twice, none lost")
        let sorted = lateBy.sorted()
        if !sorted.isEmpty {
            print("LibreSplit's splits after the verifier's: median \(sorted[sorted.count / 2]) µs, "
                  + "from \(sorted.first!) to \(sorted.last!) µs: \(lateBy)")
        }
    }

    /// A LibreSplit time (`1:23.358333`, `1:02:03.000001`, `8.333000`) in microseconds.
    static func microseconds(_ text: String) -> Int? {
        let parts = text.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, parts[1].count == 6, let fraction = Int(parts[1]) else { return nil }
        let fields = parts[0].split(separator: ":").map { Int($0) }
        guard !fields.isEmpty, fields.count <= 3, !fields.contains(nil) else { return nil }
        let seconds = fields.compactMap { $0 }.reduce(0) { $0 * 60 + $1 }
        return seconds * 1_000_000 + fraction
    }

    private func command(_ arguments: [String], environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
