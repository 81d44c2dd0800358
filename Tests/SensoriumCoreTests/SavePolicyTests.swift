import XCTest
@testable import SensoriumCore

/// What an ended attempt or run writes, read as plain rules over values (the session adds only
/// that playback saves nothing; `PlaySessionTests` plays them through).
final class SavePolicyTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func attempt(_ id: String, solvedIn ticks: Int?) throws -> Game.Attempt {
        Game.Attempt(level: try XCTUnwrap(catalog.level(id: id)), inputs: [.idle, .idle], solvedInTicks: ticks)
    }

    func testAVerifiableSolveKeepsItsReplayAndAsksForTheBestTime() throws {
        let saves = SavePolicy.saves(for: try attempt("shy", solvedIn: 2), flags: [])
        XCTAssertEqual(saves.count, 2)
        guard case .attemptReplay(let last) = saves[0], case .progress(.solved("shy", 2), let best?) = saves[1] else {
            return XCTFail("\(saves)")
        }
        XCTAssertEqual(last.name, "shy-last.replay")
        XCTAssertEqual(best.name, "shy-best.replay")
        XCTAssertEqual(last.replay.header.results?.first?.solvedAtTick, 2)
    }

    func testAFlaggedSolveUnlocksButSetsNoTime() throws {
        let solved = try attempt("shy", solvedIn: 2)
        XCTAssertNil(SavePolicy.countedTime(of: solved, flags: [.debugTweaks]))
        XCTAssertEqual(SavePolicy.countedTime(of: solved, flags: []), 2)
        let saves = SavePolicy.saves(for: solved, flags: [.debugTweaks])
        guard case .attemptReplay(let last) = saves[0], case .progress(.unverifiedSolve("shy", _), nil) = saves[1] else {
            return XCTFail("\(saves)")
        }
        XCTAssertEqual(last.replay.header.flags, [.debugTweaks], "the replay carries its flags")
    }

    func testAnAbandonedAttemptKeepsOnlyItsReplay() throws {
        let saves = SavePolicy.saves(for: try attempt("shy", solvedIn: nil), flags: [])
        XCTAssertEqual(saves.count, 1)
        guard case .attemptReplay(let last) = saves[0] else { return XCTFail("\(saves)") }
        XCTAssertNil(last.replay.header.results)
    }

    func testTheWebcamFlagsOnlyLevelsThatLookThroughIt() {
        XCTAssertEqual(SavePolicy.flags(levelID: "scan", catalog: catalog, cameraInUse: true, tunedLevels: []), [.webcamInput])
        XCTAssertEqual(SavePolicy.flags(levelID: "shy", catalog: catalog, cameraInUse: true, tunedLevels: []), [])
        XCTAssertEqual(SavePolicy.flags(levelID: "scan", catalog: catalog, cameraInUse: false, tunedLevels: []), [])
        XCTAssertEqual(SavePolicy.flags(levelID: "shy", catalog: catalog, cameraInUse: false, tunedLevels: ["shy"]), [.debugTweaks])
    }

    func testEveryRunNoticeSavesTheRecordsAndAnEndedRunItsReplay() throws {
        let record = CategoryRecord(categoryID: "any", levelIDs: ["shy"])
        let replay = Replay(header: ReplayVerifier.header(for: [try XCTUnwrap(catalog.level(id: "shy"))], category: .level("shy")),
                            inputs: [])
        let saves = SavePolicy.saves(for: [.started(attempt: 1), .ended(replay: replay, finished: false, file: "run-1.replay")],
                                     record: record)
        XCTAssertEqual(saves.count, 3)
        guard case .progress(.runRecord, _) = saves[0], case .runReplay(let kept) = saves[1], case .progress(.runRecord, _) = saves[2] else {
            return XCTFail("\(saves)")
        }
        XCTAssertEqual(kept.name, "run-1.replay")
    }
}
