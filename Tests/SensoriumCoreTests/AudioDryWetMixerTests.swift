import XCTest
@testable import SensoriumCore

final class AudioDryWetMixerTests: XCTestCase {
    private let rate = 48_000.0

    private func loop(_ samples: [Float]) -> SamplePlayer {
        SamplePlayer(buffer: SampleBuffer(samples: samples, sampleRate: rate), mode: .loop, sampleRate: rate, playing: true)
    }

    private var dryInput: [Float] { (0..<480).map { Float(sin(Double($0) * 0.05)) * 0.8 } }
    private var wetInput: [Float] { (0..<480).map { Float($0 % 40) / 40 - 0.5 } }

    func testMixZeroIsPureDryAndMixOneIsPureWet() {
        let dry = DryWetMixer(dry: loop(dryInput), wet: loop(wetInput), mix: 0, sampleRate: rate)
        XCTAssertEqual(dry.rendered(frames: 480), dryInput)
        let wet = DryWetMixer(dry: loop(dryInput), wet: loop(wetInput), mix: 1, sampleRate: rate)
        XCTAssertEqual(wet.rendered(frames: 480), wetInput)
    }

    func testMiddleIsEqualPower() {
        let ones = [Float](repeating: 1, count: 480)
        let mixer = DryWetMixer(dry: loop(ones), wet: loop(ones), mix: 0.5, sampleRate: rate)
        XCTAssertEqual(mixer.rendered(frames: 10)[5], 2 * Float(0.5.squareRoot()), accuracy: 1e-6)
        let gains = DryWetMixer<SamplePlayer, SamplePlayer>.gains(mix: 0.3)
        XCTAssertEqual(gains.dry * gains.dry + gains.wet * gains.wet, 1, accuracy: 1e-6)
    }

    func testMixChangeFadesOverTensOfMilliseconds() {
        let mixer = DryWetMixer(dry: loop([Float](repeating: 1, count: 480)), wet: loop([Float](repeating: -1, count: 480)),
                                mix: 0, sampleRate: rate)
        _ = mixer.rendered(frames: 256)
        mixer.mix = 1
        let output = mixer.rendered(frames: 9_600)
        XCTAssertLessThan(AudioMeasurements.steps(output).max() ?? 1, 0.02)
        XCTAssertEqual(output.last ?? 0, -1, accuracy: 5e-3)
    }
}
