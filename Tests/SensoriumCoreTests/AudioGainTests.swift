import XCTest
@testable import SensoriumCore

final class AudioGainTests: XCTestCase {
    func testAGainJumpIsSmoothedWithoutZipperSteps() {
        let rate = 48_000.0
        let gain = AudioGain(gain: 0, sampleRate: rate, smoothing: 0.02)
        gain.gain = 1
        var signal = [Float](repeating: 1, count: 9_600)
        signal.withUnsafeMutableBufferPointer { pointer in
            for start in stride(from: 0, to: 9_600, by: 256) {
                gain.process(pointer.baseAddress! + start, frames: min(256, 9_600 - start))
            }
        }
        // A one-pole with τ = 20 ms moves at most 1/(τ·fs) ≈ 0.00104 of the jump per sample.
        XCTAssertLessThan(AudioMeasurements.steps(signal).max() ?? 1, 0.0011)
        XCTAssertEqual(signal[959], 1 - Float(exp(-1.0)), accuracy: 0.01)   // 63% after τ
        XCTAssertGreaterThan(signal[9_599], 0.99)
    }

    func testGainIsClampedAndNaNIsSilence() {
        let gain = AudioGain(sampleRate: 48_000)
        gain.gain = 9
        XCTAssertEqual(gain.gain, 4)
        gain.gain = -.infinity
        XCTAssertEqual(gain.gain, 0)
        gain.gain = .nan
        XCTAssertEqual(gain.gain, 0)
    }

    func testSmootherSnapsToItsTargetInsteadOfCreepingForever() {
        var smoother = ParameterSmoother(1, timeConstant: 0.001, sampleRate: 48_000)
        smoother.target = 0
        for _ in 0..<48_000 { _ = smoother.next() }
        XCTAssertEqual(smoother.current, 0)
        XCTAssertTrue(smoother.isSettled)
    }
}
