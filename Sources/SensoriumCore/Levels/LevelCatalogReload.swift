import FoundationEssentials

/// Loading a folder again while the game runs (a level designer saved a file). A file that fails
/// now but loaded before keeps its old level, so a half-typed edit never takes a tile away; its
/// error is still reported, and the next good save applies.
extension LevelCatalog {
    /// The folder read again, every file checked as at start-up, with `previous` standing in for
    /// the files that no longer parse.
    ///
    /// - Returns: the new catalog, whose `problems` name every file that failed (kept or not).
    public static func reload(directory: String, pictures: LevelPictures? = nil,
                              keeping previous: LevelCatalog, maxFiles: Int = .max) -> LevelCatalog {
        var catalog = LevelCatalog()
        let paths: [String]
        let unopenable: [FormatError]
        do {
            let listing = try LevelFolder.files(in: directory)
            catalog.unreadFiles = max(0, listing.paths.count - maxFiles)
            (paths, unopenable) = (Array(listing.paths.prefix(maxFiles)), listing.problems)
        } catch {
            // The folder itself is gone for a moment (an editor replacing it): keep everything.
            var kept = previous.withoutPacks
            kept.problems = [error]
            return kept
        }
        var parsed: [(path: String, level: Level)] = []
        var keptProblems: [FormatError] = []
        for (path, result) in zip(paths, parseAll(paths, pictures: pictures)) {
            switch result {
            case .success(let level):
                parsed.append((path, level))
            case .failure(let error):
                let id = path.lastPathComponent.deletingPathExtension
                if let old = previous.level(id: id) {
                    parsed.append((path, old))
                    keptProblems.append(error.inFile(path))
                } else {
                    catalog.fail(path, error)
                }
            }
        }
        catalog.assemble(parsed)
        for problem in unopenable { catalog.fail(problem.file ?? directory, problem) }
        catalog.problems.insert(contentsOf: keptProblems, at: 0)
        return catalog
    }

    /// The game's own levels only: what a reload of the shipped folder starts from before the
    /// packs are added again.
    var withoutPacks: LevelCatalog {
        var catalog = self
        catalog.levels.removeAll { $0.pack != nil }
        catalog.packs = []
        catalog.packSources = [:]
        return catalog
    }
}
