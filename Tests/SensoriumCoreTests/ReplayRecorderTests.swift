import XCTest
@testable import SensoriumCore

final class ReplayRecorderTests: XCTestCase {
    private func header() -> ReplayHeader {
        ReplayHeader(gameVersion: "0.1.0", category: .fullGame, levelIDs: ["a", "b"], seed: 42,
                     levelFilesHash: LevelFilesHash.compute([("a", [1]), ("b", [2])]))
    }

    func testRecordedRunDecodesToTheSameCommandsAndResults() throws {
        var recorder = ReplayRecorder(header: header())
        var random = SeededRandom(seed: 3)
        var expected: [InputCommand] = []
        for tick in 0..<2000 {
            let command = tick % 7 == 0
                ? InputCommand(buttons: InputButtons(rawValue: UInt16(random.next() & 0xFFF)), stickX: 127)
                : expected.last ?? .idle
            expected.append(command)
            XCTAssertTrue(recorder.append(command))
            if tick == 499 { XCTAssertTrue(recorder.markSolved(levelID: "a")) }
        }
        XCTAssertTrue(recorder.markSolved(levelID: "b"))
        let replay = recorder.replay
        XCTAssertEqual(replay.inputs, expected)
        XCTAssertEqual(replay.header.results, [ReplayLevelResult(levelID: "a", solvedAtTick: 500),
                                               ReplayLevelResult(levelID: "b", solvedAtTick: 2000)])
        XCTAssertEqual(recorder.encode(), replay.encode())
        XCTAssertEqual(try Replay.decode(recorder.encode()), replay)
    }

    func testSolvesOutOfOrderOrOnTheSameTickAreIgnored() {
        var recorder = ReplayRecorder(header: header())
        XCTAssertFalse(recorder.markSolved(levelID: "a"), "no tick recorded yet")
        recorder.append(.idle)
        XCTAssertFalse(recorder.markSolved(levelID: "b"), "b comes after a")
        XCTAssertTrue(recorder.markSolved(levelID: "a"))
        XCTAssertFalse(recorder.markSolved(levelID: "b"), "same tick as a")
        XCTAssertEqual(recorder.replay.header.results?.count, 1)
    }

    func testFlagsAddedMidRunAreWritten() throws {
        var recorder = ReplayRecorder(header: header())
        recorder.append(.idle)
        recorder.addFlag(.assist)
        let decoded = try Replay.decode(recorder.encode())
        XCTAssertEqual(decoded.header.flags, [.assist])
        XCTAssertFalse(decoded.header.isClean)
    }

    func testAnUnsolvedAttemptHasAnEmptyResultList() throws {
        var recorder = ReplayRecorder(header: header())
        recorder.append(InputCommand(buttons: .restart))
        XCTAssertEqual(try Replay.decode(recorder.encode()).header.results, [])
    }
}
