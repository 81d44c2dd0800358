import XCTest
@testable import SensoriumCore

/// Back on the grid after a win, a player still pressing from the level (catching fast, mashing
/// Space) does not reopen it unawares: for half a second no press counts, and a click counts only
/// once the pointer has moved, since it rests where the level's last click left it.
final class HomeAfterSolveTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    /// `catch` solved by its shipped solution, with the pointer resting on `pointer` through the
    /// celebration, until the grid shows.
    private func solvedCatch(restingAt pointer: InputCommand.Pointer?) throws -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = "catch"
        var session = PlaySession(catalog: catalog, setup: setup)
        for input in try Replay.read(from: RepositoryPaths.solutions + "/catch.replay").inputs { _ = session.step(input) }
        XCTAssertEqual(session.game.session?.isSolved, true)
        while session.game.session != nil { _ = session.step(InputCommand(pointer: pointer)) }
        return session
    }

    /// Where the `catch` tile sits on the grid.
    private var catchTile: InputCommand.Pointer {
        let home = HomeScreen(catalog: catalog, solved: [])
        let index = home.tiles.firstIndex { $0.id == "catch" }!
        let centre = home.magnifier.centers[index]
        return InputCommand.Pointer(x: Int16(centre.x), y: Int16(centre.y))
    }

    private func opened(_ session: PlaySession) -> String? {
        session.events.compactMap { if case .entered(let id) = $0 { id } else { nil } }.first
    }

    func testAClickAtThePointsRestingPlaceOpensNothingUntilThePointerMoves() throws {
        let resting = catchTile
        var session = try solvedCatch(restingAt: resting)
        guard case .home = session.game.screen else { return XCTFail("back on the grid") }
        let click = InputCommand(buttons: [.confirm, .click], pointer: resting)
        for _ in 0..<(HomeScreen.calmTicks * 2) {
            _ = session.step(click)
            XCTAssertNil(opened(session))
            _ = session.step(InputCommand(pointer: resting))
            XCTAssertNil(opened(session), "the pointer has not moved: no click counts")
        }
        let moved = InputCommand.Pointer(x: resting.x + 4, y: resting.y)
        _ = session.step(InputCommand(pointer: moved))
        _ = session.step(InputCommand(buttons: [.confirm, .click], pointer: moved))
        XCTAssertEqual(opened(session), "catch", "moved, the click opens the tile under it")
    }

    func testSpaceMashedFromTheLevelWaitsHalfASecond() throws {
        var session = try solvedCatch(restingAt: nil)
        guard case .home = session.game.screen else { return XCTFail("back on the grid") }
        for _ in 0..<(HomeScreen.calmTicks / 2 - 1) {
            _ = session.step(InputCommand(buttons: .confirm))
            XCTAssertNil(opened(session))
            _ = session.step(.idle)
            XCTAssertNil(opened(session), "calm for \(HomeScreen.calmTicks) ticks")
        }
        for _ in 0..<4 { _ = session.step(.idle) }
        _ = session.step(InputCommand(buttons: .confirm))
        XCTAssertEqual(opened(session), "catch", "then Enter opens the focused tile, as always")
    }

    /// The calm is for a win only: leaving with Back, the next Enter opens at once.
    func testBackThenEnterOpensAtOnce() {
        var setup = PlaySession.Setup()
        setup.levelID = "catch"
        var session = PlaySession(catalog: catalog, setup: setup)
        _ = session.step(.idle)
        _ = session.step(InputCommand(buttons: .back))
        guard case .home = session.game.screen else { return XCTFail("back on the grid") }
        _ = session.step(.idle)
        _ = session.step(InputCommand(buttons: .confirm))
        XCTAssertEqual(opened(session), "catch")
    }
}
