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
