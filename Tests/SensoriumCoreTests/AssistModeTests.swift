import XCTest
@testable import SensoriumCore

/// Assist mode: the game runs slower in real time, never in ticks, and what is played at a
/// reduced speed is flagged `assist` and never counts as a record.
final class AssistModeTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func solution(_ id: String) throws -> Replay {
        try Replay.read(from: RepositoryPaths.solutions + "/\(id).replay")
    }

    func testEachSpeedStretchesATicksRealTimeOnly() {
        XCTAssertEqual(GameSpeed.allCases, [.half, .seventy, .eightyFive, .full])
        XCTAssertEqual(GameSpeed.full.secondsPerTick, 1.0 / 120, accuracy: 1e-12)
        XCTAssertEqual(GameSpeed.half.secondsPerTick, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(GameSpeed.seventy.secondsPerTick, 1.0 / 84, accuracy: 1e-12)
        XCTAssertFalse(GameSpeed.full.isAssist)
        XCTAssertTrue(GameSpeed.eightyFive.isAssist)
    }

    func testASlowSolveTakesTheSameTicksIsFlaggedAndSetsNoBestTime() throws {
        let replay = try solution("shy")
        var setup = PlaySession.Setup()
        setup.levelID = "shy"
        setup.settings.gameSpeed = .seventy
        var session = PlaySession(catalog: catalog, setup: setup)
        XCTAssertEqual(session.secondsPerTick, GameSpeed.seventy.secondsPerTick)
        var saves: [SaveRequest] = []
        for input in replay.inputs { saves += session.step(input).saves }
        guard case .attemptReplay(let last) = saves.first, case .progress(.unverifiedSolve("shy", _), nil)? = saves.last else {
            return XCTFail("unexpected saves \(saves)")
        }
        XCTAssertEqual(last.replay.header.flags, [.assist])
        XCTAssertEqual(session.game.session?.solvedAtTick, replay.header.results?.first?.solvedAtTick, "in-game time is exact ticks")
        XCTAssertNil(session.game.bestTicks["shy"])
    }

    func testARunAtReducedSpeedIsUnofficial() throws {
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(definition: try CategoryDefinition(id: "level:shy", catalog: catalog), records: SpeedrunRecords())
        setup.settings.gameSpeed = .half
        var session = PlaySession(catalog: catalog, setup: setup)
        _ = session.step(InputCommand(buttons: .right))
        XCTAssertEqual(session.speedrun?.flags, [.assist])
    }

    func testPlaybackRunsAtFullSpeedWhateverTheSetting() throws {
        var setup = PlaySession.Setup.playback(of: try solution("shy"))
        setup.settings.gameSpeed = .half
        XCTAssertEqual(PlaySession(catalog: catalog, setup: setup).secondsPerTick, GameSpeed.full.secondsPerTick)
    }

    func testTheSettingsRowMovesFromTheSnailToTheHare() {
        var screen = SettingsScreen(settings: Settings())
        let row = SettingsScreen.Row.allCases.firstIndex(of: .gameSpeed) ?? 0
        for _ in 0..<row { _ = screen.step(InputCommand(buttons: .down), previous: .idle, tick: 0) }
        XCTAssertEqual(screen.focused, .gameSpeed)
        XCTAssertEqual(screen.step(InputCommand(buttons: .right), previous: .idle, tick: 1), .blocked, "already the hare")
        XCTAssertEqual(screen.step(InputCommand(buttons: .left), previous: .idle, tick: 2), .changed(.gameSpeed(.eightyFive)))
        XCTAssertEqual(screen.settings.gameSpeed, .eightyFive)
    }

    func testTheSpeedIsSavedAndReadBack() throws {
        var settings = Settings()
        settings.gameSpeed = .half
        let read = try Settings.decode(settings.encode())
        XCTAssertEqual(read.gameSpeed, .half)
        XCTAssertThrowsError(try Settings.decode(Array(#"{"format": 1, "gameSpeed": "60%"}"#.utf8)))
    }

    func testTheCelebrationAfterASlowSolveDoesNotFlagTheNextAttempt() throws {
        let replay = try solution("shy")
        var setup = PlaySession.Setup()
        setup.levelID = "shy"
        setup.settings.gameSpeed = .half
        var session = PlaySession(catalog: catalog, setup: setup)
        for input in replay.inputs { _ = session.step(input) }
        // The celebration plays at half speed too; then, on the grid, the hare again.
        for _ in 0...Game.celebrationTicks { _ = session.step(.idle) }
        XCTAssertNil(session.game.session, "back on the grid")
        _ = session.handle(.togglePause)
        for input in [InputCommand(buttons: .confirm), .idle] { _ = session.step(input) }
        let row = try XCTUnwrap(SettingsScreen.Row.allCases.firstIndex(of: .gameSpeed))
        for _ in 0..<row { for input in [InputCommand(buttons: .down), .idle] { _ = session.step(input) } }
        for _ in 0..<3 { for input in [InputCommand(buttons: .right), .idle] { _ = session.step(input) } }
        XCTAssertEqual(session.menus.settings.gameSpeed, .full)
        _ = session.handle(.togglePause)
        _ = session.handle(.togglePause)
        XCTAssertFalse(session.isPaused)
        var saves = session.enter(levelID: "shy").saves
        for input in replay.inputs { saves += session.step(input).saves }
        let replays = saves.compactMap { save -> Replay? in
            if case .attemptReplay(let named) = save { return named.replay }
            return nil
        }
        XCTAssertEqual(replays.last?.header.flags, [], "the full-speed attempt is clean")
    }
}
