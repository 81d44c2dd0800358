import XCTest
@testable import SensoriumCore

final class AudioPannerTests: XCTestCase {
    func testEqualPowerLawKeepsTotalPowerConstant() {
        for pan in stride(from: Float(-1), through: 1, by: 0.125) {
            let gains = AudioPanner.gains(pan: pan)
            XCTAssertEqual(gains.left * gains.left + gains.right * gains.right, 1, accuracy: 1e-6, "pan \(pan)")
        }
    }

    func testCentreIsMinusThreeDecibelsAndExtremesAreExact() {
        let centre = AudioPanner.gains(pan: 0)
        XCTAssertEqual(centre.left, Float(0.5.squareRoot()), accuracy: 1e-7)
        XCTAssertEqual(centre.right, Float(0.5.squareRoot()), accuracy: 1e-7)
        XCTAssertTrue(AudioPanner.gains(pan: -1) == (1, 0))
        XCTAssertTrue(AudioPanner.gains(pan: 1) == (0, 1))
    }

    func testPannerSplitsMonoIntoTwoChannels() {
        let panner = AudioPanner(pan: 0.5, sampleRate: 48_000)
        let mono = [Float](repeating: 1, count: 64)
        var left = [Float](repeating: 0, count: 64)
        var right = [Float](repeating: 0, count: 64)
        panner.process(mono, left: &left, right: &right, frames: 64)
        let expected = AudioPanner.gains(pan: 0.5)
        XCTAssertEqual(left[63], expected.left, accuracy: 1e-6)
        XCTAssertEqual(right[63], expected.right, accuracy: 1e-6)
        XCTAssertGreaterThan(right[63], left[63])
    }
}
