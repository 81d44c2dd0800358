import FoundationEssentials
import Glibc

/// The names in a folder as the file system holds them: bytes, not necessarily UTF-8.
/// Foundation's listing repairs such bytes into U+FFFD, so a file named with them would then be
/// looked for under another name and reported as "no such file"; here each such name is an
/// error saying what it is, shown with its bytes (`bad\xFF.json`). Every folder the game lists
/// (levels, haptic patterns) goes through here.
public enum FolderNames {
    /// The names of `directory` that `keep` accepts, sorted, and one error per kept name that is
    /// not UTF-8 (`keep` sees such a name with its bad bytes escaped).
    ///
    /// - Throws: `FormatError` when the folder cannot be read (missing, not a folder).
    public static func read(_ directory: String,
                            keeping keep: (String) -> Bool) throws(FormatError) -> (names: [String], notUTF8: [FormatError]) {
        guard let folder = opendir(directory) else { throw .system(directory, "read the folder", errno: errno) }
        defer { closedir(folder) }
        var names: [String] = []
        var notUTF8: [FormatError] = []
        while let entry = readdir(folder) {
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { name in
                    Array(UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))))
                }
            }
            if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                if keep(name) { names.append(name) }
            } else {
                let shown = TerminalText.fileName(bytes)
                guard keep(shown) else { continue }
                let path = directory.appendingPath(shown)
                notUTF8.append(FormatError(file: path, path: "", category: .io,
                                         reason: "the file name is not UTF-8 text, so the game cannot open it; rename it"))
            }
        }
        return (names.sorted(), notUTF8.sorted { ($0.file ?? "") < ($1.file ?? "") })
    }
}
