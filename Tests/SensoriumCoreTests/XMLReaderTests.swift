import XCTest
@testable import SensoriumCore

final class XMLReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> XMLElement { try XMLReader.parse(Array(text.utf8)) }

    func testElementsAttributesTextEntitiesAndCDATA() throws {
        let root = try parse("""
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment -->
        <Run version='1.7.0'>
          <Name a="x &amp; &quot;y&quot;">Tom &lt;&amp;&gt; Jerry &#65;&#x42;</Name>
          <Icon><![CDATA[<raw & data>]]></Icon>
          <Empty />
        </Run>
        """)
        XCTAssertEqual(root.name, "Run")
        XCTAssertEqual(root.attributes, ["version": "1.7.0"])
        XCTAssertEqual(root.children.map(\.name), ["Name", "Icon", "Empty"])
        XCTAssertEqual(root.child("Name")?.attributes["a"], #"x & "y""#)
        XCTAssertEqual(root.child("Name")?.text, "Tom <&> Jerry AB")
        XCTAssertEqual(root.child("Icon")?.text, "<raw & data>")
        XCTAssertEqual(root.child("Empty")?.text, "")
    }

    func testMalformedDocumentsAreErrorsWithLineAndColumn() {
        func reject(_ text: String, _ expected: String, line: UInt = #line) {
            XCTAssertThrowsError(try parse(text), line: line) { error in
                XCTAssertEqual((error as? FormatError)?.description, "(document): " + expected, line: line)
            }
        }
        reject("<a><b></a>", "</a> closes <b> (line 1, column 10)")
        reject("<a>\n<b>", "<b> is never closed (line 2, column 4)")
        reject("<a x=1/>", "expected a quoted attribute value (line 1, column 6)")
        reject("<a x='1' x='2'/>", "attribute x appears twice (line 1, column 12)")
        reject("<a>&nbsp;</a>", "unknown or invalid entity &nbsp; (line 1, column 4)")
        reject("<a>&#0;</a>", "unknown or invalid entity &#0; (line 1, column 4)")
        reject("<!DOCTYPE a [<!ENTITY x 'y'>]><a/>", "document type declarations are not accepted (line 1, column 1)")
        reject("<a/><b/>", "content after the root element (line 1, column 5)")
        reject("", "expected the root element (line 1, column 1)")
    }

    func testLimitsAreCheckedUpFront() {
        XCTAssertThrowsError(try XMLReader.parse(Array("<a></a>".utf8), limits: .init(maxBytes: 3)))
        let deep = String(repeating: "<a>", count: 70) + String(repeating: "</a>", count: 70)
        XCTAssertThrowsError(try parse(deep)) { error in
            XCTAssertTrue((error as? FormatError)?.reason.hasPrefix("elements nested deeper than 64") ?? false)
        }
        XCTAssertThrowsError(try XMLReader.parse([0x3C, 0x61, 0xFF, 0x2F, 0x3E])) { error in
            XCTAssertEqual((error as? FormatError)?.reason, "not valid UTF-8")
        }
    }
}
