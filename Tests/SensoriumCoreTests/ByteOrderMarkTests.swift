import XCTest
@testable import SensoriumCore

/// One rule for a byte-order mark in every text file the game reads: a leading UTF-8 BOM (some
/// editors add one on save) is accepted, and line and column count from after it.
final class ByteOrderMarkTests: XCTestCase {
    private let bom = "\u{FEFF}"

    func testALevelWithALeadingBOMLoads() throws {
        XCTAssertEqual(try parseLevel(bom + levelJSON()).id, "catch")
    }

    func testASettingsFileWithALeadingBOMLoads() throws {
        XCTAssertEqual(try Settings.decode(Array(bom.utf8) + Settings.defaults.encode()), Settings.defaults)
    }

    func testAProgressFileWithALeadingBOMLoads() throws {
        var progress = Progress()
        progress.recordAttempt(levelID: "a")
        XCTAssertEqual(try Progress.decode(Array(bom.utf8) + progress.encode()), progress)
    }

    func testALiveSplitFileAndAReplayKeepAcceptingIt() throws {
        XCTAssertEqual(try XMLReader.parse(Array((bom + "<Run/>").utf8)).name, "Run")
    }

    func testStrictJSONRefusesABOMAnywhereElse() {
        XCTAssertThrowsError(try JSONParser().parse("[" + bom + "1]"))
        XCTAssertThrowsError(try JSONParser().parse(bom + bom + "1"))
    }

    func testColumnsCountFromAfterTheBOM() {
        XCTAssertThrowsError(try JSONParser().parse(bom + "{x")) { error in
            XCTAssertEqual((error as? FormatError)?.column, 2, "\(error)")
        }
        XCTAssertThrowsError(try XMLReader.parse(Array((bom + "<a>").utf8))) { error in
            XCTAssertEqual((error as? FormatError)?.column, 4, "\(error)")
        }
    }
}
