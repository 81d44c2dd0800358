import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// All level files of a folder, validated together: each file on its own, then the set (ids
/// match file names, no two tiles on one grid cell, every required level exists). A broken file
/// is reported and left out; the rest still load.
public struct LevelCatalog: Sendable {
    /// Valid levels, ordered by grid position (row, then column).
    public internal(set) var levels: [Level] = []
    /// One entry per problem, attributed to its file.
    public internal(set) var problems: [FormatError] = []
    /// Files that failed, by name, so the home screen can show them as broken tiles (a pack's
    /// are its `LevelPack.brokenFiles`).
    public private(set) var brokenFiles: [String] = []
    /// The player's packs shown after the game's own pages (`LevelCatalog+Packs`).
    public internal(set) var packs: [LevelPack] = []
    /// Each pack's levels as its own folder names them, before they join this catalog: what a
    /// reload keeps a pack's half-typed files from.
    var packSources: [String: LevelCatalog] = [:]
    /// Level files of the folder past `maxFiles`, left unread.
    public internal(set) var unreadFiles = 0

    public init() {}

    /// Loads every level file of `directory` (`LevelFolder.files`; solutions/ and other folders
    /// are ignored), with their pictures from `pictures` when given; at most `maxFiles` of them,
    /// by name (the rest are counted in `unreadFiles`).
    public static func load(directory: String, pictures: LevelPictures? = nil, maxFiles: Int = .max) -> LevelCatalog {
        var catalog = LevelCatalog()
        do {
            let listing = try LevelFolder.files(in: directory)
            catalog.unreadFiles = max(0, listing.paths.count - maxFiles)
            catalog.add(files: Array(listing.paths.prefix(maxFiles)), pictures: pictures)
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
        guard path.lastPathComponent == expectedName else {
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
    /// cell it asked for (onto the next page past a page's last cell): a stranger's file can
    /// never push a shipped level (and all that requires it) off the grid, and a designer who
    /// saves a level onto a taken cell sees it land beside it, with the reason and the cells
    /// still free on the page it asked for. With no cell left on the grid it is refused.
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
        let cells = LevelParser.gridRows.count * width
        var refused: Set<Int> = []
        for index in order where moved.contains(index) {
            let tile = placed[index].tile
            let wanted = tile.row * width + tile.column
            var free = wanted
            while free < cells, owners[free] != nil { free += 1 }
            guard free < cells else {
                refused.insert(index)
                fail(entries[index].path, FormatError(path: "tile", reason:
                    "column \(tile.column), row \(tile.row) is taken by \(owners[wanted] ?? ""), and no cell after it is free"))
                continue
            }
            owners[free] = placed[index].id
            placed[index].tile.column = free % width
            placed[index].tile.row = free / width
            problems.append(FormatError(file: entries[index].path, path: "tile", reason:
                "column \(tile.column), row \(tile.row) is taken by \(owners[wanted] ?? ""); "
                + "shown at the free column \(free % width), row \(free / width)"
                + Self.freeCellsNote(after: wanted, owners: owners)))
        }
        return placed.indices.filter { !refused.contains($0) }.map { placed[$0] }
    }

    /// "; free on its page: column 7 row 0, ..." naming up to four cells still free on the page
    /// of the `wanted` cell, reading on from it (then from the page's top), so a designer can
    /// pick one.
    private static func freeCellsNote(after wanted: Int, owners: [Int: String]) -> String {
        let width = LevelParser.gridColumns.count
        let pageCells = HomePages.rowsPerPage * width
        let first = wanted / pageCells * pageCells
        let free = (Array(wanted..<first + pageCells) + Array(first..<wanted)).filter { owners[$0] == nil }
        guard !free.isEmpty else { return "; its page has no free cell" }
        let named = free.prefix(4).map { "column \($0 % width) row \($0 / width)" }.joined(separator: ", ")
        return "; free on its page: " + named + (free.count > 4 ? " and \(free.count - 4) more" : "")
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
        brokenFiles.append(path.lastPathComponent)
    }

    public func level(id: String) -> Level? { levels.first { $0.id == id } }
}

/// The slots `parseAll` fills from several threads at once, one slot per file.
private final class ParseResults: @unchecked Sendable {
    private let results: Mutex<[Result<Level, FormatError>?]>

    init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }

    func store(_ result: Result<Level, FormatError>, at index: Int) {
        results.withLock { $0[index] = result }
    }

    var all: [Result<Level, FormatError>] {
        results.withLock { results in results.map { $0 ?? .failure(FormatError(path: "", reason: "not read")) } }
    }
}
