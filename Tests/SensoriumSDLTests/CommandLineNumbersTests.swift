import Foundation
import XCTest
import SensoriumCore

/// Every number option of every command is read in its range or refused as a usage error: exit
/// 2, one line naming the option and its range, nothing done (no window, no render, no bench).
/// And `screenshot --ticks` at its maximum (a day of play) takes the memory of one frame.
final class CommandLineNumbersTests: XCTestCase {
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private var root = ""

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("the sensorium executable is not built next to the tests")
        }
        root = NSTemporaryDirectory() + "sensorium-numbers-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Runs `program WORDS` on the shipped levels, the player's folders in the test's own, with
    /// no display; waits for its end (signalled, not polled) for at most `seconds`.
    private func run(_ program: String, _ words: [String], seconds: Int = 60) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = words
        var environment = ProcessInfo.processInfo.environment
        environment["SENSORIUM_DATA"] = repository
        environment["XDG_DATA_HOME"] = root + "/data"
        environment["XDG_CONFIG_HOME"] = root + "/config"
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let out = root + "/out-\(UUID().uuidString)", err = out + ".err"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: out)
        process.standardError = FileHandle(forWritingAtPath: err)
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        if ended.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTFail("\(words) did not end within \(seconds) s")
        }
        func text(_ path: String) -> String { String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return (process.terminationStatus, text(out), text(err))
    }

    func testOutOfRangeNumbersAreUsageErrorsInOneLine() throws {
        let png = root + "/x.png", ahap = repository + "/Resources/haptics/home-deny.ahap"
        let refused: [([String], String)] = [
            (["screenshot", "--hint", "0", "--level", "roll", "-o", png], "--hint must be 1 to 3"),
            (["screenshot", "--hint", "4", "--level", "roll", "-o", png], "--hint must be 1 to 3"),
            (["screenshot", "--ticks", "-1", "-o", png], "--ticks must be 0 to \(Replay.maxTicks)"),
            (["screenshot", "--ticks", String(Replay.maxTicks + 1), "-o", png], "--ticks must be 0 to \(Replay.maxTicks)"),
            (["screenshot", "--ticks", "1e3", "-o", png], "--ticks must be 0 to \(Replay.maxTicks)"),
            (["screenshot", "--page", "0", "-o", png], "--page must be 1 to 100"),
            (["screenshot", "--page", "101", "-o", png], "--page must be 1 to 100"),
            (["play", "--seconds", "0"], "--seconds must be 0.001 to 86400"),
            (["play", "--seconds", "nan"], "--seconds must be 0.001 to 86400"),
            (["play", "--seconds", "inf"], "--seconds must be 0.001 to 86400"),
            (["play", "--playback-speed", "0"], "--playback-speed must be 1 to 16"),
            (["play", "--playback-speed", "17"], "--playback-speed must be 1 to 16"),
            (["play", "--livesplit-one", "0"], "--livesplit-one must be 1 to 65535"),
            (["play", "--livesplit-one", "65536"], "--livesplit-one must be 1 to 65535"),
            (["haptics", "dump", ahap, "--rate", "0"], "--rate must be 1 to 1000"),
            (["haptics", "dump", ahap, "--rate", "1001"], "--rate must be 1 to 1000"),
            (["haptics", "dump", ahap, "--intensity-control", "-0.1"], "--intensity-control must be 0 to 1"),
            (["haptics", "plot", ahap, "--intensity-control", "1.5", "-o", png], "--intensity-control must be 0 to 1"),
            (["audio", "render", "--seconds", "0", "-o", root + "/x.wav"], "--seconds must be 0.001 to 600"),
            (["audio", "render", "--seconds", "601", "-o", root + "/x.wav"], "--seconds must be 0.001 to 600"),
            (["bench", "--seconds", "0"], "--seconds must be 0.1 to 3600"),
            (["bench", "--audio-seconds", "3601"], "--audio-seconds must be 0.1 to 3600"),
            (["bench", "darkscan", "--window", "--seconds", "-5"], "--seconds must be 0.1 to 3600"),
            (["soak", "--minutes", "0"], "--minutes must be 0.001 to 1440"),
            (["soak", "--minutes", "1441"], "--minutes must be 0.001 to 1440"),
            (["soak", "--check-mb", "-1"], "--check-mb must be 0 to 65536"),
            (["soak", "--seed", "-1"], "--seed must be 0 to 18446744073709551615"),
            (["soak", "--seed", "18446744073709551616"], "--seed must be 0 to 18446744073709551615"),
            (["save-stress", root + "/progress.json", "--iterations", "0"], "--iterations must be 1 to 1000000000"),
        ]
        for (words, requirement) in refused {
            let outcome = try run(executable, words)
            XCTAssertEqual(outcome.status, 2, "\(words): \(outcome.stderr)")
            XCTAssertEqual(outcome.stdout, "", "\(words) did nothing")
            XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, "\(words): one line: \(outcome.stderr)")
            XCTAssertTrue(outcome.stderr.hasPrefix("sensorium: \(requirement)"), "\(words): \(outcome.stderr)")
            XCTAssertTrue(outcome.stderr.contains(", got \"\(words[words.firstIndex(where: { requirement.hasPrefix($0 + " ") })! + 1])\""),
                          "\(words) quotes the value: \(outcome.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/progress.json"), "save-stress saved nothing")
        XCTAssertFalse(FileManager.default.fileExists(atPath: png), "no picture was drawn")
    }

    func testNumbersInRangeAreTaken() throws {
        let png = root + "/hint.png"
        let hinted = try run(executable, ["screenshot", "--hint", "3", "--level", "roll", "--ticks", "0", "--page", "1", "-o", png])
        XCTAssertEqual(hinted.status, 0, hinted.stderr)
        let dump = try run(executable, ["haptics", "dump", repository + "/Resources/haptics/home-deny.ahap", "--rate", "1000",
                                        "--intensity-control", "0"])
        XCTAssertEqual(dump.status, 0, dump.stderr)
    }

    /// A day of ticks once held every tick's input (989 MB in the release build): a screenshot
    /// saves no attempt, so it keeps none. Peak memory is read by Python's `resource` module
    /// (the child's `ru_maxrss`), which Foundation's `Process` does not give.
    func testTicksAtTheirMaximumTakeTheMemoryOfOneFrame() throws {
        guard let python = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map({ $0 + "/python3" }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("python3 (to read the child's peak memory) is not installed")
        }
        let measure = """
            import resource, subprocess, sys
            done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
            print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let png = root + "/day.png"
        let outcome = try run(python, ["-c", measure, executable, "screenshot", "--level", "armour",
                                       "--ticks", String(Replay.maxTicks), "-o", png], seconds: 600)
        let fields = outcome.stdout.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        XCTAssertEqual(fields.first ?? nil, 0, outcome.stderr)
        let peakMB = Double((fields.last ?? nil) ?? .max) / 1024
        XCTAssertLessThan(peakMB, 200, "peak resident memory \(peakMB) MB for \(Replay.maxTicks) ticks")
        XCTAssertEqual(Array((FileManager.default.contents(atPath: png) ?? Data()).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }
}
