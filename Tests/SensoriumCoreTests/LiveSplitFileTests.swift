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
            XCTAssertEqual(LiveSplitTime.parse(LiveSplitTime.format(ticks: ticks)).map(LiveSplitTime.ticks(nanoseconds:)), ticks)
        }
        XCTAssertEqual(LiveSplitTime.parse("1:23.45"), 83_450_000_000)
        XCTAssertEqual(LiveSplitTime.parse("12.5"), 12_500_000_000)
        XCTAssertEqual(LiveSplitTime.parse("-00:00:01"), -1_000_000_000)
        XCTAssertEqual(LiveSplitTime.ticks(nanoseconds: 1), 1, "a time between ticks belongs to the tick that reaches it")
        for bad in ["", "1:2:3:4", "a:00", "00:00:00.1234567890", "1.5.5", "00::01"] {
            XCTAssertNil(LiveSplitTime.parse(bad), bad)
        }
    }

    func testExportWritesWhatLivesplitCoreRequiresElementByElement() throws {
        let text = LiveSplitFile.export(category: category, record: sampleRecord())
        XCTAssertTrue(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Run version=\"1.8.1\">\n"))
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
               #"Run.version: "1..4" is not a version number"#, version: "1..4")
        reject("\(head)<AttemptCount>0</AttemptCount><Segments><Segment><SegmentHistory><Time><GameTime>1</GameTime></Time></SegmentHistory></Segment></Segments>",
               "Run.Segments.Segment[0].SegmentHistory.Time[0].id: expected an attempt id")
        XCTAssertThrowsError(try LiveSplitFile.import("<Splits/>")) { error in
            XCTAssertEqual((error as? FormatError)?.description, "Splits: not a LiveSplit file: the root element must be <Run>")
        }
    }

    // Files below are written by hand from the format: livesplit-core writes version 1.8.1,
    // nanosecond times, attempt dates as MM/dd/yyyy HH:mm:ss, history ids matching attempts.

    func testImportReadsALivesplitCoreFileWithNineDigitsGoldsHistoryAndAttempts() throws {
        let file = try LiveSplitFile.import("""
        <?xml version="1.0" encoding="UTF-8"?>
        <Run version="1.8.1">
          <GameIcon />
          <GameName>Sensorium</GameName>
          <CategoryName>full-game</CategoryName>
          <Metadata><Run id="" /><Platform usesEmulator="False"></Platform><Region /><Variables /></Metadata>
          <Offset>00:00:00.000000000</Offset>
          <AttemptCount>3</AttemptCount>
          <AttemptHistory>
            <Attempt id="1" started="11/30/2026 20:00:00" isStartedSynced="True" ended="11/30/2026 20:00:03" isEndedSynced="True" />
            <Attempt id="2" started="11/30/2026 20:01:00" isStartedSynced="True" ended="11/30/2026 20:01:09" isEndedSynced="True">
              <RealTime>00:00:08.512345678</RealTime>
              <GameTime>00:00:08.333333333</GameTime>
            </Attempt>
            <Attempt id="3" started="not a date" />
          </AttemptHistory>
          <Segments>
            <Segment>
              <Name>catch</Name><Icon />
              <SplitTimes><SplitTime name="Personal Best"><RealTime>00:00:01.010000000</RealTime><GameTime>00:00:01.000000000</GameTime></SplitTime></SplitTimes>
              <BestSegmentTime><GameTime>00:00:00.983333333</GameTime></BestSegmentTime>
              <SegmentHistory>
                <Time id="-1"><GameTime>00:00:00.500000000</GameTime></Time>
                <Time id="1"><GameTime>00:00:00.983333333</GameTime></Time>
                <Time id="2"><GameTime>00:00:01.000000000</GameTime></Time>
              </SegmentHistory>
            </Segment>
            <Segment>
              <Name>restless</Name><Icon />
              <SplitTimes><SplitTime name="Personal Best"><GameTime>00:00:02.508333333</GameTime></SplitTime></SplitTimes>
              <BestSegmentTime><GameTime>00:00:01.508333334</GameTime></BestSegmentTime>
              <SegmentHistory><Time id="2"><GameTime>00:00:01.508333333</GameTime></Time></SegmentHistory>
            </Segment>
            <Segment>
              <Name>shy</Name><Icon />
              <SplitTimes><SplitTime name="Personal Best"><GameTime>00:00:08.333333333</GameTime></SplitTime></SplitTimes>
              <BestSegmentTime><GameTime>00:00:05.825000000</GameTime></BestSegmentTime>
              <SegmentHistory><Time id="2"><GameTime>00:00:05.825000000</GameTime></Time></SegmentHistory>
            </Segment>
          </Segments>
          <AutoSplitterSettings />
        </Run>
        """)
        XCTAssertEqual(file.timingMethod, .gameTime)
        XCTAssertEqual(file.segments.map(\.personalBestTicks), [120, 301, 1000])
        XCTAssertEqual(file.segments.map(\.bestSegmentTicks), [118, 182, 699],
                       "1.508333334 s is just past tick 181 (1.50833333...), so it is the first tick at or after it: 182")
        XCTAssertEqual(file.segments[0].historyTicks, [-1: 60, 1: 118, 2: 120])
        XCTAssertEqual(file.attempts.map(\.id), [1, 2, 3])
        XCTAssertEqual(file.attempts[1].realNanoseconds, 8_512_345_678)
        XCTAssertEqual(file.attempts[1].gameTicks, 1000)
        XCTAssertNil(file.attempts[2].started, "a date that is not one is dropped, as livesplit-core would refuse it")
        XCTAssertEqual(file.attemptRecords, [
            AttemptRecord(id: 1, segments: [118], started: "11/30/2026 20:00:00", ended: "11/30/2026 20:00:03"),
            AttemptRecord(id: 2, segments: [120, 181, 699], started: "11/30/2026 20:01:00", ended: "11/30/2026 20:01:09", realMilliseconds: 8512),
            AttemptRecord(id: 3, segments: []),
        ])

        var record = CategoryRecord(categoryID: "full-game", levelIDs: category.levelIDs)
        file.merge(into: &record)
        XCTAssertEqual(record.bestSegments, [118, 182, 699])
        XCTAssertEqual(record.attempts, 3)
        XCTAssertEqual(record.completed, 1)
        XCTAssertEqual(record.history, file.attemptRecords)
        let once = record
        file.merge(into: &record)
        XCTAssertEqual(record, once, "importing the same file again changes nothing")
        XCTAssertEqual(try CategoryRecord(json: record.json, categoryID: "full-game", path: "r"), record,
                       "what an import stores, the progress file reads back")
    }

    func testImportReadsAFileWithNoVersionAsLivesplitCoreDoes() throws {
        // No version is 1.0.0: times are the element's text (real time), the personal best is
        // `PersonalBestSplitTime`, and there are no attempt dates.
        let file = try LiveSplitFile.import("""
        <Run>
          <GameIcon />
          <GameName>Sensorium</GameName>
          <CategoryName>full-game</CategoryName>
          <Offset>00:00:00</Offset>
          <AttemptCount>7</AttemptCount>
          <Segments>
            <Segment><Name>catch</Name><PersonalBestSplitTime>00:00:01.0000000</PersonalBestSplitTime><BestSegmentTime>00:00:00.9</BestSegmentTime>
              <SegmentHistory><Time id="5">00:00:01</Time></SegmentHistory></Segment>
            <Segment><Name>restless</Name><PersonalBestSplitTime>00:00:02.5</PersonalBestSplitTime><BestSegmentTime>00:00:01.5</BestSegmentTime></Segment>
            <Segment><Name>shy</Name><PersonalBestSplitTime>00:00:08.333333333</PersonalBestSplitTime><BestSegmentTime /></Segment>
          </Segments>
        </Run>
        """)
        XCTAssertEqual(file.timingMethod, .realTime)
        XCTAssertEqual(file.segments.map(\.personalBestTicks), [120, 300, 1000])
        XCTAssertEqual(file.segments.map(\.bestSegmentTicks), [108, 180, nil])
        XCTAssertEqual(file.attemptRecords, [AttemptRecord(id: 5, segments: [120])])
        XCTAssertEqual(file.attemptCount, 7)
    }

    func testExportThenImportKeepsGoldsHistoryAttemptsAndTheirDates() throws {
        var record = sampleRecord()
        record.history[1].started = "11/30/2026 20:01:00"
        record.history[1].ended = "11/30/2026 20:01:09"
        record.history[1].realMilliseconds = 8400
        let text = LiveSplitFile.export(category: category, record: record)
        XCTAssertTrue(text.contains(#"<Attempt id="3" started="11/30/2026 20:01:00" isStartedSynced="False" ended="11/30/2026 20:01:09" isEndedSynced="False">"#), text)
        XCTAssertTrue(text.contains("<RealTime>00:00:08.4000000</RealTime>"))
        let file = try LiveSplitFile.import(text)
        XCTAssertEqual(file.attemptRecords, record.history)
        var fresh = CategoryRecord(categoryID: "full-game", levelIDs: category.levelIDs)
        file.merge(into: &fresh)
        XCTAssertEqual(fresh.bestSegments, record.bestSegments)
        XCTAssertEqual(fresh.history, record.history)
        XCTAssertEqual(fresh.attempts, record.attempts)
        XCTAssertEqual(fresh.completed, record.completed)
    }

    func testAttemptIdsBeyondWhatTheGameCountsAreLeftOut() throws {
        let file = try LiveSplitFile.import("""
        <Run version="1.8.1"><GameIcon /><GameName>g</GameName><CategoryName>c</CategoryName><Offset>00:00:00</Offset>
        <AttemptCount>1</AttemptCount><AttemptHistory><Attempt id="1" /><Attempt id="9999999999" /></AttemptHistory>
        <Segments><Segment><Name>a</Name><SegmentHistory><Time id="3000000000"><GameTime>00:00:01</GameTime></Time></SegmentHistory></Segment></Segments></Run>
        """)
        XCTAssertEqual(file.attemptRecords.map(\.id), [1])
        var record = CategoryRecord(categoryID: "level:a", levelIDs: ["a"])
        file.merge(into: &record)
        XCTAssertEqual(try CategoryRecord(json: record.json, categoryID: "level:a", path: "r"), record)
    }
}
