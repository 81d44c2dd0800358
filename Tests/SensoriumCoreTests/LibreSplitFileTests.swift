import XCTest
@testable import SensoriumCore

final class LibreSplitFileTests: XCTestCase {
    func testTimesAreWrittenAsLibreSplitSavesThemTruncatedToTheMicrosecond() {
        XCTAssertEqual(LibreSplitFile.format(ticks: 1), "0.008333")
        XCTAssertEqual(LibreSplitFile.format(ticks: 120), "1.000000")
        XCTAssertEqual(LibreSplitFile.format(ticks: 10_003), "1:23.358333")
        XCTAssertEqual(LibreSplitFile.format(ticks: 432_000 + 61 * 120), "1:01:01.000000")
    }

    func testExportWritesTitleCountsAndOneSplitPerLevelWithWhatIsKnown() throws {
        let category = CategoryDefinition(category: .fullGame, levelIDs: ["catch", "restless"])
        var record = CategoryRecord(categoryID: "full-game", levelIDs: category.levelIDs)
        XCTAssertEqual(try JSONParser().parse(Array(LibreSplitFile.export(category: category, record: record).utf8)),
                       .object(JSONObject([("title", .string("Sensorium full-game")),
                                           ("splits", .array([.object(JSONObject([("title", .string("catch"))])),
                                                              .object(JSONObject([("title", .string("restless"))]))]))])))
        record.attempts = 4
        record.completed = 1
        record.personalBest = PersonalBest(splits: [120, 301])
        record.bestSegments = [118, 181]
        let text = LibreSplitFile.export(category: category, record: record)
        XCTAssertEqual(text, """
        {
          "title": "Sensorium full-game",
          "attempt_count": 4,
          "finished_count": 1,
          "splits": [
            {
              "title": "catch",
              "time": "1.000000",
              "best_segment": "0.983333"
            },
            {
              "title": "restless",
              "time": "2.508333",
              "best_segment": "1.508333"
            }
          ]
        }

        """)
    }
}
