import Foundation
import XCTest
@testable import SensoriumCore

/// Hot reload as a level designer meets it: a good save applies at once (a level in play starts
/// again), a bad one keeps the old level and says why.
final class LevelHotReloadTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "sensorium-reload-\(getpid())-\(name.hashValue)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for id in ["catch", "restless"] {
            try FileManager.default.copyItem(atPath: RepositoryPaths.levels + "/\(id).json", toPath: folder + "/\(id).json")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Rewrites one field's text in a level file, as an editor's save would.
    private func edit(_ id: String, _ old: String, _ new: String) throws {
        let path = folder + "/\(id).json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(id).json holds \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func catchColor(_ catalog: LevelCatalog) -> String? {
        catalog.level(id: "catch").map { String(format: "#%02X%02X%02X", $0.tile.color.r, $0.tile.color.g, $0.tile.color.b) }
    }

    func testAGoodSaveAppliesAndABrokenOneKeepsTheOldLevelWithItsError() throws {
        let start = LevelCatalog.load(directory: folder)
        XCTAssertEqual(start.problems, [])
        let color = try XCTUnwrap(catchColor(start))
        try edit("catch", color, "#123456")
        let changed = LevelCatalog.reload(directory: folder, keeping: start)
        XCTAssertEqual(changed.problems, [])
        XCTAssertEqual(catchColor(changed), "#123456")

        try edit("catch", "\"#123456\"", "\"blue\"")
        let broken = LevelCatalog.reload(directory: folder, keeping: changed)
        XCTAssertEqual(catchColor(broken), "#123456", "the old level stays")
        XCTAssertEqual(broken.brokenFiles, [], "no tile is lost to a half-typed edit")
        XCTAssertEqual(broken.problems.map(\.description), [folder + "/catch.json: tile.color: \"blue\" is not a colour like \"#3A7BD5\""])
    }

    func testANewFileIsAddedAndADeletedOneIsGone() throws {
        let start = LevelCatalog.load(directory: folder)
        try FileManager.default.removeItem(atPath: folder + "/restless.json")
        XCTAssertNil(LevelCatalog.reload(directory: folder, keeping: start).level(id: "restless"))
        try FileManager.default.copyItem(atPath: RepositoryPaths.levels + "/shy.json", toPath: folder + "/shy.json")
        let added = LevelCatalog.reload(directory: folder, keeping: start)
        XCTAssertNil(added.level(id: "shy"), "shy requires restless, which is gone")
        XCTAssertEqual(added.brokenFiles, ["shy.json"])
    }

    func testTheHomeGridShowsTheNewColourAndKeepsItsFocus() throws {
        var session = PlaySession(catalog: LevelCatalog.load(directory: folder), setup: PlaySession.Setup())
        for _ in 0..<3 { _ = session.step(.idle) }
        let color = try XCTUnwrap(catchColor(session.game.catalog))
        try edit("catch", color, "#123456")
        _ = session.reload(LevelCatalog.reload(directory: folder, keeping: session.game.catalog), problems: [])
        let tile = try XCTUnwrap(session.game.home.tiles.first { $0.id == "catch" })
        XCTAssertEqual(tile.color, RGBA(0x12, 0x34, 0x56))
        XCTAssertEqual(session.game.home.focusedIndex, session.game.home.tiles.firstIndex { $0.id == "catch" })
    }

    func testALevelInPlayRestartsOnAGoodSaveAndPlaysOnThroughABrokenOne() throws {
        var setup = PlaySession.Setup()
        setup.levelID = "catch"
        var session = PlaySession(catalog: LevelCatalog.load(directory: folder), setup: setup)
        for _ in 0..<120 { _ = session.step(.idle) }
        XCTAssertEqual(session.game.session?.ticks, 120)

        try edit("catch", "\"targetRadius\": 90", "\"targetRadius\": 60")
        let good = LevelCatalog.reload(directory: folder, keeping: session.game.catalog)
        let output = session.reload(good, problems: good.problems)
        XCTAssertEqual(session.game.session?.ticks, 0, "the level starts again as the file now says")
        XCTAssertEqual(session.game.session?.level, good.level(id: "catch"))
        XCTAssertTrue(output.saves.contains { if case .attemptReplay = $0 { return true } else { return false } },
                      "the interrupted attempt is kept like any abandoned one")
        for _ in 0..<10 { _ = session.step(.idle) }

        try edit("catch", "\"targetRadius\": 60", "\"targetRadius\": -5")
        let broken = LevelCatalog.reload(directory: folder, keeping: session.game.catalog)
        _ = session.reload(broken, problems: broken.problems)
        XCTAssertEqual(session.game.session?.ticks, 10, "a broken save changes nothing in play")
        let caption = try XCTUnwrap(session.caption)
        XCTAssertTrue(caption.hasPrefix("catch.json: parameters.targetRadius: "), caption)
    }

    func testAReplayOrASpeedrunIgnoresChangesUntilItEnds() throws {
        let replay = try Replay.read(from: RepositoryPaths.solutions + "/catch.replay")
        var session = PlaySession(catalog: LevelCatalog.load(directory: folder), setup: .playback(of: replay))
        XCTAssertFalse(session.acceptsReload)
        let before = session.game.session?.level
        try edit("catch", "\"targetRadius\": 90", "\"targetRadius\": 60")
        _ = session.reload(LevelCatalog.reload(directory: folder, keeping: session.game.catalog), problems: [])
        XCTAssertEqual(session.game.session?.level, before)
    }
}
