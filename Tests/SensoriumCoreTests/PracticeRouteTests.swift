import XCTest
@testable import SensoriumCore

/// `play --run full-game --from LEVEL`: the route from one level on, compared with the golds,
/// never a record, no replay kept and nothing for LiveSplit.
final class PracticeRouteTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func fullGame() throws -> CategoryDefinition { try CategoryDefinition(id: "full-game", catalog: catalog) }

    /// Records whose full-game golds are 100, 200, 300 ... ticks.
    private func records(_ route: CategoryDefinition) -> SpeedrunRecords {
        var record = CategoryRecord(categoryID: route.id, levelIDs: route.levelIDs)
        record.bestSegments = route.levelIDs.indices.map { ($0 + 1) * 100 }
        return SpeedrunRecords(categories: [route.id: record])
    }

    func testThePracticeStartsAtTheChosenLevelAndComparesWithTheGoldsFromThere() throws {
        let route = try fullGame()
        let practice = try PracticeRoute(route, from: route.levelIDs[2], records: records(route))
        XCTAssertEqual(practice.definition.levelIDs, Array(route.levelIDs[2...]))
        XCTAssertEqual(practice.firstIndex, 2)
        let session = SpeedrunSession(practice: practice)
        XCTAssertTrue(session.isPractice)
        XCTAssertFalse(session.isOfficial)
        XCTAssertEqual(session.goldsAtStart.prefix(2), [300, 400], "the segments' own golds")
        XCTAssertEqual(session.comparisonSplits.prefix(2), [300, 700], "the golds cumulated from the practised level")
    }

    func testALevelOffTheRouteIsRefused() throws {
        XCTAssertThrowsError(try PracticeRoute(try fullGame(), from: "no-such-level", records: SpeedrunRecords()))
    }

    func testAPractisedRunPlaysToTheRoutesEndComparedWithTheGolds() throws {
        let route = try fullGame()
        // The shipped full-game run's input from the tick after a level's solve plays the route on
        // from the next level when it moves at once (a practice, like a run, is frozen until
        // then) and holds no button across the change (a run masks those until let go).
        let solution = try Replay.read(from: RepositoryPaths.solutions + "/full-game.replay")
        let solvedAt = try XCTUnwrap(solution.header.results).map(\.solvedAtTick)
        let from = try XCTUnwrap((1..<route.levelIDs.count).last { index in
            let first = solution.inputs[solvedAt[index - 1]], before = solution.inputs[solvedAt[index - 1] - 1]
            return RunStart.isInput(first, previous: .idle) && first.buttons.isDisjoint(with: before.buttons)
        }, "some level of the shipped run starts moving on its first tick")
        var driver = SpeedrunDriver(practice: try PracticeRoute(route, from: route.levelIDs[from], records: records(route)))
        var game = Game(catalog: catalog, solved: [])
        var events: [Game.Event] = []
        var notices: [SpeedrunDriver.Notice] = []
        driver.begin(&game, events: &events)
        XCTAssertEqual(game.session?.level.id, route.levelIDs[from])
        for input in solution.inputs[solvedAt[from - 1]...] {
            driver.step(input, game: &game, events: &events, notices: &notices)
        }
        let splits = notices.compactMap { notice -> SplitOutcome? in
            if case .split(let outcome) = notice { return outcome }
            return nil
        }
        XCTAssertEqual(splits.count, route.levelIDs.count - from, "the practice runs to the route's end")
        XCTAssertEqual(splits.last?.finishesRun, true)
        let first = try XCTUnwrap(splits.first)
        XCTAssertEqual(first.delta, first.splitTicks - (from + 1) * 100, "the first split is judged against that segment's gold")
        XCTAssertFalse(splits.contains { $0.isPersonalBest }, "a practice is never a personal best")
        XCTAssertEqual(driver.session.record.bestSegments, records(route).record(for: route).bestSegments.suffix(route.levelIDs.count - from).map { $0 },
                       "nor a gold")
    }

    func testAPracticeSavesNothingAndSendsNothingToLiveSplit() throws {
        let route = try fullGame()
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(practice: try PracticeRoute(route, from: route.levelIDs[1], records: records(route)))
        var session = PlaySession(catalog: catalog, setup: setup)
        var saves = 0
        for _ in 0..<30 { saves += session.step(InputCommand(buttons: .right)).saves.count }
        XCTAssertEqual(session.speedrun?.session.timer.phase, .running)
        XCTAssertEqual(session.liveSplitView?.isOfficial, false, "LiveSplit is never driven by a practice")
        saves += session.handle(.resetRun).saves.count
        XCTAssertEqual(saves, 0, "no attempt, no record, no replay: a practice is never a record")
    }

    func testAResetKeepsThePracticeAPractice() throws {
        let route = try fullGame()
        var driver = SpeedrunDriver(practice: try PracticeRoute(route, from: route.levelIDs[1], records: SpeedrunRecords()))
        var game = Game(catalog: catalog, solved: [])
        var events: [Game.Event] = []
        var notices: [SpeedrunDriver.Notice] = []
        driver.begin(&game, events: &events)
        for _ in 0..<10 { driver.step(InputCommand(buttons: .right), game: &game, events: &events, notices: &notices) }
        driver.reset(&game, events: &events, notices: &notices)
        XCTAssertTrue(driver.session.isPractice)
        XCTAssertFalse(driver.session.isOfficial)
        XCTAssertEqual(game.session?.level.id, route.levelIDs[1])
    }
}
