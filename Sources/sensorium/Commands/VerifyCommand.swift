import Foundation
import SensoriumCore
import SensoriumSDL

/// `sensorium verify [--save] FILE...`: one line per replay — level ids, ticks, in-game time,
/// verdict, and every split of a run. `--save` records each clean, solved run in the player's
/// speedrun history, so a personal best can come from a replay.
enum VerifyCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: [], flagOptions: ["--save"])
        let locations = FileLocations.resolve()
        var store = arguments.flag("--save") ? ProgressStore.load(from: locations.progressFile) : nil
        if let message = store?.message { printError(message) }
        guard !arguments.positional.isEmpty else {
            throw Arguments.Problem(description: "verify needs at least one replay file")
        }
        let catalog = locations.loadCatalog()
        var failed = false
        for path in arguments.positional {
            let replay: Replay
            do {
                replay = try Replay.read(from: path)
            } catch {
                print("\(path): malformed: \(error)")
                failed = true
                continue
            }
            let result = ReplayVerifier.verify(replay, catalog: catalog)
            let ids = replay.header.levelIDs.joined(separator: ",")
            var verdict = result.isSolved ? "solved" : "NOT SOLVED"
            if !result.flags.isEmpty {
                verdict += ", unofficial: " + result.flags.sorted().map(\.rawValue).joined(separator: ", ")
            }
            var line = "\(path): \(ids) \(result.ticks) ticks \(TickClock.format(result.ticks)) \(verdict)"
            if !result.problems.isEmpty { line += " (" + result.problems.joined(separator: "; ") + ")" }
            print(line)
            if replay.header.levelIDs.count > 1 {
                for outcome in result.outcomes {
                    let split = outcome.solvedAtTick.map(TickClock.format) ?? "-"
                    print("  \(outcome.levelID) \(split)")
                }
            }
            failed = failed || !result.isSolved
            if store != nil { saveVerifiedRun(replay, path: path, result: result, catalog: catalog, into: &store!) }
        }
        if let store {
            do { try store.save() } catch { printError("progress not saved: \(error)"); return 1 }
        }
        return failed ? 1 : 0
    }

    private static func saveVerifiedRun(_ replay: Replay, path: String, result: ReplayVerifier.Verification,
                                        catalog: LevelCatalog, into store: inout ProgressStore) {
        guard result.isVerifiedRecord else {
            print("  not saved: only a clean, solved run counts")
            return
        }
        do {
            let definition = try CategoryDefinition(id: replay.header.category.description, catalog: catalog)
            let solvedAt = result.outcomes.compactMap(\.solvedAtTick)
            guard definition.levelIDs == replay.header.levelIDs,
                  let splits = RunStart.splits(solvedAtTicks: solvedAt, inputs: replay.inputs) else {
                print("  not saved: the replay does not play its category's levels in order")
                return
            }
            let improved = store.progress.speedrunRecords.recordVerifiedRun(definition, splits: splits, replayFile: path)
            print("  saved to \(definition.id)\(improved ? ": new personal best" : "")")
        } catch {
            print("  not saved: \(error)")
        }
    }
}
