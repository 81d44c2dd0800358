import Glibc
import SensoriumCore

/// Hot reload for level designers: the kernel tells us when a file of the levels folder is
/// written, renamed in or deleted (inotify), so nothing is polled. Each frame costs one
/// non-blocking `read`. A burst of writes (an editor saving through a temporary file) is let
/// settle for a tenth of a second, then the folder is read again once: a save shows within
/// well under a second. The player's packs folder and each pack in it are watched the same way
/// (a pack added or removed as a folder counts as a change); while the packs folder does not
/// exist yet, its nearest existing parent is watched for it to appear.
///
/// ```swift
/// let watcher = LevelWatcher(locations: locations, catalog: catalog)
/// if let (catalog, problems) = watcher?.poll(now: seconds) { _ = session.reload(catalog, problems: problems) }
/// ```
public final class LevelWatcher {
    /// Quiet time after the last change before the folder is read.
    public static let settleSeconds = 0.1

    private let descriptor: Int32
    private let locations: FileLocations
    private var catalog: LevelCatalog
    /// The problems already reported, so an unrelated save does not repeat a standing error.
    private var reported: Set<String>
    private var lastChange: Double?
    private var buffer = [UInt8](repeating: 0, count: 4096)
    /// The watch on the packs folder, where a folder coming or going is a pack added or removed.
    private var packsWatch: Int32 = -1
    /// While the packs folder is missing: the watch on its nearest existing parent folder.
    private var parentWatch: Int32 = -1
    /// The watches on `Levels/` and on the pictures folder, or -1.
    private var levelsWatch: Int32 = -1
    private var picturesWatch: Int32 = -1

    /// Nil (with a line on stderr) where inotify is unavailable: the game plays on without it.
    public init?(locations: FileLocations, catalog: LevelCatalog) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        self.locations = locations
        self.catalog = catalog
        reported = Set(catalog.problems.map(\.description))
        guard descriptor >= 0 else {
            printError("level files will not reload while the game runs: \(String(cString: strerror(errno)))")
            return nil
        }
        levelsWatch = inotify_add_watch(descriptor, locations.levelsDirectory, Self.mask)
        guard levelsWatch >= 0 else {
            printError("\(locations.levelsDirectory): level files will not reload while the game runs: \(String(cString: strerror(errno)))")
            close(descriptor)
            return nil
        }
        // The pictures levels name: saving only a picture reloads its level too. Optional: a
        // data tree without the folder has no pictures to watch.
        picturesWatch = inotify_add_watch(descriptor, locations.scenesDirectory, Self.mask)
        watchPacks()
    }

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)

    /// The packs folder (when there is one) and every pack the catalog holds; watching a folder
    /// already watched changes nothing, so this runs again after each reload for new packs.
    private func watchPacks() {
        packsWatch = inotify_add_watch(descriptor, locations.levelPacksDirectory, Self.mask)
        if parentWatch >= 0, parentWatch != levelsWatch, parentWatch != picturesWatch {
            inotify_rm_watch(descriptor, parentWatch)
        }
        parentWatch = packsWatch >= 0 ? -1 : watchNearestParent(of: locations.levelPacksDirectory)
        for pack in catalog.packs { _ = inotify_add_watch(descriptor, pack.directory, Self.mask) }
    }

    /// Watches the nearest folder above `path` that exists, for a folder made in it (the
    /// player's first pack made with `mkdir -p`, the data folder itself perhaps missing).
    private func watchNearestParent(of path: String) -> Int32 {
        var folder = path
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = String(folder[..<slash])
            let watch = inotify_add_watch(descriptor, folder, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR | IN_MASK_ADD))
            if watch >= 0 { return watch }
        }
        return -1
    }

    deinit { close(descriptor) }

    /// The reloaded catalog and its new problems (already printed to stderr), once a change has
    /// settled; nil otherwise. `now` is any monotonic clock in seconds.
    public func poll(now: Double) -> (catalog: LevelCatalog, problems: [FormatError])? {
        if drainEvents() { lastChange = now }
        guard let changed = lastChange, now - changed >= Self.settleSeconds else { return nil }
        lastChange = nil
        catalog = locations.reloadCatalog(keeping: catalog)
        watchPacks()
        let fresh = catalog.problems.filter { !reported.contains($0.description) }
        reported = Set(catalog.problems.map(\.description))
        for problem in fresh { printError(problem.description) }
        return (catalog, fresh)
    }

    /// Reads every pending event; true when one concerns a level file (`*.json`), a picture (in
    /// the pictures folder, or any file of a pack, whose pictures sit beside its levels), a
    /// folder of the packs folder (a pack) or on the way to it, an editor's scratch files aside
    /// (`LevelFolder.isScratch`), or events were lost (queue overflow), which counts as a change.
    private func drainEvents() -> Bool {
        var changed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return changed }
            var offset = 0
            // Each event: wd (4), mask (4), cookie (4), len (4), then `len` bytes of name.
            while offset + 16 <= count {
                let watch = Int32(bitPattern: load(at: offset)), mask = load(at: offset + 4), length = Int(load(at: offset + 12))
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                let isFolder = mask & UInt32(IN_ISDIR) != 0
                let isPack = watch == packsWatch && isFolder
                let isOnTheWay = watch == parentWatch && isFolder
                let isPicture = watch != levelsWatch && watch != packsWatch && watch != parentWatch
                    && !name.isEmpty && !LevelFolder.isScratch(name)
                if isPack || isOnTheWay || isPicture || mask & UInt32(IN_Q_OVERFLOW) != 0 || LevelFolder.isLevelFile(name) {
                    changed = true
                }
                offset += 16 + length
            }
        }
    }

    private func load(at offset: Int) -> UInt32 {
        buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
}
