import XCTest
@testable import SensoriumCore

final class LiveSplitIconTests: XCTestCase {
    func testTheIconIsABitmapStreamWhosePictureLivesplitCoreFindsWhereItLooks() throws {
        let text = LiveSplitIcon.text(color: RGBA(0x33, 0x66, 0x99))
        XCTAssertTrue(text.hasPrefix("AAEAAAD/////AQAAAAAAAAAMAgAAAFFTeXN0ZW0uRHJhd2luZywgVmVyc2lvbj00LjAuMC4wLCBDdWx0dXJlPW5ldXRyYWwsIFB1YmxpY0tleVRva2VuPWIwM2Y1ZjdmMTFkNTBhM2EFAQAAABVTeXN0ZW0uRHJhd2luZy5CaXRtYXABAAAABERhdGEHAgIAAAAJAwAAAA8DAAAA"),
                      "the head LiveSplit writes for every icon")
        XCTAssertFalse(text.contains("\n"))
        // livesplit-core: decode from character 212, drop two bytes in front and one behind.
        let tail = try Base64Text.decode(ArraySlice(Array(text.utf8).dropFirst(212)), firstLine: 1)
        let picture = Array(tail.dropFirst(2).dropLast())
        XCTAssertEqual(picture, SolidColorPNG.encode(RGBA(0x33, 0x66, 0x99)))
        XCTAssertEqual(tail.last, 0x0B)
        let header = try ImageHeader.check(picture, maxPixels: 1 << 20)
        XCTAssertEqual(header.format, .png)
        XCTAssertEqual([header.width, header.height], [16, 16])
    }

    func testPNGChecksumsAreThoseOfTheSpecification() {
        XCTAssertEqual(SolidColorPNG.crc32(Array("IEND".utf8)), 0xAE42_6082, "every PNG ends with this chunk and checksum")
        XCTAssertEqual(SolidColorPNG.crc32(Array("123456789".utf8)), 0xCBF4_3926, "the CRC-32 check value")
    }

    func testExportGivesEachSegmentItsTileColourAsIcon() throws {
        let category = CategoryDefinition(category: .fullGame, levelIDs: ["catch", "shy"])
        let text = LiveSplitFile.export(category: category, record: CategoryRecord(categoryID: "full-game", levelIDs: category.levelIDs),
                                        tileColors: ["catch": RGBA(255, 0, 0)])
        let segments = try XCTUnwrap(XMLReader.parse(Array(text.utf8)).child("Segments")?.children("Segment"))
        XCTAssertEqual(segments[0].child("Icon")?.text, LiveSplitIcon.text(color: RGBA(255, 0, 0)))
        XCTAssertEqual(segments[1].child("Icon")?.text, "", "a level without a colour has no icon")
        XCTAssertNoThrow(try LiveSplitFile.import(text))
    }
}
