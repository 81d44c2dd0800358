/// A player's level pack: a folder of `$XDG_DATA_HOME/sensorium/levels/` holding level files,
/// their scene pictures and `solutions/`, shown on its own pages of the home grid after the
/// game's own. Its levels join the catalog as `<pack>.<id>` (a shipped id has no '.'), their
/// `requires` resolve inside the pack, and their rows are moved onto the pack's pages, so a pack
/// can never take a shipped level's id, chain or cell. Progress, best times and replays key pack
/// levels by that full id.
public struct LevelPack: Equatable, Sendable {
    /// The folder's name, a valid level id (a-z, 0-9, '-').
    public var name: String
    public var directory: String
    /// The grid row where its first page starts (a multiple of `HomePages.rowsPerPage`).
    public var firstRow: Int
    /// How many pages its tiles use, at most `LevelPack.maxPages`.
    public var pageCount: Int
    /// Level files not shown: past `maxFiles`, or on pages past `maxPages`. One count tile says
    /// how many.
    public var unshown: Int
    /// Its files that failed, by name, shown as broken tiles on its pages.
    public var brokenFiles: [String]

    /// Bounds on what one pack may cost, whatever it holds: pages shown, level files read, and
    /// packs read.
    public static let maxPages = 4
    public static let maxFiles = 200
    public static let maxPacks = 16
    /// Decoded picture pixels one pack's levels may hold together (a quarter of the game's own
    /// budget): its pictures are charged to it alone, never to the shipped levels.
    public static let budgetPixels = 8 << 20
    /// Picture file bytes one pack's levels may read together, each level's copy counted.
    public static let pictureBytes = 64 << 20

    /// The catalog id of the pack's level `id`.
    public static func id(_ id: String, in pack: String) -> String { pack + "." + id }
}
