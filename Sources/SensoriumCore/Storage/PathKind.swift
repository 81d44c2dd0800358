import Glibc

/// What a path names, symbolic links followed: a folder or something else. `stat` where
/// `FileManager.fileExists(atPath:isDirectory:)` would need Foundation's `ObjCBool`.
public enum PathKind: Equatable, Sendable {
    case folder
    /// Anything that is not a folder: a regular file, a device, a FIFO.
    case file

    /// nil when nothing is there (or it cannot be looked at).
    public static func of(_ path: String) -> PathKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }
}
