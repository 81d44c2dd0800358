import SensoriumCore
import SensoriumSDL

/// `sensorium splits export --category ID -o FILE.lss|FILE.json` and `sensorium splits import FILE.lss
/// [--category ID]`: records (personal best, golds, attempts) to and from LiveSplit.
enum SplitsCommand {
    static let usage = "usage: sensorium splits export --category ID -o FILE.lss|FILE.json | import FILE.lss [--category ID]"

    static func run(_ words: [String]) throws -> Int32 {
        guard let verb = words.first else { throw Refusal(usage) }
        let arguments = try Arguments(Array(words.dropFirst()), valueOptions: ["--category", "-o"])
        let locations = FileLocations.resolve()
        let catalog = try locations.loadCatalog()
        var store = ProgressStore.load(from: locations.progressFile)
        if let message = store.message { printError(message) }
        switch verb {
        case "export":
            guard let category = arguments.value("--category"), let output = try OutputFile.named(by: "-o", in: arguments) else {
                throw Refusal(usage)
            }
            output.report(try SplitsFiles.export(categoryID: category, catalog: catalog,
                                                 records: store.progress.speedrunRecords, to: output.path))
        case "import":
            guard arguments.positional.count == 1 else { throw Refusal(usage) }
            // Imported into the file as it is on disk now, under the save lock; a file the import
            // refuses (FormatError, exit 1) writes nothing.
            var summary = ""
            try store.update { progress in
                summary = try SplitsFiles.import(from: arguments.positional[0], categoryID: arguments.value("--category"),
                                                 catalog: catalog, records: &progress.speedrunRecords)
            }
            printOutput(summary)
        default:
            throw Refusal(usage)
        }
        return 0
    }
}
