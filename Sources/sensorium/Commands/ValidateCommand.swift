import Foundation
import SensoriumCore
import SensoriumSDL

/// `sensorium validate [FILE|DIR...]`: the same checks the game makes when it loads levels.
enum ValidateCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: [])
        var targets = arguments.positional
        if targets.isEmpty { targets = [FileLocations.resolve().levelsDirectory] }
        var files: [String] = []
        for target in targets {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else {
                print("\(target): (file): no such file or folder")
                return 1
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
                files += names.filter { $0.hasSuffix(".json") }.sorted().map { target + "/" + $0 }
            } else {
                files.append(target)
            }
        }
        let catalog = ImageLuminance.attachScenes(to: LevelCatalog.load(files: files),
                                                  resources: FileLocations.resolve().resourcesDirectory)
        for problem in catalog.problems { print(problem.description) }
        if catalog.problems.isEmpty {
            print("\(catalog.levels.count) level\(catalog.levels.count == 1 ? "" : "s") valid")
            return 0
        }
        return 1
    }
}
