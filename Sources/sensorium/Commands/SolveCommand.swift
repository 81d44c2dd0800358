import SensoriumCore
import SensoriumSDL

/// `sensorium solve (--level ID | --category ID) -o FILE`: finds a keyboard-only solution with
/// the built-in solver and writes it as a replay, so a level designer can prove a new level is
/// solvable. A category's levels are solved one after the other into one run.
enum SolveCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level", "--category", "-o"])
        guard let output = try OutputFile.named(by: "-o", in: arguments),
              let id = arguments.value("--category") ?? arguments.value("--level").map({ "level:\($0)" }) else {
            throw Refusal("solve needs --level ID or --category ID, and -o FILE")
        }
        let catalog = try FileLocations.resolve().loadCatalog()
        let definition = try CategoryDefinition(id: id, catalog: catalog)
        var inputs: [InputCommand] = []
        var results: [ReplayLevelResult] = []
        var levels: [Level] = []
        for levelID in definition.levelIDs {
            guard let level = catalog.level(id: levelID) else { continue }
            let solution: [InputCommand]
            // A key held on the last level's solving tick does nothing here until let go.
            switch LevelSolver.attempt(level, held: inputs.last?.buttons ?? []) {
            case .solved(let found): solution = found
            case .refused(let reason):
                // The solver is not the judge of a level: a designer's own keys prove it as well.
                printError("\(levelID): the solver cannot solve it: \(reason); play it and record your own solution: "
                           + "sensorium play --level \(levelID) --record \(output.path)")
                return 1
            }
            inputs += solution
            results.append(ReplayLevelResult(levelID: levelID, solvedAtTick: inputs.count))
            levels.append(level)
        }
        var header = ReplayVerifier.header(for: levels, category: definition.category, results: results)
        // Honest about its origin: a solver's input proves solvability, it is not a live run.
        header.flags.insert(.toolAssisted)
        try output.write(Replay(header: header, inputs: inputs).encode())
        output.report("\(id): solved in \(inputs.count) ticks (\(TickClock.format(inputs.count))), written to \(output.name)")
        return 0
    }
}
