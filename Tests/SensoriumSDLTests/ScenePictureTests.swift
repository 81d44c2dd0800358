import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// A dark-scan level with a picture on its wall: decoded with SDL_image while the level loads,
/// and part of what a replay's level hash covers.
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

    func testAMissingPictureMakesTheLevelBroken() {
        let catalog = load()
        XCTAssertNil(catalog.level(id: "framed"))
        XCTAssertEqual(catalog.brokenFiles, ["framed.json"])
        XCTAssertEqual(catalog.problems.first?.path, "parameters.scene.image")
    }
}
