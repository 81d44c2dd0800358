import Synchronization
import XCTest
@testable import SensoriumCore

/// Pictures are read and checked while a level is parsed, and decoded on first use through the
/// decoder the platform hands in.
final class LevelPicturesTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Levels", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        try writeLevel("framed", picture: "wall.png", column: 0)
    }

    private func writeLevel(_ id: String, picture: String, column: Int) throws {
        try write(#"""
            {"format": 1, "id": "\#(id)", "kind": "dark-scan", "tile": {"color": "#1FB5AD", "column": \#(column), "row": 0},
             "parameters": {"scene": {"width": 4000, "height": 2250, "shapes": [],
                                      "image": {"file": "\#(picture)", "x": 2000, "y": 1125, "width": 800, "height": 450}}},
             "goal": {"progress": 0.9}}
            """#, to: folder + "/Levels/\(id).json")
    }

    /// Counts decodes across the threads the catalog parses on.
    private final class DecodeCount: Sendable {
        let value = Mutex(0)
        var count: Int { value.withLock { $0 } }
    }

    /// A stand-in decoder (the core has no image library): every byte is one luma pixel of a
    /// one-row picture, and its "header" is its length.
    private func pictures(budget: Int = LevelPictures.defaultBudgetPixels, count: DecodeCount = DecodeCount()) -> LevelPictures {
        LevelPictures(directory: folder + "/scenes", budgetPixels: budget, measure: { bytes in
            guard !bytes.isEmpty else { throw FormatError(path: "", reason: "empty picture") }
            return (bytes.count, 1)
        }, decode: { bytes, file in
            count.value.withLock { $0 += 1 }
            return LuminanceFrame(width: bytes.count, height: 1, pixels: bytes)
        })
    }

    private func scene(_ level: Level?) -> DarkScanScene.SceneImage? {
        (level?.rules.kindRules as? DarkScanRules)?.scene.image
    }

    func testThePictureIsDecodedOnFirstUseOnceAndHashedFromItsFile() throws {
        try Data([0, 255, 7]).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let count = DecodeCount()
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: pictures(count: count))
        XCTAssertEqual(catalog.problems, [])
        XCTAssertEqual(count.count, 0, "loading checks the picture, it does not decode it")
        XCTAssertEqual(scene(catalog.level(id: "framed"))?.picture?.isDecoded, false)
        XCTAssertEqual(catalog.level(id: "framed")?.assetBytes, [0, 255, 7])
        let image = try XCTUnwrap(scene(catalog.level(id: "framed")))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in XCTAssertEqual(image.frame?.pixels, [0, 255, 7]) }
        XCTAssertEqual(scene(catalog.level(id: "framed"))?.frame?.pixels, [0, 255, 7])
        XCTAssertEqual(count.count, 1, "decoded once, whichever copy of the rules and thread asks")
    }

    /// The bytes are read again when the picture is used, not kept from the load: a file
    /// replaced in between is refused rather than decoded (its replays hashed the old one), and
    /// the level compares unequal, so a reload starts it again.
    func testAPictureReplacedAfterItsLevelLoadedIsRefusedNotDecoded() throws {
        try Data([0, 255, 7]).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: pictures())
        let loaded = try XCTUnwrap(catalog.level(id: "framed"))
        try Data([9, 9, 9, 9]).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        XCTAssertNil(scene(loaded)?.frame)
        XCTAssertEqual(scene(loaded)?.picture?.failure?.reason, "changed since its level loaded")
        XCTAssertEqual(loaded.assetBytes, [9, 9, 9, 9], "the hash reads the file as it is now")
        let reloaded = LevelCatalog.load(directory: folder + "/Levels", pictures: pictures())
        XCTAssertNotEqual(reloaded.level(id: "framed"), loaded)
        XCTAssertEqual(scene(reloaded.level(id: "framed"))?.frame?.pixels, [9, 9, 9, 9])
    }

    func testWithoutADecoderTheLevelLoadsWithoutItsPicture() {
        let catalog = LevelCatalog.load(directory: folder + "/Levels")
        XCTAssertEqual(catalog.problems, [])
        XCTAssertNotNil(scene(catalog.level(id: "framed")))
        XCTAssertNil(scene(catalog.level(id: "framed"))?.frame)
        XCTAssertEqual(catalog.level(id: "framed")?.assetBytes, [])
    }

    func testAPictureWhoseHeaderIsRefusedMakesTheLevelBroken() throws {
        try Data().write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: pictures())
        XCTAssertNil(catalog.level(id: "framed"))
        XCTAssertEqual(catalog.brokenFiles, ["framed.json"])
        XCTAssertEqual(catalog.problems.first?.path, "parameters.scene.image")
        XCTAssertTrue(catalog.problems.first?.reason.contains("empty picture") ?? false, "\(catalog.problems)")
    }

    func testAPictureWhoseBodyDoesNotDecodeShowsTheBackgroundAndSaysWhy() throws {
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let broken = LevelPictures(directory: folder + "/scenes", measure: { bytes in (bytes.count, 1) }, decode: { _, file in
            throw FormatError(file: file, path: "", reason: "truncated picture data")
        })
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: broken)
        XCTAssertEqual(catalog.problems, [], "the header passed, so the level loads")
        let image = try XCTUnwrap(scene(catalog.level(id: "framed")))
        XCTAssertNil(image.frame)
        let failure = try XCTUnwrap(image.picture?.failure)
        XCTAssertTrue(failure.description.contains("wall.png") && failure.description.contains("truncated"), failure.description)
    }

    func testADecoderThatDisagreesWithTheHeaderIsRefusedAtDecode() throws {
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let lying = LevelPictures(directory: folder + "/scenes", measure: { _ in (3, 1) }, decode: { _, _ in
            LuminanceFrame(width: 300, height: 100, luma: 9)
        })
        let image = try XCTUnwrap(scene(LevelCatalog.load(directory: folder + "/Levels", pictures: lying).level(id: "framed")))
        XCTAssertNil(image.frame, "a picture bigger than the budget was charged for is not kept")
        XCTAssertTrue(image.picture?.failure?.description.contains("300x100") ?? false)
    }

    func testAnOversizedPictureIsRefusedAtLoadByItsHeaderNamingTheFile() throws {
        // A PNG signature and an IHDR declaring 100000x30000, and nothing else.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x00, 0x75, 0x30, 8, 0, 0, 0, 0, 0, 0, 0, 0]
        try Data(png).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let count = DecodeCount()
        let standard = LevelPictures(directory: folder + "/scenes") { bytes, _ in
            count.value.withLock { $0 += 1 }
            return LuminanceFrame(width: 1, height: 1, luma: 0)
        }
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: standard)
        XCTAssertNil(catalog.level(id: "framed"))
        XCTAssertEqual(count.count, 0)
        let problem = try XCTUnwrap(catalog.problems.first)
        XCTAssertEqual(problem.path, "parameters.scene.image")
        XCTAssertTrue(problem.reason.contains("wall.png") && problem.reason.contains("100000x30000"), problem.description)
    }

    func testPicturesOverTheCatalogsBudgetAreRefusedNamingTheFileAndTheOthersLoad() throws {
        // Five pictures of 4 pixels each, a budget of 10: the first two (in file order) fit.
        for (index, id) in ["a", "b", "c", "d", "e"].enumerated() {
            try Data([1, 2, 3, 4]).write(to: URL(fileURLWithPath: folder + "/scenes/\(id).png"))
            try writeLevel(id, picture: "\(id).png", column: index + 1)
        }
        try Data([9]).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: pictures(budget: 10))
        XCTAssertEqual(catalog.levels.map(\.id).sorted(), ["a", "b", "framed"], "the 1-pixel picture still fits after the refused ones")
        XCTAssertEqual(catalog.brokenFiles, ["c.json", "d.json", "e.json"])
        let problem = try XCTUnwrap(catalog.problems.first)
        XCTAssertEqual(problem.file, folder + "/Levels/c.json")
        XCTAssertEqual(problem.path, "parameters.scene.image")
        XCTAssertTrue(problem.reason.contains("scenes/c.png") && problem.reason.contains("budget"), problem.description)
    }

    func testAPictureFinerThanTheCameraEverSeesIsReducedAtDecodeAndChargedReduced() throws {
        // The picture spans 800 of the 4000 scene units; the camera's closest view (zoom 4 of a
        // 1600-unit view) puts 0.8 camera pixels on a unit: 640 pixels across, 360 down.
        let wide = LuminanceFrame(width: 1920, height: 1080, pixels: (0..<(1920 * 1080)).map { UInt8(truncatingIfNeeded: $0 % 1920 / 3) })
        let pictures = LevelPictures(directory: folder + "/scenes", measure: { _ in (1920, 1080) }, decode: { _, _ in wide })
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/scenes/wall.png"))
        let catalog = LevelCatalog.load(directory: folder + "/Levels", pictures: pictures)
        let level = try XCTUnwrap(catalog.level(id: "framed"))
        XCTAssertEqual(level.pictureCosts.map(\.pixels), [640 * 360])
        XCTAssertEqual(scene(level)?.frame, wide.reduced(by: 3))
        XCTAssertEqual(scene(level)?.frame?.width, 640)
    }

    func testEveryShippedPictureIsKeptAtFullResolution() throws {
        // Their cameras sample finer than the pictures, so nothing a replay sees changes.
        let catalog = RepositoryPaths.shippedCatalog
        let costs = catalog.levels.flatMap(\.pictureCosts)
        XCTAssertEqual(costs.count, 5)
        for cost in costs { XCTAssertEqual(cost.pixels, cost.width * cost.height, cost.file) }
    }

    func testReductionAveragesBlocksAndRoundsTheEdges() {
        let frame = LuminanceFrame(width: 3, height: 3, pixels: [0, 10, 255, 20, 30, 255, 0, 0, 1])
        XCTAssertEqual(frame.reduced(by: 2), LuminanceFrame(width: 2, height: 2, pixels: [15, 255, 0, 1]))
        XCTAssertEqual(frame.reduced(by: 1), frame)
        XCTAssertEqual(frame.reduced(by: 5), LuminanceFrame(width: 1, height: 1, pixels: [63]))
    }
}
