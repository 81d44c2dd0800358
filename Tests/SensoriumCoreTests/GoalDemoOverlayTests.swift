import XCTest
@testable import SensoriumCore

/// The ghost that teaches a kind's first level: shown at the start, gone at the first input or
/// after its passes, and never part of the simulation.
final class GoalDemoOverlayTests: XCTestCase {
    private let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)

    private func session(_ id: String) -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = id
        return PlaySession(catalog: catalog, setup: setup)
    }

    private func rectsAndPoints(_ session: PlaySession) -> Int {
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle())
        return list.rects.count + list.points.count
    }

    func testTheFirstLevelOfEachKindTeachesAndTheLevelsAfterItDoNot() throws {
        for id in ["catch", "scan", "bounce", "turn"] {
            XCTAssertTrue(GoalDemoOverlay.teaches(try XCTUnwrap(catalog.level(id: id)), catalog: catalog), id)
        }
        for id in ["restless", "decoys", "roll", "edge"] {
            XCTAssertFalse(GoalDemoOverlay.teaches(try XCTUnwrap(catalog.level(id: id)), catalog: catalog), id)
        }
    }

    func testEveryFirstLevelDrawsAGhostAtItsStart() {
        for id in ["catch", "scan", "bounce", "turn"] {
            var shown = session(id)
            for _ in 0..<60 { _ = shown.step(.idle) }
            var plain = DrawList()
            shown.game.draw(into: &plain, alpha: 1, style: DrawStyle())
            XCTAssertGreaterThan(rectsAndPoints(shown), plain.rects.count + plain.points.count, "\(id) shows its ghost")
        }
    }

    func testTheGhostFadesAtTheFirstKeyAndTheLevelIsNoDifferent() {
        var watched = session("bounce")
        var pressed = session("bounce")
        for tick in 0..<120 {
            _ = watched.step(.idle)
            // Tab lays a texture, and bounce has none to lay: the key changes nothing in the level.
            _ = pressed.step(tick == 10 ? InputCommand(buttons: .alternate) : .idle)
        }
        XCTAssertLessThan(rectsAndPoints(pressed), rectsAndPoints(watched), "the key sent the ghost away")
        var plain = DrawList()
        pressed.game.draw(into: &plain, alpha: 1, style: DrawStyle())
        XCTAssertEqual(rectsAndPoints(pressed), plain.rects.count + plain.points.count, "nothing of it is left")
    }

    func testTheGhostLeavesByItselfAfterItsPasses() {
        // Scan: turn also teaches the steady turn (its lesson stays until the key is used).
        var watched = session("scan")
        let end = GoalDemoOverlay.passes * GoalDemoOverlay.passTicks + GoalDemoOverlay.fadeOutTicks + 1
        for _ in 0..<end { _ = watched.step(.idle) }
        var plain = DrawList()
        watched.game.draw(into: &plain, alpha: 1, style: DrawStyle())
        XCTAssertEqual(rectsAndPoints(watched), plain.rects.count + plain.points.count)
    }

    func testDrawingTheGhostLeavesTheReplayStateHashAlone() throws {
        // The same solution played with and without drawing every frame ends in the same state.
        let (drawn, undrawn) = try playedDrawnAndUndrawn("bounce", catalog: catalog)
        XCTAssertEqual(drawn.game.session?.stateHash, undrawn.game.session?.stateHash)
        XCTAssertNotNil(drawn.game.session?.solvedAtTick)
    }
}
