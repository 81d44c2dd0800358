import FoundationEssentials

/// Packs joining a catalog of the game's own levels. Each pack is loaded as a catalog of its own
/// (its files checked against each other only, so its ids, chains and cells are its own), then
/// renamed into this one and moved onto pages after every page already used. A pack's broken
/// files, and a pack folder that cannot be read, cost only themselves.
extension LevelCatalog {
    /// Adds every pack folder of `root` (`$XDG_DATA_HOME/sensorium/levels`), by name, at most
    /// `LevelPack.maxPacks`; a missing `root` adds nothing. `pictures` gives a pack's folder its
    /// scene pictures. With `previous`, each pack is reloaded keeping its files that no longer
    /// parse (`reload`). Packs named in `skipping` are left out (a folder given on the command
    /// line stands in for them).
    public mutating func addPacks(in root: String, pictures: (String) -> LevelPictures?,
                                  keeping previous: LevelCatalog? = nil, skipping: Set<String> = []) {
        guard let listing = try? FolderNames.read(root, keeping: { _ in true }) else { return }
        var names: [String] = []
        for name in listing.names where !skipping.contains(name) && Self.isFolder(root + "/" + name) {
            names.append(name)
        }
        problems += listing.notUTF8
        if names.count > LevelPack.maxPacks {
            problems.append(FormatError(file: root, path: "", reason:
                "\(names.count) packs; the game shows the first \(LevelPack.maxPacks) by name"))
        }
        for name in names.prefix(LevelPack.maxPacks) {
            let directory = root + "/" + name
            addPack(directory: directory, name: name, pictures: pictures(directory), keeping: previous?.packSources[name])
        }
    }

    /// Adds the pack folder a player named (`--pack`, `validate`), under the folder's own name
    /// (a trailing slash is not part of it).
    public mutating func addPack(folder: String, pictures: (String) -> LevelPictures?) {
        let trimmed = folder.trimmingTrailingSlashes
        addPack(directory: trimmed, name: trimmed.lastPathComponent, pictures: pictures(trimmed))
    }

    /// Adds one pack folder under `name`, reloaded over `previous` (its own catalog as
    /// `packSources` keeps it) when given. A name that is not a valid id is one problem and no
    /// pack: it would reach ids, file names and the terminal.
    public mutating func addPack(directory: String, name: String, pictures: LevelPictures?,
                                 keeping previous: LevelCatalog? = nil) {
        guard LevelParser.isValidID(name) else {
            problems.append(FormatError(file: directory, path: "", reason:
                "a pack folder's name must be 1-40 characters of a-z, 0-9 and '-'; rename it"))
            return
        }
        var own = previous.map { LevelCatalog.reload(directory: directory, pictures: pictures, keeping: $0, maxFiles: LevelPack.maxFiles) }
            ?? LevelCatalog.load(directory: directory, pictures: pictures, maxFiles: LevelPack.maxFiles)
        packSources[name] = own
        if own.unreadFiles > 0 {
            own.problems.append(FormatError(file: directory, path: "", reason:
                "\(own.unreadFiles + LevelPack.maxFiles) level files; a pack shows its first \(LevelPack.maxFiles) by name"))
        }
        // The pages its tiles use, in order, become consecutive pages after every page used so
        // far; tiles past `maxPages` of them are counted, not shown.
        let perPage = HomePages.rowsPerPage
        let usedPages = Array(Set(own.levels.map { $0.tile.row / perPage })).sorted()
        let shownPages = Array(usedPages.prefix(LevelPack.maxPages))
        let firstPage = (levels.map { $0.tile.row / perPage }.max() ?? -1) + 1
        let after = packs.last.map { $0.firstRow / perPage + $0.pageCount } ?? 0
        let firstRow = max(firstPage, after) * perPage
        var shown: [Level] = []
        var hidden = Set(own.levels.filter { !shownPages.contains($0.tile.row / perPage) }.map(\.id))
        // A level that requires a hidden one could never open: it is hidden too.
        var changed = true
        while changed {
            changed = false
            for level in own.levels where !hidden.contains(level.id) && level.requires.contains(where: hidden.contains) {
                hidden.insert(level.id)
                changed = true
            }
        }
        for var level in own.levels where !hidden.contains(level.id) {
            let page = shownPages.firstIndex(of: level.tile.row / perPage) ?? 0
            level.tile.row = firstRow + page * perPage + level.tile.row % perPage
            level.id = LevelPack.id(level.id, in: name)
            level.requires = level.requires.map { LevelPack.id($0, in: name) }
            level.pack = name
            shown.append(level)
        }
        if !hidden.isEmpty {
            own.problems.append(FormatError(file: directory, path: "", reason:
                "\(hidden.count) level\(hidden.count == 1 ? " is" : "s are") not shown: a pack shows the first "
                + "\(LevelPack.maxPages) pages its tiles use (and what requires a level past them)"))
        }
        levels += shown
        problems += own.problems
        packs.append(LevelPack(name: name, directory: directory, firstRow: firstRow, pageCount: max(1, shownPages.count),
                               unshown: own.unreadFiles + hidden.count, brokenFiles: own.brokenFiles))
    }

    /// A directory, symbolic links followed (a designer may link a working folder in).
    private static func isFolder(_ path: String) -> Bool {
        PathKind.of(path) == .folder
    }
}
