import XCTest
@testable import SensoriumCore

final class ProgressTests: XCTestCase {
    func testRecordKeepsTheBestTimeAndCountsSolves() {
        var progress = Progress()
        progress.recordAttempt(levelID: "jump-1")
        XCTAssertTrue(progress.record(levelID: "jump-1", solvedInTicks: 900))
        progress.recordAttempt(levelID: "jump-1")
        XCTAssertFalse(progress.record(levelID: "jump-1", solvedInTicks: 1000))
        progress.recordAttempt(levelID: "jump-1")
        XCTAssertTrue(progress.record(levelID: "jump-1", solvedInTicks: 850))
        XCTAssertEqual(progress[level: "jump-1"], LevelProgress(bestTicks: 850, attempts: 3, solves: 3))
        XCTAssertTrue(progress[level: "jump-1"].isSolved)
        XCTAssertFalse(progress[level: "other"].isSolved)
    }

    func testRoundTripKeepsEveryFieldAndTheSpeedrunSection() throws {
        var progress = Progress(speedrun: JSONObject([("pb", .object(JSONObject([("full-game", .number(12345))])))]))
        progress.recordAttempt(levelID: "b")
        progress.record(levelID: "a", solvedInTicks: 77)
        let bytes = progress.encode()
        XCTAssertEqual(try Progress.decode(bytes), progress)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), """
        {
          "format": 1,
          "levels": {
            "a": {
              "solved": true,
              "bestTicks": 77,
              "attempts": 0,
              "solves": 1
            },
            "b": {
              "solved": false,
              "bestTicks": null,
              "attempts": 1,
              "solves": 0
            }
          },
          "speedrun": {
            "pb": {
              "full-game": 12345
            }
          }
        }

        """)
    }

    func testAnUnverifiableSolveUnlocksButSetsNoTime() throws {
        var progress = Progress()
        progress.recordUnverifiedSolve(levelID: "scan")
        XCTAssertTrue(progress[level: "scan"].isSolved)
        XCTAssertNil(progress[level: "scan"].bestTicks)
        let reloaded = try Progress.decode(progress.encode())
        XCTAssertEqual(reloaded, progress)
        XCTAssertTrue(progress.record(levelID: "scan", solvedInTicks: 300), "the first verifiable solve sets the time")
        XCTAssertEqual(progress[level: "scan"].solves, 2)
    }

    /// Shy solved with a hint in 9 s, then without one in 12 s: the grid shows 12 s as the
    /// record and keeps 9 s apart, never as a best.
    func testAnUnverifiableSolveKeepsItsTimeApartFromTheBest() throws {
        var progress = Progress()
        progress.apply(.unverifiedSolve(levelID: "shy", ticks: 1080))
        XCTAssertEqual(progress[level: "shy"].unverifiedBestTicks, 1080)
        XCTAssertNil(progress[level: "shy"].bestTicks)
        progress.apply(.unverifiedSolve(levelID: "shy", ticks: 2000))
        XCTAssertEqual(progress[level: "shy"].unverifiedBestTicks, 1080, "the better unverified time is kept")
        XCTAssertTrue(progress.apply(.solved(levelID: "shy", ticks: 1440)))
        XCTAssertEqual(progress[level: "shy"].bestTicks, 1440)
        XCTAssertEqual(progress[level: "shy"].unverifiedBestTicks, 1080)
        XCTAssertEqual(progress[level: "shy"].solves, 3)
        let text = String(decoding: progress.encode(), as: UTF8.self)
        XCTAssertTrue(text.contains(#""unverifiedBestTicks" : 1080"#) || text.contains(#""unverifiedBestTicks": 1080"#), text)
        XCTAssertEqual(try Progress.decode(progress.encode()), progress)
    }

    /// A file written before unverified times were kept (no such field) loads as it was, and a
    /// level with none is written without the field, as older games wrote it.
    func testAProgressFileFromBeforeUnverifiedTimesLoadsAndIsWrittenAlike() throws {
        let old = #"{"format":1,"levels":{"corner":{"solved":true,"bestTicks":null,"attempts":2,"solves":1},"#
            + #""shy":{"solved":true,"bestTicks":900,"attempts":1,"solves":1}}}"#
        let progress = try Progress.decode(Array(old.utf8))
        XCTAssertTrue(progress[level: "corner"].isSolved)
        XCTAssertNil(progress[level: "corner"].unverifiedBestTicks)
        XCTAssertEqual(progress[level: "shy"].bestTicks, 900)
        XCTAssertFalse(String(decoding: progress.encode(), as: UTF8.self).contains("unverified"))
        let null = #"{"format":1,"levels":{"a":{"solved":true,"bestTicks":null,"attempts":1,"solves":1,"unverifiedBestTicks":null}}}"#
        XCTAssertNil(try Progress.decode(Array(null.utf8))[level: "a"].unverifiedBestTicks)
    }

    func testABadUnverifiedTimeCostsOnlyItsLevel() throws {
        func level(_ field: String) -> String {
            #"{"format":1,"levels":{"a":{"solved":true,"bestTicks":null,"attempts":1,"solves":1,"unverifiedBestTicks":\#(field)},"#
                + #""b":{"solved":true,"bestTicks":5,"attempts":1,"solves":1}}}"#
        }
        for bad in ["0", "-4", "2147483648", "1.5", "\"9\"", "[]"] {
            let (progress, dropped) = try Progress.decodeKeepingGoodRecords(Array(level(bad).utf8))
            XCTAssertNil(progress.levels["a"], bad)
            XCTAssertEqual(progress[level: "b"].bestTicks, 5, bad)
            XCTAssertEqual(dropped.count, 1, bad)
            XCTAssertTrue(dropped.first?.description.hasPrefix("levels.a.unverifiedBestTicks") == true, "\(bad): \(dropped)")
        }
        let unsolved = #"{"format":1,"levels":{"a":{"solved":false,"bestTicks":null,"attempts":1,"solves":0,"unverifiedBestTicks":7}}}"#
        XCTAssertThrowsError(try Progress.decode(Array(unsolved.utf8))) { error in
            XCTAssertEqual((error as? FormatError)?.description, "levels.a.unverifiedBestTicks: an unsolved level cannot have a best time")
        }
    }

    func testInconsistentOrUnknownContentIsRejected() {
        func reject(_ text: String, _ expected: String, line: UInt = #line) {
            XCTAssertThrowsError(try Progress.decode(Array(text.utf8)), line: line) { error in
                XCTAssertEqual((error as? FormatError)?.description, expected, line: line)
            }
        }
        let level = #""solved":true,"bestTicks":5,"attempts":1,"solves":1"#
        reject(#"{"format":1,"levels":{"a":{\#(level)}},"extra":1}"#, "extra: unknown field")
        reject(#"{"format":2,"levels":{}}"#, "format: format 2 is from a newer version of the game; this one reads format 1")
        reject(#"{"format":1,"levels":{"a":{"solved":false,"bestTicks":7,"attempts":1,"solves":0}}}"#,
               "levels.a.bestTicks: an unsolved level cannot have a best time")
        reject(#"{"format":1,"levels":{"a":{"solved":false,"bestTicks":null,"attempts":1,"solves":2}}}"#,
               "levels.a.solves: an unsolved level has no solves")
        reject(#"{"format":1,"levels":{"a":{"solved":true,"bestTicks":0,"attempts":1,"solves":1}}}"#,
               "levels.a.bestTicks: 0 is outside 1...2147483647")
        reject(#"{"format":1,"levels":{"a":{\#(level),"stars":3}}}"#, "levels.a.stars: unknown field")
        reject(#"{"format":1,"levels":[]}"#, "levels: expected an object, found an array")
        reject(#"{"format":1,"levels":{},"speedrun":[]}"#, "speedrun: expected an object, found an array")
    }
}
