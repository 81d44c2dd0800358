import XCTest
@testable import SensoriumCore

/// The wordless hint: three steps asked through the input, a solution ghost that is drawn and
/// heard only, and an attempt that is flagged `hinted`, unlocks, and never sets a best time.
final class LevelHintTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog
    private lazy var solutions = SolutionShelf.load(folder: RepositoryPaths.solutions, levelIDs: catalog.levels.map(\.id))

    private func session(_ id: String) -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = id
        setup.solutions = solutions
        return PlaySession(catalog: catalog, setup: setup)
    }

    /// Presses and releases the hint button `times` times, as `screenshot --hint` does.
    private func askHint(_ session: inout PlaySession, times: Int) {
        for _ in 0..<times {
            _ = session.step(InputCommand(buttons: .hint))
            _ = session.step(.idle)
        }
    }

    private func frame(_ session: PlaySession) -> DrawList {
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle())
        return list
    }

    func testEveryLevelHasASolutionForItsGhost() {
        XCTAssertFalse(catalog.levels.isEmpty)
        for level in catalog.levels {
            XCTAssertNotNil(solutions.solution(for: level.id), level.id)
        }
    }

    func testEveryLevelsSecondHintDrawsAFrameUnlikeThePlainOne() throws {
        for level in catalog.levels {
            var plain = session(level.id)
            for _ in 0..<120 { _ = plain.step(.idle) }
            var hinted = session(level.id)
            askHint(&hinted, times: 2)
            for _ in 0..<120 { _ = hinted.step(.idle) }
            XCTAssertEqual(hinted.hint.step, .firstPart, level.id)
            // The ghost's own piece, not only the lit lightbulb (a kind needs `<Kind>Ghost.swift`).
            var ghostOnly = DrawList()
            let live = try XCTUnwrap(hinted.game.session, level.id)
            XCTAssertNotNil(hinted.hint.ghost?.draw(into: &ghostOnly, over: live, opacity: 1, style: DrawStyle()), "\(level.id): the ghost is drawn")
            XCTAssertFalse(ghostOnly.commands.isEmpty, level.id)
            let shown = frame(hinted), bare = frame(plain)
            XCTAssertTrue(shown.rects != bare.rects || shown.points != bare.points || shown.commands.map(\.color) != bare.commands.map(\.color),
                          "\(level.id): the second hint draws the ghost")
        }
    }

    func testEveryLevelsWholeHintGhostEndsSolvedWhenLeftToRun() throws {
        for level in catalog.levels {
            let length = try XCTUnwrap(solutions.solution(for: level.id)).count
            var hinted = session(level.id)
            askHint(&hinted, times: 3)
            var solved = false
            for _ in 0..<(length + 10) where !solved {
                _ = hinted.step(.idle)
                solved = hinted.hint.ghostSolved
            }
            XCTAssertTrue(solved, "\(level.id): the ghost reaches the goal")
            XCTAssertFalse(hinted.game.session?.isSolved ?? true, "\(level.id): the live level is untouched")
        }
    }

    func testTheHintStepsGoGoalFirstPartWholeThenSlower() {
        var hinted = session("bounce")
        XCTAssertEqual(hinted.hint.step, .none)
        var cues: [FeedbackCue] = []
        for expected in [LevelHint.Step.goal, .firstPart, .whole] {
            cues = hinted.step(InputCommand(buttons: .hint)).cues
            _ = hinted.step(.idle)
            XCTAssertEqual(hinted.hint.step, expected)
            XCTAssertTrue(cues.contains(.sound(.hint, volume: 0.8, pan: 0)), "each step is heard")
        }
        askHint(&hinted, times: 1)
        XCTAssertTrue(hinted.hint.slow)
        askHint(&hinted, times: 1)
        XCTAssertFalse(hinted.hint.slow)
    }

    func testTheLightbulbGlowsAfterAStretchWithoutProgress() {
        var waiting = session("bounce")
        for _ in 0..<(LevelHint.offerAfterTicks - 1) { _ = waiting.step(.idle) }
        XCTAssertFalse(waiting.hint.isOffered)
        _ = waiting.step(.idle)
        _ = waiting.step(.idle)
        XCTAssertTrue(waiting.hint.isOffered)
        askHint(&waiting, times: 1)
        XCTAssertFalse(waiting.hint.isOffered, "asked for: no longer offered")
    }

    func testThePauseMenusLightbulbIsAHintPressInTheInput() {
        var paused = session("bounce")
        _ = paused.step(.idle)
        _ = paused.handle(.togglePause)
        // Resume is focused; the lightbulb is next.
        for input in [InputCommand(buttons: .down), .idle, InputCommand(buttons: .confirm), .idle] { _ = paused.step(input) }
        XCTAssertFalse(paused.isPaused)
        XCTAssertEqual(paused.hint.step, .goal)
    }

    func testTheGhostNeverChangesTheLiveLevel() throws {
        let inputs = try XCTUnwrap(solutions.solution(for: "roll"))
        var plain = session("roll"), hinted = session("roll")
        // The same input but for the hint bit: the live state differs only in the held bit.
        for (index, input) in inputs.enumerated() {
            _ = plain.step(input)
            var withHint = input
            if index < 6 { withHint.buttons.formUnion(index % 2 == 0 ? .hint : []) }
            _ = hinted.step(withHint)
        }
        XCTAssertEqual(hinted.hint.step, .whole)
        XCTAssertEqual(plain.game.session?.solvedAtTick, hinted.game.session?.solvedAtTick)
        XCTAssertNotNil(plain.game.session?.solvedAtTick)
    }

    func testAHintedSolveUnlocksButSetsNoBestTime() throws {
        var inputs = try XCTUnwrap(solutions.solution(for: "shy"))
        inputs[0].buttons.insert(.hint)
        var hinted = session("shy")
        var saves: [SaveRequest] = []
        for input in inputs { saves += hinted.step(input).saves }
        guard case .attemptReplay(let last) = saves.first, case .progress(.unverifiedSolve("shy", _), nil)? = saves.last else {
            return XCTFail("unexpected saves \(saves)")
        }
        XCTAssertEqual(last.replay.header.flags, [.hinted])
        XCTAssertNil(hinted.game.bestTicks["shy"])
        XCTAssertTrue(hinted.game.solved.contains("shy"), "a hinted solve unlocks what follows")
    }

    func testAHintedReplayVerifiesAndSaysItWasHintedEvenWhenTheHeaderDoesNot() throws {
        var replay = try Replay.read(from: RepositoryPaths.solutions + "/shy.replay")
        replay.inputs[0].buttons.insert(.hint)
        XCTAssertFalse(replay.header.flags.contains(.hinted))
        let decoded = try Replay.decode(replay.encode())
        let result = ReplayVerifier.verify(decoded, catalog: catalog)
        XCTAssertTrue(result.isSolved, "\(result.problems)")
        XCTAssertEqual(result.flags, replay.header.flags.union([.hinted]))
        XCTAssertFalse(result.isVerifiedRecord)
    }

    func testWithSpeechOnEachStepIsAnnouncedAndCaptioned() {
        var setup = PlaySession.Setup()
        setup.levelID = "bounce"
        setup.captions = true
        setup.solutions = solutions
        var spoken = PlaySession(catalog: catalog, setup: setup)
        XCTAssertEqual(spoken.step(InputCommand(buttons: .hint)).announcements, ["hint 1 of 3: the goal"])
        XCTAssertEqual(spoken.caption, "hint 1 of 3: the goal")
        var silent = session("bounce")
        XCTAssertEqual(silent.step(InputCommand(buttons: .hint)).announcements, [], "no words without speech")
    }

    func testTheGhostIsHeardAsASofterCopyOfTheLevelsOwnCues() throws {
        // The catch ghost catches: its catch sounds at a third of the level's volume or so.
        var hinted = session("catch")
        askHint(&hinted, times: 3)
        let length = try XCTUnwrap(solutions.solution(for: "catch")).count
        var ghostCues: [FeedbackCue] = []
        for _ in 0..<length { ghostCues += hinted.step(.idle).cues }
        let catches = ghostCues.compactMap { cue -> Double? in
            if case .sound(.targetCatch, let volume, _) = cue { return volume }
            return nil
        }
        XCTAssertFalse(catches.isEmpty, "the ghost's catches are heard")
        var loud: [FeedbackCue] = []
        FeedbackRouter.cues(for: .challenge(.caught(x: 960, y: 540)), into: &loud)
        let full = loud.compactMap { cue -> Double? in
            if case .sound(.targetCatch, let volume, _) = cue { return volume }
            return nil
        }.first ?? 1
        XCTAssertTrue(catches.allSatisfy { $0 < full }, "softer than the player's own")
    }

    func testAHintInARunMakesItUnofficialSoItSetsNoPersonalBest() throws {
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(definition: try CategoryDefinition(id: "level:shy", catalog: catalog), records: SpeedrunRecords())
        setup.solutions = solutions
        var run = PlaySession(catalog: catalog, setup: setup)
        _ = run.step(InputCommand(buttons: .right))
        XCTAssertEqual(run.speedrun?.flags, [])
        _ = run.step(InputCommand(buttons: .hint))
        XCTAssertEqual(run.speedrun?.flags, [.hinted])
        XCTAssertEqual(run.hint.step, .goal)
    }
}
