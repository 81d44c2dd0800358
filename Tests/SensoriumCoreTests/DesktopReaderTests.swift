import XCTest
@testable import SensoriumCore

/// The attempt reading the desktop, as the platform is told it each tick: it changes whenever an
/// attempt does (the platform then gives the window back), even when no tick passes on the grid
/// between two window levels, and is nil everywhere else.
final class DesktopReaderTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    func testARunsNextWindowLevelIsANewReaderWithNoGridBetween() throws {
        let solution = try Replay.read(from: RepositoryPaths.solutions + "/square.replay")
        var setup = PlaySession.Setup()
        setup.runLevels = ["square", "far"]
        var session = PlaySession(catalog: catalog, setup: setup)
        let first = try XCTUnwrap(session.desktopReader, "square reads the desktop")
        var readers: [DesktopReader?] = []
        for input in solution.inputs {
            _ = session.step(input)
            readers.append(session.desktopReader)
        }
        XCTAssertEqual(session.game.session?.level.id, "far", "square solved, far opened")
        XCTAssertFalse(readers.contains(nil), "never a tick without a reader")
        let told = [first] + readers
        XCTAssertEqual(zip(told, told.dropFirst()).filter { $0 != $1 }.count, 1, "one change, on the solve's tick")
    }

    func testARestartAndTheSameLevelOpenedAgainAreNewReadersAndTheGridIsNone() throws {
        var session = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        XCTAssertNil(session.desktopReader, "the grid reads nothing")
        _ = session.enter(levelID: "tall")
        let first = try XCTUnwrap(session.desktopReader)
        _ = session.step(.idle)
        XCTAssertEqual(session.desktopReader, first, "the same attempt tick after tick")
        _ = session.step(InputCommand(buttons: .restart))
        let restarted = try XCTUnwrap(session.desktopReader)
        XCTAssertNotEqual(restarted, first, "a restart")
        _ = session.enter(levelID: "tall")
        XCTAssertNotEqual(session.desktopReader, restarted, "the level opened again")
        _ = session.enter(levelID: "shy")
        XCTAssertNil(session.desktopReader, "a level that does not read the desktop")
    }
}
