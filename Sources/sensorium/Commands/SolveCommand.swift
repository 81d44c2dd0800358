import SensoriumCore
import SensoriumSDL

/// `sensorium solve --level ID -o FILE`: finds a keyboard-only solution with the built-in solver
/// and writes it as a replay, so a level designer can prove a new level is solvable.
enum SolveCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level", "-o"])
        guard let id = arguments.value("--level"), let output = arguments.value("-o") else {
            throw Arguments.Problem(description: "solve needs --level ID and -o FILE")
        }
        let catalog = LevelCatalog.load(directory: FileLocations.resolve().levelsDirectory)
        guard let level = catalog.level(id: id) else {
            throw Arguments.Problem(description: "no valid level has id \"\(id)\"")
        }
        guard let inputs = LevelSolver.solve(level) else {
            printError("\(id): the solver found no solution within \(TickClock.format(LevelSolver.tickLimit))")
            return 1
        }
        var header = ReplayVerifier.header(for: [level], category: .level(id),
                                           results: [ReplayLevelResult(levelID: id, solvedAtTick: inputs.count)])
        // Honest about its origin: a solver's input proves solvability, it is not a live run.
        header.flags.insert(.toolAssisted)
        try Replay(header: header, inputs: inputs).write(to: output)
        print("\(id): solved in \(inputs.count) ticks (\(TickClock.format(inputs.count))), written to \(output)")
        return 0
    }
}
