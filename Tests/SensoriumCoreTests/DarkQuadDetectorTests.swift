import XCTest
@testable import SensoriumCore

final class DarkQuadDetectorTests: XCTestCase {
    private typealias Images = DarkScanTestImages

    private func phrases(_ frame: LuminanceFrame) -> [String] {
        DarkScanAnnouncer.phrases(for: Images.analyse(frame).quads, thresholds: DarkScanThresholds())
    }

    func testAStraightSquareIsFoundWithItsCornersAnywhereInView() throws {
        // Frame pixels 56..<126 and 46..<116: whole pixels of the 160x90 detector image.
        let quads = Images.analyse(Images.square(side: 70, x: 91, y: 81)).quads
        let quad = try XCTUnwrap(quads.first)
        // A frame pixel is 1080 / 180 = 6 canvas units.
        let scale: Float = 1080 / 180
        XCTAssertEqual(quad.corners, [PointF(x: 56 * scale, y: 46 * scale), PointF(x: 126 * scale, y: 46 * scale),
                                      PointF(x: 126 * scale, y: 116 * scale), PointF(x: 56 * scale, y: 116 * scale)])
        for angle in quad.cornerAngles { XCTAssertEqual(angle, 90, accuracy: 0.001) }
        for length in quad.edgeLengths { XCTAssertEqual(length, 70 * 6, accuracy: 0.001) }
        XCTAssertEqual(quad.squareness, 1, accuracy: 0.001)
        XCTAssertEqual(quad.tilt, 0, accuracy: 0.001)
        XCTAssertEqual(quad.parallelism, 1)
        XCTAssertEqual(quad.size, 70.0 / 180, accuracy: 0.001)
        XCTAssertGreaterThan(quad.darkness, 0.8)
        XCTAssertGreaterThan(quad.surround, 0.9)
        XCTAssertEqual(quad.score, 1, "the forgiving path solves a straight square off centre")
        XCTAssertTrue(quad.isQuadrilateral)
        XCTAssertEqual(phrases(Images.square(side: 70, x: 91, y: 81)), ["large dark colored square detected"])
    }

    func testASquareRotated30DegreesIsAnnouncedNotParallel() throws {
        let frame = Images.square(side: 76, rotation: 30)
        let quad = try XCTUnwrap(Images.analyse(frame).quads.first)
        XCTAssertEqual(quad.tilt, 30, accuracy: 2)
        XCTAssertEqual(quad.parallelism, 0)
        XCTAssertEqual(quad.score, 0)
        XCTAssertGreaterThan(quad.squareness, DarkScanThresholds().squarenessFrom)
        XCTAssertEqual(phrases(frame), ["large dark colored square detected", "square is not parallel with camera"])
        XCTAssertLessThan(Images.analyse(frame).measurement.raw, 0.75, "turned, it does not frame either")
    }

    func testASmallSquareIsAnnouncedSmall() {
        let frame = Images.square(side: 24, x: 200, y: 60)
        XCTAssertEqual(phrases(frame).first, "small dark colored square detected")
        XCTAssertEqual(Images.analyse(frame).detectorScore, 0, "too small to solve")
    }

    func testASemiDarkSquareIsAnnouncedSemiDark() {
        let frame = Images.square(side: 70, luminance: 70)
        XCTAssertEqual(phrases(frame).first, "large semi-dark colored square detected")
        XCTAssertEqual(Images.analyse(frame).detectorScore, 0, "not dark enough to solve")
    }

    func testALongRectangleIsARectangleNotASquare() throws {
        let frame = Images.frame(background: 225, shapes: [.rect(x: 160, y: 90, width: 120, height: 40, luminance: 10)])
        let quad = try XCTUnwrap(Images.analyse(frame).quads.first)
        XCTAssertLessThan(quad.squareness, 0.5)
        XCTAssertEqual(quad.score, 0)
        XCTAssertEqual(phrases(frame), ["large dark colored rectangle detected"])
    }

    func testADiscAndATriangleAreNotQuadrilaterals() {
        let disc = Images.frame(background: 225, shapes: [.ellipse(x: 160, y: 90, width: 80, height: 80, luminance: 10)])
        XCTAssertEqual(Images.analyse(disc).quads.map(\.isQuadrilateral), [false])
        XCTAssertEqual(phrases(disc), [])
        let triangle = Images.frame(background: 225, shapes: [.polygon([(110, 130), (210, 130), (160, 40)], luminance: 10)])
        XCTAssertEqual(Images.analyse(triangle).quads.map(\.isQuadrilateral), [false])
        XCTAssertEqual(Images.analyse(triangle).detectorScore, 0)
    }

    func testASquareCutByTheFrameEdgeIsNotFound() {
        XCTAssertEqual(Images.analyse(Images.square(side: 70, x: 10, y: 90)).quads, [])
    }

    func testNoiseDoesNotFlipTheDetection() throws {
        for seed: UInt64 in 1...5 {
            let noisy = Images.noisy(Images.square(side: 76, x: 100, y: 90), amplitude: 20, seed: seed)
            let quad = try XCTUnwrap(Images.analyse(noisy).quads.first)
            XCTAssertGreaterThan(quad.score, 0.9, "seed \(seed)")
        }
    }
}
