import FoundationEssentials

/// `progress.json` on disk: loads it without ever losing it, saves it atomically and under a lock.
///
/// A missing file is a first start. A record that does not validate (one level, one speedrun
/// category, one imported comparison) is dropped and reported in `message`, every other record
/// is kept, and the original file is kept beside it as `progress.json.corrupt-<UTC time>` (with
/// `-2`, `-3`, ... if that name is taken). A file that is not a progress file at all is moved to
/// that name and the game starts fresh. If the original cannot be kept aside, saving is refused
/// for the session, so it is never overwritten.
///
/// Every save is a read-modify-write under `FileLock`: `update` re-reads the file, applies the
/// change to what is on disk now, checks that the result reads back, and writes it atomically.
/// So two processes saving at once both keep their records.
///
/// ```swift
/// var store = ProgressStore.load(from: places.progressFile)
/// if let message = store.message { print(message) }    // to stderr
/// try store.update { $0.record(levelID: "jump-1", solvedInTicks: 1450) }
/// ```
public struct ProgressStore: Sendable {
    /// The file this store reads and writes.
    public let path: String
    /// The progress as last loaded or saved.
    public private(set) var progress: Progress
    /// What was dropped or moved aside, for the player, one line per problem; nil after a clean load.
    public private(set) var message: String?
    /// Why saving is refused, or nil when it may.
    public private(set) var saveBlockedReason: String?
    /// The file was unreadable and moved aside, so what is on disk is no base for a change.
    private var movedAside = false

    public init(path: String, progress: Progress = Progress()) {
        self.init(path: path, progress: progress, message: nil, saveBlockedReason: nil)
    }

    private init(path: String, progress: Progress, message: String?, saveBlockedReason: String?) {
        self.path = path
        self.progress = progress
        self.message = message
        self.saveBlockedReason = saveBlockedReason
    }

    /// Loads `path`. Never fails: every problem becomes dropped records or empty progress, plus
    /// a `message`.
    ///
    /// - Parameter now: the time used to name a file kept aside.
    public static func load(from path: String, now: Date = Date()) -> ProgressStore {
        let problem: String
        do {
            guard let bytes = try FileBytes.read(path, maxBytes: Progress.maxFileBytes) else {
                return ProgressStore(path: path)
            }
            let (progress, dropped) = try Progress.decodeKeepingGoodRecords(bytes)
            if dropped.isEmpty { return ProgressStore(path: path, progress: progress) }
            return keepingOriginalAside(path, progress: progress, dropped: dropped, now: now)
        } catch {
            problem = error.inFile(path).description
        }
        do {
            let aside = try AsideCopy.move(path, now: now)
            var store = ProgressStore(path: path, progress: Progress(),
                                      message: "\(problem); moved to \(aside), starting fresh", saveBlockedReason: nil)
            store.movedAside = true
            return store
        } catch {
            return ProgressStore(
                path: path, progress: Progress(),
                message: "\(problem); could not move it aside (\(error.reason)), so progress will not be saved this session",
                saveBlockedReason: "the existing file could not be read or moved aside")
        }
    }

    /// The good records of a file with bad ones, with a copy of the original kept aside first:
    /// the next save replaces the file without the dropped records.
    private static func keepingOriginalAside(_ path: String, progress: Progress, dropped: [FormatError], now: Date) -> ProgressStore {
        let lines = dropped.map { "\($0.inFile(path)); dropped" }
        do {
            let aside = try AsideCopy.keep(path, now: now)
            return ProgressStore(path: path, progress: progress,
                                 message: (lines + ["\(path): every other record kept; the original is kept as \(aside)"]).joined(separator: "\n"),
                                 saveBlockedReason: nil)
        } catch {
            return ProgressStore(path: path, progress: progress,
                                 message: (lines + ["\(path): could not keep the original aside (\(error.reason)), so progress will not be saved this session"]).joined(separator: "\n"),
                                 saveBlockedReason: "the original file with dropped records could not be kept aside")
        }
    }

    /// Applies `change` to the progress on disk and saves it: under the save lock, re-reads the
    /// file (another process may have saved since), applies `change`, checks that the result
    /// reads back, writes it atomically and fsyncs its directory. Only when this returns is the
    /// change saved. If `change` throws, nothing is written.
    ///
    /// - Parameter now: the time used to name a file kept aside.
    public mutating func update(now: Date = Date(), _ change: (inout Progress) throws -> Void) throws {
        if let saveBlockedReason { throw FormatError(file: path, category: .unwritable, reason: saveBlockedReason) }
        try FileLock.whileLocking(path) {
            let current = ProgressStore.load(from: path, now: now)
            if let reason = current.saveBlockedReason { throw FormatError(file: path, category: .unwritable, reason: reason) }
            if let message = current.message { self.message = [self.message, message].compactMap { $0 }.joined(separator: "\n") }
            // A file that became unreadable since the load is no base: keep what this process had.
            var changed = current.movedAside ? progress : current.progress
            try change(&changed)
            let bytes = changed.encode()
            do throws(FormatError) {
                _ = try Progress.decode(bytes)
            } catch {
                // Says why; the caller that tried to save says "not saved".
                var refused = error.inFile(path)
                refused.reason += " (the game would not read it back)"
                throw refused
            }
            try AtomicFile.write(bytes, to: path)
            progress = changed
        }
    }


}
