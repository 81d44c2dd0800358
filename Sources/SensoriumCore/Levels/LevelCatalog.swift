import Foundation

/// All level files of a folder, validated together: each file on its own, then the set (ids
/// match file names, no two tiles on one grid cell, every required level exists). A broken file
/// is reported and left out; the rest still load.
public struct LevelCatalog: Sendable {
    /// Valid levels, ordered by grid position (row, then column).
    public private(set) var levels: [Level] = []
    /// One entry per problem, attributed to its file.
    public private(set) var problems: [JSONError] = []
    /// Files that failed, by name, so the home screen can show them as broken tiles.
    public private(set) var brokenFiles: [String] = []

    public init() {}

    /// Loads every `*.json` directly inside `directory` (solutions/ and other folders are ignored).
    public static func load(directory: String) -> LevelCatalog {
        var catalog = LevelCatalog()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            catalog.problems.append(JSONError(file: directory, path: "", reason: "cannot read the levels folder"))
            return catalog
        }
        catalog.add(files: names.map { (name: $0, path: directory + "/" + $0) })
        return catalog
    }

    /// Loads the given files (as `sensorium validate FILE...` does), checking them as one set.
    public static func load(files paths: [String]) -> LevelCatalog {
        var catalog = LevelCatalog()
        catalog.add(files: paths.map { (name: ($0 as NSString).lastPathComponent, path: $0) })
        return catalog
    }

    private mutating func add(files: [(name: String, path: String)]) {
        var parsed: [(path: String, level: Level)] = []
        for file in files {
            do {
                let level = try LevelParser.parse(FileBytes.readDocument(file.path, maxBytes: LevelParser.limits.maxBytes))
                let expectedName = level.id + ".json"
                guard file.name == expectedName else {
                    throw JSONError(path: "id", reason: "\"\(level.id)\" does not match the file name; name the file \(expectedName)")
                }
                parsed.append((file.path, level))
            } catch {
                fail(file.path, error)
            }
        }
        var ids: [String: String] = [:]
        var cells: [String: String] = [:]
        var unique: [(path: String, level: Level)] = []
        for entry in parsed {
            let level = entry.level
            if let other = ids[level.id] {
                fail(entry.path, JSONError(path: "id", reason: "duplicate id \"\(level.id)\", also in \(other)"))
                continue
            }
            let cell = "\(level.tile.column),\(level.tile.row)"
            if let other = cells[cell] {
                fail(entry.path, JSONError(path: "tile", reason: "column \(level.tile.column), row \(level.tile.row) is taken by \(other)"))
                continue
            }
            ids[level.id] = entry.path
            cells[cell] = level.id
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
            fail(entry.path, JSONError(path: "requires[\(index)]", reason: reason))
        }
        levels = unique.map(\.level).filter { openable.contains($0.id) }
        levels.sort { ($0.tile.row, $0.tile.column) < ($1.tile.row, $1.tile.column) }
    }

    private mutating func fail(_ path: String, _ error: Error) {
        let jsonError = (error as? JSONError) ?? JSONError(path: "", reason: "\(error)")
        problems.append(jsonError.inFile(path))
        brokenFiles.append((path as NSString).lastPathComponent)
    }

    public func level(id: String) -> Level? { levels.first { $0.id == id } }

    /// Swaps a level's rules for a completed copy (the platform attaches decoded scene pictures)
    /// and records the bytes of the files that completed it, for the replay hash.
    public mutating func replaceRules(of id: String, with rules: ChallengeRules, assetBytes: [UInt8]) {
        guard let index = levels.firstIndex(where: { $0.id == id }), levels[index].rules.kind == rules.kind else { return }
        levels[index].rules = rules
        levels[index].assetBytes = assetBytes
    }

    /// Takes a level out as broken, for a problem found after parsing (a picture that will not
    /// decode).
    public mutating func remove(_ id: String, problem: JSONError) {
        guard let index = levels.firstIndex(where: { $0.id == id }) else { return }
        levels.remove(at: index)
        problems.append(problem)
        brokenFiles.append(id + ".json")
    }
}
