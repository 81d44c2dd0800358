import FoundationEssentials

/// One level file (`Levels/<id>.json`, format 1), validated. See docs/levels.md.
public struct Level: Equatable, Sendable {
    /// The only format this build reads.
    public static let format = 1

    /// Lowercase letters, digits and '-', 1 to 40 characters; also the file name. A pack's level
    /// is known as `<pack>.<id>` (`LevelPack.id(_:in:)`), so it can never take a shipped id.
    public var id: String
    /// The player's pack the level comes from; nil for the game's own levels.
    public var pack: String? = nil
    public var kind: ChallengeKind
    /// Where the level's tile sits on the home screen and its colour.
    public var tile: Tile
    /// Ids of the levels that must be solved before this one opens.
    public var requires: [String]
    /// Seed of the level's random generator: the same seed gives the same level every attempt.
    public var seed: UInt64
    /// The kind's own parameters and goal, already validated.
    public var rules: ChallengeRules
    /// The exact bytes of the file, hashed into replays so a changed level is detected.
    public var fileBytes: [UInt8]
    /// The files the level loads besides itself (a dark scan's picture), in reading order.
    public var assetFiles: [String] = []
    /// The pictures the level names and what each will hold decoded, charged to the catalog's
    /// picture budget (`LevelPictures.budgetPixels`).
    public var pictureCosts: [PictureCost] = []

    /// The exact bytes of `assetFiles`, read now (a picture's bytes are not kept from the load:
    /// 1.3 MB of the shipped photographs), hashed into replays with the level file, so changing a
    /// picture invalidates old runs too. A file gone since adds nothing, so the hash no longer
    /// matches.
    public var assetBytes: [UInt8] {
        assetFiles.flatMap { (try? FileBytes.readDocument($0, maxBytes: LevelPictures.maxFileBytes)) ?? [] }
    }

    /// One picture's share of the budget: its file and the level field naming it, its size as
    /// its header declares it, and the pixels it keeps once reduced to what the camera can see.
    public struct PictureCost: Equatable, Sendable {
        public var file: String
        public var field: String
        public var width: Int, height: Int
        public var pixels: Int
    }

    public struct Tile: Equatable, Sendable {
        public var color: RGBA
        /// Grid position on the home screen, 0-based: column 0...7, row 0...49 (page = row / 5).
        public var column: Int
        public var row: Int
    }
}

/// A level's validated parameters and goal, of whichever kind it is.
public struct ChallengeRules: Equatable, Sendable {
    /// The kind's own rules; cast it (`as? DarkScanRules`) to read kind-specific fields.
    public let kindRules: any ChallengeKindRules

    public init(_ kindRules: any ChallengeKindRules) {
        self.kindRules = kindRules
    }

    public var kind: ChallengeKind { type(of: kindRules).kind }

    public static func == (lhs: ChallengeRules, rhs: ChallengeRules) -> Bool {
        lhs.kindRules.isEqual(to: rhs.kindRules)
    }
}
