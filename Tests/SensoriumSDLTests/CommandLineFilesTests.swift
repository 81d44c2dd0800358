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
    /// takes over 20 s (a hang) fails the test. `fileSizeLimited` runs it under `ulimit -f 0`, as
    /// on a full disk: every write fails; `program` runs another program (a shell) instead.
    private func sensorium(_ arguments: [String], dataHome: String? = nil, fileSizeLimited: Bool = false,
                           environment: [String: String] = [:], program: String? = nil) throws -> Outcome {
        let process = try start(arguments, dataHome: dataHome, fileSizeLimited: fileSizeLimited,
                                environment: environment, program: program)
        return try finish(process)
    }

    private func start(_ arguments: [String], dataHome: String? = nil, fileSizeLimited: Bool = false,
                       environment extra: [String: String] = [:], program: String? = nil) throws -> (Process, String) {
        let process = Process()
        if fileSizeLimited {
            // The limit is the command's alone: its output goes through pipes (which no file-size
            // limit touches) to the unlimited cats that write the outcome's files.
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", "set -o pipefail; (ulimit -f 0; exec \"$0\" \"$@\") 2> >(cat >&2) | cat",
                                 executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: program ?? executable)
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataHome ?? home + "/data"
        environment["XDG_CONFIG_HOME"] = home + "/config"
        environment["SENSORIUM_DATA"] = repository
        environment.merge(extra) { $1 }
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
        if !eventually(within: 20, { !process.isRunning }) {
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

    func testAProgressFileThatCannotBeWrittenLeavesNoOrphanReplay() throws {
        try cleanRun("shy", to: home + "/files/shy.replay")
        // A folder stands where the progress file's lock should be: the replay can be kept, the
        // record not.
        try FileManager.default.createDirectory(atPath: home + "/data/sensorium/.progress.json.lock",
                                                withIntermediateDirectories: true)
        let outcome = try sensorium(["verify", "--save", home + "/files/shy.replay"])
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("not saved:"), outcome.stderr)
        let runs = (try? FileManager.default.contentsOfDirectory(atPath: home + "/data/sensorium/replays/runs")) ?? []
        XCTAssertEqual(runs, [], "no replay that no record names")
    }

    func testARefusedSaveWritesNothing() throws {
        // The shipped solutions are tool-assisted: they verify but never count.
        let outcome = try sensorium(["verify", "--save", repository + "/Levels/solutions/shy.replay"])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.stdout.contains("not saved: only a clean, solved run counts"), outcome.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile))
    }

    func testAHintedReplayVerifiesSaysItWasHintedAndSavesNoBest() throws {
        var replay = try Replay.read(from: repository + "/Levels/solutions/shy.replay")
        replay.header.flags = []
        replay.inputs[0].buttons.insert(.hint)
        let path = home + "/files/hinted.replay"
        try Data(replay.encode()).write(to: URL(fileURLWithPath: path))
        let outcome = try sensorium(["verify", "--save", path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("solved, unofficial: hinted"), outcome.stdout)
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
        let bound = MachineLoad.scaled(10, unit: "s")
        XCTAssertLessThan(Date().timeIntervalSince(started), bound.limit, bound.said)
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

    func testScreenshotShowsAHintStepAndARacedGhostAndRefusesThemWithoutALevel() throws {
        var frames: [String: Data] = [:]
        for (name, extra) in [("plain", []), ("hint", ["--hint", "2"]),
                              ("ghost", ["--ghost", repository + "/Levels/solutions/roll.replay"])] as [(String, [String])] {
            let path = home + "/files/\(name).png"
            let outcome = try sensorium(["screenshot", "--level", "roll", "--ticks", "120", "-o", path] + extra,
                                        environment: ["SDL_VIDEODRIVER": "offscreen"])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            frames[name] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        XCTAssertNotEqual(frames["hint"], frames["plain"], "the second hint draws the solution's ghost")
        XCTAssertNotEqual(frames["ghost"], frames["plain"], "the raced replay's ghost is drawn")
        for arguments in [["--hint", "2"], ["--hint", "4", "--level", "roll"], ["--ghost", repository + "/Levels/solutions/tide.replay", "--level", "roll"]] {
            let outcome = try sensorium(["screenshot", "-o", home + "/files/refused.png"] + arguments)
            XCTAssertEqual(outcome.status, 2, "\(arguments): \(outcome.stderr)")
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

    /// The files of one call are verified side by side, but printed in the order given.
    func testVerifyOfSeveralFilesPrintsThemInTheOrderGiven() throws {
        let solutions = repository + "/Levels/solutions/"
        let files = [solutions + "cat.replay", home + "/none.replay", solutions + "catch.replay", solutions + "shy.replay"]
        let outcome = try sensorium(["verify"] + files)
        XCTAssertEqual(outcome.status, 1, "one file is missing")
        let lines = outcome.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, files.count, outcome.stdout)
        for (line, file) in zip(lines, files) { XCTAssertTrue(line.hasPrefix(file + ": "), "\(line) for \(file)") }
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
        // More ticks than a replay holds would simulate for ever, growing as it went.
        let endless = try sensorium(["screenshot", "--ticks", "9223372036854775807", "-o", home + "/files/x.png"])
        XCTAssertEqual(endless.status, 2)
        XCTAssertTrue(endless.stderr.contains("--ticks must be 0 to \(Replay.maxTicks)"), endless.stderr)
    }

    func testAFileSizeLimitCostsOneNotSavedLineAndLeavesNoFile() throws {
        try cleanRun("shy", to: home + "/files/shy.replay")
        let verify = try sensorium(["verify", "--save", home + "/files/shy.replay"], fileSizeLimited: true)
        XCTAssertEqual(verify.status, 2, "the machine failed the save: \(verify.stderr)")
        XCTAssertTrue(verify.stderr.contains("not saved:"), verify.stderr)
        XCTAssertEqual(verify.stderr.split(separator: "\n").count, 1, verify.stderr)
        let screenshot = try sensorium(["screenshot", "-o", home + "/files/home.png"], fileSizeLimited: true)
        XCTAssertEqual(screenshot.status, 2, screenshot.stderr)
        XCTAssertEqual(screenshot.stderr, "sensorium: \(home)/files/home.png: cannot write: File too large\n")
        let left = try FileManager.default.subpathsOfDirectory(atPath: home).filter { $0.contains(".tmp") || $0.hasSuffix(".png") }
        XCTAssertEqual(left, [], "no temporary or half-written file is left")
    }

    /// A pack's pattern may name any file as its waveform: a FIFO must not hang the start, nor a
    /// sparse file of gigabytes be read; the pattern's other sounds and the game play on.
    func testAHostileWaveformIsRefusedAtOnceAndTheGameStarts() throws {
        let haptics = home + "/data/sensorium/haptics"
        try FileManager.default.createDirectory(atPath: haptics, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(haptics + "/pipe.wav", 0o600), 0)
        let huge = open(haptics + "/huge.wav", O_WRONLY | O_CREAT, 0o600)
        XCTAssertEqual(ftruncate(huge, 2 << 30), 0, "a sparse 2 GB file")
        close(huge)
        for (pattern, waveform) in [("home-deny", "pipe.wav"), ("home-solved", "huge.wav")] {
            let text = """
            {"Version": 1.0, "Pattern": [{"Event": {"Time": 0.0, "EventType": "AudioCustom",
              "EventWaveformPath": "\(waveform)", "EventParameters": []}}]}
            """
            try AtomicFile.write(Array(text.utf8), to: haptics + "/\(pattern).ahap")
        }
        let started = Date()
        // Headless, with an audio device (to a file): the sounds are loaded once the first frame
        // is on screen (`--first-frame` ends at that frame, so the game plays a moment).
        let outcome = try sensorium(["play", "--seconds", "0.5"], environment: [
            "SDL_VIDEODRIVER": "offscreen", "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": "/dev/null", "SDL_DISKAUDIODELAY": "0",
        ])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let bound = MachineLoad.scaled(10, unit: "s")
        XCTAssertLessThan(Date().timeIntervalSince(started), bound.limit, bound.said)
        XCTAssertTrue(outcome.stderr.contains("\(haptics)/pipe.wav: not a regular file"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("\(haptics)/huge.wav: file is \(2 << 30) bytes; the limit is"), outcome.stderr)
    }

    /// Headless play (as the README suggests, on Mesa's software GL) keeps its memory flat: before,
    /// unpaced frames queued in the driver, about 100 MB a second.
    func testHeadlessPlayKeepsItsMemoryFlat() throws {
        // Timed from the game's first frame, not from its start: on a loaded machine start-up
        // alone can take seconds, and memory still growing then is not a leak.
        let readiness = home + "/readiness"
        let started = try start(["play", "--seconds", "4"], environment: ["SDL_VIDEODRIVER": "offscreen", "SDL_AUDIODRIVER": "dummy",
                                                                           "SENSORIUM_READINESS_FILE": readiness])
        let pid = started.0.processIdentifier
        var samples: [(seconds: Double, megabytes: Double)] = []
        var firstFrame: Date?
        // Its resident size sampled at each look from its first frame until it ends (its
        // --seconds, counted from its first frame; `finish` bounds it).
        _ = eventually(within: 30) {
            if firstFrame == nil, let told = try? String(contentsOfFile: readiness, encoding: .utf8), told.contains("first-frame") {
                firstFrame = Date()
            }
            if let firstFrame, let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
               let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
               let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") {
                samples.append((Date().timeIntervalSince(firstFrame), kilobytes / 1024))
            }
            return !started.0.isRunning
        }
        XCTAssertEqual(try finish(started).status, 0)
        let settled = try XCTUnwrap(samples.first { $0.seconds >= 1.5 }, "\(samples)")
        let peak = samples.filter { $0.seconds >= settled.seconds }.map(\.megabytes).max() ?? 0
        XCTAssertLessThan(peak - settled.megabytes, 40, "grew from \(settled.megabytes) MB to \(peak) MB")
    }

    /// The game's own levels folder missing is a broken installation (status 2), said in one line,
    /// not an empty grid or a refused input.
    func testAMissingLevelsFolderIsOneLineAndStatusTwo() throws {
        let data = home + "/no-data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        for arguments in [["validate"], ["play", "--first-frame"], ["screenshot", "-o", home + "/files/x.png"]] {
            let outcome = try sensorium(arguments, environment: ["SENSORIUM_DATA": data, "SDL_VIDEODRIVER": "offscreen"])
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(outcome.stderr, "sensorium: \(data)/Levels: the game's levels folder is missing; "
                           + "set SENSORIUM_DATA to the folder holding Levels/ and Resources/\n", "\(arguments)")
        }
    }

    /// Asked for by id, a level whose file is broken is refused with the file's own reason.
    func testScreenshotOfABrokenLevelSaysWhy() throws {
        let data = home + "/data-tree"
        try FileManager.default.createDirectory(atPath: data + "/Levels", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: data + "/Resources", withDestinationPath: repository + "/Resources")
        try AtomicFile.write(Array(#"{"format": 1, "id": "catch", "kind": "jumping-target"}"#.utf8), to: data + "/Levels/catch.json")
        let outcome = try sensorium(["screenshot", "--level", "catch", "-o", home + "/files/x.png"],
                                    environment: ["SENSORIUM_DATA": data])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stderr.hasPrefix("sensorium: \(data)/Levels/catch.json: "), outcome.stderr)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
    }

    // MARK: Untrusted text

    /// No control character reaches the terminal: what a file or a file name holds is escaped.
    private func assertNoControlCharacters(_ outcome: Outcome, file: StaticString = #filePath, line: UInt = #line) {
        let text = outcome.stdout + outcome.stderr
        let controls = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        XCTAssertTrue(controls.isEmpty, text.debugDescription, file: file, line: line)
    }

    /// A designer's pack folder, checked and its level's replay verified without installing it.
    func testValidateAndVerifyTakeAPackFolder() throws {
        let pack = home + "/files/dunes"
        try FileManager.default.createDirectory(atPath: pack, withIntermediateDirectories: true)
        let catchBytes = try XCTUnwrap(FileManager.default.contents(atPath: repository + "/Levels/catch.json"))
        FileManager.default.createFile(atPath: pack + "/catch.json", contents: catchBytes)
        let valid = try sensorium(["validate", "--pack", pack])
        XCTAssertEqual(valid.status, 0, valid.stdout)
        XCTAssertEqual(valid.stdout, "1 level valid, on 1 page of the home grid\n")

        // The shipped solution of `catch`, recorded again as the pack's `dunes.catch`.
        var replay = try Replay.read(from: repository + "/Levels/solutions/catch.replay")
        replay.header.category = .level("dunes.catch")
        replay.header.levelIDs = ["dunes.catch"]
        replay.header.levelFilesHash = LevelFilesHash.compute([("dunes.catch", Array(catchBytes))])
        replay.header.results = replay.header.results?.map { ReplayLevelResult(levelID: "dunes.catch", solvedAtTick: $0.solvedAtTick) }
        try replay.write(to: home + "/files/dune.replay")
        let verified = try sensorium(["verify", "--pack", pack, home + "/files/dune.replay"])
        XCTAssertEqual(verified.status, 0, verified.stdout)
        XCTAssertTrue(verified.stdout.contains("dunes.catch 261 ticks"), verified.stdout)
        XCTAssertEqual(try sensorium(["verify", home + "/files/dune.replay"]).status, 1, "not installed, not given: no such level")

        var clash = String(decoding: catchBytes, as: UTF8.self)
        clash = clash.replacingOccurrences(of: "\"id\": \"catch\"", with: "\"id\": \"again\"")
        try clash.write(toFile: pack + "/again.json", atomically: true, encoding: .utf8)
        let clashed = try sensorium(["validate", "--pack", pack])
        XCTAssertEqual(clashed.status, 1)
        XCTAssertTrue(clashed.stdout.contains("is taken by"), clashed.stdout)
        XCTAssertTrue(clashed.stdout.contains("free on its page: column 2 row 0"), clashed.stdout)

        // Installed, the same folder is checked as a pack without --pack.
        let installed = home + "/data/sensorium/levels/dunes"
        try FileManager.default.createDirectory(atPath: home + "/data/sensorium/levels", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: pack, toPath: installed)
        try FileManager.default.removeItem(atPath: installed + "/again.json")
        let plain = try sensorium(["validate", installed])
        XCTAssertEqual(plain.stdout, "1 level valid, on 1 page of the home grid\n")
        XCTAssertEqual(try sensorium(["verify", home + "/files/dune.replay"]).status, 0, "an installed pack's replay verifies")
    }

    func testFileNamesAndValuesWithControlCharactersReachTheTerminalEscaped() throws {
        let levels = home + "/files/levels"
        try FileManager.default.createDirectory(atPath: levels, withIntermediateDirectories: true)
        try AtomicFile.write(Array(#"{"format": 1, "id": "a\u001B]0;owned\u0007", "kind": "x\u009B2J"}"#.utf8),
                             to: levels + "/l\u{1B}[2J.json")
        let validate = try sensorium(["validate", levels])
        XCTAssertEqual(validate.status, 1)
        assertNoControlCharacters(validate)
        XCTAssertTrue(validate.stdout.contains(#"l\x1B[2J.json: id: "a\x1B]0;owned\x07" must be"#), validate.stdout)

        let replay = home + "/files/r\u{1B}[2J\r\nsensorium: forged.replay"
        let verify = try sensorium(["verify", replay])
        assertNoControlCharacters(verify)
        XCTAssertEqual(verify.stdout, #"\#(home)/files/r\x1B[2J\x0D\x0Asensorium: forged.replay: (document): no such file"# + "\n",
                       "one line, the name escaped")

        let pattern = try sensorium(["haptics", "dump", home + "/p\u{7}\u{9B}.ahap"])
        assertNoControlCharacters(pattern)
        XCTAssertEqual(pattern.stderr, #"sensorium: \#(home)/p\x07\x9B.ahap: (document): no such file"# + "\n")
    }

    func testAFileNameThatIsNotUTF8IsReportedAsSuchNotAsMissing() throws {
        let levels = home + "/files/levels"
        try FileManager.default.createDirectory(atPath: levels, withIntermediateDirectories: true)
        // Process takes Strings only: a shell writes the byte 0xFF into the name and the argument.
        let shell = try sensorium(["-c", #"printf '{}' > "$1/bad$(printf '\377').json" && exec "$0" validate "$1/bad$(printf '\377').json""#,
                                   executable, levels], program: "/bin/sh")
        XCTAssertEqual(shell.status, 1)
        XCTAssertEqual(shell.stderr, #"sensorium: \#(levels)/bad\xFF.json: the name is not UTF-8 text, so the game cannot open it; rename it"# + "\n")
        let folder = try sensorium(["validate", levels])
        XCTAssertEqual(folder.status, 1)
        XCTAssertEqual(folder.stdout, #"\#(levels)/bad\xFF.json: (document): the file name is not UTF-8 text, so the game cannot open it; rename it"# + "\n")
    }

    func testAFailedSaveSaysNotSavedOnce() throws {
        try cleanRun("shy", to: home + "/files/shy.replay")
        // Another process holds the save lock past the timeout.
        let folder = home + "/data/sensorium"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lock = open(folder + "/.progress.json.lock", O_RDWR | O_CREAT, 0o600)
        XCTAssertEqual(flock(lock, LOCK_EX), 0)
        defer { close(lock) }
        let outcome = try sensorium(["verify", "--save", home + "/files/shy.replay"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr.components(separatedBy: "not saved").count, 2, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasSuffix("another process has been saving it for 10 s\n"), outcome.stderr)
    }
}
