import XCTest
@testable import SensoriumCore

final class SpeedrunRecordsTests: XCTestCase {
    private func sampleRecords() -> SpeedrunRecords {
        var record = CategoryRecord(categoryID: "full-game", levelIDs: ["a", "b"])
        record.attempts = 3
        record.completed = 1
        record.personalBest = PersonalBest(splits: [100, 250], realSplitsMilliseconds: [900, 2100], replayFile: "pb.replay", attempt: 2)
        record.bestSegments = [90, 150]
        record.history = [AttemptRecord(id: 1, segments: [90]), AttemptRecord(id: 2, segments: [100, 150]), AttemptRecord(id: 3, segments: [])]
        record.imported = ImportedComparison(name: "Any%", splits: [95, nil])
        var single = CategoryRecord(categoryID: "level:a", levelIDs: ["a"])
        single.attempts = 1
        return SpeedrunRecords(categories: ["full-game": record, "level:a": single])
    }

    func testProgressRoundTripKeepsSpeedrunRecordsAndOtherSpeedrunKeys() throws {
        var progress = Progress(speedrun: JSONObject([("saveStress", .object(JSONObject([("save", .number(1))])))]),
                                speedrunRecords: sampleRecords())
        progress.record(levelID: "a", solvedInTicks: 100)
        let bytes = progress.encode()
        XCTAssertEqual(try Progress.decode(bytes), progress)
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("""
          "speedrun": {
            "saveStress": {
              "save": 1
            },
            "categories": {
              "full-game": {
                "levels": ["a", "b"],
                "attempts": 3,
                "completed": 1,
                "personalBest": {
                  "attempt": 2,
                  "splits": [100, 250],
                  "realSplitsMs": [900, 2100],
                  "replay": "pb.replay"
                },
                "bestSegments": [90, 150],
                "history": [
        """), text)
    }

    func testAnOldProgressFileWithoutSpeedrunStillLoads() throws {
        let old = #"{"format":1,"levels":{"a":{"solved":true,"bestTicks":5,"attempts":1,"solves":1}}}"#
        let progress = try Progress.decode(Array(old.utf8))
        XCTAssertTrue(progress.speedrunRecords.isEmpty)
        XCTAssertNil(progress.speedrun)
        XCTAssertFalse(String(decoding: progress.encode(), as: UTF8.self).contains("speedrun"))
        let empty = try Progress.decode(Array(#"{"format":1,"levels":{},"speedrun":{}}"#.utf8))
        XCTAssertEqual(empty.speedrun, JSONObject())
        XCTAssertTrue(empty.speedrunRecords.isEmpty)
    }

    func testRecordsOnlyProgressLeavesNoOtherSpeedrunKeys() throws {
        let progress = Progress(speedrunRecords: sampleRecords())
        let decoded = try Progress.decode(progress.encode())
        XCTAssertNil(decoded.speedrun)
        XCTAssertEqual(decoded, progress)
    }

    func testDamagedRecordsAreRejectedWithTheirPath() {
        func reject(_ categories: String, _ expected: String, line: UInt = #line) {
            let text = #"{"format":1,"levels":{},"speedrun":{"categories":\#(categories)}}"#
            XCTAssertThrowsError(try Progress.decode(Array(text.utf8)), line: line) { error in
                XCTAssertEqual((error as? FormatError)?.description, expected, line: line)
            }
        }
        let ok = #""levels":["a","b"],"attempts":2,"completed":1,"bestSegments":[10,20],"history":[]"#
        reject(#"{"any%":{\#(ok)}}"#, #"speedrun.categories.any%: unknown category "any%"; expected "full-game" or "level:<id>""#)
        reject(#"{"level:a":{\#(ok)}}"#, #"speedrun.categories.level:a.levels: a "level:a" record must have levels exactly ["a"]"#)
        reject(#"{"full-game":{\#(ok),"stars":1}}"#, "speedrun.categories.full-game.stars: unknown field")
        reject(#"{"full-game":{"levels":["a","a"],"attempts":0,"completed":0,"bestSegments":[null,null],"history":[]}}"#,
               #"speedrun.categories.full-game.levels[1]: "a" is listed twice"#)
        reject(#"{"full-game":{"levels":["a","b"],"attempts":1,"completed":2,"bestSegments":[null,null],"history":[]}}"#,
               "speedrun.categories.full-game.completed: 2 is outside 0...1")
        reject(#"{"full-game":{"levels":["a","b"],"attempts":2,"completed":1,"bestSegments":[10],"history":[]}}"#,
               "speedrun.categories.full-game.bestSegments: expected 2 entries, one per level, found 1")
        reject(#"{"full-game":{\#(ok),"personalBest":{"splits":[30,20]}}}"#,
               "speedrun.categories.full-game.personalBest.splits: split times must increase")
        reject(#"{"full-game":{\#(ok),"personalBest":{"splits":[5,30]}}}"#,
               "speedrun.categories.full-game.bestSegments[0]: the personal best's segment (5 ticks) is faster than the best segment")
        reject(#"{"full-game":{\#(ok),"personalBest":{"splits":[10,30],"replay":"../x"}}}"#,
               #"speedrun.categories.full-game.personalBest.replay: expected a plain file name (1 to 255 bytes, no "/", no control characters)"#)
        reject(#"{"full-game":{\#(ok),"personalBest":{"splits":[10,30],"replay":"a\u0007b"}}}"#,
               #"speedrun.categories.full-game.personalBest.replay: expected a plain file name (1 to 255 bytes, no "/", no control characters)"#)
        reject(#"{"full-game":{"levels":["a","b"],"attempts":2,"completed":1,"bestSegments":[10,20],"history":[{"attempt":2,"segments":[]},{"attempt":1,"segments":[]}]}}"#,
               "speedrun.categories.full-game.history[1].attempt: 1 is outside 3...3")
        reject(#"{"full-game":{"levels":["a","b"],"attempts":2,"completed":1,"bestSegments":[10,20],"history":[{"attempt":1,"segments":[0]}]}}"#,
               "speedrun.categories.full-game.history[0].segments[0]: expected a whole number in 1...2147483647")
        reject(#"{"full-game":{\#(ok),"imported":{"name":"x","splits":[5]}}}"#,
               "speedrun.categories.full-game.imported.splits: expected 2 entries, one per level, found 1")
    }

    func testARecordForAnotherLevelListIsNotUsed() {
        var records = sampleRecords()
        let changed = CategoryDefinition(category: .fullGame, levelIDs: ["a", "b", "c"])
        let fresh = records.record(for: changed)
        XCTAssertEqual(fresh, CategoryRecord(categoryID: "full-game", levelIDs: ["a", "b", "c"]))
        records.store(fresh)
        XCTAssertEqual(records.categories["full-game"]?.levelIDs, ["a", "b", "c"])
    }

    func testAVerifiedRunUpdatesGoldsAndThePersonalBestWithoutCountingAnAttempt() {
        var records = sampleRecords()
        let category = CategoryDefinition(category: .fullGame, levelIDs: ["a", "b"])
        XCTAssertFalse(records.recordVerifiedRun(category, splits: [80, 260], replayFile: "v.replay"))
        XCTAssertEqual(records.categories["full-game"]?.bestSegments, [80, 150])
        XCTAssertTrue(records.recordVerifiedRun(category, splits: [85, 240], replayFile: "v2.replay"))
        XCTAssertEqual(records.categories["full-game"]?.personalBest,
                       PersonalBest(splits: [85, 240], realSplitsMilliseconds: nil, replayFile: "v2.replay", attempt: nil))
        XCTAssertEqual(records.categories["full-game"]?.attempts, 3)
        XCTAssertFalse(records.recordVerifiedRun(category, splits: [85], replayFile: nil), "one split per level")
    }

    func testHistoryKeepsTheMostRecentAttempts() {
        var record = CategoryRecord(categoryID: "level:a", levelIDs: ["a"])
        for id in 1...(SpeedrunRecords.maxHistory + 5) { record.appendHistory(AttemptRecord(id: id, segments: [])) }
        XCTAssertEqual(record.history.count, SpeedrunRecords.maxHistory)
        XCTAssertEqual(record.history.first?.id, 6)
    }

    func testAnAttemptsDatesAndRealTimeAreKeptOnlyWhenPresent() throws {
        var records = sampleRecords()
        let plain = String(decoding: Progress(speedrunRecords: records).encode(), as: UTF8.self)
        XCTAssertFalse(plain.contains("started") || plain.contains("realMs"), "nothing new is written for the game's own attempts")
        records.categories["full-game"]?.history[1] = AttemptRecord(id: 2, segments: [100, 150], started: "11/30/2026 20:01:00",
                                                                    ended: "11/30/2026 20:01:09", realMilliseconds: 2100)
        let progress = Progress(speedrunRecords: records)
        XCTAssertEqual(try Progress.decode(progress.encode()).speedrunRecords, records)

        let text = #"{"format":1,"levels":{},"speedrun":{"categories":{"full-game":{"levels":["a"],"attempts":1,"completed":0,"bestSegments":[null],"history":[{"attempt":1,"segments":[],"started":"2026-11-30"}]}}}}"#
        XCTAssertThrowsError(try Progress.decode(Array(text.utf8))) { error in
            XCTAssertEqual((error as? FormatError)?.description,
                           "speedrun.categories.full-game.history[0].started: expected a UTC date as MM/dd/yyyy HH:mm:ss")
        }
        XCTAssertTrue(AttemptRecord.isTimestamp("02/29/2024 23:59:59"))
        XCTAssertFalse(AttemptRecord.isTimestamp("13/01/2024 00:00:00"))
    }
}
