import FoundationEssentials
import Glibc
import SensoriumCore

/// Where the game finds its data (levels, resources) and keeps the player's files: the data
/// tree is found here, the player's folders come from `StorageLocations` (XDG).
public struct FileLocations: Sendable {
    /// The data tree holding `Levels/` and `Resources/`.
    public let dataRoot: String
    /// Settings and progress folders.
    public let storage: StorageLocations

    public var levelsDirectory: String { dataRoot + "/Levels" }
    public var resourcesDirectory: String { dataRoot + "/Resources" }
    /// The pictures levels name (a dark scan's scene).
    public var scenesDirectory: String { resourcesDirectory + "/scenes" }
    public var solutionsDirectory: String { levelsDirectory + "/solutions" }
    /// The player's level packs, one folder each (`LevelPack`).
    public var levelPacksDirectory: String { storage.dataDirectory + "/levels" }
    public var settingsFile: String { storage.settingsFile }
    public var progressFile: String { storage.progressFile }
    public var screenshotsDirectory: String { storage.dataDirectory + "/screenshots" }
    public var replaysDirectory: String { storage.dataDirectory + "/replays" }
    /// AHAP files the player drops here play like the game's own (same name overrides).
    public var userHapticsDirectory: String { storage.dataDirectory + "/haptics" }

    /// Resolves the data tree: `SENSORIUM_DATA` when set; else the executable's own folder when
    /// it holds `Levels/` and `Resources/` (an unpacked release tarball); else
    /// `<prefix>/share/sensorium` beside an installed `<prefix>/bin/sensorium` (or
    /// `/usr/games/sensorium`); else the nearest folder holding `Levels/` and `Package.swift`
    /// walking up from the executable (a build folder inside the source tree); else the working
    /// directory.
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment,
                               executable: String = runningExecutable()) -> FileLocations {
        // Without a usable HOME the player's files go to a folder in the temporary directory,
        // so the game still runs (and says where).
        let fallback = FileManager.default.temporaryDirectory.path + "/sensorium-\(getuid())"
        let storage = StorageLocations(environment: environment)
            ?? StorageLocations(configDirectory: fallback + "/config", dataDirectory: fallback + "/data")
        return FileLocations(dataRoot: findDataRoot(environment: environment, executable: executable), storage: storage)
    }

    /// The running binary's real path from `/proc/self/exe`: `argv[0]` is only `sensorium` when
    /// the game is started through `PATH`, which says nothing about where it lives.
    public static func runningExecutable() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return CommandLine.arguments.first ?? ""
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    private static func findDataRoot(environment: [String: String], executable: String) -> String {
        if let explicit = nonEmpty(environment["SENSORIUM_DATA"]) { return explicit }
        let fileManager = FileManager.default
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        if fileManager.fileExists(atPath: directory.appendingPathComponent("Levels").path),
           fileManager.fileExists(atPath: directory.appendingPathComponent("Resources").path) {
            return directory.path
        }
        let installed = directory.deletingLastPathComponent().appendingPathComponent("share/sensorium")
        if fileManager.fileExists(atPath: installed.appendingPathComponent("Levels").path) {
            return installed.path
        }
        for _ in 0..<6 {
            if fileManager.fileExists(atPath: directory.appendingPathComponent("Levels").path),
               fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.path
            }
            directory.deleteLastPathComponent()
        }
        return fileManager.currentDirectoryPath
    }

    /// The catalog's folders here, with SDL_image as the decoder of their pictures; the assembly
    /// is the core's (`LevelSources`), so the commands below only say where.
    private var levelSources: LevelSources {
        let resources = resourcesDirectory
        return LevelSources(levelsDirectory: levelsDirectory, packsDirectory: levelPacksDirectory,
                            scenePictures: { ImageLuminance.scenePictures(resources: resources) },
                            packPictures: Self.packPictures)
    }

    /// Every level in `Levels/`, validated, with its scene pictures, then the player's packs
    /// (`levelPacksDirectory`), and `extraPacks` (a designer's pack folder named on the command
    /// line, standing in for an installed pack of the same name): the one way commands load
    /// levels (`LevelSources.load`). Throws when the game's own levels folder is missing.
    public func loadCatalog(extraPacks: [String] = []) throws(Refusal) -> LevelCatalog {
        try levelSources.load(extraPacks: extraPacks)
    }

    /// The levels read again while the game runs (`LevelSources.reload`, hot reload).
    public func reloadCatalog(keeping previous: LevelCatalog) -> LevelCatalog {
        levelSources.reload(keeping: previous)
    }

    /// Throws unless `Levels/` is a folder.
    public func checkLevelsDirectory() throws(Refusal) {
        try levelSources.checkLevelsDirectory()
    }

    /// A pack's scene pictures sit in its own folder, on budgets of its own (decoded pixels, and
    /// file bytes read), fresh for each load.
    public static func packPictures(_ directory: String) -> LevelPictures {
        LevelPictures(directory: directory, budgetPixels: LevelPack.budgetPixels, bytes: PictureBytes(total: LevelPack.pictureBytes),
                      decode: { bytes, file in try ImageLuminance.decode(bytes, file: file) })
    }
}
