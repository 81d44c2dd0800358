import XCTest
@testable import SensoriumCore

/// Plays the game from the shipped levels, one tick at a time, keeping each tick's events.
private struct Player {
    var game: Game
    var events: [Game.Event] = []

    init(solved: Set<String> = []) {
        game = Game(catalog: LevelCatalog.load(directory: repositoryRoot + "/Levels"), solved: solved)
    }

    @discardableResult
    mutating func step(_ input: InputCommand = .idle) -> [Game.Event] {
        events = []
        game.step(input, events: &events)
        return events
    }

    mutating func press(_ buttons: InputButtons) -> [Game.Event] {
        step(InputCommand(buttons: buttons))
        let pressed = events
        step()
        return pressed
    }

    var homeEvents: [HomeScreen.Event] {
        events.compactMap { if case .home(let event) = $0 { return event } else { return nil } }
    }

    var challengeEvents: [ChallengeEvent] {
        events.compactMap { if case .challenge(let event) = $0 { return event } else { return nil } }
    }

    var entered: [String] {
        events.compactMap { if case .entered(let id) = $0 { return id } else { return nil } }
    }

    var finished: [Game.Attempt] {
        events.compactMap { if case .finished(let attempt) = $0 { return attempt } else { return nil } }
    }

    var isHome: Bool { if case .home = game.screen { return true } else { return false } }
    var isCelebrating: Bool { if case .celebration = game.screen { return true } else { return false } }

    /// Focuses the tile at `index` of the first row with arrow presses, from no focus.
    mutating func focusFirstRow(_ index: Int) {
        // The game starts with the first tile in focus.
        for _ in 0..<index { _ = press(.right) }
    }

    /// Catches the target until the level is solved (pressing on it, then letting go).
    mutating func solveLevel(file: StaticString = #filePath, line: UInt = #line) -> Game.Attempt? {
        for _ in 0..<400 {
            guard let session = game.session, !isCelebrating else { break }
            step(session.onTarget(.confirm))
            if let attempt = finished.first { return attempt }
            step(session.onTarget())
        }
        XCTFail("the level was not solved", file: file, line: line)
        return nil
    }
}

final class GameTests: XCTestCase {
    func testTheGameStartsHomeWithTheFirstLevelOpenAndTheRestLocked() {
        let player = Player()
        XCTAssertTrue(player.isHome)
        XCTAssertEqual(player.game.home.tiles.filter { $0.row == 0 }.map(\.id), ["catch", "restless", "shy", "leap", "wary", "flea", "float", "hop"])
        XCTAssertEqual(player.game.home.tiles.filter { $0.row == 0 }.map(\.state), [.open, .locked, .locked, .locked, .locked, .locked, .locked, .locked])
        XCTAssertNil(player.game.session)
    }

    func testTheFirstOpenTileHasTheFocusAtStartSoEnterPlaysAtOnce() {
        var player = Player()
        XCTAssertEqual(player.game.home.focusedIndex.map { player.game.home.tiles[$0].id }, "catch")
        _ = player.press(.confirm)
        XCTAssertEqual(player.game.session?.level.id, "catch")
    }

    func testConfirmOnAnOpenTileEntersItsLevel() {
        var player = Player()
        player.focusFirstRow(0)
        XCTAssertEqual(player.game.home.focusedIndex, 0)
        _ = player.press(.confirm)
        XCTAssertEqual(player.game.session?.level.id, "catch")
        player.step(.idle)
        XCTAssertEqual(player.game.session?.ticks, 2)
    }

    func testEnteringEmitsOpenThenEntered() {
        var player = Player()
        player.focusFirstRow(0)
        player.step(InputCommand(buttons: .confirm))
        XCTAssertEqual(player.homeEvents, [.open(levelID: "catch")])
        XCTAssertEqual(player.entered, ["catch"])
    }

    func testConfirmOnALockedTileIsDeniedAndStaysHome() {
        var player = Player()
        player.focusFirstRow(1)
        XCTAssertEqual(player.game.home.focusedIndex, 1)
        player.step(InputCommand(buttons: .confirm))
        XCTAssertEqual(player.homeEvents, [.denied(tile: 1)])
        XCTAssertEqual(player.entered, [])
        XCTAssertTrue(player.isHome)
        XCTAssertEqual(player.game.home.shakes[1], player.game.home.tick, "the tile shakes")
    }

    func testBackLeavesTheLevelWithAnUnsolvedAttempt() {
        var player = Player()
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        for _ in 0..<3 { player.step(InputCommand(buttons: .right)) }
        player.step(InputCommand(buttons: .back))
        XCTAssertTrue(player.isHome)
        XCTAssertEqual(player.finished.count, 1)
        let attempt = player.finished.first
        XCTAssertEqual(attempt?.level.id, "catch")
        XCTAssertNil(attempt?.solvedInTicks)
        XCTAssertEqual(attempt?.inputs, [.idle] + Array(repeating: InputCommand(buttons: .right), count: 3),
                       "every level tick's input, not the back press")
        XCTAssertEqual(player.game.home.focusedIndex, 0, "focus returns to the level's tile")
        XCTAssertEqual(player.game.solved, [])
    }

    func testSolvingFinishesTheAttemptAndCelebratesThenReturnsHomeWithTheNextLevelOpen() throws {
        var player = Player()
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        let attempt = try XCTUnwrap(player.solveLevel())
        XCTAssertEqual(attempt.level.id, "catch")
        XCTAssertEqual(attempt.solvedInTicks, player.game.session?.solvedAtTick)
        XCTAssertEqual(attempt.solvedInTicks, 194,
                       "caught on tick 2, then again as it lands after each 96-tick leap: presses in the air miss")
        XCTAssertEqual(attempt.inputs.count, 194)
        XCTAssertTrue(player.challengeEvents.contains(.solved))
        XCTAssertTrue(player.isCelebrating)
        XCTAssertEqual(player.game.solved, ["catch"])

        for tick in 1..<Game.celebrationTicks {
            player.step()
            XCTAssertTrue(player.isCelebrating, "celebration tick \(tick)")
        }
        player.step()
        XCTAssertTrue(player.isHome, "home after \(Game.celebrationTicks) ticks")
        XCTAssertEqual(player.game.home.tiles.filter { $0.row == 0 }.map(\.state), [.solved, .open, .locked, .locked, .locked, .locked, .locked, .locked])
        XCTAssertEqual(player.game.home.focusedIndex, 0)
    }

    func testAnAttemptsInputsReplayToTheSameSolve() throws {
        var player = Player()
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        let attempt = try XCTUnwrap(player.solveLevel())
        var replay = LevelSession(level: attempt.level)
        var events: [ChallengeEvent] = []
        for input in attempt.inputs { replay.step(input, events: &events) }
        XCTAssertEqual(replay.solvedAtTick, attempt.solvedInTicks)
        XCTAssertEqual(replay.stateHash, player.game.session?.stateHash)
    }

    func testASolvedLevelOpensAgain() {
        var player = Player(solved: ["catch"])
        XCTAssertEqual(player.game.home.tiles.filter { $0.row == 0 }.map(\.state), [.solved, .open, .locked, .locked, .locked, .locked, .locked, .locked])
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        XCTAssertEqual(player.game.session?.level.id, "catch")
    }

    func testTheConfirmThatOpensALevelIsNotAlsoAPressInsideIt() {
        // A key press lasts many ticks at 120 Hz: hold confirm for ten across the entry.
        var player = Player()
        player.focusFirstRow(0)
        var challengeEvents: [ChallengeEvent] = []
        for _ in 0..<10 {
            player.step(InputCommand(buttons: .confirm))
            challengeEvents += player.challengeEvents
        }
        XCTAssertEqual(player.game.session?.level.id, "catch")
        XCTAssertEqual(challengeEvents, [], "no miss at the start of the level")
        XCTAssertNil(player.game.session?.jumpingTarget.lastMiss)
        player.step()
        player.step(InputCommand(buttons: .confirm))
        XCTAssertEqual(player.challengeEvents, [.kind(JumpingTargetEvent.missed(x: 960, y: 590))], "a new press counts")
    }

    func testConfirmHeldThroughTheCelebrationDoesNotReopenTheLevel() throws {
        var player = Player()
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        _ = try XCTUnwrap(player.solveLevel())
        var entered: [String] = []
        for _ in 0...(Game.celebrationTicks + 10) {
            player.step(InputCommand(buttons: .confirm))
            entered += player.entered
        }
        XCTAssertTrue(player.isHome)
        XCTAssertEqual(entered, [])
    }

    /// A click pressed late in the celebration and held (or tapped inside it) opens nothing:
    /// it must be let go and pressed again on the grid.
    func testAClickDuringTheCelebrationDoesNotReopenTheLevel() throws {
        var player = Player()
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        let target = try XCTUnwrap(player.solveLevel()?.inputs.last?.pointer)
        var entered: [String] = []
        let click = InputCommand(buttons: .confirm, pointer: target), resting = InputCommand(pointer: target)
        for tick in 0...(Game.celebrationTicks + 10) {
            // A tap a third of the way in, then a press held from just before the end.
            let tapping = tick == Game.celebrationTicks / 3, holding = tick >= Game.celebrationTicks - 2
            player.step(tapping || holding ? click : resting)
            entered += player.entered
        }
        XCTAssertTrue(player.isHome)
        player.step(resting)
        entered += player.entered
        XCTAssertEqual(entered, [], "released on the grid: still nothing")
        XCTAssertEqual(player.game.home.focusedIndex, 0, "the focus is where the player left it")
    }

    /// Back on the grid after a win, the focus rests on the level just played; a fresh click on
    /// empty space opens nothing (it once reopened the focused tile, as Enter does).
    func testAClickOnEmptySpaceAfterAWinDoesNotReopenTheLevel() throws {
        var player = Player()
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        _ = try XCTUnwrap(player.solveLevel())
        for _ in 0...(Game.celebrationTicks + 10) { player.step() }
        XCTAssertTrue(player.isHome)
        let empty = InputCommand.Pointer(x: 20, y: 20)
        player.step(InputCommand(pointer: empty))
        player.step(InputCommand(buttons: [.confirm, .click], pointer: empty))
        XCTAssertEqual(player.entered, [])
        player.step(InputCommand(pointer: empty))
        XCTAssertTrue(player.isHome)
        // After a win the grid is calm half a second (HomeAfterSolveTests).
        for _ in 0..<HomeScreen.calmTicks { player.step(InputCommand(pointer: empty)) }
        player.step(InputCommand(buttons: .confirm, pointer: empty))
        XCTAssertEqual(player.entered, ["catch"], "Enter still opens the focused tile")
    }

    func testAStickHeldWhenLeavingALevelDoesNotMoveTheHomeFocus() {
        var player = Player()
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        let pushed = InputCommand(stickX: 127)
        player.step(pushed)
        player.step(InputCommand(buttons: .back, stickX: 127))
        XCTAssertTrue(player.isHome)
        for _ in 0..<5 { player.step(pushed) }
        XCTAssertEqual(player.game.home.focusedIndex, 0, "the push held as the grid appeared is not a move")
        player.step()
        player.step(pushed)
        XCTAssertEqual(player.game.home.focusedIndex, 1, "a new push moves it")
    }

    func testArrowsHeldWhenLeavingALevelDoNotMoveTheHomeFocus() {
        var player = Player()
        player.focusFirstRow(0)
        _ = player.press(.confirm)
        player.step(InputCommand(buttons: .right))
        player.step(InputCommand(buttons: [.right, .back]))
        XCTAssertTrue(player.isHome)
        for _ in 0..<5 { player.step(InputCommand(buttons: .right)) }
        XCTAssertEqual(player.game.home.focusedIndex, 0)
        player.step()
        player.step(InputCommand(buttons: .right))
        XCTAssertEqual(player.game.home.focusedIndex, 1, "a new press moves it")
    }

    func testEnteringByIDIgnoresLocksAndUnknownIDs() {
        var player = Player()
        var events: [Game.Event] = []
        player.game.enter(levelID: "shy", events: &events)
        XCTAssertEqual(player.game.session?.level.id, "shy")
        var none = Player()
        none.game.enter(levelID: "nowhere", events: &events)
        XCTAssertNil(none.game.session)
        XCTAssertEqual(events.count, 1)
    }

    /// An attempt left running for a day ends where a replay ends, so what it saves is read back
    /// and it never holds more than a replay's worth of input (the limit is lowered to 50 ticks here).
    func testAnAttemptEndsAtTheLongestReplayAndGoesBackToTheGrid() throws {
        var player = Player()
        var events: [Game.Event] = []
        player.game.maxAttemptTicks = 50
        player.game.enter(levelID: "catch", events: &events)
        var finished: [Game.Attempt] = []
        for _ in 0..<60 {
            player.step()
            finished += player.finished
        }
        XCTAssertEqual(finished.count, 1)
        XCTAssertEqual(finished.first?.inputs.count, 50)
        XCTAssertNil(finished.first?.solvedInTicks)
        XCTAssertNil(player.game.session, "back on the grid")
    }
}

