import XCTest
@testable import SensoriumCore

final class JSONParserTests: XCTestCase {
    func testParsesNestedDocumentInOrder() throws {
        let value = try JSONParser().parse(#"{"b": [1, 2.5, -3e2], "a": {"x": "\u00e9\n"}, "c": null}"#)
        guard case .object(let object) = value else { return XCTFail("not an object") }
        XCTAssertEqual(object.keys, ["b", "a", "c"])
        XCTAssertEqual(object["b"], .array([.number(1), .number(2.5), .number(-300)]))
        XCTAssertEqual(object["a"], .object(JSONObject([("x", .string("é\n"))])))
        XCTAssertEqual(object["c"], .null)
    }

    func testRejectsDuplicateKeysWithTheirPath() {
        XCTAssertThrowsError(try JSONParser().parse(#"{"tile": {"x": 1, "x": 2}}"#)) { error in
            XCTAssertEqual((error as? FormatError)?.path, "tile.x")
            XCTAssertEqual((error as? FormatError)?.reason, "duplicate key")
        }
    }

    func testRejectsNumbersThatOverflowToInfinity() {
        XCTAssertThrowsError(try JSONParser().parse("[1e999]")) { error in
            XCTAssertEqual((error as? FormatError)?.path, "[0]")
        }
    }

    func testRejectsNaNAndTrailingGarbage() {
        XCTAssertThrowsError(try JSONParser().parse("NaN"))
        XCTAssertThrowsError(try JSONParser().parse("{} x"))
        XCTAssertThrowsError(try JSONParser().parse("[01]"))
    }

    func testDeepNestingIsRejectedWithoutRecursingIntoIt() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONParser().parse(deep)) { error in
            XCTAssertTrue((error as? FormatError)?.reason.contains("nested deeper") ?? false)
        }
    }

    func testHugeFilesAndValueFloodsAreRejected() {
        let limits = JSONParser.Limits(maxBytes: 1000, maxDepth: 8, maxValues: 10)
        XCTAssertThrowsError(try JSONParser(limits: limits).parse(String(repeating: " ", count: 1001) + "1"))
        XCTAssertThrowsError(try JSONParser(limits: limits).parse("[" + Array(repeating: "0", count: 20).joined(separator: ",") + "]"))
    }

    func testSyntaxErrorsGiveLineAndColumn() {
        XCTAssertThrowsError(try JSONParser().parse("{\n  \"a\": tru\n}")) { error in
            XCTAssertEqual((error as? FormatError)?.description, "a: invalid literal (line 2, column 11)")
        }
    }

    func testATrailingCommaIsToldFromAFileCutShort() {
        func reason(_ text: String) -> String? {
            do { _ = try JSONParser().parse(text); return nil } catch { return (error as? FormatError)?.reason }
        }
        XCTAssertEqual(reason("{\n  \"a\": 1,\n}"), "a trailing comma before '}': remove the comma after the last member")
        XCTAssertEqual(reason("[1, 2,]"), "a trailing comma before ']': remove the comma after the last item")
        XCTAssertEqual(reason("{\"a\": 1,\n"), "the file ends inside an object: it looks cut short (a closing '}' or more is missing)")
        XCTAssertEqual(reason("{\"a\": [1, 2"), "the file ends inside an array: it looks cut short (a closing ']' or more is missing)")
        XCTAssertEqual(reason("{\"a\": {\"b\": 1}"), "the file ends inside an object: it looks cut short (a closing '}' or more is missing)")
    }

    func testStrictReaderRejectsUnknownFieldsAndWrongTypes() throws {
        var reader = try JSONObjectReader(JSONParser().parse(#"{"id": "a", "extra": 1}"#))
        XCTAssertEqual(try reader.string("id"), "a")
        XCTAssertThrowsError(try reader.finish()) { error in
            XCTAssertEqual((error as? FormatError)?.description, "extra: unknown field")
        }
        var typed = try JSONObjectReader(JSONParser().parse(#"{"n": "3"}"#))
        XCTAssertThrowsError(try typed.int("n", in: 0...5)) { error in
            XCTAssertEqual((error as? FormatError)?.reason, "expected a number, found a string")
        }
        var ranged = try JSONObjectReader(JSONParser().parse(#"{"n": 9}"#))
        XCTAssertThrowsError(try ranged.int("n", in: 0...5)) { error in
            XCTAssertEqual((error as? FormatError)?.reason, "9 is outside 0...5")
        }
    }
}
