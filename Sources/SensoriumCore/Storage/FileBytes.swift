import FoundationEssentials
import Glibc

/// Reads a whole file with a size limit checked before anything is allocated, so a huge or
/// hostile file costs nothing. Every file the game reads comes through here: levels, replays,
/// AHAP patterns, LiveSplit files, pictures, sounds, progress and settings.
///
/// The file is opened non-blocking and checked with `fstat` before the first byte is read, so a
/// FIFO, a device or a directory is refused at once instead of hanging the game.
public enum FileBytes {
    /// The file's bytes, or nil when it does not exist.
    ///
    /// - Parameter maxBytes: the largest accepted file; a larger one is an error.
    public static func read(_ path: String, maxBytes: Int) throws(FormatError) -> [UInt8]? {
        try read(PathBytes(path), maxBytes: maxBytes)
    }

    /// `read` of a path given as bytes (a name that may not be UTF-8); errors name it as
    /// `PathBytes.shown`.
    public static func read(_ path: PathBytes, maxBytes: Int) throws(FormatError) -> [UInt8]? {
        guard let (fd, size) = try openChecked(path, maxBytes: maxBytes) else { return nil }
        let path = path.shown
        defer { close(fd) }
        // Read up to one byte past the limit: the file may have grown since fstat.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path, "read", errno: errno)
            }
            if count == 0 { break }
            filled += count
            if filled == bytes.count, filled <= maxBytes {
                bytes.append(contentsOf: repeatElement(0, count: min(4096, maxBytes + 1 - filled)))
            }
        }
        guard filled <= maxBytes else {
            throw FormatError(file: path, reason: "file is over the limit of \(maxBytes) bytes")
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The checks `read` makes before reading a byte, for a file read later: nil when it does
    /// not exist, else its size now; a FIFO, a device, a directory or a file over `maxBytes` is
    /// the same error as from `read`.
    public static func size(_ path: String, maxBytes: Int) throws(FormatError) -> Int? {
        guard let (fd, size) = try openChecked(PathBytes(path), maxBytes: maxBytes) else { return nil }
        close(fd)
        return size
    }

    /// The file opened and checked with `fstat` (the caller closes it), or nil when it does not exist.
    private static func openChecked(_ bytes: PathBytes, maxBytes: Int) throws(FormatError) -> (fd: Int32, size: Int)? {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let fd = bytes.withCString { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        let path = bytes.shown
        if fd < 0 {
            let code = errno
            if code == ENOENT { return nil }
            throw .system(path, "open", errno: code)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw .system(path, "read", errno: code)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw FormatError(file: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            close(fd)
            throw FormatError(file: path, reason: "file is \(size) bytes; the limit is \(maxBytes)")
        }
        return (fd, size)
    }

    /// The file's bytes for a parser of one of the game's formats: a missing or unreadable file
    /// is a `FormatError` of the whole document (`FILE: (document): no such file`), so every
    /// reader reports file-system problems and content problems the same way.
    public static func readDocument(_ path: String, maxBytes: Int) throws(FormatError) -> [UInt8] {
        try readDocument(PathBytes(path), maxBytes: maxBytes)
    }

    /// `readDocument` of a path given as bytes; errors name it as `PathBytes.shown`.
    public static func readDocument(_ path: PathBytes, maxBytes: Int) throws(FormatError) -> [UInt8] {
        let bytes: [UInt8]?
        do {
            bytes = try read(path, maxBytes: maxBytes)
        } catch {
            throw FormatError(file: path.shown, path: "", category: error.category, reason: error.reason)
        }
        guard let bytes else { throw FormatError(file: path.shown, path: "", category: .io, reason: "no such file") }
        return bytes
    }
}
