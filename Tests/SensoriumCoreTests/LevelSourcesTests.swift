import XCTest
@testable import SensoriumCore

/// The catalog assembled in its one order, without SDL (no decoder: levels without pictures):
/// the game's levels, the player's packs, then the packs named on the command line.
final class LevelSourcesTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = try makeTemporaryFolder(self)
        for folder in ["/Levels", "/packs/dunes", "/work/dunes"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        try level("catch", in: root + "/Levels")
        try level("dune", in: root + "/packs/dunes")
        try level("mirage", in: root + "/work/dunes")
    }

    private func level(_ id: String, in folder: String) throws {
        try write(levelJSON(id: id, tile: ##"{"color": "#112233", "column": 0, "row": 0}"##), to: folder + "/\(id).json")
    }

    private func sources(levels: String? = nil) -> LevelSources {
        LevelSources(levelsDirectory: levels ?? root + "/Levels", packsDirectory: root + "/packs",
                     scenePictures: { nil }, packPictures: { _ in nil })
    }

    func testTheGamesLevelsComeFirstThenThePlayersPacks() throws {
        let catalog = try sources().load()
        XCTAssertEqual(catalog.problems.map(\.description), [])
        XCTAssertEqual(catalog.levels.map(\.id), ["catch", "dunes.dune"])
    }

    func testAPackNamedOnTheCommandLineStandsInForTheInstalledOneOfItsName() throws {
        let catalog = try sources().load(extraPacks: [root + "/work/dunes/"])
        XCTAssertEqual(catalog.levels.map(\.id), ["catch", "dunes.mirage"])
        XCTAssertEqual(catalog.packs.map(\.name), ["dunes"])
    }

    func testAMissingLevelsFolderIsRefusedNamingIt() {
        let missing = root + "/nowhere"
        XCTAssertThrowsError(try sources(levels: missing).load()) { error in
            XCTAssertEqual(error as? Refusal, Refusal("\(missing): the game's levels folder is missing; "
                                                      + "set SENSORIUM_DATA to the folder holding Levels/ and Resources/"))
        }
    }
}
