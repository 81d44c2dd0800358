import Foundation

/// `progress.json` on disk: loads it without ever losing it, saves it atomically.
///
/// A missing file is a first start. A file that cannot be read or parsed is moved aside to
/// `progress.json.corrupt-<UTC time>` (with `-2`, `-3`, ... if that name is taken), the game
/// starts with empty progress and shows `message`. If even moving it aside fails, saving is
/// refused for the session, so the unreadable file is never overwritten.
///
/// ```swift
/// var store = ProgressStore.load(from: places.progressFile)
/// if let message = store.message { print(message) }    // to stderr
/// store.progress.record(levelID: "jump-1", solvedInTicks: 1450)
/// try store.save()
/// ```
public struct ProgressStore: Sendable {
    /// The file this store reads and writes.
    public let path: String
    /// The progress in memory; `save()` writes it.
    public var progress: Progress
    /// What happened to an unreadable file, for the player; nil after a normal load.
    public let message: String?
    /// Why `save()` refuses to write, or nil when it may.
    public let saveBlockedReason: String?

    public init(path: String, progress: Progress = Progress()) {
        self.init(path: path, progress: progress, message: nil, saveBlockedReason: nil)
    }

    private init(path: String, progress: Progress, message: String?, saveBlockedReason: String?) {
        self.path = path
        self.progress = progress
        self.message = message
        self.saveBlockedReason = saveBlockedReason
    }

    /// Loads `path`. Never fails: every problem becomes empty progress plus a `message`.
    ///
    /// - Parameter now: the time used to name a moved-aside file.
    public static func load(from path: String, now: Date = Date()) -> ProgressStore {
        let problem: String
        do {
            guard let bytes = try FileBytes.read(path, maxBytes: Progress.maxFileBytes) else {
                return ProgressStore(path: path)
            }
            return ProgressStore(path: path, progress: try Progress.decode(bytes))
        } catch let error as JSONError {
            problem = error.inFile(path).description
        } catch let error as FileError {
            problem = error.description
        } catch {
            problem = "\(path): \(error)"
        }
        do {
            let aside = try moveAside(path, now: now)
            return ProgressStore(path: path, progress: Progress(),
                                 message: "\(problem); moved to \(aside), starting fresh", saveBlockedReason: nil)
        } catch {
            return ProgressStore(
                path: path, progress: Progress(),
                message: "\(problem); could not move it aside (\(error.reason)), so progress will not be saved this session",
                saveBlockedReason: "not saved: the existing file could not be read or moved aside")
        }
    }

    /// Writes the progress atomically (see `AtomicFile`).
    public func save() throws(FileError) {
        if let saveBlockedReason { throw FileError(path: path, reason: saveBlockedReason) }
        try AtomicFile.write(progress.encode(), to: path)
    }

    /// Moves `path` to a free `PATH.corrupt-<UTC time>[-N]` name, never replacing a file.
    /// Returns the new path.
    static func moveAside(_ path: String, now: Date) throws(FileError) -> String {
        let base = "\(path).corrupt-\(utcStamp(now))"
        for attempt in 1...1000 {
            let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
            // link() fails if the name exists, so an older aside file is never replaced.
            if link(path, candidate) == 0 {
                guard unlink(path) == 0 else {
                    let code = errno
                    unlink(candidate)
                    throw .system(path, "remove", errno: code)
                }
                return candidate
            }
            let code = errno
            if code == EEXIST { continue }
            // No hard links here (a directory, or a file system without them): rename, after
            // checking the name is free.
            var info = stat()
            if lstat(candidate, &info) == 0 { continue }
            guard rename(path, candidate) == 0 else { throw .system(path, "move aside", errno: errno) }
            return candidate
        }
        throw FileError(path: path, reason: "cannot move aside: too many corrupt copies already")
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
