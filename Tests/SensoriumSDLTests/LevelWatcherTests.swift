import Foundation
import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// Hot reload end to end: real files saved as an editor saves them, the kernel's notification,
/// the reload, and the home grid rendered headless with the new tile colour.
final class LevelWatcherTests: SDLTestCase {
    private var root = ""
    private var locations: FileLocations!

    override func setUpWithError() throws {
        try super.setUpWithError()
        root = NSTemporaryDirectory() + "sensorium-watch-\(getpid())"
        try FileManager.default.createDirectory(atPath: root + "/Levels", withIntermediateDirectories: true)
        for id in ["catch", "restless"] {
            try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/Levels/\(id).json", toPath: root + "/Levels/\(id).json")
        }
        locations = FileLocations(dataRoot: root, storage: StorageLocations(configDirectory: root + "/config", dataDirectory: root + "/data"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
        super.tearDown()
    }

    /// Saves through a temporary file and a rename, as most editors do.
    private func save(_ name: String, replacing old: String, with new: String) throws {
        let path = root + "/Levels/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func pixel(of list: DrawList, x: Int32, y: Int32) throws -> RGBA {
        let path = NSTemporaryDirectory() + "sensorium-watch-\(getpid()).png"
        try Screenshot.render(list, to: path)
        defer { unlink(path) }
        let surface = try XCTUnwrap(IMG_Load(path))
        defer { SDL_FreeSurface(surface) }
        let bytes = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        let value = UnsafeRawPointer(bytes + Int(y * surface.pointee.pitch + x * 4)).loadUnaligned(as: UInt32.self)
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
        SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
        return RGBA(r, g, b)
    }

    func testASavedColourShowsWithinASecondAndABrokenSaveKeepsTheTileAndSaysWhy() throws {
        let catalog = try locations.loadCatalog()
        let watcher = try XCTUnwrap(LevelWatcher(locations: locations, catalog: catalog))
        var session = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        _ = session.step(.idle)
        XCTAssertNil(watcher.poll(now: ProcessInfo.processInfo.systemUptime), "nothing changed yet")

        let old = try XCTUnwrap(catalog.level(id: "catch")).tile.color
        try save("catch.json", replacing: String(format: "#%02X%02X%02X", old.r, old.g, old.b), with: "#123456")
        let good = try XCTUnwrap(LevelWatcherSettling.reload(of: watcher), "the save was seen")
        XCTAssertEqual(good.problems, [])
        _ = session.reload(good.catalog, problems: good.problems)
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle())
        let index = try XCTUnwrap(session.game.home.tiles.firstIndex { $0.id == "catch" })
        let center = session.game.home.magnifier.centers[index]
        XCTAssertEqual(try pixel(of: list, x: Int32(center.x), y: Int32(center.y)), RGBA(0x12, 0x34, 0x56))

        try save("catch.json", replacing: "\"#123456\"", with: "\"#12345\"")
        let broken = try XCTUnwrap(LevelWatcherSettling.reload(of: watcher))
        XCTAssertEqual(broken.problems.map(\.description),
                       [root + "/Levels/catch.json: tile.color: \"#12345\" is not a colour like \"#3A7BD5\""])
        _ = session.reload(broken.catalog, problems: broken.problems)
        XCTAssertEqual(session.game.home.tiles.first { $0.id == "catch" }?.color, RGBA(0x12, 0x34, 0x56), "the old level is kept")
        XCTAssertEqual(session.caption, "catch.json: tile.color: \"#12345\" is not a colour like \"#3A7BD5\"")
    }

    /// A pack folder added while the game runs, then a level saved into it: both reload.
    func testAPackAddedAndSavedIntoWhileTheGameRunsReloads() throws {
        let packs = root + "/data/levels"
        try FileManager.default.createDirectory(atPath: packs, withIntermediateDirectories: true)
        let catalog = try locations.loadCatalog()
        let watcher = try XCTUnwrap(LevelWatcher(locations: locations, catalog: catalog))
        try FileManager.default.createDirectory(atPath: packs + "/moss", withIntermediateDirectories: true)
        let added = try XCTUnwrap(LevelWatcherSettling.reload(of: watcher), "a new pack folder is a change")
        XCTAssertEqual(added.catalog.packs.map(\.name), ["moss"])
        let level = try String(contentsOfFile: root + "/Levels/catch.json", encoding: .utf8)
        try level.write(toFile: packs + "/moss/catch.json", atomically: true, encoding: .utf8)
        let saved = try XCTUnwrap(LevelWatcherSettling.reload(of: watcher), "a level saved into the pack reloads")
        XCTAssertNotNil(saved.catalog.level(id: "moss.catch"))
        XCTAssertNotNil(saved.catalog.level(id: "catch"))
    }

    /// No data folder at all when the game starts; the player then makes a pack with `mkdir -p`
    /// and saves a level into it: it shows without a restart.
    func testAPacksFolderMadeWhileTheGameRunsIsWatched() throws {
        let catalog = try locations.loadCatalog()
        let watcher = try XCTUnwrap(LevelWatcher(locations: locations, catalog: catalog))
        try FileManager.default.createDirectory(atPath: root + "/data/levels/moss", withIntermediateDirectories: true)
        var reloaded = LevelWatcherSettling.reload(of: watcher)
        // The folders may be seen one by one, each a reload, until the pack's own watch is set.
        while let reload = reloaded, reload.catalog.packs.isEmpty { reloaded = LevelWatcherSettling.reload(of: watcher) }
        XCTAssertEqual(reloaded?.catalog.packs.map(\.name), ["moss"], "the new pack folder was seen")
        let level = try String(contentsOfFile: root + "/Levels/catch.json", encoding: .utf8)
        try level.write(toFile: root + "/data/levels/moss/catch.json", atomically: true, encoding: .utf8)
        let saved = try XCTUnwrap(LevelWatcherSettling.reload(of: watcher), "a level saved into the new pack reloads")
        XCTAssertNotNil(saved.catalog.level(id: "moss.catch"))
    }

    func testFilesThatAreNotLevelsDoNotReload() throws {
        let watcher = try XCTUnwrap(LevelWatcher(locations: locations, catalog: try locations.loadCatalog()))
        try "notes".write(toFile: root + "/Levels/notes.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/Levels/solutions", withIntermediateDirectories: true)
        XCTAssertNil(LevelWatcherSettling.reload(of: watcher, within: 0.3))
    }
}
