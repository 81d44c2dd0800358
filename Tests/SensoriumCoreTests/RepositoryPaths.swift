import Foundation

/// Paths inside the source tree, found from this file's location so tests run from anywhere.
enum RepositoryPaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let levels = root + "/Levels"
    static let solutions = root + "/Levels/solutions"
    static let resources = root + "/Resources"
    /// The shared folder beside the repository (AHAP test data, peers), when present.
    static let shared = root + "/../shared"
}
