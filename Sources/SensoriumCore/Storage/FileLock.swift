import FoundationEssentials
import Glibc

/// An advisory lock (`flock`) on a small lock file beside a save file, held for one
/// read-modify-write, so two processes saving at once (two game windows, `verify --save` beside a
/// running game) take turns and each sees the other's records instead of overwriting them.
///
/// The lock file is `.NAME.lock` beside the file a symlinked save points to, so every path to
/// the same file takes the same lock. It is never removed: removing it could let a third process
/// lock a new file while the second still holds the old one.
///
/// ```swift
/// try FileLock.whileLocking(path) { () throws(FormatError) in
///     // read the file, change it, AtomicFile.write it
/// }
/// ```
public enum FileLock {
    /// How long to wait for another process's save before giving up; a save takes milliseconds.
    public static let timeoutSeconds = 10.0

    /// Runs `body` while holding the exclusive lock of `path`, creating its directory if needed.
    public static func whileLocking<T>(_ path: String, _ body: () throws -> T) throws -> T {
        let (directory, name) = AtomicFile.split(AtomicFile.resolvingSymlinks(path))
        try AtomicFile.createDirectory(directory)
        let lockPath = directory.appendingPath(".\(name).lock")
        let fd = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FormatError.system(lockPath, "create the lock file", errno: errno, writing: true) }
        defer { close(fd) }
        // Polled rather than blocking, so a process stuck while holding it cannot hang the game.
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else { throw FormatError.system(lockPath, "lock", errno: code, writing: true) }
            guard Date() < deadline else {
                throw FormatError(file: path, category: .unwritable, reason: "another process has been saving it for \(Int(timeoutSeconds)) s")
            }
            usleep(2_000)
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
