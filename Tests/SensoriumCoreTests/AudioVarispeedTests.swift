import XCTest
@testable import SensoriumCore

final class AudioVarispeedTests: XCTestCase {
    private let rate = 48_000.0

    private func sine(frequency: Double, seconds: Double) -> [Float] {
        (0..<Int(seconds * rate)).map { Float(sin(2 * Double.pi * frequency * Double($0) / rate)) }
    }

    private func oneShot(_ samples: [Float]) -> SamplePlayer {
        SamplePlayer(buffer: SampleBuffer(samples: samples, sampleRate: rate), mode: .oneShot, sampleRate: rate, playing: true)
    }

    func testDoubleSpeedHalvesTheLengthAndDoublesTheFrequency() {
        let varispeed = Varispeed(source: oneShot(sine(frequency: 440, seconds: 1)), rate: 2, sampleRate: rate)
        let output = varispeed.rendered(frames: 36_000)
        let lastSound = output.lastIndex { abs($0) > 1e-4 } ?? 0
        XCTAssertEqual(Double(lastSound), 24_000, accuracy: 4)
        let frequency = AudioMeasurements.zeroCrossingFrequency(Array(output[100..<23_900]), sampleRate: rate)
        XCTAssertEqual(frequency, 880, accuracy: 1)
    }

    func testHalfSpeedDoublesTheLengthAndHalvesTheFrequency() {
        let varispeed = Varispeed(source: oneShot(sine(frequency: 440, seconds: 0.5)), rate: 0.5, sampleRate: rate)
        let output = varispeed.rendered(frames: 60_000)
        let lastSound = output.lastIndex { abs($0) > 1e-4 } ?? 0
        XCTAssertEqual(Double(lastSound), 48_000, accuracy: 8)
        XCTAssertEqual(AudioMeasurements.zeroCrossingFrequency(Array(output[100..<47_000]), sampleRate: rate), 220, accuracy: 0.5)
    }

    func testCubicInterpolationTracksTheIdealSineCloserThanLinearWould() {
        // At 0.37x a 1 kHz sine is read between samples almost everywhere. Linear interpolation's
        // worst error here is about (ωT)²/8 ≈ 2e-3; cubic Hermite must do much better.
        let speed = 0.37
        let varispeed = Varispeed(source: oneShot(sine(frequency: 1000, seconds: 0.5)), rate: Float(speed), sampleRate: rate)
        let output = varispeed.rendered(frames: 20_000)
        var worst: Float = 0
        for n in 100..<20_000 {
            let position = Double(n) * speed - 3
            let ideal = Float(sin(2 * Double.pi * 1000 * position / rate))
            worst = max(worst, abs(output[n] - ideal))
        }
        XCTAssertLessThan(worst, 2e-4)
    }

    func testRateIsClampedToAQuarterAndFourTimes() {
        let varispeed = Varispeed(source: oneShot([0]), sampleRate: rate)
        varispeed.rate = 10
        XCTAssertEqual(varispeed.rate, 4)
        varispeed.rate = 0.01
        XCTAssertEqual(varispeed.rate, 0.25)
        varispeed.rate = .nan
        XCTAssertEqual(varispeed.rate, 1)
    }

    func testRateChangesGlideInsteadOfJumping() {
        let varispeed = Varispeed(source: oneShot(sine(frequency: 200, seconds: 2)), rate: 1, sampleRate: rate)
        _ = varispeed.rendered(frames: 4_800)
        varispeed.rate = 4
        let output = varispeed.rendered(frames: 480)
        // 10 ms after the change the pitch is still far below 4x: 200 Hz → under 500 Hz.
        let step = AudioMeasurements.steps(output).max() ?? 0
        XCTAssertLessThan(step, Float(2 * Double.pi * 500 / rate))
    }
}
