/// Where the game's catalog is assembled from, in its one order: the game's own levels with their
/// scene pictures, then the player's packs (one folder each, `addPacks`), then the pack folders a
/// designer names on the command line, each standing in for an installed pack of the same name.
/// The platform names the folders and brings the image decoder (`scenePictures`, `packPictures`;
/// nil: levels without their pictures); the assembly needs no SDL, so it lives with the catalog.
public struct LevelSources {
    /// The game's own `Levels/`.
    public let levelsDirectory: String
    /// The player's packs, one folder each (`LevelPack`).
    public let packsDirectory: String
    /// The game's scene pictures, made for each load: a load's budgets are its own.
    public let scenePictures: () -> LevelPictures?
    /// A pack folder's scene pictures, made for each load the same way.
    public let packPictures: (String) -> LevelPictures?

    public init(levelsDirectory: String, packsDirectory: String, scenePictures: @escaping () -> LevelPictures?,
                packPictures: @escaping (String) -> LevelPictures?) {
        self.levelsDirectory = levelsDirectory
        self.packsDirectory = packsDirectory
        self.scenePictures = scenePictures
        self.packPictures = packPictures
    }

    /// Every level, validated, with its scene pictures, then the packs and `extraPacks`. Throws
    /// when the game's own levels folder is missing: the installation is broken (status 2),
    /// which no level file can fix.
    public func load(extraPacks: [String] = []) throws(Refusal) -> LevelCatalog {
        try checkLevelsDirectory()
        var catalog = LevelCatalog.load(directory: levelsDirectory, pictures: scenePictures())
        addPacks(to: &catalog, extraPacks: extraPacks, keeping: nil)
        return catalog
    }

    /// The levels read again while the game runs (`LevelCatalog.reload`, hot reload).
    public func reload(keeping previous: LevelCatalog) -> LevelCatalog {
        var catalog = LevelCatalog.reload(directory: levelsDirectory, pictures: scenePictures(), keeping: previous)
        addPacks(to: &catalog, extraPacks: [], keeping: previous)
        return catalog
    }

    /// Throws unless `Levels/` is a folder.
    public func checkLevelsDirectory() throws(Refusal) {
        guard PathKind.of(levelsDirectory) == .folder else {
            throw Self.missingGameData(levelsDirectory)
        }
    }

    /// The game's levels folder is not there: the data tree was found wrongly or is incomplete.
    static func missingGameData(_ path: String) -> Refusal {
        Refusal("\(path): the game's levels folder is missing; set SENSORIUM_DATA to the folder holding Levels/ and Resources/")
    }

    private func addPacks(to catalog: inout LevelCatalog, extraPacks: [String], keeping previous: LevelCatalog?) {
        let extraNames = Set(extraPacks.map(\.lastPathComponent))
        catalog.addPacks(in: packsDirectory, pictures: packPictures, keeping: previous, skipping: extraNames)
        for folder in extraPacks { catalog.addPack(folder: folder, pictures: packPictures) }
    }
}
