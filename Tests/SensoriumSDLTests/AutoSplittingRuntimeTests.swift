import Foundation
import XCTest

/// The shipped livesplit-core auto splitter (`packaging/autosplitters/sensorium.wat`, WebAssembly
/// text), run for real against the game: a host implementing the auto-splitting runtime's
/// imports over /proc/PID/mem (`Tests/AutoSplitterHost/asr_host.py`, on Python's `wasmtime`)
/// loads it and calls its `update` 120 times a second while the game plays the shipped full-game
/// run back, four times as fast (a split is read from the block's latest-split time, so the
/// polling rate does not change it while splits are more than a poll apart: the closest two,
/// 1.3 s of play, are a third of a second apart at this speed). The splitter sets the exact game time before each split, as the runtime allows, so
/// every split it makes must be the verifier's split to the nanosecond (ticks are 1/120 s:
/// truncated to whole nanoseconds).
///
/// Needs python3 with `wasmtime` (`pip install wasmtime`; the test set-up installs it). The
/// run's four and a half minutes play in about 70 s.
final class AutoSplittingRuntimeTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }

    func testTheWebAssemblySplitterSplitsAPlayedBackFullGameRunExactlyWhereTheVerifierDoes() throws {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import wasmtime"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        try? check.run()
        check.waitUntilExit()
        guard check.terminationStatus == 0 else { throw XCTSkip("python3 with wasmtime is missing (pip install wasmtime)") }
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("the sensorium executable is not built next to the tests")
        }
        let home = NSTemporaryDirectory() + "sensorium-asr-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = PlayedBackRun(executable: executable, repository: repository,
                                environment: ["SENSORIUM_DATA": repository, "XDG_DATA_HOME": home + "/data",
                                              "XDG_CONFIG_HOME": home + "/config", "SDL_VIDEODRIVER": "offscreen",
                                              "SDL_AUDIODRIVER": "dummy"])
        let verified = try run.verifiedSplits(output: home + "/verify.json")
        XCTAssertEqual(verified.count, SDLTestCase.levels.levels.filter { $0.pack == nil }.count, "a split for every shipped level")

        let (game, go) = try run.start(log: home + "/game.log")
        // The host attaches the splitter's "sensorium" to this very game, not another one that
        // may be running on the same machine; the game starts once the host says it is running.
        let host = Process()
        host.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        host.arguments = ["python3", repository + "/Tests/AutoSplitterHost/asr_host.py",
                          repository + "/packaging/autosplitters/sensorium.wat", "--segments", "\(verified.count)",
                          "--pid", "\(game.processIdentifier)"]
        FileManager.default.createFile(atPath: home + "/host.json", contents: nil)
        host.standardOutput = FileHandle(forWritingAtPath: home + "/host.json")
        let hostErrors = Pipe()
        host.standardError = hostErrors
        try host.run()
        defer { if host.isRunning { host.terminate() } }
        var said = Data()
        while host.isRunning, !String(decoding: said, as: UTF8.self).contains("host: running") {
            let chunk = hostErrors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        XCTAssertTrue(String(decoding: said, as: UTF8.self).contains("host: running"), String(decoding: said, as: UTF8.self))
        // What it says from now on is drained, so a full pipe never stops it.
        hostErrors.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
        go.write(Data("go\n".utf8))
        try? go.close()
        XCTAssertTrue(run.waitUntilOver(game), "the run played to its end and back to the home screen")
        host.waitUntilExit()

        let output = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: home + "/host.json")))
                                   as? [String: Any])
        let runs = try XCTUnwrap(output["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1, "one run: started once, never reset midway")
        let splits = try XCTUnwrap(runs.first?["splitsNs"] as? [Int])
        XCTAssertEqual(runs.first?["finished"] as? Bool, true)
        XCTAssertEqual(splits, verified.map { $0 * 1_000_000_000 / 120 }, "every split at the verifier's exact time")
    }
}
