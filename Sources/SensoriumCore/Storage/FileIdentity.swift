import Glibc

/// Which version of a file a path names: its device, inode, size and modification time, the way
/// `make` tells a changed file from an unchanged one. A picture is read again when it is used
/// rather than kept in memory from its level's load; this says whether it is still the file
/// that was loaded (an editor's save replaces the inode or moves the time).
struct FileIdentity: Equatable, Sendable {
    let device: UInt64, inode: UInt64, size: Int64
    let seconds: Int, nanoseconds: Int

    /// nil when nothing is there (or it cannot be looked at).
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
    }
}
