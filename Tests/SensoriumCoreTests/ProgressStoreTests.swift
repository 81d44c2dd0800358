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
        store.progress.recordAttempt(levelID: "jump-1")
        store.progress.record(levelID: "jump-1", solvedInTicks: 1450)
        try store.save()
        let loaded = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(loaded.progress, store.progress)
        XCTAssertNil(loaded.message)
        XCTAssertEqual(try files(), ["progress.json"])
    }

    func testSaveCreatesTheDirectory() throws {
        let nested = directory + "/new/sensorium/progress.json"
        var store = ProgressStore.load(from: nested, now: now)
        store.progress.recordAttempt(levelID: "a")
        try store.save()
        XCTAssertEqual(ProgressStore.load(from: nested, now: now).progress, store.progress)
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

    func testAValidFileOfTheWrongShapeIsAlsoMovedAside() throws {
        try AtomicFile.write(Array(#"{"format": 1, "levels": {}, "coins": 3}"#.utf8), to: path)
        let store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.message?.hasPrefix("\(path): coins: unknown field; moved to "), true, store.message ?? "")
    }

    func testADirectoryInThePlaceOfTheFileIsMovedAside() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let store = ProgressStore.load(from: path, now: now)
        XCTAssertEqual(store.message, "\(path): not a regular file; moved to \(path).corrupt-20250131T235959Z, starting fresh")
        try store.save()
        XCTAssertEqual(ProgressStore.load(from: path, now: now).progress, Progress())
    }

    func testUTCStampIsSortable() {
        XCTAssertEqual(ProgressStore.utcStamp(Date(timeIntervalSince1970: 0)), "19700101T000000Z")
        XCTAssertEqual(ProgressStore.utcStamp(now), "20250131T235959Z")
    }
}
