import XCTest
@testable import SensoriumCore

final class AudioMeasurementsTests: XCTestCase {
    private let sine = (0..<48_000).map { Float(sin(2 * Double.pi * 1_000 * Double($0) / 48_000)) }

    func testLevelsOfAFullScaleSine() {
        XCTAssertEqual(AudioMeasurements.rms(sine), Float(0.5.squareRoot()), accuracy: 1e-4)
        XCTAssertEqual(AudioMeasurements.peak(sine), 1, accuracy: 1e-6)
        XCTAssertEqual(AudioMeasurements.loudness(sine), -3.01, accuracy: 0.02)
        XCTAssertEqual(AudioMeasurements.decibels(0.5), -6.02, accuracy: 0.01)
    }

    func testZeroCrossingFrequency() {
        XCTAssertEqual(AudioMeasurements.zeroCrossingFrequency(sine, sampleRate: 48_000), 1_000, accuracy: 0.1)
    }

    func testClickDetectorFindsAnInsertedJumpAndNothingElse() {
        var clicked = sine.map { $0 * 0.1 }
        XCTAssertTrue(AudioMeasurements.clicks(clicked).isEmpty)
        clicked[10_000] += 0.3
        XCTAssertEqual(AudioMeasurements.clicks(clicked), [10_000, 10_001])
    }

    func testOnsetsOfEvenlySpacedBlips() {
        var signal = [Float](repeating: 0, count: 48_000)
        for start in stride(from: 1_000, to: 48_000, by: 12_000) {
            for index in 0..<2_000 { signal[start + index] = Float(sin(Double(index) * 0.2)) * exp(-Float(index) / 300) }
        }
        XCTAssertEqual(AudioMeasurements.onsets(signal, sampleRate: 48_000).count, 4)
    }

    func testPercentileOfAKnownSet() {
        let values = (0..<1_000).map { Float($0) }
        XCTAssertEqual(AudioMeasurements.percentile(values, 0.5), 500, accuracy: 1)
        XCTAssertEqual(AudioMeasurements.percentile(values, 0.99), 990, accuracy: 1)
    }
}
