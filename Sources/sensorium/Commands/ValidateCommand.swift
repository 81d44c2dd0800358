import Foundation
import SensoriumCore
import SensoriumSDL

/// `sensorium validate [FILE|DIR...]`: the same checks the game makes when it loads levels.
enum ValidateCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: [])
        var targets = arguments.positional
        if targets.isEmpty {
            // The game's own folder, which must be there (status 2 if not, as for every command).
            let locations = FileLocations.resolve()
            try locations.checkLevelsDirectory()
            targets = [locations.levelsDirectory]
        }
        var files: [String] = []
        var unreadable: [FormatError] = []
        for target in targets {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else {
                printOutput("\(target): (file): no such file or folder")
                return 1
            }
            if isDirectory.boolValue {
                do {
                    let listing = try LevelFolder.files(in: target)
                    files += listing.paths
                    unreadable += listing.problems
                } catch {
                    unreadable.append(error)
                }
            } else {
                files.append(target)
            }
        }
        let catalog = LevelCatalog.load(files: files,
                                         pictures: ImageLuminance.scenePictures(resources: FileLocations.resolve().resourcesDirectory))
        let problems = unreadable + catalog.problems
        for problem in problems { printOutput(problem.description) }
        if problems.isEmpty {
            printOutput("\(catalog.levels.count) level\(catalog.levels.count == 1 ? "" : "s") valid")
            return 0
        }
        return 1
    }
}
