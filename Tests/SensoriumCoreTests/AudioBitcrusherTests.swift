import XCTest
@testable import SensoriumCore

final class AudioBitcrusherTests: XCTestCase {
    private let rate = 48_000.0

    private func crush(_ input: [Float], bits: Float, hold: Float = 1) -> [Float] {
        let crusher = Bitcrusher(bitDepth: bits, hold: hold, sampleRate: rate)
        var buffer = input
        buffer.withUnsafeMutableBufferPointer { crusher.process($0.baseAddress!, frames: $0.count) }
        return buffer
    }

    private var sine: [Float] {
        (0..<4_800).map { Float(0.9 * sin(2 * Double.pi * 330 * Double($0) / rate)) }
    }

    func testOneBitYieldsExactlyTwoLevels() {
        let output = crush(sine, bits: 1)
        XCTAssertEqual(Set(output), [-1, 0])
    }

    func testFourBitsYieldAtMostSixteenLevelsWithinHalfAStep() {
        let input = sine.map { $0 * 0.8 }
        let output = crush(input, bits: 4)
        XCTAssertLessThanOrEqual(Set(output).count, 16)
        XCTAssertGreaterThan(Set(output).count, 12)
        for (x, y) in zip(input, output) {
            XCTAssertLessThanOrEqual(abs(x - y), 1.0 / 16 + 1e-6)
        }
    }

    func testSilenceStaysSilentAtAnyDepth() {
        let quiet = [Float](repeating: 0.001, count: 64) + [Float](repeating: -0.001, count: 64)
        XCTAssertEqual(Set(crush(quiet, bits: 4)), [0])
    }

    func testSixteenBitsAreTransparentToWithinOneStep() {
        let input = sine
        let output = crush(input, bits: 16)
        let worst = zip(input, output).map { abs($0 - $1) }.max() ?? 1
        XCTAssertLessThanOrEqual(worst, 1.0 / 65_536)
    }

    func testHoldFactorRepeatsEachCapturedSample() {
        let ramp = (0..<64).map { Float($0) / 64 }
        let output = crush(ramp, bits: 16, hold: 4)
        for start in stride(from: 0, to: 64, by: 4) {
            XCTAssertEqual(Set(output[start..<(start + 4)]).count, 1, "run at \(start)")
        }
        XCTAssertEqual(Set(output).count, 16)
    }

    func testParametersAreClamped() {
        let crusher = Bitcrusher(sampleRate: rate)
        crusher.bitDepth = 0
        crusher.hold = 1000
        XCTAssertEqual(crusher.bitDepth, 1)
        XCTAssertEqual(crusher.hold, 64)
    }
}
