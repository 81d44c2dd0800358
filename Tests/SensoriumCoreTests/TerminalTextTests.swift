import XCTest
@testable import SensoriumCore

/// Text a hostile file puts into a message reaches the terminal escaped and short: every message
/// kind (a level's id and kind, a replay's category, a LiveSplit name, a file name) is checked.
final class TerminalTextTests: XCTestCase {
    /// ESC, BEL, CR, LF, DEL and a C1 code (CSI), the ones that drive a terminal or forge lines.
    private let hostile = "a\u{1B}[2J\u{7}\r\n\u{7F}\u{9B}b"
    private let escapedHostile = #"a\x1B[2J\x07\x0D\x0A\x7F\x9Bb"#

    /// No control character at all: what reaches the terminal cannot act on it.
    private func assertSafe(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.unicodeScalars.contains(where: TerminalText.isControl), text.debugDescription, file: file, line: line)
    }

    func testControlCharactersAreEscapedInOneStyle() {
        XCTAssertEqual(TerminalText.escaped(hostile), escapedHostile)
        XCTAssertEqual(TerminalText.escaped("tab\there"), #"tab\x09here"#)
        XCTAssertEqual(TerminalText.escaped("plain, é and ✓ stay"), "plain, é and ✓ stay")
    }

    func testAQuotedValueIsCutShortWithAnEllipsis() {
        let quoted = TerminalText.quoted(String(repeating: "x", count: 60_000))
        XCTAssertEqual(quoted, "\"" + String(repeating: "x", count: 60) + "…\"")
        XCTAssertEqual(TerminalText.quoted("short"), "\"short\"")
        // Combining marks count one by one, so one huge grapheme is cut too.
        XCTAssertLessThan(TerminalText.quoted("e" + String(repeating: "\u{301}", count: 10_000)).unicodeScalars.count, 70)
    }

    func testMessageLinesSplitOnlyWhereTheCallerJoinedThem() {
        XCTAssertEqual(TerminalText.lines("one\ntwo \u{1B}[31m"), ["one", #"two \x1B[31m"#])
    }

    func testAFileNameThatIsNotUTF8ShowsItsBytes() {
        XCTAssertEqual(TerminalText.fileName(Array("bad".utf8) + [0xFF] + Array(".json".utf8)), #"bad\xFF.json"#)
        XCTAssertEqual(TerminalText.fileName(Array("é\u{1B}".utf8) + [0xC3]), #"é\x1B\xC3"#)
    }

    // MARK: Every message kind

    func testAFileNameWithControlCharactersIsEscapedInEveryError() {
        let error = FormatError(file: "/levels/\(hostile).json", path: "id", reason: "required field is missing")
        XCTAssertEqual(error.description, "/levels/\(escapedHostile).json: id: required field is missing")
    }

    func testALevelIdIsEscapedAndCutShort() {
        XCTAssertThrowsError(try parseLevel(levelJSON(id: "x\\u001B]0;owned\\u0007"))) { error in
            XCTAssertEqual("\(error)", #"id: "x\x1B]0;owned\x07" must be 1-40 characters of a-z, 0-9 and '-'"#)
        }
        let huge = String(repeating: "A", count: 60_000)
        XCTAssertThrowsError(try LevelParser.parse(Array(levelJSON(id: huge).utf8))) { error in
            XCTAssertLessThan("\(error)".count, 200, "a 60 KB id makes a short line")
            XCTAssertTrue("\(error)".contains(String(repeating: "A", count: 60) + "…"), "\(error)")
        }
    }

    func testALevelKindIsEscapedAndCutShort() {
        XCTAssertThrowsError(try parseLevel(levelJSON(kind: #""jump\u001B[2J""#))) { error in
            assertSafe("\(error)")
            XCTAssertTrue("\(error)".hasPrefix(#"kind: unknown value "jump\x1B[2J"; expected one of"#), "\(error)")
        }
        XCTAssertThrowsError(try parseLevel(levelJSON(kind: "\"" + String(repeating: "k", count: 60_000) + "\""))) { error in
            XCTAssertLessThan("\(error)".count, 400, "\(error)")
        }
    }

    func testAnUnknownFieldFromTheFileIsCutShortInThePath() {
        let key = String(repeating: "q", count: 60_000)
        XCTAssertThrowsError(try parseLevel(levelJSON(extra: "\"\(key)\u{1B}\": 1"))) { error in
            XCTAssertLessThan("\(error)".count, 200, "\(error)")
        }
    }

    func testAReplayCategoryIsEscaped() {
        let text = #"sensorium-replay 1"# + "\n"
            + #"{"format":1,"game":"0.1.0","category":"any\r\u001B[1Aforged","levels":["a"],"seed":"0000000000000001","#
            + #""tickRate":120,"levelFilesHash":"\#(String(repeating: "ab", count: 32))","flags":[],"ticks":0}"# + "\n"
        XCTAssertThrowsError(try Replay.decode(Array(text.utf8), file: "run\u{7}.replay")) { error in
            XCTAssertEqual("\(error)", #"run\x07.replay: header.category: unknown category "any\x0D\x1B[1Aforged"; "#
                           + #"expected "full-game" or "level:<id>""#)
        }
    }

    func testALiveSplitNameIsEscaped() throws {
        let folder = try makeTemporaryFolder(self)
        let record = CategoryRecord(categoryID: "full-game", levelIDs: ["x"])
        let definition = CategoryDefinition(category: .fullGame, levelIDs: ["x"])
        let text = LiveSplitFile.export(category: definition, record: record)
            .replacingOccurrences(of: "<CategoryName>full-game</CategoryName>",
                                  with: "<CategoryName>Any%\u{9B}2J\r\nsensorium: forged&#x9b;K</CategoryName>")
        let path = folder + "/run.lss"
        try write(text, to: path)
        var records = SpeedrunRecords()
        XCTAssertThrowsError(try SplitsFiles.import(from: path, categoryID: nil, catalog: LevelCatalog.load(files: []),
                                                   records: &records)) { error in
            XCTAssertEqual("\(error)", #"\#(path): Run.CategoryName: "Any%\x9B2J\x0D\x0Asensorium: forged\x9BK" is not a Sensorium category; "#
                           + "name one with --category")
        }
    }
}
