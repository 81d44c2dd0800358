import XCTest
@testable import SensoriumCore

/// The memory block auto splitters read: its documented bytes, as a run goes.
final class RunStateBlockTests: XCTestCase {
    private func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private func u64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
    }

    func testTheHeaderIsTheDocumentedSignatureVersionAndSize() {
        let bytes = RunStateBlock().bytes(updates: 7)
        XCTAssertEqual(bytes.count, 72)
        XCTAssertEqual(Array(bytes[0..<8]), Array("SENSORUN".utf8))
        XCTAssertEqual(u32(bytes, 8), 2)
        XCTAssertEqual(u32(bytes, 12), 72)
        XCTAssertEqual(u32(bytes, 16), 7)
        XCTAssertEqual(u32(bytes, 20), 0, "no run")
        XCTAssertEqual(u32(bytes, 44), 120)
    }

    func testARunsPhaseAttemptSplitsAndTimesAreWhereTheDocsSay() {
        var run = SpeedrunSession(definition: CategoryDefinition(category: .fullGame, levelIDs: ["a", "b", "c"]),
                                  records: SpeedrunRecords())
        var bytes = RunStateBlock(run: run, tick: 0, isPlayingBack: false).bytes()
        XCTAssertEqual(u32(bytes, 20), 1, "ready")
        XCTAssertEqual(u32(bytes, 36), 3)
        run.start(atTick: 10)
        run.split(levelID: "a", solvedAtTick: 129)
        bytes = RunStateBlock(run: run, tick: 200, isPlayingBack: false).bytes()
        XCTAssertEqual(u32(bytes, 20), 2, "running")
        XCTAssertEqual(u32(bytes, 24), 1, "official")
        XCTAssertEqual(u32(bytes, 28), 1, "the first attempt")
        XCTAssertEqual(u32(bytes, 32), 1, "on the second level")
        XCTAssertEqual(u32(bytes, 40), 1, "one split")
        XCTAssertEqual(u64(bytes, 48), 191, "in-game ticks from the first input's tick on")
        XCTAssertEqual(u64(bytes, 56), 120)
        run.split(levelID: "b", solvedAtTick: 300)
        run.split(levelID: "c", solvedAtTick: 400)
        bytes = RunStateBlock(run: run, tick: 500, isPlayingBack: true).bytes()
        XCTAssertEqual(u32(bytes, 20), 3, "finished")
        XCTAssertEqual(u32(bytes, 24), 4, "a playback is never official")
        XCTAssertEqual(u32(bytes, 32), 2, "the last level stays the index once finished")
        XCTAssertEqual(u32(bytes, 40), 3)
        XCTAssertEqual(u64(bytes, 48), 391, "the time stands still")
        XCTAssertEqual(u64(bytes, 56), 391)
    }

    func testARunLeftForTheHomeScreenIsNoRun() throws {
        let catalog = RepositoryPaths.shippedCatalog
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(definition: try CategoryDefinition(id: "full-game", catalog: catalog), records: SpeedrunRecords())
        var session = PlaySession(catalog: catalog, setup: setup)
        XCTAssertEqual(session.runStateBlock.phase, .ready)
        _ = session.step(InputCommand(buttons: .right))
        XCTAssertEqual(session.runStateBlock.phase, .running)
        _ = session.step(InputCommand(buttons: .back))
        XCTAssertEqual(session.runStateBlock.phase, .noRun, "Backspace leaves the run for the home screen")
    }

    func testAPracticeIsFlaggedSo() throws {
        let catalog = RepositoryPaths.shippedCatalog
        let route = try CategoryDefinition(id: "full-game", catalog: catalog)
        let run = SpeedrunSession(practice: try PracticeRoute(route, from: route.levelIDs[3], records: SpeedrunRecords()))
        XCTAssertEqual(u32(RunStateBlock(run: run, tick: 0, isPlayingBack: false).bytes(), 24), 2)
    }

    func testTheCountersStartARunOnItsFirstTickAndResetItWhenLeft() {
        var runs = TimedRuns()
        var block = RunStateBlock()
        func look(_ phase: RunStateBlock.Phase, attempt: UInt32, splits: UInt32 = 0, flags: RunStateBlock.Flags = []) -> [UInt32] {
            block.phase = phase
            block.attempt = attempt
            block.splitCount = splits
            block.flags = flags
            runs.count(&block)
            let bytes = block.bytes()
            return [u32(bytes, 64), u32(bytes, 68)]
        }
        XCTAssertEqual(look(.ready, attempt: 0), [0, 0])
        XCTAssertEqual(look(.running, attempt: 1), [1, 0], "the first input starts it")
        XCTAssertEqual(look(.running, attempt: 1, splits: 3), [1, 0])
        XCTAssertEqual(look(.finished, attempt: 1, splits: 5), [1, 0], "finished is not left yet")
        XCTAssertEqual(look(.noRun, attempt: 1, splits: 5), [1, 1], "the home screen resets it (and timers save it)")
        XCTAssertEqual(look(.running, attempt: 2), [2, 1])
        XCTAssertEqual(look(.running, attempt: 3), [3, 2], "a new attempt at once: the reset, then the start")
        XCTAssertEqual(look(.ready, attempt: 0), [3, 3], "the player's reset")
        XCTAssertEqual(look(.running, attempt: 4, splits: 2), [3, 3], "first seen mid-run: never started late")
        XCTAssertEqual(look(.ready, attempt: 0), [3, 3], "and so never reset")
        XCTAssertEqual(look(.running, attempt: 5, flags: .practice), [3, 3], "a practice is no run of the category")
        XCTAssertEqual(look(.ready, attempt: 0), [3, 3])
        XCTAssertEqual(look(.running, attempt: 5), [4, 3], "the same number after a reset is a new run")
    }
}
