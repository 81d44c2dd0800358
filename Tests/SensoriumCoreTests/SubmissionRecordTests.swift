import XCTest
@testable import SensoriumCore

/// `verify --json`: the submission record of a run holds the verifier's splits and in-game time,
/// the header's facts, and real time only where the records kept it.
final class SubmissionRecordTests: XCTestCase {
    /// The shipped full-game run, re-simulated once for every test (it takes a while in debug).
    private static let shipped: Result<(Replay, ReplayVerifier.Verification), Error> = Result {
        let replay = try Replay.read(from: RepositoryPaths.solutions + "/full-game.replay")
        return (replay, ReplayVerifier.verify(replay, catalog: RepositoryPaths.shippedCatalog))
    }

    private func record(realSplits: [Int]? = nil) throws -> (SubmissionRecord, Replay, ReplayVerifier.Verification) {
        let (replay, verification) = try Self.shipped.get()
        let record = SubmissionRecord(replayFileName: Array("full-game.replay".utf8), replaySHA256: String(repeating: "0", count: 64),
                                      replayModified: "2026-01-02T03:04:05Z", replay: replay, verification: verification,
                                      realSplitsMilliseconds: realSplits)
        return (record, replay, verification)
    }

    func testTheSplitsAndTheTimeAreTheVerifiersFromTheFirstInput() throws {
        let (record, replay, verification) = try record()
        let expected = try XCTUnwrap(RunStart.splits(solvedAtTicks: verification.outcomes.compactMap(\.solvedAtTick),
                                                     inputs: replay.inputs))
        XCTAssertEqual(record.splits.map(\.ticks), expected)
        XCTAssertEqual(record.splits.map(\.levelID), replay.header.levelIDs)
        XCTAssertEqual(record.inGameTicks, expected.last)
        XCTAssertTrue(record.solved)
        XCTAssertEqual(record.isOfficial, replay.header.isClean)
    }

    func testTheJSONNamesEveryFieldAndLeavesUnknownRealTimeNull() throws {
        let (record, replay, _) = try record()
        guard case .object(let object) = record.json else { return XCTFail("an object") }
        XCTAssertEqual(object.keys, ["format", "game", "verifiedWith", "recordedWith", "replay", "replayNameBytes", "replaySha256",
                                     "replayModified", "category", "levels", "levelFilesHash", "seed", "flags", "solved",
                                     "official", "problems", "igtTicks", "igt", "rtaMs", "simulatedTicks", "splits"])
        XCTAssertEqual(object["category"], .string("full-game"))
        XCTAssertEqual(object["levelFilesHash"], .string(replay.header.levelFilesHash))
        XCTAssertEqual(object["rtaMs"], .null, "no real time is made up")
        XCTAssertEqual(object["igt"], .string(TickClock.format(record.inGameTicks ?? -1)))
        let text = JSONWriter.pretty(record.json)
        XCTAssertEqual(try JSONParser().parse(text), record.json, "it reads back as written")
    }

    func testARefusedReplayIsARecordWithAnErrorNotATextLine() throws {
        let line = "run.replay: refused: re-simulating it takes longer than 5 s (stopped at tick 9 of 90); --no-time-limit lifts the limit"
        let json = SubmissionRecord.refusal(replayFileName: Array("run.replay".utf8), error: line)
        guard case .object(let object) = json else { return XCTFail("an object") }
        XCTAssertEqual(object.keys, ["format", "game", "verifiedWith", "replay", "replayNameBytes", "solved", "official", "error"])
        XCTAssertEqual(object["error"], .string(line))
        XCTAssertEqual(object["solved"], .bool(false))
        XCTAssertEqual(object["official"], .bool(false))
        XCTAssertEqual(try JSONParser().parse(JSONWriter.pretty(json)), json, "it reads back as written")
    }

    func testRealTimeComesFromTheRecordsWhenTheyHaveOneSplitPerLevel() throws {
        let levels = try Self.shipped.get().0.header.levelIDs.count
        let real = (1...levels).map { $0 * 1_000 }
        XCTAssertEqual(try record(realSplits: real).0.splits.map(\.realMilliseconds), real)
        guard case .object(let object) = try record(realSplits: real).0.json else { return XCTFail("an object") }
        XCTAssertEqual(object["rtaMs"], .number(Double(levels * 1_000)))
        XCTAssertEqual(try record(realSplits: [1]).0.splits.compactMap(\.realMilliseconds), [], "a wrong count is ignored")
    }

    /// A JSON string holds text only: a name that is not UTF-8 is written with U+FFFD for its
    /// bad bytes, and its bytes in `replayNameBytes` so the file can still be named exactly.
    func testANameThatIsNotUTF8CarriesItsBytes() throws {
        let name = Array("run-".utf8) + [0xFF] + Array(".replay".utf8)
        guard case .object(let object) = SubmissionRecord.refusal(replayFileName: name, error: "refused") else {
            return XCTFail("an object")
        }
        XCTAssertEqual(object["replay"], .string("run-\u{FFFD}.replay"))
        XCTAssertEqual(object["replayNameBytes"], .string("72756e2dff2e7265706c6179"))
        guard case .object(let plain) = SubmissionRecord.refusal(replayFileName: Array("run\u{85}.replay".utf8), error: "refused") else {
            return XCTFail("an object")
        }
        XCTAssertEqual(plain["replay"], .string("run\u{85}.replay"), "a UTF-8 name is its own text, controls and all")
        XCTAssertEqual(plain["replayNameBytes"], .null)
    }
}
