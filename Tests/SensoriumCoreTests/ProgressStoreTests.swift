import Foundation
import XCTest
@testable import SensoriumCore

final class ProgressStoreTests: XCTestCase {
    private var directory = ""
    private var path: String { directory + "/sensorium/progress.json" }
    /// 2025-01-31 23:59:59 UTC.
    private let now = Date(timeIntervalSince1970: 1_738_367_999)

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "sensorium-progress-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/sensorium", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory + "/sensorium").sorted()
    }

    func testMissingFileIsAFirstStart() {
        let store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.progress, Progress())
        XCTAssertNil(store.message)
    }

    func testSaveThenLoadRoundTrips() throws {
        var store = ProgressStore.load(from: path, now: now)
        try store.update {
            $0.recordAttempt(levelID: "jump-1")
            $0.record(levelID: "jump-1", solvedInTicks: 1450)
        }
        let loaded = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(loaded.progress, store.progress)
        XCTAssertEqual(loaded.progress[level: "jump-1"].bestTicks, 1450)
        XCTAssertNil(loaded.message)
        XCTAssertEqual(try files(), [".progress.json.lock", "progress.json"])
    }

    func testSaveCreatesTheDirectory() throws {
        let nested = directory + "/new/sensorium/progress.json"
        var store = ProgressStore.load(from: nested, now: now)
        try store.update { $0.recordAttempt(levelID: "a") }
        XCTAssertEqual(ProgressStore.load(from: nested, now: now).progress, store.progress)
    }

    func testTwoStoresSavingInTurnKeepEachOthersRecords() throws {
        // Two game windows (or a game and `verify --save`) loaded the same file.
        var first = ProgressStore.load(from: path, now: now)
        var second = ProgressStore.load(from: path, now: now)
        try first.update { $0.record(levelID: "catch", solvedInTicks: 300) }
        try second.update { $0.record(levelID: "shy", solvedInTicks: 500) }
        let loaded = ProgressStore.load(from: path, now: now).progress
        XCTAssertEqual(loaded[level: "catch"].bestTicks, 300)
        XCTAssertEqual(loaded[level: "shy"].bestTicks, 500)
        XCTAssertEqual(second.progress, loaded, "the store sees what it saved, merged")
    }

    func testASymlinkedFileStaysASymlinkAndItsTargetIsSaved() throws {
        let target = directory + "/elsewhere/progress.json"
        try FileManager.default.createDirectory(atPath: directory + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "../elsewhere/progress.json")
        var store = ProgressStore.load(from: path, now: now)
        try store.update { $0.recordAttempt(levelID: "a") }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path), "../elsewhere/progress.json")
        XCTAssertEqual(try Progress.decode(XCTUnwrap(FileBytes.read(target, maxBytes: 1 << 20)))[level: "a"].attempts, 1)
    }

    func testASaveTheReaderWouldRefuseIsNotWrittenAndSaysWhy() throws {
        var store = ProgressStore.load(from: path, now: now)
        try store.update { $0.recordAttempt(levelID: "a") }
        let before = try FileBytes.read(path, maxBytes: 1 << 20)
        XCTAssertThrowsError(try store.update { $0.recordAttempt(levelID: String(repeating: "x", count: 200)) }) { error in
            XCTAssertEqual("\(error)", "\(self.path): levels.\(String(repeating: "x", count: 60))…: "
                           + "a level id must be 1 to 128 bytes (the game would not read it back)")
        }
        XCTAssertEqual(try FileBytes.read(path, maxBytes: 1 << 20), before)
    }

    func testAChangeThatThrowsWritesNothing() throws {
        struct Refused: Error {}
        var store = ProgressStore.load(from: path, now: now)
        XCTAssertThrowsError(try store.update { _ in throw Refused() })
        XCTAssertEqual(try files(), [".progress.json.lock"])
    }

    func testOneBadLevelCostsThatLevelAndTheOriginalIsKeptAside() throws {
        let original = Array(#"""
        {"format": 1, "levels": {
          "good": {"solved": true, "bestTicks": 120, "attempts": 2, "solves": 1},
          "bad": {"solved": false, "bestTicks": 99, "attempts": 1, "solves": 0}
        }, "speedrun": {"categories": {"level:good": {"levels": ["good"], "attempts": 1, "completed": 1,
          "personalBest": {"splits": [120]}, "bestSegments": [120], "history": []}}}}
        """#.utf8)
        try AtomicFile.write(original, to: path)
        var store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.progress.levels.keys.sorted(), ["good"])
        XCTAssertEqual(store.progress.speedrunRecords.categories["level:good"]?.personalBest?.finalTicks, 120)
        let aside = path + ".corrupt-20250131T235959Z"
        XCTAssertEqual(store.message, """
            \(path): levels.bad.bestTicks: an unsolved level cannot have a best time; dropped
            \(path): every other record kept; the original is kept as \(aside)
            """)
        XCTAssertEqual(try FileBytes.read(aside, maxBytes: 1 << 20), original)
        try store.update { $0.recordAttempt(levelID: "good") }
        let reloaded = ProgressStore.load(from: path, now: now)
        XCTAssertNil(reloaded.message)
        XCTAssertEqual(reloaded.progress[level: "good"].attempts, 3)
        XCTAssertEqual(try FileBytes.read(aside, maxBytes: 1 << 20), original, "the kept original is never rewritten")
    }

    func testABadImportedComparisonCostsOnlyTheComparison() throws {
        try AtomicFile.write(Array(#"""
        {"format": 1, "levels": {}, "speedrun": {"categories": {"level:good": {"levels": ["good"], "attempts": 1,
          "completed": 1, "personalBest": {"splits": [120]}, "bestSegments": [120], "history": [],
          "imported": {"name": "x", "splits": [99999999999]}}}}}
        """#.utf8), to: path)
        let store = ProgressStore.load(from: path, now: now)
        let record = try XCTUnwrap(store.progress.speedrunRecords.categories["level:good"])
        XCTAssertEqual(record.personalBest?.finalTicks, 120)
        XCTAssertNil(record.imported)
        XCTAssertEqual(store.message?.components(separatedBy: "\n").first,
                       "\(path): speedrun.categories.level:good.imported.splits[0]: 99999999999 ticks is outside 1...2147483647 "
                       + "(the longest time the game keeps, 207 days); dropped")
    }

    func testCorruptFileIsMovedAsideWithItsBytesAndAMessage() throws {
        let garbage = Array(#"{"format": 1, "levels": {"a": "#.utf8)
        try AtomicFile.write(garbage, to: path)
        let store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.progress, Progress())
        let aside = path + ".corrupt-20250131T235959Z"
        XCTAssertEqual(store.message, "\(path): levels.a: unexpected end of file (line 1, column 31); moved to \(aside), starting fresh")
        XCTAssertEqual(try FileBytes.read(aside, maxBytes: 1000), garbage)
        XCTAssertNil(try FileBytes.read(path, maxBytes: 1000))
        XCTAssertNil(store.saveBlockedReason)
    }

    func testASecondCorruptionDoesNotClobberTheFirstAsideFile() throws {
        try AtomicFile.write(Array("first".utf8), to: path)
        _ = ProgressStore.load(from: path, now: now)
        try AtomicFile.write(Array("second".utf8), to: path)
        let second = ProgressStore.load(from: path, now: now)
        XCTAssertTrue(second.message?.hasSuffix("moved to \(path).corrupt-20250131T235959Z-2, starting fresh") ?? false,
                      second.message ?? "no message")
        XCTAssertEqual(try FileBytes.read(path + ".corrupt-20250131T235959Z", maxBytes: 100), Array("first".utf8))
        XCTAssertEqual(try FileBytes.read(path + ".corrupt-20250131T235959Z-2", maxBytes: 100), Array("second".utf8))
        XCTAssertEqual(try files(), ["progress.json.corrupt-20250131T235959Z", "progress.json.corrupt-20250131T235959Z-2"])
    }

    func testAnUnknownTopLevelFieldIsDroppedAndTheRestKept() throws {
        try AtomicFile.write(Array(#"{"format": 1, "levels": {"a": {"solved": false, "bestTicks": null, "attempts": 4, "solves": 0}}, "coins": 3}"#.utf8), to: path)
        let store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.message?.components(separatedBy: "\n").first, "\(path): coins: unknown field; dropped")
        XCTAssertEqual(store.progress[level: "a"].attempts, 4)
    }

    func testAFileOfAnotherFormatIsMovedAsideWhole() throws {
        try AtomicFile.write(Array(#"{"format": 2, "levels": {}}"#.utf8), to: path)
        let store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.message?.hasPrefix("\(path): format: format 2 is from a newer version of the game"), true, store.message ?? "")
        XCTAssertEqual(store.progress, Progress())
        XCTAssertEqual(try files(), ["progress.json.corrupt-20250131T235959Z"])
    }

    func testAFIFOInThePlaceOfTheFileIsMovedAsideWithoutHanging() throws {
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.message, "\(path): not a regular file; moved to \(path).corrupt-20250131T235959Z, starting fresh")
    }

    func testADirectoryInThePlaceOfTheFileIsMovedAside() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.message, "\(path): not a regular file; moved to \(path).corrupt-20250131T235959Z, starting fresh")
        var saving = store
        try saving.update { _ in }
        XCTAssertEqual(ProgressStore.load(from: path, now: now).progress, Progress())
    }

    func testUTCStampIsSortable() {
        XCTAssertEqual(AsideCopy.utcStamp(Date(timeIntervalSince1970: 0)), "19700101T000000Z")
        XCTAssertEqual(AsideCopy.utcStamp(now), "20250131T235959Z")
    }
}
