import Foundation
import SensoriumCore
import SensoriumSDL

/// `sensorium verify FILE...`: one line per replay — level ids, ticks, in-game time, verdict.
enum VerifyCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: [])
        guard !arguments.positional.isEmpty else {
            throw Arguments.Problem(description: "verify needs at least one replay file")
        }
        let catalog = LevelCatalog.load(directory: FileLocations.resolve().levelsDirectory)
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
        }
        return failed ? 1 : 0
    }
}
