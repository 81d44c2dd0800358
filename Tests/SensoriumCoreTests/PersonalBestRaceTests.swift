import XCTest
@testable import SensoriumCore

/// Racing your best: the personal best's replay runs as a ghost beside a run, tick for tick,
/// with the split delta beside it; drawn only, so the live run is the same with it or without.
final class PersonalBestRaceTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func solution(_ id: String) throws -> Replay {
        try Replay.read(from: RepositoryPaths.solutions + "/\(id).replay")
    }

    private func levelRun(_ id: String, racing replay: Replay?, raceGhost: Bool = true) throws -> PlaySession {
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(definition: try CategoryDefinition(id: "level:\(id)", catalog: catalog), records: SpeedrunRecords())
        setup.raceReplay = replay
        setup.settings.raceGhost = raceGhost
        return PlaySession(catalog: catalog, setup: setup)
    }

    private func frame(_ session: PlaySession) -> DrawList {
        var list = DrawList()
        session.draw(into: &list, alpha: 0.5, style: DrawStyle())
        return list
    }

    func testALevelRunWithTheGhostOnEndsInTheSameStateHashAsWithItOff() throws {
        let best = try solution("roll")
        var on = try levelRun("roll", racing: best), off = try levelRun("roll", racing: best, raceGhost: false)
        var none = try levelRun("roll", racing: nil)
        var drawnDifferently = false
        for input in best.inputs {
            _ = on.step(input)
            _ = off.step(input)
            _ = none.step(input)
            let shown = frame(on), hidden = frame(off)
            XCTAssertEqual(hidden.rects, frame(none).rects, "off draws nothing of the ghost")
            if shown.rects != hidden.rects || shown.points != hidden.points { drawnDifferently = true }
        }
        XCTAssertTrue(drawnDifferently, "the ghost was drawn with the race on")
        let hash = try XCTUnwrap(on.game.session?.stateHash)
        XCTAssertEqual(hash, off.game.session?.stateHash)
        XCTAssertEqual(hash, none.game.session?.stateHash)
        XCTAssertEqual(on.game.tick, none.game.tick)
        XCTAssertNotNil(on.race)
        XCTAssertNil(none.race)
    }

    func testTheGhostKeepsTheLiveRunsTickAndStartsAgainWithAReset() throws {
        var run = try levelRun("roll", racing: try solution("roll"))
        for _ in 0..<30 { _ = run.step(.idle) }
        let lead = try XCTUnwrap(run.race?.lead)
        XCTAssertEqual(run.race?.ghost.index, lead, "the run waits for its first input, and so does its ghost")
        _ = run.step(InputCommand(buttons: .right))
        for _ in 0..<50 { _ = run.step(.idle) }
        XCTAssertEqual(run.game.run?.ticks, 51)
        XCTAssertEqual(run.race?.ghost.index, lead + 51)
        _ = run.handle(.resetRun)
        _ = run.step(.idle)
        XCTAssertEqual(run.race?.ghost.index, lead, "a reset sends the ghost back to the start")
    }

    func testTheSplitDeltaIsTheLiveSplitMinusTheBests() throws {
        // A best that, like a live run's replay, has input from its first tick.
        let id = try XCTUnwrap(catalog.levels.map(\.id).first { (try? RunStart.firstInputIndex(in: solution($0).inputs)) == 0 })
        let best = try solution(id)
        let bestSplit = try XCTUnwrap(best.header.results?.first?.solvedAtTick)
        for lost in [0, 30] {
            // A run of the level (no timer: it starts at once) that waits `lost` ticks, then plays the best.
            var setup = PlaySession.Setup()
            setup.runLevels = [id]
            setup.raceReplay = best
            var run = PlaySession(catalog: catalog, setup: setup)
            for _ in 0..<lost { _ = run.step(.idle) }
            for input in best.inputs { _ = run.step(input) }
            let race = try XCTUnwrap(run.race)
            XCTAssertEqual(race.splits, [bestSplit])
            if lost == 0 { XCTAssertEqual(run.game.run?.solvedAt, [bestSplit], "\(id): the best's own keys solve it") }
            // (A level that moves by itself may not be solved by the same keys later.)
            if let split = run.game.run?.solvedAt.first {
                XCTAssertEqual(race.lastDelta(run.game)?.delta, split - bestSplit, "\(id): \(lost) ticks lost before starting")
            }
        }
    }

    func testAFullGameRunRacesItsBestLevelByLevel() throws {
        let best = try solution("full-game")
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(definition: try CategoryDefinition(id: "full-game", catalog: catalog), records: SpeedrunRecords())
        setup.raceReplay = best
        var run = PlaySession(catalog: catalog, setup: setup)
        let race = try XCTUnwrap(run.race)
        XCTAssertEqual(race.ghost.levelSession?.level.id, best.header.levelIDs.first)
        XCTAssertEqual(race.splits.count, best.header.results?.count)
        for input in best.inputs.prefix(race.lead + 200) { _ = run.step(input) }
        XCTAssertEqual(run.race?.ghost.levelSession?.level.id, run.game.session?.level.id, "the ghost plays the live level")
    }

    func testAReplayOfOtherLevelsRacesNothing() throws {
        XCTAssertNil(try levelRun("roll", racing: try solution("tide")).race)
    }
}
