import XCTest
@testable import SensoriumCore

final class PixelFontTests: XCTestCase {
    func testDigitsShareOneWidthSoATimerNeverShifts() {
        let widths = Set("0123456789".map { PixelFont.width(of: String($0), scale: 1) })
        XCTAssertEqual(widths, [5])
        XCTAssertEqual(PixelFont.width(of: "0:00.000", scale: 2), PixelFont.width(of: "9:59.999", scale: 2))
        XCTAssertEqual(PixelFont.width(of: "10", scale: 3), 33, "5 + 1 + 5 font pixels at scale 3")
        XCTAssertEqual(PixelFont.height(scale: 4), 28)
    }

    func testTextIsOneBatchOfRunLengthRects() {
        var list = DrawList()
        let width = PixelFont.draw("-1", x: 10, y: 20, scale: 2, color: .white, into: &list)
        XCTAssertEqual(width, 22)
        XCTAssertEqual(list.commands.count, 1)
        XCTAssertEqual(list.commands[0].kind, .fillRects)
        // "-" is one run on row 3; "1" is runs on each of its 7 rows.
        XCTAssertEqual(list.commands[0].count, 1 + 7)
        XCTAssertEqual(list.rects[0], RectF(x: 10, y: 26, w: 10, h: 2))
        XCTAssertEqual(list.rects.last, RectF(x: 24, y: 32, w: 6, h: 2), "the 1's base: three pixels from x 1")
    }

    func testLettersAreCaseInsensitiveAndUnknownCharactersShowAsABox() {
        XCTAssertTrue(PixelFont.hasGlyph("a"))
        XCTAssertTrue(PixelFont.hasGlyph("Z"))
        XCTAssertFalse(PixelFont.hasGlyph("é"))
        var lower = DrawList(), upper = DrawList()
        PixelFont.draw("jump", x: 0, y: 0, scale: 1, color: .black, into: &lower)
        PixelFont.draw("JUMP", x: 0, y: 0, scale: 1, color: .black, into: &upper)
        XCTAssertEqual(lower.rects, upper.rects)
        var box = DrawList()
        PixelFont.draw("é", x: 0, y: 0, scale: 1, color: .black, into: &box)
        XCTAssertEqual(box.rects.count, 2 + 5 * 2, "a hollow 5x7 box: top and bottom runs, two pixels on each row between")
    }

    func testALevelFilesErrorHasAGlyphForEveryCharacter() {
        let error = #"scan.json: goal.progress: expected a number in 0.05...1, found "high" (line 3, col 7)"#
        XCTAssertTrue(error.allSatisfy(PixelFont.hasGlyph), "an error caption shows no box")
    }
}
