/// What a speedrun category asks of a run: which levels, in which order. One split per level.
///
/// Categories are named as in replay headers (`ReplayCategory`): `full-game` plays every valid
/// level; `level:<id>` plays one. The full-game order is fixed by the catalog, not chosen by the
/// runner: home-screen grid order (row, then column), except that a level never comes before a
/// level it requires — so every full-game run is playable in its own order.
///
/// ```swift
/// let category = try CategoryDefinition(.fullGame, catalog: catalog)
/// category.levelIDs   // ["catch", "shy", "restless"]
/// ```
public struct CategoryDefinition: Equatable, Sendable {
    public let category: ReplayCategory
    /// The levels in play order; split *i* is the solve of `levelIDs[i]`. Never empty.
    public let levelIDs: [String]

    /// The category over `catalog`'s valid levels.
    ///
    /// - Throws: `FormatError` at path `category` when the level does not exist or the catalog has
    ///   no valid level.
    public init(_ category: ReplayCategory, catalog: LevelCatalog) throws(FormatError) {
        switch category {
        case .fullGame:
            // The game's own levels: a player's packs never change what a full-game run is.
            let ids = Self.fullGameOrder(catalog.levels.filter { $0.pack == nil })
            guard !ids.isEmpty else {
                throw FormatError(path: "category", reason: "full-game needs at least one valid level")
            }
            self.init(category: category, levelIDs: ids)
        case .level(let id):
            guard catalog.level(id: id) != nil else {
                throw FormatError(path: "category", reason: "no valid level has id \(TerminalText.quoted(id))")
            }
            self.init(category: category, levelIDs: [id])
        }
    }

    /// Parses a category id as the command line and the progress file write it.
    public init(id: String, catalog: LevelCatalog) throws(FormatError) {
        guard let category = ReplayCategory(id) else {
            throw FormatError(path: "category", reason: "unknown category \(TerminalText.quoted(id)); expected \"full-game\" or \"level:<id>\"")
        }
        try self.init(category, catalog: catalog)
    }

    /// A definition from known parts (tests, replays); `levelIDs` must not be empty.
    public init(category: ReplayCategory, levelIDs: [String]) {
        precondition(!levelIDs.isEmpty, "a category has at least one level")
        self.category = category
        self.levelIDs = levelIDs
    }

    /// The category's id: `full-game` or `level:<id>`.
    public var id: String { category.description }

    /// Grid order, with each level moved after everything it requires. `levels` is the
    /// catalog's list, already in grid order and free of missing requirements and loops.
    static func fullGameOrder(_ levels: [Level]) -> [String] {
        var placed: Set<String> = []
        var order: [String] = []
        var waiting = levels
        while !waiting.isEmpty {
            guard let next = waiting.firstIndex(where: { $0.requires.allSatisfy(placed.contains) }) else { break }
            let level = waiting.remove(at: next)
            placed.insert(level.id)
            order.append(level.id)
        }
        return order
    }
}
