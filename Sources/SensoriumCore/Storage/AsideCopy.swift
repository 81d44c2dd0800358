import FoundationEssentials
import Glibc

/// Keeps a save file the game could not fully read beside it, as `NAME.corrupt-<UTC time>`
/// (with `-2`, `-3`, ... when that name is taken), so nothing the player had is ever overwritten.
/// Progress and settings both use it.
enum AsideCopy {
    /// Largest file copied when the file system has no hard links.
    static let maxCopyBytes = 64 << 20

    /// Links `path` to a free `PATH.corrupt-<UTC time>[-N]` name, leaving `path` in place; copies
    /// it there when the file system has no hard links. Returns the new path.
    static func keep(_ path: String, now: Date) throws(FormatError) -> String {
        try freeAsideName(path, now: now) { candidate throws(FormatError) in
            if link(path, candidate) == 0 { return true }
            if errno == EEXIST { return false }
            guard let bytes = try FileBytes.read(path, maxBytes: maxCopyBytes) else {
                throw FormatError(file: path, reason: "vanished while being kept aside")
            }
            var info = stat()
            if lstat(candidate, &info) == 0 { return false }
            try AtomicFile.write(bytes, to: candidate)
            return true
        }
    }

    /// Moves `path` to a free `PATH.corrupt-<UTC time>[-N]` name, never replacing a file.
    /// Returns the new path.
    static func move(_ path: String, now: Date) throws(FormatError) -> String {
        try freeAsideName(path, now: now) { candidate throws(FormatError) in
            // link() fails if the name exists, so an older aside file is never replaced.
            if link(path, candidate) == 0 {
                guard unlink(path) == 0 else {
                    let code = errno
                    unlink(candidate)
                    throw .system(path, "remove", errno: code, writing: true)
                }
                return true
            }
            if errno == EEXIST { return false }
            // No hard links here (a directory, or a file system without them): rename, after
            // checking the name is free.
            var info = stat()
            if lstat(candidate, &info) == 0 { return false }
            guard rename(path, candidate) == 0 else { throw .system(path, "move aside", errno: errno, writing: true) }
            return true
        }
    }

    /// Tries `PATH.corrupt-<UTC time>`, then `-2`, `-3`, ... until `place` takes one (returns
    /// true); false means the name was taken.
    private static func freeAsideName(_ path: String, now: Date,
                                      _ place: (String) throws(FormatError) -> Bool) throws(FormatError) -> String {
        let base = "\(path).corrupt-\(utcStamp(now))"
        for attempt in 1...1000 {
            let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
            if try place(candidate) { return candidate }
        }
        throw FormatError(file: path, reason: "cannot keep a copy aside: too many corrupt copies already")
    }

    /// `20250131T235959Z`.
    static func utcStamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(parts.tm_year + 1900, 4) + pad(parts.tm_mon + 1, 2) + pad(parts.tm_mday, 2)
            + "T" + pad(parts.tm_hour, 2) + pad(parts.tm_min, 2) + pad(parts.tm_sec, 2) + "Z"
    }
}
