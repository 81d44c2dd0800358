import Foundation
import XCTest
import SensoriumCore
@testable import SensoriumSDL

/// The gaps a level designer met in hot reload: a picture saved alone reloads its level, an
/// editor's lock file reloads nothing, and a fixed file's error caption goes when the fix lands.
final class LevelReloadGapsTests: SDLTestCase {
    private var root = ""
    private var locations: FileLocations!

    override func setUpWithError() throws {
        try super.setUpWithError()
        root = NSTemporaryDirectory() + "sensorium-gaps-\(getpid())"
        try FileManager.default.createDirectory(atPath: root + "/Levels", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Resources/scenes", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/Levels/catch.json", toPath: root + "/Levels/catch.json")
        try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/Resources/scenes/cellar.png", toPath: root + "/Resources/scenes/shot.png")
        let level = """
        { "format": 1, "id": "shot", "kind": "dark-scan", "tile": { "color": "#FF5577", "column": 1, "row": 0 }, "seed": 1,
          "parameters": { "scene": { "width": 4800, "height": 2700, "background": 50,
            "image": { "file": "shot.png", "x": 2400, "y": 1350, "width": 4800, "height": 2700 } } },
          "goal": { "progress": 0.9, "holdSeconds": 0.5 } }
        """
        try level.write(toFile: root + "/Levels/shot.json", atomically: true, encoding: .utf8)
        locations = FileLocations(dataRoot: root, storage: StorageLocations(configDirectory: root + "/config", dataDirectory: root + "/data"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
        super.tearDown()
    }

    func testSavingOnlyThePictureReloadsItsLevel() throws {
        let catalog = try locations.loadCatalog()
        XCTAssertEqual(catalog.problems, [])
        let before = try XCTUnwrap(catalog.level(id: "shot")).assetBytes
        let watcher = try XCTUnwrap(LevelWatcher(locations: locations, catalog: catalog))
        // Saved as an editor saves: a new file renamed over the old.
        let temporary = root + "/Resources/scenes/.shot.png.tmp"
        try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/Resources/scenes/cat.png", toPath: temporary)
        XCTAssertEqual(rename(temporary, root + "/Resources/scenes/shot.png"), 0)
        let reload = try XCTUnwrap(LevelWatcherSettling.reload(of: watcher), "the picture's save was seen")
        XCTAssertNotEqual(try XCTUnwrap(reload.catalog.level(id: "shot")).assetBytes, before)
    }

    func testAnEditorsLockAndSwapFilesReloadNothing() throws {
        let watcher = try XCTUnwrap(LevelWatcher(locations: locations, catalog: try locations.loadCatalog()))
        for name in [".#catch.json", "catch.json~", ".catch.json.swp"] {
            try "{".write(toFile: root + "/Levels/" + name, atomically: false, encoding: .utf8)
        }
        try "x".write(toFile: root + "/Resources/scenes/.#shot.png", atomically: false, encoding: .utf8)
        XCTAssertNil(LevelWatcherSettling.reload(of: watcher, within: 0.3))
        XCTAssertEqual(try locations.loadCatalog().problems, [], "and the catalog does not read them")
    }

    func testAFixedFilesCaptionGoesWhenTheFixLands() throws {
        let catalog = try locations.loadCatalog()
        let watcher = try XCTUnwrap(LevelWatcher(locations: locations, catalog: catalog))
        var session = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        _ = session.step(.idle)
        let path = root + "/Levels/catch.json"
        let good = try String(contentsOfFile: path, encoding: .utf8)
        try good.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 9").write(toFile: path, atomically: true, encoding: .utf8)
        let broken = try XCTUnwrap(LevelWatcherSettling.reload(of: watcher))
        _ = session.reload(broken.catalog, problems: broken.problems)
        XCTAssertNotNil(session.caption)
        try good.write(toFile: path, atomically: true, encoding: .utf8)
        let fixed = try XCTUnwrap(LevelWatcherSettling.reload(of: watcher))
        XCTAssertEqual(fixed.problems, [])
        _ = session.reload(fixed.catalog, problems: fixed.problems)
        XCTAssertNil(session.caption, "the old error is gone with the fix")
    }
}
