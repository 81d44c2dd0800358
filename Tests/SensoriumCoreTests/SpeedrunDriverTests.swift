import XCTest
@testable import SensoriumCore

/// A full-game run played live through `Game`, as the window does, against the verifier.
final class SpeedrunDriverTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func driver() throws -> SpeedrunDriver {
        SpeedrunDriver(definition: try CategoryDefinition(id: "full-game", catalog: catalog), records: SpeedrunRecords())
    }

    func testALiveRunSplitsExactlyWhereTheVerifierDoesAndItsReplayVerifies() throws {
        let solution = try Replay.read(from: RepositoryPaths.solutions + "/full-game.replay")
        var driver = try driver()
        var game = Game(catalog: catalog, solved: [])
        var events: [Game.Event] = []
        var notices: [SpeedrunDriver.Notice] = []
        driver.begin(&game, events: &events)
        for _ in 0..<90 { driver.step(.idle, game: &game, events: &events, notices: &notices) }
        XCTAssertEqual(game.tick, 0, "frozen until the first input: waiting is free and nothing moves")
        for input in solution.inputs { driver.step(input, game: &game, events: &events, notices: &notices) }

        let splits = notices.compactMap { notice -> Int? in
            if case .split(let outcome) = notice { return outcome.splitTicks }
            return nil
        }
        XCTAssertEqual(splits, solution.header.results?.map(\.solvedAtTick))
        guard case .ended(let replay, true, let file)? = notices.last else { return XCTFail("the run should finish") }
        XCTAssertEqual(file, "full-game-attempt-1.replay")
        XCTAssertEqual(replay.inputs, solution.inputs, "the run's replay is exactly what was played")
        let verification = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertTrue(verification.isVerifiedRecord, "\(verification.problems)")
        XCTAssertEqual(driver.session.record.personalBest?.splits, splits)
    }

    func testResetStartsTheFirstLevelAgainAndWaitsForTheResetKeysToBeReleased() throws {
        var driver = try driver()
        var game = Game(catalog: catalog, solved: [])
        var events: [Game.Event] = []
        var notices: [SpeedrunDriver.Notice] = []
        driver.begin(&game, events: &events)
        for _ in 0..<30 { driver.step(InputCommand(buttons: .right), game: &game, events: &events, notices: &notices) }
        XCTAssertEqual(driver.session.timer.phase, .running)
        driver.reset(&game, events: &events, notices: &notices)
        guard case .ended(_, false, _)? = notices.last else { return XCTFail("a reset ends the attempt") }
        XCTAssertEqual(driver.session.timer.phase, .ready)
        let resetTick = game.tick
        driver.step(InputCommand(buttons: .restart), game: &game, events: &events, notices: &notices)
        XCTAssertEqual(game.tick, resetTick, "the R of Shift+R still held starts nothing")
        driver.step(.idle, game: &game, events: &events, notices: &notices)
        driver.step(InputCommand(buttons: .left), game: &game, events: &events, notices: &notices)
        XCTAssertEqual(driver.session.timer.phase, .running)
        XCTAssertEqual(driver.session.record.attempts, 2)
        XCTAssertEqual(game.session?.level.id, "catch")
    }

    func testLeavingARunForTheHomeScreenEndsItUnfinished() throws {
        var driver = try driver()
        var game = Game(catalog: catalog, solved: [])
        var events: [Game.Event] = []
        var notices: [SpeedrunDriver.Notice] = []
        driver.begin(&game, events: &events)
        driver.step(InputCommand(buttons: .down), game: &game, events: &events, notices: &notices)
        driver.step(InputCommand(buttons: .back), game: &game, events: &events, notices: &notices)
        guard case .ended(_, false, _)? = notices.last else { return XCTFail("leaving ends the attempt") }
        XCTAssertNil(game.run)
        XCTAssertNil(game.session)
    }
}
