import XCTest
@testable import SensoriumCore

final class DarkScanMeasurementTests: XCTestCase {
    private typealias Images = DarkScanTestImages

    func testFaceDownBlackFrameDoesNotSolve() {
        let analysis = Images.analyse(Images.frame(background: 0))
        XCTAssertEqual(analysis.measurement.innerDarkness, 1)
        XCTAssertEqual(analysis.measurement.outerScore, 0)
        XCTAssertEqual(analysis.measurement.raw, 0)
        XCTAssertEqual(analysis.quads, [], "an all-black frame is one shape touching every edge, not a square")
        XCTAssertEqual(analysis.detectorScore, 0)
    }

    func testUniformGreyDoesNotSolve() {
        for luma: UInt8 in [40, 90, 128, 180] {
            let analysis = Images.analyse(Images.frame(background: luma))
            XCTAssertEqual(analysis.measurement.raw, 0, "grey \(luma)")
            XCTAssertEqual(analysis.measurement.contrast, 0, accuracy: 1e-9, "grey \(luma)")
            XCTAssertEqual(analysis.detectorScore, 0, "grey \(luma)")
        }
    }

    func testUniformlyDarkViewHasDarkInsideButNoBrightRing() {
        let m = Images.analyse(Images.frame(background: 20)).measurement
        XCTAssertGreaterThan(m.innerScore, 0.9)
        XCTAssertEqual(m.outerScore, 0)
        XCTAssertEqual(m.raw, 0)
    }

    func testCentredDarkSquareInABrightRingSolves() {
        // The reticle is 0.4 x 180 = 72 pixels; the square is 76, inside the tolerated band.
        let analysis = Images.analyse(Images.square(side: 76))
        XCTAssertEqual(analysis.measurement.innerScore, 1)
        XCTAssertEqual(analysis.measurement.outerScore, 1)
        XCTAssertEqual(analysis.measurement.contrastScore, 1)
        XCTAssertGreaterThanOrEqual(analysis.measurement.raw, 0.9)
        XCTAssertGreaterThan(analysis.measurement.innerDarkness, 0.8)
        XCTAssertGreaterThan(analysis.measurement.outerBrightness, 0.9)
    }

    func testADarkSquareWithoutABrightSurroundDoesNotCount() {
        // The same square on a dark-grey wall: dark inside, but no bright ring.
        let analysis = Images.analyse(Images.square(side: 76, wall: 60))
        XCTAssertGreaterThan(analysis.measurement.innerScore, 0.9)
        XCTAssertLessThan(analysis.measurement.raw, 0.1)
        XCTAssertLessThan(analysis.detectorScore, 0.1)
    }

    func testASquareMuchLargerThanTheReticleDoesNotSolve() {
        let analysis = Images.analyse(Images.square(side: 120))
        XCTAssertLessThan(analysis.measurement.raw, 0.5)
    }

    func testProgressIsMonotonicAsASquareSlidesIntoTheReticle() {
        var last = -1.0
        var values: [Double] = []
        for step in 0...60 {
            // From fully left of the reticle (centre 160 - 120) to centred, 2 pixels a step.
            let x = 40 + Double(step) * 2
            let raw = Images.analyse(Images.square(side: 76, x: x)).measurement.raw
            values.append(raw)
            XCTAssertGreaterThanOrEqual(raw, last, "progress fell at x = \(x): \(values)")
            last = raw
        }
        XCTAssertEqual(values.first, 0)
        XCTAssertGreaterThanOrEqual(values.last!, 0.9)
    }

    func testNoiseDoesNotFlipTheResult() {
        let solved = Images.square(side: 76)
        let grey = Images.frame(background: 128)
        let black = Images.frame(background: 0)
        for seed: UInt64 in 1...5 {
            XCTAssertGreaterThanOrEqual(Images.analyse(Images.noisy(solved, amplitude: 24, seed: seed)).measurement.raw, 0.9)
            XCTAssertEqual(Images.analyse(Images.noisy(grey, amplitude: 24, seed: seed)).measurement.raw, 0)
            XCTAssertEqual(Images.analyse(Images.noisy(black, amplitude: 24, seed: seed)).measurement.raw, 0)
            let noisyGrey = Images.analyse(Images.noisy(grey, amplitude: 24, seed: seed))
            XCTAssertEqual(noisyGrey.detectorScore, 0)
        }
    }
}
