import XCTest
@testable import SensoriumCore

/// The win is unmistakable: in its tick a sound and a rumble, then the expanding ring, then the
/// home grid with the tile ticked and its best time under it.
final class WinFeedbackTests: XCTestCase {
    private let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)

    func testASolveSoundsRumblesAndReturnsToTheGridWithTheBestTimeOnTheTile() throws {
        for id in ["catch", "scan", "bounce", "turn"] {
            let replay = try Replay.read(from: RepositoryPaths.solutions + "/\(id).replay")
            var setup = PlaySession.Setup()
            setup.levelID = id
            setup.bestTicks = [id: 1_000_000]
            var session = PlaySession(catalog: catalog, setup: setup)
            var winCues: [FeedbackCue] = []
            for input in replay.inputs {
                let output = session.step(input)
                if output.soundscapeSolved || session.game.session?.isSolved == true && winCues.isEmpty { winCues = output.cues }
            }
            XCTAssertTrue(winCues.contains { if case .sound = $0 { true } else { false } }, "\(id): a sound")
            XCTAssertTrue(winCues.contains { if case .haptic = $0 { true } else { false } }, "\(id): a rumble")
            let solvedAt = try XCTUnwrap(session.game.session?.solvedAtTick, id)
            for _ in 0...Game.celebrationTicks { _ = session.step(.idle) }
            guard case .home = session.game.screen else { return XCTFail("\(id): back to the grid") }
            let tile = try XCTUnwrap(session.game.home.tiles.first { $0.id == id })
            XCTAssertEqual(tile.state, .solved, id)
            XCTAssertEqual(tile.bestTicks, solvedAt, "\(id): the new best is on the tile")
        }
    }

    /// The webcam's solve is no record, but the tile still shows the time it took, as an
    /// unverified one (drawn in its own colour).
    func testAnUnverifiableSolveSetsNoRecordButShowsItsTimeApart() throws {
        let replay = try Replay.read(from: RepositoryPaths.solutions + "/scan.replay")
        var setup = PlaySession.Setup()
        setup.levelID = "scan"
        setup.cameraInUse = true
        var session = PlaySession(catalog: catalog, setup: setup)
        for input in replay.inputs { _ = session.step(input) }
        let solvedAt = try XCTUnwrap(session.game.session?.solvedAtTick)
        for _ in 0...Game.celebrationTicks { _ = session.step(.idle) }
        let tile = try XCTUnwrap(session.game.home.tiles.first { $0.id == "scan" })
        XCTAssertEqual(tile.state, .solved)
        XCTAssertNil(tile.bestTicks)
        XCTAssertEqual(tile.unverifiedBestTicks, solvedAt)
    }
}
