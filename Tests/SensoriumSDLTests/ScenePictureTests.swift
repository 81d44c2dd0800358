import XCTest
import CSDL2
import SensoriumCore
import SensoriumTools
@testable import SensoriumSDL

/// A dark-scan level with a picture on its wall: checked while the level loads, decoded with
/// SDL_image when first looked at, and part of what a replay's level hash covers.
final class ScenePictureTests: SDLTestCase {
    private var root = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        root = NSTemporaryDirectory() + "sensorium-scene-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Levels", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Resources/scenes", withIntermediateDirectories: true)
        let level = #"""
        {"format": 1, "id": "framed", "kind": "dark-scan", "tile": {"color": "#1FB5AD", "column": 0, "row": 0},
         "parameters": {"scene": {"width": 4000, "height": 2250, "background": 225, "shapes": [],
                                  "image": {"file": "wall.png", "x": 2000, "y": 1125, "width": 800, "height": 450}}},
         "goal": {"progress": 0.9, "holdSeconds": 0.5}}
        """#
        try level.write(toFile: root + "/Levels/framed.json", atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
        super.tearDown()
    }

    /// A 64x36 picture, white with a black square, saved as PNG through SDL_image.
    private func savePicture(square: Int32) throws {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 64, 36, 32, SDL_PIXELFORMAT_RGBA32.rawValue))
        defer { SDL_FreeSurface(surface) }
        SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, 255, 255, 255))
        var rect = SDL_Rect(x: 20, y: 8, w: square, h: square)
        SDL_FillRect(surface, &rect, SDL_MapRGB(surface.pointee.format, 0, 0, 0))
        XCTAssertEqual(IMG_SavePNG(surface, root + "/Resources/scenes/wall.png"), 0)
    }

    private func load() -> LevelCatalog {
        LevelCatalog.load(directory: root + "/Levels", pictures: ImageLuminance.scenePictures(resources: root + "/Resources"))
    }

    func testThePictureIsDecodedAttachedAndHashedIntoReplays() throws {
        try savePicture(square: 20)
        let first = load()
        XCTAssertEqual(first.problems, [])
        let level = try XCTUnwrap(first.level(id: "framed"))
        XCTAssertFalse(level.assetBytes.isEmpty)
        let hash = ReplayVerifier.header(for: [level], category: .level("framed")).levelFilesHash
        try savePicture(square: 10)
        let changed = try XCTUnwrap(load().level(id: "framed"))
        XCTAssertNotEqual(ReplayVerifier.header(for: [changed], category: .level("framed")).levelFilesHash, hash,
                          "a replay made with the old picture no longer verifies")
    }

    func testThePictureDecodesOnFirstUseToTheSameFrameAsADirectDecode() throws {
        try savePicture(square: 20)
        let level = try XCTUnwrap(load().level(id: "framed"))
        let image = try XCTUnwrap((level.rules.kindRules as? DarkScanRules)?.scene.image)
        XCTAssertEqual(image.picture?.isDecoded, false)
        let direct = try ImageLuminance.load(root + "/Resources/scenes/wall.png")
        XCTAssertEqual(image.frame, direct)
        XCTAssertEqual(direct[25, 15], 0)
        XCTAssertEqual(direct[5, 5], 255)
    }

    /// Issue 19: forty levels, each naming an 8192x8192 picture of one colour (84 KB of PNG, 64 MiB
    /// decoded). Loading (what `validate`, `screenshot` and `play` do first) reads and checks
    /// them without decoding any, within the catalog's picture budget: the levels over it are
    /// refused naming their picture, the others load, and one decodes reduced to what its
    /// camera sees when it is opened.
    func testFortyHugePicturesLoadUndecodedWithinOneBudget() throws {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 8192, 8192, 8, SDL_PIXELFORMAT_INDEX8.rawValue))
        var grey = (0..<256).map { SDL_Color(r: UInt8($0), g: UInt8($0), b: UInt8($0), a: 255) }
        SDL_SetPaletteColors(surface.pointee.format.pointee.palette, &grey, 0, 256)
        SDL_FillRect(surface, nil, 40)
        let first = root + "/Resources/scenes/big00.png"
        XCTAssertEqual(IMG_SavePNG(surface, first), 0)
        SDL_FreeSurface(surface)
        let png = try Data(contentsOf: URL(fileURLWithPath: first))
        XCTAssertLessThan(png.count, 1 << 20, "one colour compresses to a small file")
        try FileManager.default.removeItem(atPath: root + "/Levels/framed.json")
        for index in 0..<40 {
            let id = String(format: "big%02d", index)
            try png.write(to: URL(fileURLWithPath: root + "/Resources/scenes/\(id).png"))
            let level = #"""
            {"format": 1, "id": "\#(id)", "kind": "dark-scan", "tile": {"color": "#1FB5AD", "column": \#(index % 8), "row": \#(index / 8)},
             "parameters": {"scene": {"width": 4800, "height": 2700, "background": 225,
                                      "image": {"file": "\#(id).png", "x": 2400, "y": 1350, "width": 4800, "height": 2700}}},
             "goal": {"progress": 0.9}}
            """#
            try level.write(toFile: root + "/Levels/\(id).json", atomically: true, encoding: .utf8)
        }
        let before = ResidentMemory.megabytes() ?? 0
        let catalog = load()
        let grown = (ResidentMemory.megabytes() ?? 0) - before
        XCTAssertLessThan(grown, 100, "no picture is decoded while loading")
        // The camera's closest view puts 3840x2160 pixels on the picture: each is reduced 2x,
        // to 4096x4096 (16 Mi pixels), and the 32 Mi budget holds two.
        XCTAssertEqual(catalog.levels.map(\.id), ["big00", "big01"])
        XCTAssertEqual(catalog.problems.count, 38)
        let problem = try XCTUnwrap(catalog.problems.first)
        XCTAssertEqual(problem.file, root + "/Levels/big02.json")
        XCTAssertTrue(problem.description.contains("big02.png") && problem.description.contains("budget"), problem.description)
        let image = try XCTUnwrap((catalog.levels[0].rules.kindRules as? DarkScanRules)?.scene.image)
        XCTAssertEqual(image.picture?.isDecoded, false)
        let frame = try XCTUnwrap(image.frame)
        XCTAssertEqual([frame.width, frame.height], [4096, 4096])
        XCTAssertEqual(frame[100, 4000], 40)
    }

    func testAMissingPictureMakesTheLevelBroken() {
        let catalog = load()
        XCTAssertNil(catalog.level(id: "framed"))
        XCTAssertEqual(catalog.brokenFiles, ["framed.json"])
        XCTAssertEqual(catalog.problems.first?.path, "parameters.scene.image")
    }
}
