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
    }

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--pack"], flagOptions: ["--save", "--no-time-limit", "--json"])
        let timeLimit = arguments.flag("--no-time-limit") ? nil : ReplayVerifier.defaultTimeLimit
        guard !arguments.positional.isEmpty else {
            throw Arguments.Problem(description: "verify needs at least one replay file")
        }
        let locations = FileLocations.resolve()
        let catalog = try locations.loadCatalog(extraPacks: arguments.value("--pack").map { [$0] } ?? [])
        let paths = arguments.positional
        let json = arguments.flag("--json")
        let keepsCommands = json || arguments.flag("--save")
        // The files are independent: verified side by side on the machine's cores, each within
        // its own time limit, then printed in the order given.
        let verified = SideBySide.map(paths.count) { index in
            Result { () throws(FormatError) -> Verified in
                let stream = try ReplayStream.read(from: paths[index])
                let result = ReplayVerifier.verify(stream, catalog: catalog, timeLimit: timeLimit)
                return Verified(header: stream.header, tickCount: stream.tickCount, result: result,
                                replay: keepsCommands ? stream.replay() : nil)
            }
        }
        var failed = false
        var runs: [Run] = []
        for (path, outcome) in zip(paths, verified) {
            let file: Verified
            switch outcome {
            case .success(let verified): file = verified
            case .failure(let error):
                printRefusal(path, "\(error)", json: json)
                failed = true
                continue
            }
            let result = file.result
            failed = failed || !result.isSolved
            if result.stoppedByTimeLimit, let timeLimit {
                printRefusal(path, "\(path): refused: re-simulating it takes longer than \(timeLimit.components.seconds) s "
                             + "(stopped at tick \(result.ticks) of \(file.tickCount)); --no-time-limit lifts the limit", json: json)
                continue
            }
            if json, let replay = file.replay {
                printOutput(JSONWriter.pretty(submission(path, replay, result, locations: locations).json))
            } else {
                printVerdict(path, file.header, result)
            }
            if arguments.flag("--save"), let replay = file.replay {
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
    private static func printRefusal(_ path: String, _ line: String, json: Bool) {
        if json {
            printOutput(JSONWriter.pretty(SubmissionRecord.refusal(replayFile: path.lastPathComponent, error: line)))
        } else {
            printOutput(line)
        }
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
    private static func submission(_ path: String, _ replay: Replay, _ result: ReplayVerifier.Verification,
                                   locations: FileLocations) -> SubmissionRecord {
        let name = path.lastPathComponent
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? replay.encode()
        var modified: String?
        if let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date {
            modified = date.formatted(.iso8601)
        }
        let records = ProgressStore.load(from: locations.progressFile).progress.speedrunRecords
        let best = records.categories[replay.header.category.description]?.personalBest
        let real = best?.replayFile == name ? best?.realSplitsMilliseconds : nil
        return SubmissionRecord(replayFile: name, replaySHA256: SHA256.hexDigest(bytes), replayModified: modified,
                                replay: replay, verification: result, realSplitsMilliseconds: real)
    }

    private struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The run's category and splits when it may become a record.
    private static func savable(_ replay: Replay, result: ReplayVerifier.Verification,
                                catalog: LevelCatalog) -> Result<(CategoryDefinition, [Int]), Refusal> {
        guard result.isVerifiedRecord else { return .failure(Refusal(description: "only a clean, solved run counts")) }
        // The verifier already checked that the levels are the category's, in order.
        guard let definition = try? CategoryDefinition(replay.header.category, catalog: catalog),
              let splits = RunStart.splits(solvedAtTicks: result.outcomes.compactMap(\.solvedAtTick), inputs: replay.inputs) else {
            return .failure(Refusal(description: "the replay does not play its category's levels in order"))
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
