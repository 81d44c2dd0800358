import XCTest
@testable import SensoriumCore

/// The JSON5 dialect (spec.json5.org), read as Core Haptics reads AHAP files; and the strict
/// dialect still refusing every one of its extensions.
final class JSON5ParserTests: XCTestCase {
    private let json5 = JSONParser(dialect: .json5)

    private func parse5(_ text: String) throws -> JSONValue {
        try json5.parse(text)
    }

    private func assertRejected(_ text: String, by parser: JSONParser, reasonContains: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parser.parse(text), text, file: file, line: line) { error in
            let reason = (error as? FormatError)?.reason ?? "\(error)"
            XCTAssertTrue(reason.contains(reasonContains), "\(text): \(reason)", file: file, line: line)
        }
    }

    private func object(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(JSONObject(pairs)) }

    // MARK: Every JSON5 feature is accepted

    func testTrailingCommasInObjectsAndArrays() throws {
        XCTAssertEqual(try parse5(#"{"a": [1, 2,], "b": {"c": 3,},}"#),
                       object([("a", .array([.number(1), .number(2)])), ("b", object([("c", .number(3))]))]))
    }

    func testLineAndBlockComments() throws {
        let text = """
        // a pattern
        {
          /* the first
             key */ "a": 1, // one
          "b": /* inline */ 2
        }
        // the end, without a line break
        """
        XCTAssertEqual(try parse5(text), object([("a", .number(1)), ("b", .number(2))]))
    }

    func testIdentifierKeys() throws {
        XCTAssertEqual(try parse5("{Time: 1, _x$9: 2, $: 3, null: 4, Infinity: 5}"),
                       object([("Time", .number(1)), ("_x$9", .number(2)), ("$", .number(3)),
                               ("null", .number(4)), ("Infinity", .number(5))]))
    }

    func testSingleQuotedStringsAndKeys() throws {
        XCTAssertEqual(try parse5(#"{'say': 'say "hi"', "q": 'it\'s', 'd"q': "it's"}"#),
                       object([("say", .string(#"say "hi""#)), ("q", .string("it's")), (#"d"q"#, .string("it's"))]))
    }

    func testExtraEscapes() throws {
        XCTAssertEqual(try parse5(#"'\v\0\x41\xe9\'\"\a\/'"#), .string("\u{0B}\u{00}Aé'\"a/"))
        // A backslash before a line break continues the string on the next line: LF, CRLF, CR, U+2028.
        XCTAssertEqual(try parse5("'one \\\ntwo \\\r\nthree \\\rfour \\\u{2028}five'"), .string("one two three four five"))
    }

    func testHexadecimalNumbers() throws {
        XCTAssertEqual(try parse5("[0x1F, 0XfF, -0x10, +0x0]"), .array([.number(31), .number(255), .number(-16), .number(0)]))
    }

    func testLeadingAndTrailingDecimalPointAndLeadingPlus() throws {
        XCTAssertEqual(try parse5("[.5, 5., +1, -.25e1, +5.e-1, 0.1]"),
                       .array([.number(0.5), .number(5), .number(1), .number(-2.5), .number(0.5), .number(0.1)]))
    }

    func testUnicodeWhiteSpace() throws {
        // BOM, vertical tab, form feed, no-break space, en space, line and paragraph separators, ideographic space.
        let text = "\u{FEFF}\u{0B}\u{0C}{\u{A0}\"a\"\u{2002}:\u{2028}1\u{2029}}\u{3000}"
        XCTAssertEqual(try parse5(text), object([("a", .number(1))]))
    }

    func testJSON5KeepsEveryStrictDocumentTheSame() throws {
        let text = #"{"b": [1, 2.5, -3e2, true, false, null], "a": {"x": "\u00e9\n\/"}}"#
        XCTAssertEqual(try parse5(text), try JSONParser().parse(text))
    }

    // MARK: What JSON5 still refuses

    func testNaNAndInfinityAreRefusedAsValues() {
        for text in ["NaN", "[Infinity]", "{a: -Infinity}", "+NaN", "[1, +Infinity]"] {
            assertRejected(text, by: json5, reasonContains: "NaN and Infinity are not accepted; numbers must be finite")
        }
        assertRejected("[1e999]", by: json5, reasonContains: "number 1e999 is out of range")
        assertRejected("[0x" + String(repeating: "F", count: 70) + "]", by: json5, reasonContains: "number is too long")
    }

    func testMalformedJSON5IsRefused() {
        assertRejected("[1,,2]", by: json5, reasonContains: "unexpected character")
        assertRejected("[,]", by: json5, reasonContains: "unexpected character")
        assertRejected("{,}", by: json5, reasonContains: "expected a key")
        assertRejected("{a: 1,,}", by: json5, reasonContains: "expected a key")
        assertRejected("{9a: 1}", by: json5, reasonContains: "expected a key")
        assertRejected("[1] /* open", by: json5, reasonContains: "unterminated /* comment")
        assertRejected("['a\nb']", by: json5, reasonContains: "line break in a string")
        assertRejected(#"['\1']"#, by: json5, reasonContains: "invalid escape")
        assertRejected(#"['\01']"#, by: json5, reasonContains: "invalid escape")
        assertRejected(#"['\xG0']"#, by: json5, reasonContains: #"invalid \x escape"#)
        assertRejected("[0x]", by: json5, reasonContains: "invalid hexadecimal number")
        assertRejected("[.]", by: json5, reasonContains: "invalid number")
        assertRejected("[01]", by: json5, reasonContains: "leading zero")
        assertRejected("{'a': 1, a: 2}", by: json5, reasonContains: "duplicate key")
    }

    // MARK: Strict mode refuses each of them

    func testStrictDialectRefusesEveryJSON5Extension() {
        let strict = JSONParser()
        let extensions: [(String, String)] = [
            (#"{"a": 1,}"#, "a trailing comma before '}'"),
            ("[1,]", "a trailing comma before ']'"),
            ("// note\n1", "unexpected character"),
            ("/* note */ 1", "unexpected character"),
            ("{a: 1}", "expected a quoted key"),
            ("'text'", "unexpected character"),
            (#"{'a': 1}"#, "expected a quoted key"),
            (#""\v""#, "invalid escape"),
            (#""\'""#, "invalid escape"),
            (#""\x41""#, "invalid escape"),
            (#""\0""#, "invalid escape"),
            ("\"a\\\nb\"", "invalid escape"),
            ("0x1F", "unexpected data after the end of the document"),
            (".5", "unexpected character"),
            ("[5.]", "invalid fraction"),
            ("+1", "unexpected character"),
            ("[\u{FEFF}1]", "unexpected character"),
            ("[1,\u{A0}2]", "unexpected character"),
            ("NaN", "unexpected character"),
            ("Infinity", "unexpected character"),
            ("-Infinity", "invalid number"),
        ]
        for (text, reason) in extensions {
            assertRejected(text, by: strict, reasonContains: reason)
        }
    }

    // MARK: Line and column

    func testErrorsGiveLineAndColumnInBothDialects() {
        let text = "{\n  // a comment\n  a: 1,\n  b: NaN\n}"
        XCTAssertThrowsError(try json5.parse(text)) { error in
            XCTAssertEqual((error as? FormatError)?.description,
                           "b: NaN and Infinity are not accepted; numbers must be finite (line 4, column 6)")
        }
        XCTAssertThrowsError(try JSONParser().parse(text)) { error in
            XCTAssertEqual((error as? FormatError)?.description, "(document): expected a quoted key (line 2, column 3)")
        }
    }

    func testColumnsCountCharactersAndLinesCountEveryLineBreak() {
        // "é" is two bytes but one column; CRLF is one line break, a lone CR another, U+2028 another in JSON5.
        XCTAssertThrowsError(try json5.parse("{'é': 1\r\n,\r'b': \u{2028}x}")) { error in
            XCTAssertEqual((error as? FormatError)?.description, "b: unexpected character (line 4, column 1)")
        }
        XCTAssertThrowsError(try json5.parse("['é', ?]")) { error in
            XCTAssertEqual((error as? FormatError)?.description, "[1]: unexpected character (line 1, column 7)")
        }
    }

    // MARK: Limits hold in JSON5

    func testLimitsStillHold() {
        let limits = JSONParser.Limits(maxBytes: 1000, maxDepth: 4, maxValues: 10)
        let parser = JSONParser(limits: limits, dialect: .json5)
        assertRejected("// " + String(repeating: "x", count: 1000) + "\n1", by: parser, reasonContains: "the limit is 1000")
        assertRejected("[[[[[1,],],],],]", by: parser, reasonContains: "nested deeper than 4 levels")
        assertRejected("[" + Array(repeating: "0x1", count: 20).joined(separator: ",") + ",]", by: parser,
                       reasonContains: "more than 10 values in one file")
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        assertRejected(deep, by: json5, reasonContains: "nested deeper than 32 levels")
    }
}
