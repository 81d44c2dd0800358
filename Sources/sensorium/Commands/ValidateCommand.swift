import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// `sensorium validate [FILE|DIR...]`: the same checks the game makes when it loads levels.
/// `--pack FOLDER` checks a level pack as the game loads one from the player's levels folder:
/// its files against each other only, its pictures from the pack's folder, its bounds; a folder
/// of that levels folder given alone is checked so without `--pack`.
enum ValidateCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--pack"])
        if let pack = arguments.value("--pack") {
            guard arguments.positional.isEmpty else {
                throw Refusal("validate --pack takes one pack folder and no other files")
            }
            return validatePack(pack)
        }
        var targets = arguments.positional
        // A folder of the player's packs folder is a pack, checked as the game loads it.
        if targets.count == 1, isInstalledPack(targets[0]) { return validatePack(targets[0]) }
        if targets.isEmpty {
            // The game's own folder, which must be there (status 2 if not, as for every command).
            let locations = FileLocations.resolve()
            try locations.checkLevelsDirectory()
            targets = [locations.levelsDirectory]
        }
        var files: [String] = []
        var unreadable: [FormatError] = []
        for target in targets {
            guard let kind = PathKind.of(target) else {
                printOutput("\(target): (file): no such file or folder")
                return 1
            }
            if kind == .folder {
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

    private static func isInstalledPack(_ folder: String) -> Bool {
        let packs = URL(fileURLWithPath: FileLocations.resolve().levelPacksDirectory).resolvingSymlinksInPath().path
        return URL(fileURLWithPath: folder).resolvingSymlinksInPath().deletingLastPathComponent().path == packs
    }

    private static func validatePack(_ folder: String) -> Int32 {
        guard PathKind.of(folder) == .folder else {
            printOutput("\(folder): (file): no such folder")
            return 1
        }
        var catalog = LevelCatalog()
        catalog.addPack(folder: folder, pictures: FileLocations.packPictures)
        for problem in catalog.problems { printOutput(problem.description) }
        let pages = catalog.packs.first?.pageCount ?? 0
        guard catalog.problems.isEmpty else { return 1 }
        printOutput("\(catalog.levels.count) level\(catalog.levels.count == 1 ? "" : "s") valid, "
                    + "on \(pages) page\(pages == 1 ? "" : "s") of the home grid")
        return 0
    }
}
