import Foundation

/// The one rule for which files of a folder are levels: every `*.json` directly inside it, by
/// name (`solutions/` and other folders are not looked into). The game's catalog and
/// `sensorium validate DIR` both list folders through here.
public enum LevelFolder {
    /// The paths of the level files in `directory`, sorted by name, and one error per level file
    /// whose name is not UTF-8 (it cannot be opened by its name; see `FolderNames`).
    public static func files(in directory: String) throws(FormatError) -> (paths: [String], problems: [FormatError]) {
        do {
            let listing = try FolderNames.read(directory) { $0.hasSuffix(".json") }
            return (listing.names.map { directory + "/" + $0 }, listing.notUTF8)
        } catch {
            throw FormatError(file: directory, path: "", category: .io, reason: "cannot read the levels folder")
        }
    }
}
