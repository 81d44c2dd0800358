import FoundationEssentials

/// The one rule for which files of a folder are levels: every `*.json` directly inside it, by
/// name (`solutions/` and other folders are not looked into), but an editor's scratch files
/// (`isScratch`). The game's catalog, `sensorium validate DIR` and the hot reload all go
/// through here.
public enum LevelFolder {
    /// A level file by its name: `*.json`, not an editor's scratch file.
    public static func isLevelFile(_ name: String) -> Bool {
        name.hasSuffix(".json") && !isScratch(name)
    }

    /// Dot-files and editors' lock, swap and backup files (`.#ice.json`, `#ice.json#`,
    /// `ice.json~`, `.ice.json.swp`): never a level or a picture, and saving one reloads nothing.
    public static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~") || name.hasSuffix("#")
            || [".swp", ".swx", ".tmp"].contains { name.hasSuffix($0) }
    }

    /// The paths of the level files in `directory`, sorted by name, and one error per level file
    /// whose name is not UTF-8 (it cannot be opened by its name; see `FolderNames`).
    public static func files(in directory: String) throws(FormatError) -> (paths: [String], problems: [FormatError]) {
        do {
            let listing = try FolderNames.read(directory, keeping: LevelFolder.isLevelFile)
            return (listing.names.map { directory + "/" + $0 }, listing.notUTF8)
        } catch {
            throw FormatError(file: directory, path: "", category: .io, reason: "cannot read the levels folder")
        }
    }
}
