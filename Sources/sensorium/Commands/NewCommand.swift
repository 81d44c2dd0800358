import SensoriumCore
import SensoriumSDL

/// `sensorium new --kind KIND --id ID [-o FILE]`: starts a level from the kind's template, every
/// field shown, in the first free cell of the home grid and with no `requires`, so it opens,
/// plays and solves at once; by default as `Levels/ID.json` of the data tree. Never overwrites.
enum NewCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--kind", "--id", "-o"])
        guard let kindName = arguments.value("--kind"), let id = arguments.value("--id") else {
            throw Refusal("new needs --kind KIND and --id ID")
        }
        let kinds = ChallengeKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let kind = ChallengeKind(rawValue: kindName) else {
            throw Refusal("--kind must be one of \(kinds)")
        }
        guard LevelParser.isValidID(id) else {
            throw Refusal("--id must be 1-40 characters of a-z, 0-9 and '-'")
        }
        let locations = FileLocations.resolve()
        let catalog = try locations.loadCatalog()
        guard catalog.level(id: id) == nil else {
            printError("\(id): a level with this id exists; pick another --id")
            return 1
        }
        guard let cell = LevelTemplate.freeCell(in: catalog) else {
            printError("every cell of the home grid is taken; free one first")
            return 1
        }
        guard let text = LevelTemplate.text(kind: kind, id: id, column: cell.column, row: cell.row) else {
            printError("\(kind.rawValue) has no template yet")
            return 1
        }
        // A folder or a socket at the path is refused in one line; a FIFO or a device is written into.
        let output = try OutputFile(arguments.value("-o") ?? locations.levelsDirectory + "/\(id).json")
        guard !output.replacesAFile else {
            printError("\(output.path): exists; new never overwrites a file")
            return 1
        }
        // One line, whatever fails (a read-only folder, a full disk): `OutputFile` says it.
        try output.write(Array(text.utf8))
        output.report("\(output.name): a new \(kind.rawValue) level at column \(cell.column), row \(cell.row); "
                      + "play it with sensorium play --level \(id), prove it with sensorium solve --level \(id) -o FILE")
        return 0
    }
}
