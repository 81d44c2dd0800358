import XCTest
@testable import SensoriumCore

/// The play session as the window, the screenshot command and the benchmarks all run it: what
/// each tick asks of the devices, and the rules that used to live in the window and the command
/// line (what is saved, what counts, pause, playback).
final class PlaySessionTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func solution(_ id: String) throws -> Replay {
        try Replay.read(from: RepositoryPaths.solutions + "/\(id).replay")
    }

    /// Every save asked for while playing `inputs` live.
    private func saves(playing inputs: [InputCommand], setup: PlaySession.Setup) -> (PlaySession, [SaveRequest]) {
        var session = PlaySession(catalog: catalog, setup: setup)
        var saves: [SaveRequest] = []
        for input in inputs { saves += session.step(input).saves }
        return (session, saves)
    }

    func testASolvedAttemptAsksForItsAttemptItsReplayAndItsBestTime() throws {
        let replay = try solution("shy")
        var setup = PlaySession.Setup()
        setup.levelID = "shy"
        let (_, saves) = saves(playing: replay.inputs, setup: setup)
        XCTAssertEqual(saves.count, 2, "the attempt's replay, then the solve")
        guard case .attemptReplay(let last) = saves[0], case .progress(.solved("shy", let ticks), let best?) = saves[1] else {
            return XCTFail("unexpected saves \(saves)")
        }
        XCTAssertEqual(last.name, "shy-last.replay")
        XCTAssertEqual(last.replay.inputs, replay.inputs)
        XCTAssertEqual(ticks, replay.header.results?.first?.solvedAtTick)
        XCTAssertEqual(best.name, "shy-best.replay")
        XCTAssertTrue(ReplayVerifier.verify(best.replay, catalog: catalog).isVerifiedRecord)
    }

    func testOpeningALevelFromTheHomeScreenCountsAnAttempt() {
        var session = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        var saves: [SaveRequest] = []
        // The game starts with the first tile in focus; Enter opens it.
        for input in [InputCommand(buttons: .confirm), .idle] { saves += session.step(input).saves }
        guard case .progress(.attemptStarted(let id), nil)? = saves.first else { return XCTFail("\(saves)") }
        XCTAssertEqual(id, session.game.session?.level.id)
    }

    func testASolveWithTheCameraInUseUnlocksButSetsNoBestTime() throws {
        let replay = try solution("scan")
        var setup = PlaySession.Setup()
        setup.levelID = "scan"
        setup.cameraInUse = true
        let (_, saves) = saves(playing: replay.inputs, setup: setup)
        guard case .attemptReplay(let last) = saves.first, case .progress(.unverifiedSolve("scan", _), nil)? = saves.last else {
            return XCTFail("unexpected saves \(saves)")
        }
        XCTAssertEqual(last.replay.header.flags, [.webcamInput])
    }

    func testPlaybackSavesNothingAndIgnoresThePlayersInput() throws {
        let replay = try solution("catch")
        var session = PlaySession(catalog: catalog, setup: .playback(of: replay))
        for _ in replay.inputs {
            XCTAssertEqual(session.step(InputCommand(buttons: .back)).saves.count, 0)
        }
        XCTAssertNotNil(session.game.session?.solvedAtTick, "the replay solved it; the held Back was ignored")
    }

    func testPauseStopsTheClockAndSilencesEverythingThenResumes() throws {
        var setup = PlaySession.Setup()
        setup.levelID = "bounce"
        var session = PlaySession(catalog: catalog, setup: setup)
        _ = session.step(InputCommand(buttons: .right))
        let pausedAt = session.game.tick
        XCTAssertTrue(session.handle(.togglePause).silence)
        for _ in 0..<50 { XCTAssertTrue(session.step(InputCommand(buttons: .right)).cues.isEmpty) }
        XCTAssertEqual(session.game.tick, pausedAt)
        _ = session.handle(.togglePause)
        _ = session.step(.idle)
        XCTAssertEqual(session.game.tick, pausedAt + 1)
    }

    func testLosingFocusPausesPlayButNotAReplaysPlayback() throws {
        var live = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        _ = live.handle(.focusLost)
        XCTAssertTrue(live.isPaused)
        var playback = PlaySession(catalog: catalog, setup: .playback(of: try solution("catch")))
        _ = playback.handle(.focusLost)
        XCTAssertFalse(playback.isPaused)
    }

    func testARunsReplayPlaysBackAsARunToItsLastLevel() throws {
        let replay = try solution("full-game")
        var session = PlaySession(catalog: catalog, setup: .playback(of: replay))
        var notices: [SpeedrunDriver.Notice] = []
        for _ in replay.inputs {
            notices += session.step(.idle).runNotices
            XCTAssertNil(session.liveSplitView, "playback is never sent to LiveSplit")
        }
        XCTAssertEqual(session.game.session?.level.id, replay.header.levelIDs.last)
        guard case .ended(_, true, _)? = notices.last else { return XCTFail("the run should end finished") }
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle())
        XCTAssertNotNil(session.speedrun, "the HUD is drawn from the run's timer")
    }

    func testAFlaggedRunPlaysBackUnofficialAndNeverAsAPersonalBest() throws {
        let replay = try solution("full-game")
        XCTAssertEqual(replay.header.flags, [.toolAssisted])
        var session = PlaySession(catalog: catalog, setup: .playback(of: replay))
        for _ in replay.inputs { _ = session.step(.idle) }
        let hud = try XCTUnwrap(session.speedrun?.session.hudState(atTick: session.game.tick, expanded: false, labels: [:]))
        XCTAssertEqual(hud.phase, .finished)
        XCTAssertFalse(hud.isOfficial)
        XCTAssertNotEqual(hud.timerJudgement, .personalBest)
    }

    func testALiveRunSavesItsRecordAndItsReplayWhenItEnds() throws {
        let replay = try solution("full-game")
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(definition: try CategoryDefinition(id: "full-game", catalog: catalog), records: SpeedrunRecords())
        let (_, saves) = saves(playing: replay.inputs, setup: setup)
        let runReplays = saves.compactMap { save -> NamedReplay? in
            if case .runReplay(let named) = save { return named }
            return nil
        }
        XCTAssertEqual(runReplays.map(\.name), ["full-game-attempt-1.replay"])
        XCTAssertEqual(runReplays.first?.replay.inputs, replay.inputs)
        guard case .progress(.runRecord(let record), nil)? = saves.last else { return XCTFail("\(saves.last as Any)") }
        XCTAssertEqual(record.personalBest?.splits.count, replay.header.levelIDs.count)
    }

    func testTuningIsIgnoredUntilTheDebugOverlayIsOnAndThenFlagsTheAttempt() throws {
        var setup = PlaySession.Setup()
        setup.levelID = "scan"
        var session = PlaySession(catalog: catalog, setup: setup)
        let before = session.game.session?.state.darkScanThresholds
        _ = session.handle(.tune(.raise))
        XCTAssertEqual(session.game.session?.state.darkScanThresholds, before)
        _ = session.handle(.toggleDebugOverlay)
        _ = session.handle(.tune(.raise))
        XCTAssertNotEqual(session.game.session?.state.darkScanThresholds, before)
        guard case .levelFile("scan", let text)? = session.handle(.tune(.write)).saves.first else { return XCTFail("F5 writes the level") }
        XCTAssertNoThrow(try LevelParser.parse(Array(text.utf8)))
        var output = TickOutput()
        session.step(InputCommand(buttons: .back), into: &output)
        guard case .attemptReplay(let last)? = output.saves.first else { return XCTFail("\(output.saves)") }
        XCTAssertEqual(last.replay.header.flags, [.debugTweaks])
    }

    func testCaptionsShowOnlyWhenSpeechIsOn() throws {
        // Shadow, not scan or decoys: scan's goal ghost and decoys' lesson would add rects of their own.
        let replay = try solution("shadow")
        for captions in [false, true] {
            var setup = PlaySession.Setup()
            setup.levelID = "shadow"
            setup.captions = captions
            var session = PlaySession(catalog: catalog, setup: setup)
            var spoken = 0
            var captionDrawn = false
            for input in replay.inputs {
                let output = session.step(input)
                spoken += output.announcements.count
                if !output.announcements.isEmpty {
                    var without = DrawList(), with = DrawList()
                    session.game.draw(into: &without, alpha: 1, style: DrawStyle())
                    session.draw(into: &with, alpha: 1, style: DrawStyle())
                    captionDrawn = captionDrawn || with.rects.count != without.rects.count
                }
            }
            XCTAssertGreaterThan(spoken, 0, "the detector speaks whether or not captions are on")
            XCTAssertEqual(captionDrawn, captions)
        }
    }
}
