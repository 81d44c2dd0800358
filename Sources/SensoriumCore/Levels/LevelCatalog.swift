import Foundation

/// All level files of a folder, validated together: each file on its own, then the set (ids
/// match file names, no two tiles on one grid cell, every required level exists). A broken file
/// is reported and left out; the rest still load.
public struct LevelCatalog: Sendable {
    /// Valid levels, ordered by grid position (row, then column).
    public private(set) var levels: [Level] = []
    /// One entry per problem, attributed to its file.
    public internal(set) var problems: [FormatError] = []
    /// Files that failed, by name, so the home screen can show them as broken tiles.
    public private(set) var brokenFiles: [String] = []

    public init() {}

    /// Loads every level file of `directory` (`LevelFolder.files`; solutions/ and other folders
    /// are ignored), with their pictures from `pictures` when given.
    public static func load(directory: String, pictures: LevelPictures? = nil) -> LevelCatalog {
        var catalog = LevelCatalog()
        do {
            let listing = try LevelFolder.files(in: directory)
            catalog.add(files: listing.paths, pictures: pictures)
            for problem in listing.problems { catalog.fail(problem.file ?? directory, problem) }
        } catch {
            catalog.problems.append(error)
        }
        return catalog
    }

    /// Loads the given files (as `sensorium validate FILE...` does), checking them as one set.
    public static func load(files paths: [String], pictures: LevelPictures? = nil) -> LevelCatalog {
        var catalog = LevelCatalog()
        catalog.add(files: paths, pictures: pictures)
        return catalog
    }

    private mutating func add(files paths: [String], pictures: LevelPictures?) {
        var parsed: [(path: String, level: Level)] = []
        for (path, result) in zip(paths, Self.parseAll(paths, pictures: pictures)) {
            switch result {
            case .success(let level): parsed.append((path, level))
            case .failure(let error): fail(path, error)
            }
        }
        assemble(parsed)
    }

    /// Every file parsed on its own, side by side on the machine's cores (each is independent of
    /// the others), then the pictures charged to one budget in file order. Results keep the order
    /// of `paths`, so problems are reported as if read one by one.
    static func parseAll(_ paths: [String], pictures: LevelPictures?) -> [Result<Level, FormatError>] {
        let results = ParseResults(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.store(Result { () throws(FormatError) -> Level in try parse(paths[index], pictures: pictures) }, at: index)
        }
        return charging(results.all, budget: pictures?.budgetPixels ?? 0)
    }

    /// One file on its own: read, parsed, and named after its id.
    static func parse(_ path: String, pictures: LevelPictures?) throws(FormatError) -> Level {
        let bytes = try FileBytes.readDocument(path, maxBytes: LevelParser.limits.maxBytes)
        let level = try LevelParser.parse(bytes, pictures: pictures)
        let expectedName = level.id + ".json"
        guard (path as NSString).lastPathComponent == expectedName else {
            throw FormatError(path: "id", reason: "\"\(level.id)\" does not match the file name; name the file \(expectedName)")
        }
        return level
    }

    /// Checks the parsed files as one set and keeps the levels that pass.
    mutating func assemble(_ parsed: [(path: String, level: Level)]) {
        var ids: [String: String] = [:]
        var unique: [(path: String, level: Level)] = []
        for entry in parsed {
            let level = entry.level
            if let other = ids[level.id] {
                fail(entry.path, FormatError(path: "id", reason: "duplicate id \"\(level.id)\", also in \(other)"))
                continue
            }
            ids[level.id] = entry.path
            unique.append(entry)
        }
        // A level loads only if it can ever open: everything it requires must load and open in
        // turn, so a missing id, a loop or a rejected level upstream never leaves a tile locked
        // forever.
        var openable: Set<String> = []
        var waiting = unique
        var opened = true
        while opened {
            opened = false
            waiting.removeAll { entry in
                guard entry.level.requires.allSatisfy(openable.contains) else { return false }
                openable.insert(entry.level.id)
                opened = true
                return true
            }
        }
        for entry in waiting {
            let index = entry.level.requires.firstIndex { !openable.contains($0) } ?? 0
            let id = entry.level.requires[index]
            let reason = ids[id] == nil ? "no valid level has id \"\(id)\""
                : "\"\(id)\" can never be opened: its own requirements are missing or loop back"
            fail(entry.path, FormatError(path: "requires[\(index)]", reason: reason))
        }
        levels = placeTiles(unique.filter { openable.contains($0.level.id) })
        levels.sort { ($0.tile.row, $0.tile.column) < ($1.tile.row, $1.tile.column) }
    }

    /// One level per grid cell. When two files claim a cell, the one that was there first (the
    /// older file) keeps it and the newcomer moves to the next free cell, reading on from the
    /// cell it asked for: a stranger's file can never push a shipped level (and all that
    /// requires it) off the grid, and a designer who saves a level onto a taken cell sees it
    /// land beside it, with the reason.
    private mutating func placeTiles(_ entries: [(path: String, level: Level)]) -> [Level] {
        let ages = entries.map { Self.modificationTime($0.path) }
        // Oldest first; equal times in the order the files were read.
        let order = entries.indices.sorted { (ages[$0], $0) < (ages[$1], $1) }
        let width = LevelParser.gridColumns.count
        var owners: [Int: String] = [:]
        var moved: Set<Int> = []
        var placed = entries.map(\.level)
        for index in order {
            let tile = placed[index].tile
            let cell = tile.row * width + tile.column
            if owners[cell] == nil {
                owners[cell] = placed[index].id
            } else {
                moved.insert(index)
            }
        }
        for index in order where moved.contains(index) {
            let tile = placed[index].tile
            let wanted = tile.row * width + tile.column
            var free = wanted
            while owners[free] != nil { free += 1 }
            owners[free] = placed[index].id
            placed[index].tile.column = free % width
            placed[index].tile.row = free / width
            problems.append(FormatError(file: entries[index].path, path: "tile", reason:
                "column \(tile.column), row \(tile.row) is taken by \(owners[wanted] ?? ""); "
                + "shown at the free column \(free % width), row \(free / width)"))
        }
        return placed
    }

    /// When the file last changed, in nanoseconds; 0 when it cannot be told.
    private static func modificationTime(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
    }

    mutating func fail(_ path: String, _ error: Error) {
        let jsonError = (error as? FormatError) ?? FormatError(path: "", reason: "\(error)")
        problems.append(jsonError.inFile(path))
        brokenFiles.append((path as NSString).lastPathComponent)
    }

    public func level(id: String) -> Level? { levels.first { $0.id == id } }
}

/// The slots `parseAll` fills from several threads at once, one slot per file.
private final class ParseResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Level, FormatError>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<Level, FormatError>, at index: Int) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    var all: [Result<Level, FormatError>] {
        lock.lock()
        defer { lock.unlock() }
        return results.map { $0 ?? .failure(FormatError(path: "", reason: "not read")) }
    }
}
