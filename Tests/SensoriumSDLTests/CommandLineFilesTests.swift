import Foundation
import XCTest
import SensoriumCore

/// The commands as a player or a speedrunner runs them, against unlucky and hostile files: what
/// `verify --save` and `splits import` write is always read back on the next start, concurrent
/// saves merge, "saved" means saved, FIFOs never hang a command, and exit statuses follow one
/// convention (0 done, 1 input refused, 2 usage or environment).
final class CommandLineFilesTests: XCTestCase {
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }
    private var home = ""
    private var progressFile: String { home + "/data/sensorium/progress.json" }
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("the sensorium executable is not built next to the tests")
        }
        home = NSTemporaryDirectory() + "sensorium-cli-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/files", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: home)
    }

    private struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `sensorium ARGS` with the player's folders inside the test's home; a command that
    /// takes over 20 s (a hang) fails the test.
    private func sensorium(_ arguments: [String], dataHome: String? = nil) throws -> Outcome {
        let process = try start(arguments, dataHome: dataHome)
        return try finish(process)
    }

    private func start(_ arguments: [String], dataHome: String? = nil) throws -> (Process, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataHome ?? home + "/data"
        environment["XDG_CONFIG_HOME"] = home + "/config"
        environment["SENSORIUM_DATA"] = repository
        process.environment = environment
        // Output goes to files: a pipe nobody drains could block the command.
        let output = home + "/output-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: output + ".out", contents: nil)
        FileManager.default.createFile(atPath: output + ".err", contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: output + ".out")
        process.standardError = FileHandle(forWritingAtPath: output + ".err")
        try process.run()
        return (process, output)
    }

    private func finish(_ started: (Process, String)) throws -> Outcome {
        let (process, output) = started
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            XCTFail("sensorium \(process.arguments ?? []) hung")
        }
        process.waitUntilExit()
        func text(_ path: String) -> String { String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Outcome(status: process.terminationStatus, stdout: text(output + ".out"), stderr: text(output + ".err"))
    }

    /// A clean (not tool-assisted) copy of a shipped solution, as a player's own run would be.
    private func cleanRun(_ id: String, to path: String) throws {
        var replay = try Replay.read(from: repository + "/Levels/solutions/\(id).replay")
        replay.header.flags = []
        try replay.write(to: path)
    }

    private func progress() throws -> ProgressStore {
        let store = ProgressStore.load(from: progressFile)
        XCTAssertNil(store.message, "the next start must read what was saved")
        return store
    }

    func testVerifySaveOfAReplayInAFolderStoresAFileNameTheGameReadsBack() throws {
        try cleanRun("shy", to: home + "/files/some dir/run.replay")
        let outcome = try sensorium(["verify", "--save", home + "/files/some dir/run.replay"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let best = try XCTUnwrap(progress().progress.speedrunRecords.categories["level:shy"]?.personalBest)
        let name = try XCTUnwrap(best.replayFile)
        XCTAssertFalse(name.contains("/"))
        XCTAssertTrue(outcome.stdout.contains("saved to level:shy as \(name): new personal best"), outcome.stdout)
        XCTAssertNotNil(try Replay.read(from: home + "/data/sensorium/replays/runs/" + name))
    }

    func testVerifySaveOfAFileNamedWithControlCharactersIsReadBack() throws {
        try cleanRun("catch", to: home + "/files/ca\u{1}tch\u{7f}.replay")
        let outcome = try sensorium(["verify", "--save", home + "/files/ca\u{1}tch\u{7f}.replay"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertNotNil(try progress().progress.speedrunRecords.categories["level:catch"]?.personalBest)
    }

    func testConcurrentVerifySavesKeepEveryPersonalBest() throws {
        try cleanRun("shy", to: home + "/files/shy.replay")
        try cleanRun("catch", to: home + "/files/catch.replay")
        for round in 0..<12 {
            try? FileManager.default.removeItem(atPath: progressFile)
            let first = try start(["verify", "--save", home + "/files/shy.replay"])
            let second = try start(["verify", "--save", home + "/files/catch.replay"])
            XCTAssertEqual(try finish(first).status, 0)
            XCTAssertEqual(try finish(second).status, 0)
            let categories = try progress().progress.speedrunRecords.categories
            XCTAssertNotNil(categories["level:shy"]?.personalBest, "round \(round) lost shy")
            XCTAssertNotNil(categories["level:catch"]?.personalBest, "round \(round) lost catch")
        }
    }

    func testSavedIsNotPrintedWhenTheSaveFailed() throws {
        try cleanRun("shy", to: home + "/files/shy.replay")
        // The data folder cannot be created: a regular file stands where it should be.
        try AtomicFile.write(Array("not a folder".utf8), to: home + "/blocked")
        let outcome = try sensorium(["verify", "--save", home + "/files/shy.replay"], dataHome: home + "/blocked")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertFalse(outcome.stdout.contains("saved to"), outcome.stdout)
        XCTAssertTrue(outcome.stderr.contains("not saved:"), outcome.stderr)
    }

    func testARefusedSaveWritesNothing() throws {
        // The shipped solutions are tool-assisted: they verify but never count.
        let outcome = try sensorium(["verify", "--save", repository + "/Levels/solutions/shy.replay"])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.stdout.contains("not saved: only a clean, solved run counts"), outcome.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile))
    }

    func testSplitsImportOfATimeLongerThanTheGameKeepsIsRefusedAndWritesNothing() throws {
        let catalog = LevelCatalog.load(directory: repository + "/Levels")
        let definition = try CategoryDefinition(id: "level:shy", catalog: catalog)
        var record = CategoryRecord(categoryID: definition.id, levelIDs: definition.levelIDs)
        record.personalBest = PersonalBest(splits: [Progress.maxCount * 4])
        record.bestSegments = [Progress.maxCount * 4]
        try AtomicFile.write(Array(LiveSplitFile.export(category: definition, record: record).utf8), to: home + "/files/long.lss")
        let outcome = try sensorium(["splits", "import", home + "/files/long.lss"])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stderr.contains("\(home)/files/long.lss: Run.Segments.splits[0]:"), outcome.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile))
    }

    /// A legal day of `scan`, panning right then left a half second each way (runs written
    /// byte by byte as docs/replays.md describes them): re-simulating it would take many minutes.
    private func hostileDay(to path: String) throws {
        var replay = try Replay.read(from: repository + "/Levels/solutions/scan.replay")
        replay.header.results = nil
        replay.inputs = []
        let day = Replay.maxTicks
        var body: [UInt8] = []
        for index in 0..<(day / 60) {
            body += [0x01, 60, index % 2 == 0 ? 0x08 : 0x04]   // buttons changed, 60 ticks, right or left
        }
        let encoded = Data(body).base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
        let text = String(decoding: replay.encode(), as: UTF8.self).replacingOccurrences(of: "\"ticks\":0", with: "\"ticks\":\(day)")
        try AtomicFile.write(Array((text + encoded + "\n").utf8), to: path)
    }

    func testVerifyRefusesAHostileReplayInSecondsWithOneLine() throws {
        let path = home + "/files/hostile.replay"
        try hostileDay(to: path)
        let started = Date()
        let outcome = try sensorium(["verify", path])
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(outcome.status, 1)
        let lines = outcome.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, outcome.stdout)
        XCTAssertTrue(outcome.stdout.hasPrefix(path + ": refused: re-simulating it takes longer than 5 s"), outcome.stdout)
        XCTAssertTrue(outcome.stdout.contains("--no-time-limit lifts the limit"), outcome.stdout)
    }

    func testFIFOsAreRefusedAtOnceByEveryCommandThatReadsFiles() throws {
        let fifo = home + "/files/pipe"
        XCTAssertEqual(mkfifo(fifo + ".replay", 0o600), 0)
        XCTAssertEqual(mkfifo(fifo + ".lss", 0o600), 0)
        XCTAssertEqual(mkfifo(fifo + ".png", 0o600), 0)
        XCTAssertEqual(mkfifo(fifo + ".ahap", 0o600), 0)
        try FileManager.default.createDirectory(atPath: home + "/files/levels", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(home + "/files/levels/pipe.json", 0o600), 0)
        let cases: [([String], String)] = [
            (["verify", fifo + ".replay"], fifo + ".replay"),
            (["splits", "import", fifo + ".lss"], fifo + ".lss"),
            (["scan", fifo + ".png"], fifo + ".png"),
            (["haptics", "dump", fifo + ".ahap"], fifo + ".ahap"),
            (["validate", home + "/files/levels"], home + "/files/levels/pipe.json"),
        ]
        for (arguments, file) in cases {
            let outcome = try sensorium(arguments)
            XCTAssertEqual(outcome.status, 1, "\(arguments)")
            XCTAssertTrue((outcome.stdout + outcome.stderr).contains("\(file): (document): not a regular file"),
                          "\(arguments): \(outcome.stdout)\(outcome.stderr)")
        }
    }

    func testScreenshotRendersTheSettingsScreenAndItsKeysPageWithoutWritingSettings() throws {
        for screen in ["settings", "keys"] {
            let path = home + "/files/\(screen).png"
            let outcome = try sensorium(["screenshot", "--screen", screen, "-o", path])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/config/sensorium/settings.json"),
                       "looking changes nothing")
        XCTAssertNotEqual(try sensorium(["screenshot", "--screen", "options", "-o", home + "/files/x.png"]).status, 0)
    }

    func testExitStatusesFollowOneConvention() throws {
        XCTAssertEqual(try sensorium(["verify", "--bogus"]).status, 2, "usage")
        XCTAssertEqual(try sensorium(["splits"]).status, 2, "usage")
        let missing = try sensorium(["haptics", "dump", home + "/none.ahap"])
        XCTAssertEqual(missing.status, 1, "input refused")
        XCTAssertEqual(missing.stderr, "sensorium: \(home)/none.ahap: (document): no such file\n")
        let verify = try sensorium(["verify", home + "/none.replay"])
        XCTAssertEqual(verify.status, 1)
        XCTAssertEqual(verify.stdout, "\(home)/none.replay: (document): no such file\n", "the path is named once")
        try AtomicFile.write(Array("<Run>".utf8), to: home + "/files/bad.lss")
        XCTAssertEqual(try sensorium(["splits", "import", home + "/files/bad.lss"]).status, 1)
        XCTAssertEqual(try sensorium(["validate", repository + "/Levels"]).status, 0)
    }
}
