import FoundationEssentials
import Glibc

/// Replaces a file so that a crash, a kill or a power cut at any moment leaves either the whole
/// old file or the whole new one, never a mix or a truncated file.
///
/// The sequence: write everything to a temporary file in the same directory (same file system,
/// so the rename is atomic), fsync it, rename it over the target, fsync the directory so the
/// rename itself is durable. On any failure the temporary file is removed and the target is left
/// as it was.
///
/// ```swift
/// try AtomicFile.write(Array(text.utf8), to: "/home/ada/.local/share/sensorium/progress.json")
/// ```
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically, creating missing parent directories with mode 0700.
    /// A symlinked `path` stays a symlink: the file it points to is the one replaced. Anything
    /// there that is not a regular file (a device, a FIFO, a folder) is refused, never replaced.
    public static func write(_ bytes: [UInt8], to path: String) throws(FormatError) {
        let path = resolvingSymlinks(path)
        let (directory, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FormatError(file: path, category: .unwritable, reason: "not a file name")
        }
        // A rename replaces whatever is there: as root, a save pointed at /dev/null (or a symlink
        // to it) would put a regular file in its place and break the machine. Only a regular
        // file is ever replaced; a command's output into a FIFO or a device is `OutputFile`'s.
        var existing = stat()
        if lstat(path, &existing) == 0, (existing.st_mode & S_IFMT) != S_IFREG {
            let kind = (existing.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
            throw FormatError(file: path, category: .unwritable, reason: "is \(kind); only a regular file is replaced")
        }
        try createDirectory(directory)
        removeStaleTemporaries(in: directory, for: name)

        var random = SystemRandomNumberGenerator()
        let suffix = SHA256.hex((0..<8).map { _ in UInt8.random(in: 0...255, using: &random) })
        let temporary = directory.appendingPath("\(temporaryPrefix(for: name))\(getpid())-\(suffix)")

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        // Errors name the file the player asked for: the temporary one is gone by then.
        guard fd >= 0 else { throw .system(path, "create", errno: errno, writing: true) }
        var isOpen = true
        do throws(FormatError) {
            try writeAll(bytes, to: fd, path: path)
            guard fsync(fd) == 0 else { throw .system(path, "sync", errno: errno, writing: true) }
            // Linux releases the descriptor even when close fails, so never close it twice.
            isOpen = false
            guard close(fd) == 0 else { throw .system(path, "close", errno: errno, writing: true) }
        } catch {
            if isOpen { close(fd) }
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .system(path, "replace", errno: code, writing: true)
        }
        try syncDirectory(directory)
    }

    /// Creates `path` and any missing parents with mode 0700 (the data is the player's own).
    public static func createDirectory(_ path: String) throws(FormatError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw FormatError(file: path, category: .unwritable, reason: "exists and is not a directory")
            }
            return
        }
        let (parent, _) = split(path)
        if parent != path { try createDirectory(parent) }
        if mkdir(path, 0o700) != 0 {
            let code = errno
            if code != EEXIST { throw .system(path, "create directory", errno: code, writing: true) }
        } else {
            try? syncDirectory(parent)
        }
    }

    /// The name prefix of this target's temporary files: `.progress.json.tmp-`.
    static func temporaryPrefix(for name: String) -> String { ".\(name).tmp-" }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FormatError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path, "write", errno: errno, writing: true)
            }
            written += count
        }
    }

    private static func syncDirectory(_ directory: String) throws(FormatError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .system(directory, "open directory", errno: errno, writing: true) }
        defer { close(fd) }
        // Some file systems cannot sync a directory (EINVAL); the rename is still done.
        if fsync(fd) != 0, errno != EINVAL {
            throw .system(directory, "sync directory", errno: errno, writing: true)
        }
    }

    /// Removes temporary files left by a process that was killed mid-save. Files of live
    /// processes (including this one) are left alone: they may be writing right now.
    private static func removeStaleTemporaries(in directory: String, for name: String) {
        let prefix = temporaryPrefix(for: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let rest = entry.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]) else { continue }
            if pid == getpid() { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                unlink(directory.appendingPath(entry))
            }
        }
    }

    /// The file a chain of symlinks at `path` ends on (which may not exist yet); `path` itself
    /// when it is not a symlink. Gives up after 40 links, as the kernel does.
    static func resolvingSymlinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
            let count = buffer.withUnsafeMutableBytes { readlink(current, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
            guard count > 0 else { return current }
            let target = String(decoding: buffer[..<count], as: UTF8.self)
            current = target.hasPrefix("/") ? target : split(current).directory.appendingPath(target)
        }
        return current
    }

    /// `("/a/b", "c.json")` for `/a/b/c.json`; `(".", "c.json")` for `c.json`.
    static func split(_ path: String) -> (directory: String, name: String) {
        let trimmed = path.trimmingTrailingSlashes
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let directory = trimmed[..<slash]
        return (directory.isEmpty ? "/" : String(directory), String(trimmed[trimmed.index(after: slash)...]))
    }
}
