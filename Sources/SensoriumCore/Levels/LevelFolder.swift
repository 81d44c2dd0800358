import Foundation

/// The one rule for which files of a folder are levels: every `*.json` directly inside it, by
/// name (`solutions/` and other folders are not looked into). The game's catalog and
/// `sensorium validate DIR` both list folders through here.
public enum LevelFolder {
    /// The paths of the level files in `directory`, sorted by name.
    public static func files(in directory: String) throws(JSONError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw JSONError(file: directory, path: "", reason: "cannot read the levels folder")
        }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
    }
}
