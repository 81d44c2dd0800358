import XCTest
@testable import SensoriumCore

final class LiveSplitFileTests: XCTestCase {
    private let category = CategoryDefinition(category: .fullGame, levelIDs: ["catch", "restless", "shy"])

    private func sampleRecord() -> CategoryRecord {
        var record = CategoryRecord(categoryID: "full-game", levelIDs: category.levelIDs)
        record.attempts = 4
        record.completed = 1
        record.personalBest = PersonalBest(splits: [120, 301, 1000], realSplitsMilliseconds: [1010, 2520, 8400],
                                           replayFile: "pb.replay", attempt: 3)
        record.bestSegments = [118, 181, 699]
        record.history = [AttemptRecord(id: 2, segments: [118]), AttemptRecord(id: 3, segments: [120, 181, 699])]
        return record
    }

    func testTimesAreWrittenInHundredNanosecondUnitsAndReadBackExactly() {
        XCTAssertEqual(LiveSplitTime.format(ticks: 0), "00:00:00.0000000")
        XCTAssertEqual(LiveSplitTime.format(ticks: 1), "00:00:00.0083333")
        XCTAssertEqual(LiveSplitTime.format(ticks: 120), "00:00:01.0000000")
        XCTAssertEqual(LiveSplitTime.format(ticks: 10_003), "00:01:23.3583333")
        XCTAssertEqual(LiveSplitTime.format(ticks: 432_000), "01:00:00.0000000")
        XCTAssertEqual(LiveSplitTime.format(ticks: 10_368_000 + 120), "1.00:00:01.0000000")
        for ticks in [0, 1, 2, 3, 119, 120, 121, 10_003, 432_001, 10_368_000] {
            XCTAssertEqual(LiveSplitTime.parse(LiveSplitTime.format(ticks: ticks)).map(LiveSplitTime.ticks(units:)), ticks)
        }
        XCTAssertEqual(LiveSplitTime.parse("1:23.45"), 834_500_000)
        XCTAssertEqual(LiveSplitTime.parse("12.5"), 125_000_000)
        XCTAssertEqual(LiveSplitTime.parse("-00:00:01"), -10_000_000)
        XCTAssertEqual(LiveSplitTime.ticks(units: 1), 1, "a time between ticks belongs to the tick that reaches it")
        for bad in ["", "1:2:3:4", "a:00", "00:00:00.12345678", "1.5.5", "00::01"] {
            XCTAssertNil(LiveSplitTime.parse(bad), bad)
        }
    }

    func testExportWritesWhatLivesplitCoreRequiresElementByElement() throws {
        let text = LiveSplitFile.export(category: category, record: sampleRecord())
        XCTAssertTrue(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Run version=\"1.7.0\">\n"))
        let run = try XMLReader.parse(Array(text.utf8))
        XCTAssertEqual(run.children.map(\.name), ["GameIcon", "GameName", "CategoryName", "Metadata", "LayoutPath", "Offset",
                                                  "AttemptCount", "AttemptHistory", "Segments", "AutoSplitterSettings"])
        XCTAssertEqual(run.child("GameName")?.text, "Sensorium")
        XCTAssertEqual(run.child("CategoryName")?.text, "full-game")
        XCTAssertEqual(run.child("Offset")?.text, "00:00:00.0000000")
        XCTAssertEqual(run.child("AttemptCount")?.text, "4")
        XCTAssertEqual(run.child("Metadata")?.children.map(\.name), ["Run", "Platform", "Region", "Variables"])
        XCTAssertEqual(run.child("Metadata")?.child("Platform")?.attributes, ["usesEmulator": "False"])

        let attempts = try XCTUnwrap(run.child("AttemptHistory")?.children("Attempt"))
        XCTAssertEqual(attempts.map { $0.attributes["id"] }, ["2", "3"])
        XCTAssertEqual(attempts[0].children.count, 0, "a reset attempt has no time")
        XCTAssertEqual(attempts[1].child("GameTime")?.text, "00:00:08.3333333")

        let segments = try XCTUnwrap(run.child("Segments")?.children("Segment"))
        XCTAssertEqual(segments.map { $0.child("Name")?.text }, ["catch", "restless", "shy"])
        XCTAssertEqual(segments[0].children.map(\.name), ["Name", "Icon", "SplitTimes", "BestSegmentTime", "SegmentHistory"])
        let pb = try XCTUnwrap(segments[1].child("SplitTimes")?.child("SplitTime"))
        XCTAssertEqual(pb.attributes, ["name": "Personal Best"])
        XCTAssertEqual(pb.children.map(\.name), ["RealTime", "GameTime"])
        XCTAssertEqual(pb.child("RealTime")?.text, "00:00:02.5200000")
        XCTAssertEqual(pb.child("GameTime")?.text, "00:00:02.5083333", "split times are cumulative: 301 ticks")
        XCTAssertEqual(segments[1].child("BestSegmentTime")?.child("GameTime")?.text, "00:00:01.5083333", "per segment: 181 ticks")
        XCTAssertNil(segments[1].child("BestSegmentTime")?.child("RealTime"))
        let history = try XCTUnwrap(segments[0].child("SegmentHistory")?.children("Time"))
        XCTAssertEqual(history.map { $0.attributes["id"] }, ["2", "3"])
        XCTAssertEqual(history.map { $0.child("GameTime")?.text }, ["00:00:00.9833333", "00:00:01.0000000"])
        XCTAssertEqual(segments[2].child("SegmentHistory")?.children("Time").map { $0.attributes["id"] }, ["3"])
    }

    func testExportThenImportGivesBackThePersonalBestSplits() throws {
        let file = try LiveSplitFile.import(LiveSplitFile.export(category: category, record: sampleRecord()))
        XCTAssertEqual(file.gameName, "Sensorium")
        XCTAssertEqual(file.categoryName, "full-game")
        XCTAssertEqual(file.attemptCount, 4)
        XCTAssertEqual(file.timingMethod, .gameTime)
        XCTAssertEqual(file.segments.map(\.name), category.levelIDs)
        XCTAssertEqual(file.segments.map(\.personalBestTicks), [120, 301, 1000])
        XCTAssertEqual(file.segments.map(\.bestSegmentTicks), [118, 181, 699])
        XCTAssertEqual(try file.comparison(for: category), ImportedComparison(name: "full-game", splits: [120, 301, 1000]))
        XCTAssertThrowsError(try file.comparison(for: CategoryDefinition(category: .level("catch"), levelIDs: ["catch"])))
    }

    func testAnEmptyRecordStillExportsAFileLivesplitOpens() throws {
        let text = LiveSplitFile.export(category: category, record: CategoryRecord(categoryID: "full-game", levelIDs: ["x"]))
        let file = try LiveSplitFile.import(text)
        XCTAssertEqual(file.segments.map(\.personalBestTicks), [nil, nil, nil])
        XCTAssertEqual(file.attemptCount, 0)
        XCTAssertTrue(text.contains("<AttemptHistory />"))
    }

    func testImportReadsARealTimeOnlyFileFromLiveSplit() throws {
        let file = try LiveSplitFile.import("""
        <?xml version="1.0" encoding="UTF-8"?>
        <Run version="1.7.0">
          <GameIcon><![CDATA[AAEAAAD/////]]></GameIcon>
          <GameName>Sensorium &amp; friends</GameName>
          <CategoryName>Any%</CategoryName>
          <Offset>00:00:00</Offset>
          <AttemptCount>12</AttemptCount>
          <Segments>
            <Segment><Name>one</Name><SplitTimes><SplitTime name="Personal Best"><RealTime>00:00:01.5000000</RealTime></SplitTime></SplitTimes><BestSegmentTime /></Segment>
            <Segment><Name>two</Name><SplitTimes><SplitTime name="Personal Best" /></SplitTimes></Segment>
            <Segment><Name>three</Name><SplitTimes><SplitTime name="Personal Best"><RealTime>00:01:00</RealTime></SplitTime></SplitTimes></Segment>
          </Segments>
        </Run>
        """)
        XCTAssertEqual(file.gameName, "Sensorium & friends")
        XCTAssertEqual(file.timingMethod, .realTime)
        XCTAssertEqual(file.segments.map(\.personalBestTicks), [180, nil, 7200])
    }

    func testImportRejectsWhatLivesplitCoreWouldRejectAndMore() {
        func reject(_ body: String, _ expected: String, version: String = "1.7.0", line: UInt = #line) {
            let text = "<Run version=\"\(version)\">\(body)</Run>"
            XCTAssertThrowsError(try LiveSplitFile.import(text), line: line) { error in
                XCTAssertEqual((error as? FormatError)?.description, expected, line: line)
            }
        }
        let head = "<GameIcon/><GameName>g</GameName><CategoryName>c</CategoryName><Offset>00:00:00</Offset>"
        let segment = "<Segment><Name>a</Name></Segment>"
        reject("\(head)<Segments>\(segment)</Segments>", "Run.AttemptCount: required element is missing")
        reject("<GameName>g</GameName><CategoryName>c</CategoryName><Offset>0</Offset><AttemptCount>0</AttemptCount><Segments>\(segment)</Segments>",
               "Run.GameIcon: required element is missing")
        reject("\(head)<AttemptCount>x</AttemptCount><Segments>\(segment)</Segments>", #"Run.AttemptCount: "x" is not a count"#)
        reject("\(head)<AttemptCount>0</AttemptCount><Segments/>", "Run.Segments: no segments")
        reject("\(head)<AttemptCount>0</AttemptCount><Segments><Segment><SplitTimes><SplitTime name=\"Personal Best\"><GameTime>soon</GameTime></SplitTime></SplitTimes></Segment></Segments>",
               #"Run.Segments.Segment[0].SplitTimes.GameTime: "soon" is not a time"#)
        reject("\(head)<AttemptCount>0</AttemptCount><Segments>\(segment)</Segments>",
               "Run.version: version 1.4.0 is older than 1.4.1; open and save the file in a current LiveSplit first", version: "1.4.0")
        XCTAssertThrowsError(try LiveSplitFile.import("<Splits/>")) { error in
            XCTAssertEqual((error as? FormatError)?.description, "Splits: not a LiveSplit file: the root element must be <Run>")
        }
    }
}
