import XCTest
@testable import SensoriumCore

final class JSONWriterTests: XCTestCase {
    private let sample = JSONValue.object(JSONObject([
        ("format", .number(1)),
        ("name", .string("dark \"scan\"\n\t\\ é \u{01}")),
        ("keys", .array([.string("Space"), .string("Return")])),
        ("nested", .object(JSONObject([("on", .bool(true)), ("off", .null)]))),
        ("list", .array([.object(JSONObject([("x", .number(-2.5))])), .array([])])),
        ("empty", .object(JSONObject())),
    ]))

    func testCompactIsOneLineInStoredKeyOrder() {
        XCTAssertEqual(JSONWriter.compact(sample),
                       #"{"format":1,"name":"dark \"scan\"\n\t\\ é \u0001","keys":["Space","Return"],"#
                       + #""nested":{"on":true,"off":null},"list":[{"x":-2.5},[]],"empty":{}}"#)
    }

    func testPrettyIndentsByTwoAndKeepsScalarArraysOnOneLine() {
        XCTAssertEqual(JSONWriter.pretty(sample), """
        {
          "format": 1,
          "name": "dark \\"scan\\"\\n\\t\\\\ é \\u0001",
          "keys": ["Space", "Return"],
          "nested": {
            "on": true,
            "off": null
          },
          "list": [
            {
              "x": -2.5
            },
            []
          ],
          "empty": {}
        }

        """)
    }

    func testBothFormsParseBackToTheSameValue() throws {
        XCTAssertEqual(try JSONParser().parse(JSONWriter.compact(sample)), sample)
        XCTAssertEqual(try JSONParser().parse(JSONWriter.pretty(sample)), sample)
    }

    func testNumbersParseBackExactly() throws {
        var random = SeededRandom(seed: 42)
        var numbers: [Double] = [0, -0.0, 1, -1, 0.1, 1e-7, 1.5e300, 5e-324, 9_007_199_254_740_991,
                                 9_007_199_254_740_993, 1e22, -123_456_789_012, .greatestFiniteMagnitude]
        for _ in 0..<500 {
            numbers.append(Double(bitPattern: random.next()))
        }
        for number in numbers where number.isFinite {
            let text = JSONWriter.number(number)
            let parsed = try JSONParser().parse(text)
            guard case .number(let back) = parsed else { return XCTFail("\(text) is not a number") }
            XCTAssertEqual(back.bitPattern, number.bitPattern, text)
        }
    }

    func testIntegersHaveNoFraction() {
        XCTAssertEqual(JSONWriter.number(120), "120")
        XCTAssertEqual(JSONWriter.number(-7), "-7")
        XCTAssertEqual(JSONWriter.number(0.5), "0.5")
    }

    /// Every control character — C0, DEL and C1 — is a `\u00XX` escape (or `\n`-style), so the
    /// text holds none of them: a strict parser takes it, and a terminal shows it as it is.
    func testEveryControlCharacterIsEscapedAndReadsBack() throws {
        let controls = (0..<0x20).map { $0 } + [0x7F] + (0x80..<0xA0).map { $0 }
        for value in controls {
            let scalar = try XCTUnwrap(Unicode.Scalar(UInt32(value)))
            let text = "name-\(Character(scalar))-.replay"
            let written = JSONWriter.compact(.string(text))
            XCTAssertFalse(written.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                           "U+\(String(value, radix: 16)) is escaped: \(written.debugDescription)")
            XCTAssertEqual(try JSONParser().parse(written), .string(text), "U+\(String(value, radix: 16)) reads back")
        }
        XCTAssertEqual(JSONWriter.compact(.string("a\u{85}b\u{9F}c\u{7F}")), #""a\u0085b\u009fc\u007f""#)
        XCTAssertEqual(JSONWriter.compact(.string("é\u{A0}😀")), "\"é\u{A0}😀\"", "everything else is its UTF-8")
    }
}
