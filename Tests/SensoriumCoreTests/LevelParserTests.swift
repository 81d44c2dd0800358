import XCTest
@testable import SensoriumCore

/// A valid format-1 level file as text; each argument replaces one field's JSON (nil leaves the
/// field out, `extra` adds raw members at the end). Shared by the level, catalog, session and game
/// tests, so every test states only what it changes.
func levelJSON(id: String = "catch",
               format: String? = "1",
               kind: String? = #""jumping-target""#,
               tile: String? = ##"{"color": "#F2A03D", "column": 0, "row": 0}"##,
               requires: String? = nil,
               seed: String? = "11",
               parameters: String? = #"{"targetRadius": 90, "cursorSpeed": 900}"#,
               goal: String? = #"{"catches": 3}"#,
               extra: String = "") -> String {
    var members: [String] = []
    if let format { members.append(#""format": \#(format)"#) }
    members.append(#""id": "\#(id)""#)
    if let kind { members.append(#""kind": \#(kind)"#) }
    if let tile { members.append(#""tile": \#(tile)"#) }
    if let requires { members.append(#""requires": \#(requires)"#) }
    if let seed { members.append(#""seed": \#(seed)"#) }
    if let parameters { members.append(#""parameters": \#(parameters)"#) }
    if let goal { members.append(#""goal": \#(goal)"#) }
    if !extra.isEmpty { members.append(extra) }
    return "{\n  " + members.joined(separator: ",\n  ") + "\n}\n"
}

func parseLevel(_ text: String) throws -> Level {
    try LevelParser.parse(Array(text.utf8))
}

final class LevelParserTests: XCTestCase {
    /// Asserts that `text` is rejected at JSON path `path` with a reason containing `reason`.
    private func assertRejected(_ text: String, path: String, reason: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        do {
            let level = try parseLevel(text)
            XCTFail("accepted a broken level: \(level.id)", file: file, line: line)
        } catch let error as FormatError {
            XCTAssertEqual(error.path, path, "reason was: \(error.reason)", file: file, line: line)
            XCTAssertTrue(error.reason.contains(reason), "\"\(error.reason)\" does not contain \"\(reason)\"",
                          file: file, line: line)
        } catch {
            XCTFail("threw \(error), not a FormatError", file: file, line: line)
        }
    }

    // MARK: Valid files

    func testTheTemplateIsValid() throws {
        XCTAssertNoThrow(try parseLevel(levelJSON()))
    }

    func testValidFileRoundTripsToItsLevel() throws {
        let text = """
        {
          "format": 1,
          "id": "shy",
          "kind": "jumping-target",
          "tile": { "color": "#4CAF7A", "column": 2, "row": 4 },
          "requires": ["restless", "catch"],
          "seed": 37,
          "parameters": { "targetRadius": 70, "cursorSpeed": 900, "leapEvery": 1.5, "shyRadius": 320, "calmSeconds": 1.0 },
          "goal": { "catches": 3 }
        }
        """
        let level = try parseLevel(text)
        XCTAssertEqual(level.id, "shy")
        XCTAssertEqual(level.kind, .jumpingTarget)
        XCTAssertEqual(level.tile, Level.Tile(color: RGBA(0x4C, 0xAF, 0x7A), column: 2, row: 4))
        XCTAssertEqual(level.requires, ["restless", "catch"])
        XCTAssertEqual(level.seed, 37)
        XCTAssertEqual(level.rules, ChallengeRules(JumpingTargetRules(
            catches: 3, targetRadius: 70, cursorSpeed: 900, leapEvery: 1.5, shyRadius: 320, calmSeconds: 1)))
        XCTAssertEqual(level.fileBytes, Array(text.utf8), "the exact bytes are kept for replay hashes")
    }

    func testOptionalFieldsTakeTheirDefaults() throws {
        let level = try parseLevel(levelJSON(seed: nil, parameters: nil))
        XCTAssertEqual(level.requires, [])
        XCTAssertEqual(level.seed, 1)
        XCTAssertEqual(level.rules, ChallengeRules(JumpingTargetRules(
            catches: 3, targetRadius: 70, cursorSpeed: 900, leapEvery: 0, shyRadius: 0, calmSeconds: 1)))
    }

    func testRangeEndsAreAccepted() throws {
        let low = try parseLevel(levelJSON(
            tile: ##"{"color": "#000000", "column": 0, "row": 0}"##, seed: "0",
            parameters: #"{"targetRadius": 30, "cursorSpeed": 300, "leapEvery": 1, "shyRadius": 45, "calmSeconds": 0.25}"#,
            goal: #"{"catches": 1}"#))
        XCTAssertEqual(low.rules, ChallengeRules(JumpingTargetRules(
            catches: 1, targetRadius: 30, cursorSpeed: 300, leapEvery: 1, shyRadius: 45, calmSeconds: 0.25)))
        let high = try parseLevel(levelJSON(
            tile: ##"{"color": "#ffffff", "column": 7, "row": 4}"##, seed: "2147483647",
            parameters: #"{"targetRadius": 160, "cursorSpeed": 2400, "leapEvery": 10, "shyRadius": 700, "calmSeconds": 5}"#,
            goal: #"{"catches": 20}"#))
        XCTAssertEqual(high.tile, Level.Tile(color: .white, column: 7, row: 4))
        XCTAssertEqual(high.seed, 2_147_483_647)
    }

    func testWholeNumbersMayBeWrittenWithAFractionOrExponent() throws {
        let level = try parseLevel(levelJSON(format: "1.0", goal: #"{"catches": 3e0}"#))
        XCTAssertEqual(level.rules, ChallengeRules(JumpingTargetRules(catches: 3, targetRadius: 90, cursorSpeed: 900)))
    }

    func testTheRealLevelFilesParse() throws {
        let text = """
        {
          "format": 1,
          "id": "catch",
          "kind": "jumping-target",
          "tile": { "color": "#F2A03D", "column": 0, "row": 0 },
          "seed": 11,
          "parameters": { "targetRadius": 90, "cursorSpeed": 900 },
          "goal": { "catches": 3 }
        }
        """
        let level = try parseLevel(text)
        XCTAssertEqual(level, Level(id: "catch", kind: .jumpingTarget,
                                    tile: Level.Tile(color: RGBA(0xF2, 0xA0, 0x3D), column: 0, row: 0),
                                    requires: [], seed: 11,
                                    rules: ChallengeRules(JumpingTargetRules(catches: 3, targetRadius: 90, cursorSpeed: 900)),
                                    fileBytes: Array(text.utf8)))
    }

    // MARK: One test per rejection class
    func testUnknownFieldsAreRejectedWhereverTheyAre() {
        assertRejected(levelJSON(extra: #""colour": "red""#), path: "colour", reason: "unknown field")
        assertRejected(levelJSON(tile: ##"{"color": "#F2A03D", "column": 0, "row": 0, "size": 2}"##),
                       path: "tile.size", reason: "unknown field")
        assertRejected(levelJSON(parameters: #"{"targetRadius": 90, "speed": 900}"#),
                       path: "parameters.speed", reason: "unknown field")
        assertRejected(levelJSON(goal: #"{"catches": 3, "seconds": 10}"#), path: "goal.seconds", reason: "unknown field")
    }

    func testWrongTypesAreRejected() {
        assertRejected(levelJSON(goal: #"{"catches": "3"}"#), path: "goal.catches", reason: "expected a number, found a string")
        assertRejected(levelJSON(id: "catch", tile: "[0, 0]"), path: "tile", reason: "expected an object, found an array")
        assertRejected(levelJSON(requires: #""catch""#), path: "requires", reason: "expected an array, found a string")
        assertRejected(levelJSON(kind: "1"), path: "kind", reason: "expected a string, found a number")
        assertRejected(levelJSON(seed: "null"), path: "seed", reason: "expected a number, found null")
        assertRejected(levelJSON(parameters: "true"), path: "parameters", reason: "expected an object, found a boolean")
        assertRejected(levelJSON(tile: #"{"color": 16777215, "column": 0, "row": 0}"#),
                       path: "tile.color", reason: "expected a string, found a number")
    }

    func testTheDocumentMustBeAnObject() {
        assertRejected("[]", path: "", reason: "expected an object, found an array")
        assertRejected("", path: "", reason: "unexpected end of file")
        assertRejected(levelJSON() + "{}", path: "", reason: "unexpected data after the end of the document")
    }

    func testMissingRequiredFieldsAreRejected() {
        assertRejected(levelJSON(format: nil), path: "format", reason: "required field is missing")
        assertRejected(levelJSON(kind: nil), path: "kind", reason: "required field is missing")
        assertRejected(levelJSON(tile: nil), path: "tile", reason: "required field is missing")
        assertRejected(levelJSON(goal: nil), path: "goal", reason: "required field is missing")
        assertRejected(levelJSON(tile: ##"{"color": "#F2A03D", "column": 0}"##), path: "tile.row", reason: "required field is missing")
        assertRejected(levelJSON(goal: "{}"), path: "goal.catches", reason: "required field is missing")
        assertRejected(#"{"format": 1}"#, path: "id", reason: "required field is missing")
    }

    func testOutOfRangeNumbersAreRejectedWithTheirRange() {
        assertRejected(levelJSON(goal: #"{"catches": 0}"#), path: "goal.catches", reason: "0 is outside 1...20")
        assertRejected(levelJSON(goal: #"{"catches": 21}"#), path: "goal.catches", reason: "21 is outside 1...20")
        assertRejected(levelJSON(parameters: #"{"targetRadius": 1000}"#), path: "parameters.targetRadius",
                       reason: "1000 is outside 30...160")
        assertRejected(levelJSON(parameters: #"{"cursorSpeed": -5}"#), path: "parameters.cursorSpeed",
                       reason: "-5 is outside 300...2400")
        assertRejected(levelJSON(tile: ##"{"color": "#F2A03D", "column": 9, "row": 0}"##), path: "tile.column",
                       reason: "9 is outside 0...7")
        assertRejected(levelJSON(tile: ##"{"color": "#F2A03D", "column": 0, "row": 50}"##), path: "tile.row",
                       reason: "50 is outside 0...49")
        assertRejected(levelJSON(seed: "-1"), path: "seed", reason: "-1 is outside 0...2147483647")
        assertRejected(levelJSON(seed: "1e300"), path: "seed", reason: "is outside 0...2147483647")
        assertRejected(levelJSON(parameters: #"{"calmSeconds": 0.1}"#), path: "parameters.calmSeconds",
                       reason: "0.1 is outside 0.25...5")
    }

    func testParametersThatOnlyMakeSenseTogetherAreRejected() {
        assertRejected(levelJSON(parameters: #"{"leapEvery": 0.5}"#), path: "parameters.leapEvery",
                       reason: "must be 0 (never) or 1...10 seconds")
        assertRejected(levelJSON(parameters: #"{"targetRadius": 100, "shyRadius": 149}"#), path: "parameters.shyRadius",
                       reason: "at least 1.5 x targetRadius")
    }

    func testFractionsAreRejectedWhereAWholeNumberIsNeeded() {
        assertRejected(levelJSON(goal: #"{"catches": 2.5}"#), path: "goal.catches", reason: "expected a whole number, found 2.5")
        assertRejected(levelJSON(tile: ##"{"color": "#F2A03D", "column": 0.5, "row": 0}"##), path: "tile.column",
                       reason: "expected a whole number, found 0.5")
        assertRejected(levelJSON(seed: "7.25"), path: "seed", reason: "expected a whole number, found 7.25")
        assertRejected(levelJSON(format: "1.5"), path: "format", reason: "expected a whole number, found 1.5")
    }

    func testBadColoursAreRejected() {
        for color in ["red", "F2A03D", "#F2A03", "#F2A03D0", "#F2A03D80", "#GGGGGG", "#+12345", "#-00000", "", "#F2 03D"] {
            assertRejected(levelJSON(tile: #"{"color": "\#(color)", "column": 0, "row": 0}"#), path: "tile.color",
                           reason: ##""\##(color)" is not a colour like "#3A7BD5""##)
        }
    }

    func testBadIDsAreRejected() {
        for id in ["", "Catch", "a b", "catch!", "café", "level_1", "../catch", String(repeating: "a", count: 41)] {
            assertRejected(levelJSON(id: id), path: "id", reason: "must be 1-40 characters of a-z, 0-9 and '-'")
        }
        XCTAssertNoThrow(try parseLevel(levelJSON(id: String(repeating: "a", count: 40))))
        XCTAssertNoThrow(try parseLevel(levelJSON(id: "level-2")))
    }

    func testUnknownKindIsRejectedListingTheKnownKinds() {
        assertRejected(levelJSON(kind: #""warp""#), path: "kind",
                       reason: #"unknown value "warp"; expected one of "jumping-target""#)
        assertRejected(levelJSON(kind: #""Jumping-Target""#), path: "kind", reason: #"unknown value "Jumping-Target""#)
    }

    func testOtherFormatVersionsAreRejectedBeforeAnythingElse() {
        assertRejected(levelJSON(format: "2"), path: "format", reason: "this game reads format 1, the file is format 2")
        assertRejected(levelJSON(format: "0"), path: "format", reason: "this game reads format 1, the file is format 0")
        // A newer file may have fields this build does not know; the version is what to report.
        assertRejected(levelJSON(format: "2", extra: #""music": "x""#), path: "format", reason: "the file is format 2")
        assertRejected(levelJSON(format: #""1""#), path: "format", reason: "expected a number, found a string")
    }

    func testNumbersBeyondDoubleAndNaNLiteralsAreRejected() {
        assertRejected(levelJSON(parameters: #"{"targetRadius": 1e999}"#), path: "parameters.targetRadius",
                       reason: "number 1e999 is out of range")
        assertRejected(levelJSON(parameters: #"{"cursorSpeed": -1e999}"#), path: "parameters.cursorSpeed",
                       reason: "number -1e999 is out of range")
        assertRejected(levelJSON(parameters: #"{"targetRadius": NaN}"#), path: "parameters.targetRadius",
                       reason: "unexpected character")
        assertRejected(levelJSON(parameters: #"{"targetRadius": Infinity}"#), path: "parameters.targetRadius",
                       reason: "unexpected character")
    }

    func testFilesOver64KiBAreRejectedBeforeParsing() {
        let valid = levelJSON()
        let padded = valid + String(repeating: " ", count: 64 * 1024 + 1 - valid.utf8.count)
        assertRejected(padded, path: "", reason: "file is 65537 bytes; the limit is 65536")
        let justFits = valid + String(repeating: " ", count: 64 * 1024 - valid.utf8.count)
        XCTAssertNoThrow(try parseLevel(justFits))
    }

    func testDeepNestingIsRejected() {
        // The root is depth 1 and "parameters" depth 2; six arrays reach the limit of 8, a seventh
        // goes past it.
        let deep = String(repeating: "[", count: 7) + String(repeating: "]", count: 7)
        assertRejected(levelJSON(parameters: #"{"x": \#(deep)}"#), path: "parameters.x[0][0][0][0][0][0]",
                       reason: "nested deeper than 8 levels")
        let bomb = String(repeating: "[", count: 50_000)
        assertRejected(levelJSON(parameters: #"{"x": \#(bomb)}"#), path: "parameters.x[0][0][0][0][0][0]",
                       reason: "nested deeper than 8 levels")
    }

    func testFloodsOfValuesAreRejected() {
        // Nine values precede the list (root, format, id, kind, tile and its three, the array),
        // so item 4087 is value 4097.
        let ids = Array(repeating: #""catch""#, count: 5000).joined(separator: ",")
        assertRejected(levelJSON(id: "flood", requires: "[\(ids)]"), path: "requires[4087]",
                       reason: "more than 4096 values in one file")
    }

    func testDuplicateKeysAreRejected() {
        assertRejected(levelJSON(seed: "1", extra: #""seed": 2"#), path: "seed", reason: "duplicate key")
        assertRejected(levelJSON(tile: ##"{"color": "#F2A03D", "column": 0, "row": 0, "column": 1}"##),
                       path: "tile.column", reason: "duplicate key")
        // Escapes are decoded before comparing: "\u0069d" is "id".
        assertRejected(levelJSON(extra: #""\u0069d": "other""#), path: "id", reason: "duplicate key")
    }

    func testALevelCannotRequireItself() {
        assertRejected(levelJSON(id: "catch", requires: #"["restless", "catch"]"#), path: "requires[1]",
                       reason: "a level cannot require itself")
    }

    func testRequiresListsLevelIDs() {
        assertRejected(levelJSON(requires: "[1]"), path: "requires[0]", reason: "expected a level id")
        assertRejected(levelJSON(requires: #"["ok", "Not An Id"]"#), path: "requires[1]", reason: "expected a level id")
    }

    func testTheValidateLineNamesFileFieldAndReason() {
        do {
            _ = try parseLevel(levelJSON(goal: #"{"catches": 0}"#))
            XCTFail("accepted catches 0")
        } catch let error as FormatError {
            XCTAssertEqual(error.inFile("Levels/catch.json").description,
                           "Levels/catch.json: goal.catches: 0 is outside 1...20")
        } catch {
            XCTFail("\(error)")
        }
        XCTAssertEqual(FormatError(file: "big.json", path: "", reason: "too big").description, "big.json: (document): too big")
    }
}
