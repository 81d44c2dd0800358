import Foundation

/// Loading a folder again while the game runs (a level designer saved a file). A file that fails
/// now but loaded before keeps its old level, so a half-typed edit never takes a tile away; its
/// error is still reported, and the next good save applies.
extension LevelCatalog {
    /// The folder read again, every file checked as at start-up, with `previous` standing in for
    /// the files that no longer parse.
    ///
    /// - Returns: the new catalog, whose `problems` name every file that failed (kept or not).
    public static func reload(directory: String, pictures: LevelPictures? = nil,
                              keeping previous: LevelCatalog) -> LevelCatalog {
        var catalog = LevelCatalog()
        let paths: [String]
        let unopenable: [FormatError]
        do {
            (paths, unopenable) = try LevelFolder.files(in: directory)
        } catch {
            // The folder itself is gone for a moment (an editor replacing it): keep everything.
            var kept = previous
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
                let id = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
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
}
