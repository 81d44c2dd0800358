import Foundation

/// Reads a whole file with a size limit checked before anything is allocated, so a huge or
/// hostile file costs nothing. Saves, settings and replays all read through here.
public enum FileBytes {
    /// The file's bytes, or nil when it does not exist.
    ///
    /// - Parameter maxBytes: the largest accepted file; a larger one is an error.
    public static func read(_ path: String, maxBytes: Int) throws(FileError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT { return nil }
            throw .system(path, "open", errno: code)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(path, "read", errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileError(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            throw FileError(path: path, reason: "file is \(size) bytes; the limit is \(maxBytes)")
        }
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
            throw FileError(path: path, reason: "file is over the limit of \(maxBytes) bytes")
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
