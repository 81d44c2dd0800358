import Foundation

/// Where the game finds its data (levels, resources) and keeps the player's files. The one
/// file-location helper: everything else asks here.
public struct FileLocations: Sendable {
    /// The data tree holding `Levels/` and `Resources/`.
    public let dataRoot: String
    /// `$XDG_CONFIG_HOME/sensorium` (or `~/.config/sensorium`): settings.
    public let configDirectory: String
    /// `$XDG_DATA_HOME/sensorium` (or `~/.local/share/sensorium`): progress, replays, screenshots.
    public let saveDirectory: String

    public var levelsDirectory: String { dataRoot + "/Levels" }
    public var resourcesDirectory: String { dataRoot + "/Resources" }
    public var solutionsDirectory: String { levelsDirectory + "/solutions" }
    public var settingsFile: String { configDirectory + "/settings.json" }
    public var progressFile: String { saveDirectory + "/progress.json" }
    public var screenshotsDirectory: String { saveDirectory + "/screenshots" }
    public var replaysDirectory: String { saveDirectory + "/replays" }

    /// Resolves the data tree: `SENSORIUM_DATA` when set; else the nearest folder holding
    /// `Levels/` walking up from the executable (a build folder inside the source tree); else
    /// `<prefix>/share/sensorium` beside an installed `<prefix>/bin/sensorium`; else the
    /// working directory.
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment,
                               executable: String = CommandLine.arguments.first ?? "") -> FileLocations {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let config = nonEmpty(environment["XDG_CONFIG_HOME"]) ?? home + "/.config"
        let data = nonEmpty(environment["XDG_DATA_HOME"]) ?? home + "/.local/share"
        return FileLocations(dataRoot: findDataRoot(environment: environment, executable: executable),
                             configDirectory: config + "/sensorium",
                             saveDirectory: data + "/sensorium")
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    private static func findDataRoot(environment: [String: String], executable: String) -> String {
        if let explicit = nonEmpty(environment["SENSORIUM_DATA"]) { return explicit }
        let fileManager = FileManager.default
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
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
}
