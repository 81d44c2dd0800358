import FoundationEssentials
import Glibc
import SensoriumCore
import SensoriumSDL

/// `sensorium verify [--save] [--no-time-limit] [--json] FILE...`: one line per replay — level ids, ticks,
/// in-game time, verdict, and every split of a run; with `--json`, each replay's submission
/// record (`SubmissionRecord`) instead, one JSON document after another. `--save` records each clean, solved run in
/// the player's speedrun history, so a personal best can come from a replay: the replay is copied
/// into the player's replay folder under a name the game makes, and "saved" is printed only once
/// the progress file is on disk.
///
/// A replay may be named with any bytes, control characters and bytes that are not UTF-8
/// included: the file is opened by its bytes, its lines show the name escaped, and its JSON
/// record carries the name as text and, when it is not UTF-8, its bytes (`replayNameBytes`).
///
/// Each replay is re-simulated as it is decoded, within `ReplayVerifier.defaultTimeLimit` of
/// wall time: one that takes longer (a legal but hostile day of camera moves) is refused with one
/// line; `--no-time-limit` lifts the limit for a long run one trusts. A pack level's replay
/// verifies against the installed packs, or `--pack FOLDER` (a pack not installed, or standing
/// in for the installed one of its name).
enum VerifyCommand {
    /// A verified run waiting to be saved.
    private struct Run {
        let path: String
        let replay: Replay
        let definition: CategoryDefinition
        let splits: [Int]
    }

    /// One file's verification, kept until the files before it are printed. The commands are
    /// kept only to be saved or written as a submission.
    private struct Verified: Sendable {
        let header: ReplayHeader
        let tickCount: Int
        let result: ReplayVerifier.Verification
        let replay: Replay?
        /// SHA-256 of the file's bytes as they were verified, for the JSON record (`--json` only).
        let sha256: String?
    }

    static func run(_ words: [CommandLineWord]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--pack"], flagOptions: ["--save", "--no-time-limit", "--json"])
        let timeLimit = arguments.flag("--no-time-limit") ? nil : ReplayVerifier.defaultTimeLimit
        guard !arguments.positional.isEmpty else {
            throw Refusal("verify needs at least one replay file")
        }
        let locations = FileLocations.resolve()
        let catalog = try locations.loadCatalog(extraPacks: arguments.value("--pack").map { [$0] } ?? [])
        let paths = arguments.positionalPaths
        let json = arguments.flag("--json")
        let keepsCommands = json || arguments.flag("--save")
        // The files are independent: verified side by side on the machine's cores, each within
        // its own time limit, then printed in the order given.
        let verified = SideBySide.map(paths.count) { index in
            Result { () throws(FormatError) -> Verified in
                let bytes = try FileBytes.readDocument(paths[index], maxBytes: Replay.maxFileBytes)
                let stream = try ReplayStream.open(bytes, file: paths[index].shown)
                let result = ReplayVerifier.verify(stream, catalog: catalog, timeLimit: timeLimit)
                return Verified(header: stream.header, tickCount: stream.tickCount, result: result,
                                replay: keepsCommands ? stream.replay() : nil, sha256: json ? SHA256.hexDigest(bytes) : nil)
            }
        }
        var failed = false
        var runs: [Run] = []
        for (file, outcome) in zip(paths, verified) {
            let path = file.shown
            let verified: Verified
            switch outcome {
            case .success(let success): verified = success
            case .failure(let error):
                printRefusal(file, "\(error)", json: json)
                failed = true
                continue
            }
            let result = verified.result
            failed = failed || !result.isSolved
            if result.stoppedByTimeLimit, let timeLimit {
                printRefusal(file, "\(path): refused: re-simulating it takes longer than \(timeLimit.components.seconds) s "
                             + "(stopped at tick \(result.ticks) of \(verified.tickCount)); --no-time-limit lifts the limit", json: json)
                continue
            }
            if json, let replay = verified.replay, let sha256 = verified.sha256 {
                printJSON(submission(file, replay, result, sha256: sha256, locations: locations).json)
            } else {
                printVerdict(path, verified.header, result)
            }
            if arguments.flag("--save"), let replay = verified.replay {
                switch savable(replay, result: result, catalog: catalog) {
                case .success(let (definition, splits)): runs.append(Run(path: path, replay: replay, definition: definition, splits: splits))
                case .failure(let reason): printOutput("  not saved: \(reason.description)")
                }
            }
        }
        if !runs.isEmpty, !save(runs, locations: locations) { return 2 }
        return failed ? 1 : 0
    }

    /// A replay that was not judged: its line, or with `--json` its record with the line as
    /// its `error`.
    private static func printRefusal(_ file: PathBytes, _ line: String, json: Bool) {
        if json {
            printJSON(SubmissionRecord.refusal(replayFileName: file.lastComponent, error: line))
        } else {
            printOutput(line)
        }
    }

    /// A record as it is: `JSONWriter` escapes every control character itself, so the text is
    /// safe on a terminal and must reach a parser byte for byte (`printOutput` would rewrite
    /// what it takes for a terminal's control codes).
    private static func printJSON(_ value: JSONValue) {
        print(JSONWriter.pretty(value), terminator: "")
    }

    private static func printVerdict(_ path: String, _ header: ReplayHeader, _ result: ReplayVerifier.Verification) {
        let ids = header.levelIDs.joined(separator: ",")
        var verdict = result.isSolved ? "solved" : "NOT SOLVED"
        if !result.flags.isEmpty {
            verdict += ", unofficial: " + result.flags.sorted().map(\.rawValue).joined(separator: ", ")
        }
        var line = "\(path): \(ids) \(result.ticks) ticks \(TickClock.format(result.ticks)) \(verdict)"
        var notes = result.problems
        if result.trailingTicks > 0 {
            notes.append("then \(result.trailingTicks) ticks of input after the solve, which a record may not have")
        }
        if !notes.isEmpty { line += " (" + notes.joined(separator: "; ") + ")" }
        printOutput(line)
        if header.levelIDs.count > 1 {
            for outcome in result.outcomes {
                let split = outcome.solvedAtTick.map(TickClock.format) ?? "-"
                printOutput("  \(outcome.levelID) \(split)")
            }
        }
    }

    /// The submission record of one verified replay: its file's hash and date, and the real
    /// time the player's records kept when this very file is a personal best's replay.
    private static func submission(_ file: PathBytes, _ replay: Replay, _ result: ReplayVerifier.Verification,
                                   sha256: String, locations: FileLocations) -> SubmissionRecord {
        let name = file.lastComponent
        var modified: String?
        var info = stat()
        if file.withCString({ stat($0, &info) }) == 0 {
            let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            modified = Date(timeIntervalSince1970: seconds).formatted(.iso8601)
        }
        let records = ProgressStore.load(from: locations.progressFile).progress.speedrunRecords
        let best = records.categories[replay.header.category.description]?.personalBest
        let real = best?.replayFile.map { Array($0.utf8) == name } == true ? best?.realSplitsMilliseconds : nil
        return SubmissionRecord(replayFileName: name, replaySHA256: sha256, replayModified: modified,
                                replay: replay, verification: result, realSplitsMilliseconds: real)
    }

    /// The run's category and splits when it may become a record.
    private static func savable(_ replay: Replay, result: ReplayVerifier.Verification,
                                catalog: LevelCatalog) -> Result<(CategoryDefinition, [Int]), Refusal> {
        guard result.isVerifiedRecord else { return .failure(Refusal("only a clean, solved run counts")) }
        // The verifier already checked that the levels are the category's, in order.
        guard let definition = try? CategoryDefinition(replay.header.category, catalog: catalog),
              let splits = RunStart.splits(solvedAtTicks: result.outcomes.compactMap(\.solvedAtTick), inputs: replay.inputs) else {
            return .failure(Refusal("the replay does not play its category's levels in order"))
        }
        return .success((definition, splits))
    }

    /// Copies each run's replay into the player's runs folder, then records them all in one
    /// locked update of the progress file; prints "saved" only after that update is on disk.
    private static func save(_ runs: [Run], locations: FileLocations) -> Bool {
        var store = ProgressStore.load(from: locations.progressFile)
        if let message = store.message { printError(message) }
        let folder = locations.replaysDirectory + "/runs"
        var named: [(Run, String)] = []
        // Replays this save added: if the progress file cannot record them, they go again, so no
        // replay is left that nothing names. (A name is the replay's hash: one already there may
        // be a record's, and stays.)
        var added: [String] = []
        do {
            for run in runs {
                let bytes = run.replay.encode()
                let name = SpeedrunDriver.verifiedReplayName(run.definition, replayBytes: bytes)
                let path = folder + "/" + name
                let existed = FileManager.default.fileExists(atPath: path)
                try AtomicFile.write(bytes, to: path)
                if !existed { added.append(path) }
                named.append((run, name))
            }
            var improved: [Bool] = []
            try store.update { progress in
                improved = named.map { run, name in
                    progress.speedrunRecords.recordVerifiedRun(run.definition, splits: run.splits, replayFile: name)
                }
            }
            for ((run, name), best) in zip(named, improved) {
                printOutput("\(run.path): saved to \(run.definition.id) as \(name)\(best ? ": new personal best" : "")")
            }
            return true
        } catch {
            for path in added { unlink(path) }
            printError("not saved: \(error)")
            return false
        }
    }
}
