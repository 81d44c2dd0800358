import XCTest
@testable import SensoriumCore

/// Pictures are read while a level is parsed, through the decoder the platform hands in.
final class LevelPicturesTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Levels", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        try write(#"""
            {"format": 1, "id": "framed", "kind": "dark-scan", "tile": {"color": "#1FB5AD", "column": 0, "row": 0},
             "parameters": {"scene": {"width": 4000, "height": 2250, "shapes": [],
                                      "image": {"file": "wall.png", "x": 2000, "y": 1125, "width": 800, "height": 450}}},
             "goal": {"progress": 0.9}}
            """#, to: folder + "/Levels/framed.json")
    }

    /// A stand-in decoder (the core has no image library): every byte is one luma pixel of a
    /// one-row picture.
    private var pictures: LevelPictures {
        LevelPictures(directory: folder + "/scenes") { bytes, file in
            guard !bytes.isEmpty else { throw JSONError(file: file, path: "", reason: "empty picture") }
            return LuminanceFrame(width: bytes.count, height: 1, pixels: bytes)
        }
    }

    private func scene(_ level: Level?) -> DarkScanScene.SceneImage? {
        (level?.rules.kindRules as? DarkScanRules)?.scene.image
    }

    func testThePictureIsDecodedAsTheLevelLoadsAndItsBytesAreKept() throws {
        try Data([0, 255, 7]).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: pictures)
        XCTAssertEqual(catalog.problems, [])
        XCTAssertEqual(scene(catalog.level(id: "framed"))?.frame?.pixels, [0, 255, 7])
        XCTAssertEqual(catalog.level(id: "framed")?.assetBytes, [0, 255, 7])
    }

    func testWithoutADecoderTheLevelLoadsWithoutItsPicture() {
        let catalog = LevelCatalog.load(directory: folder + "/Levels")
        XCTAssertEqual(catalog.problems, [])
        XCTAssertNotNil(scene(catalog.level(id: "framed")))
        XCTAssertNil(scene(catalog.level(id: "framed"))?.frame)
        XCTAssertEqual(catalog.level(id: "framed")?.assetBytes, [])
    }

    func testAPictureThatDoesNotDecodeMakesTheLevelBroken() throws {
        try Data().write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: pictures)
        XCTAssertNil(catalog.level(id: "framed"))
        XCTAssertEqual(catalog.brokenFiles, ["framed.json"])
        XCTAssertEqual(catalog.problems.first?.path, "parameters.scene.image")
        XCTAssertTrue(catalog.problems.first?.reason.contains("empty picture") ?? false, "\(catalog.problems)")
    }
}
