import XCTest
@testable import SensoriumCore

final class DrawListTests: XCTestCase {
    private let red = RGBA(255, 0, 0)
    private let blue = RGBA(0, 0, 255)

    private func rect(_ n: Float) -> RectF { RectF(x: n, y: n, w: 10, h: 10) }

    func testRectsOfOneColourShareOneCommand() {
        var list = DrawList()
        list.fill(rect(0), red)
        list.fill(rect(1), red)
        list.fill(rect(2), red)
        XCTAssertEqual(list.commands, [DrawList.Command(kind: .fillRects, color: red, start: 0, count: 3)])
        XCTAssertEqual(list.rects, [rect(0), rect(1), rect(2)])
    }

    func testAColourChangeOpensANewBatch() {
        var list = DrawList()
        list.fill(rect(0), red)
        list.fill(rect(1), blue)
        list.fill(rect(2), red)
        XCTAssertEqual(list.commands, [
            DrawList.Command(kind: .fillRects, color: red, start: 0, count: 1),
            DrawList.Command(kind: .fillRects, color: blue, start: 1, count: 1),
            DrawList.Command(kind: .fillRects, color: red, start: 2, count: 1),
        ])
    }

    func testFilledAndOutlinedRectsAreSeparateBatches() {
        var list = DrawList()
        list.fill(rect(0), red)
        list.outline(rect(1), red)
        XCTAssertEqual(list.commands.map(\.kind), [.fillRects, .outlineRects])
    }

    func testRectsAfterTrianglesOfTheSameColourStartANewBatch() {
        var list = DrawList()
        list.fill(rect(0), red)
        list.triangle(PointF(x: 0, y: 0), PointF(x: 1, y: 0), PointF(x: 0, y: 1), red)
        list.fill(rect(1), red)
        XCTAssertEqual(list.commands, [
            DrawList.Command(kind: .fillRects, color: red, start: 0, count: 1),
            DrawList.Command(kind: .triangles, color: red, start: 0, count: 3),
            DrawList.Command(kind: .fillRects, color: red, start: 1, count: 1),
        ])
    }

    func testADiscIsOneBatchOfTriangles() {
        var list = DrawList()
        list.disc(centerX: 100, centerY: 100, radius: 20, blue, segments: 12)
        XCTAssertEqual(list.commands, [DrawList.Command(kind: .triangles, color: blue, start: 0, count: 36)])
        XCTAssertEqual(list.points.count, 36)
        XCTAssertEqual(list.points[1].x, 120, accuracy: 1e-4)
        XCTAssertEqual(list.points[1].y, 100, accuracy: 1e-4)
    }

    func testQuadIsTwoTrianglesInOneBatch() {
        var list = DrawList()
        let a = PointF(x: 0, y: 0), b = PointF(x: 1, y: 0), c = PointF(x: 1, y: 1), d = PointF(x: 0, y: 1)
        list.quad(a, b, c, d, red)
        XCTAssertEqual(list.points, [a, b, c, a, c, d])
        XCTAssertEqual(list.commands.count, 1)
    }

    func testLinesBatchByColour() {
        var list = DrawList()
        list.line(PointF(x: 0, y: 0), PointF(x: 1, y: 1), red)
        list.line(PointF(x: 1, y: 1), PointF(x: 2, y: 2), red)
        list.line(PointF(x: 2, y: 2), PointF(x: 3, y: 3), blue)
        XCTAssertEqual(list.commands.map(\.count), [4, 2])
        XCTAssertEqual(list.commands.map(\.start), [0, 4])
    }

    func testExplicitBatchCollectsItsRects() {
        var list = DrawList()
        list.beginFillBatch(blue)
        for n in 0..<5 { list.addRect(rect(Float(n))) }
        list.fill(rect(9), blue)
        XCTAssertEqual(list.commands, [DrawList.Command(kind: .fillRects, color: blue, start: 0, count: 6)])
    }

    func testResetEmptiesTheListButKeepsItsMemory() {
        var list = DrawList()
        for n in 0..<500 {
            list.fill(rect(Float(n)), n % 2 == 0 ? red : blue)
            list.disc(centerX: 0, centerY: 0, radius: 1, red, segments: 4)
        }
        let capacities = (list.commands.capacity, list.rects.capacity, list.points.capacity)
        list.reset(background: blue)
        XCTAssertEqual(list.background, blue)
        XCTAssertTrue(list.commands.isEmpty)
        XCTAssertTrue(list.rects.isEmpty)
        XCTAssertTrue(list.points.isEmpty)
        XCTAssertGreaterThanOrEqual(list.commands.capacity, capacities.0)
        XCTAssertGreaterThanOrEqual(list.rects.capacity, capacities.1)
        XCTAssertGreaterThanOrEqual(list.points.capacity, capacities.2)
    }

    func testColoursParseFromHex() {
        XCTAssertEqual(RGBA(hex: "#3A7BD5"), RGBA(0x3A, 0x7B, 0xD5, 255))
        XCTAssertEqual(RGBA(hex: "#3a7bd580"), RGBA(0x3A, 0x7B, 0xD5, 0x80))
        XCTAssertNil(RGBA(hex: "3A7BD5"))
        XCTAssertNil(RGBA(hex: "#3A7BD"))
        XCTAssertNil(RGBA(hex: "#GGGGGG"))
    }

    func testHexColoursAreDigitsOnly() {
        // Swift's integer parser accepts a sign; a colour must not.
        XCTAssertNil(RGBA(hex: "#+12345"))
        XCTAssertNil(RGBA(hex: "#-00000"))
        XCTAssertNil(RGBA(hex: "#+1234567"))
    }

    func testMixingBlendsEachChannel() {
        XCTAssertEqual(RGBA(0, 100, 200).mixed(with: .white, 0.5), RGBA(128, 178, 228))
        XCTAssertEqual(red.mixed(with: blue, 0), red)
        XCTAssertEqual(red.mixed(with: blue, 1), blue)
    }
}
