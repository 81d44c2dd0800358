import Foundation
import XCTest
@testable import SensoriumCore

/// The synthesis toolkit: deterministic maths, oscillators, envelopes, filters, normalisation.
final class AudioSynthesisTests: XCTestCase {
    func testDeterministicMathMatchesTheSystemLibrary() {
        for x in stride(from: -50.0, through: 50.0, by: 0.37) {
            XCTAssertEqual(SynthMath.sin(x), Foundation.sin(x), accuracy: 1e-14)
            XCTAssertEqual(SynthMath.cos(x), Foundation.cos(x), accuracy: 1e-14)
        }
        for x in stride(from: -30.0, through: 30.0, by: 0.41) {
            XCTAssertEqual(SynthMath.exp(x) / Foundation.exp(x), 1, accuracy: 1e-14)
        }
        for x in [1e-6, 0.1, 0.5, 1, 2, 3.7, 1000, 1e12] {
            XCTAssertEqual(SynthMath.log(x), Foundation.log(x), accuracy: 1e-14 * max(1, abs(Foundation.log(x))))
        }
        XCTAssertEqual(SynthMath.frequency(midiNote: 81), 880, accuracy: 1e-9)
        XCTAssertEqual(SynthMath.gain(decibels: -20), 0.1, accuracy: 1e-15)
    }

    func testSeededRandomIsSplitMix64() {
        var random = SeededRandom(seed: 0)
        XCTAssertEqual(random.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(random.next(), 0x6E78_9E6A_A1B9_65F4)
        var other = SeededRandom(seed: 0)
        _ = other.next()
        XCTAssertEqual((0..<1000).map { _ in other.bipolar() }.allSatisfy { (-1..<1).contains($0) }, true)
    }

    func testOscillatorsRunAtTheirFrequency() {
        for waveform in [Waveform.sine, .triangle, .square, .saw] {
            var oscillator = SynthOscillator(waveform, sampleRate: 48_000, phase: 0.1)
            let samples = (0..<48_000).map { _ in Float(oscillator.next(frequency: 441)) }
            let frequency = AudioMeasurements.zeroCrossingFrequency(samples, sampleRate: 48_000)
            XCTAssertEqual(frequency, 441, accuracy: 1.5, "\(waveform)")
            XCTAssertLessThanOrEqual(AudioMeasurements.peak(samples), 1.1, "\(waveform)")
        }
    }

    func testNoiseIsSeededAndFlat() {
        var a = SynthOscillator(.noise, seed: 9)
        var b = SynthOscillator(.noise, seed: 9)
        let first = (0..<4_800).map { _ in a.next(frequency: 0) }
        XCTAssertEqual(first, (0..<4_800).map { _ in b.next(frequency: 0) })
        let rms = AudioMeasurements.rms(first.map(Float.init))
        XCTAssertEqual(rms, Float(1 / 3.0.squareRoot()), accuracy: 0.02)   // uniform -1...1
    }

    func testEnvelopesHaveTheirDocumentedShape() {
        let percussive = SynthEnvelope.percussive(attack: 0.01, decay: 0.1)
        XCTAssertEqual(percussive.value(at: 0.005), 0.5, accuracy: 1e-12)
        XCTAssertEqual(percussive.value(at: 0.11), exp(-1), accuracy: 1e-12)
        let adsr = SynthEnvelope.adsr(attack: 0.1, decay: 0.2, sustain: 0.5, releaseAt: 1, release: 0.5)
        XCTAssertEqual(adsr.value(at: 0.1), 1, accuracy: 1e-12)
        XCTAssertEqual(adsr.value(at: 0.9), 0.5, accuracy: 0.01)
        XCTAssertEqual(adsr.value(at: 1.25), 0.25, accuracy: 0.01)
        XCTAssertEqual(adsr.value(at: 1.6), 0)
        XCTAssertEqual(SynthEnvelope.rise(duration: 1).value(at: 0.5), 0.5, accuracy: 1e-12)
    }

    func testLowPassPassesLowsAndCutsHighs() {
        func level(_ frequency: Double) -> Float {
            var filter = SynthFilter(.lowPass, cutoff: 1_000)
            var oscillator = SynthOscillator(.sine)
            let output = (0..<9_600).map { _ in Float(filter.process(oscillator.next(frequency: frequency))) }
            return AudioMeasurements.rms(Array(output[4_800...]))
        }
        XCTAssertEqual(level(100), Float(0.5.squareRoot()), accuracy: 0.01)
        XCTAssertEqual(level(1_000), 0.5, accuracy: 0.01)   // -3 dB at the cutoff
        XCTAssertLessThan(level(10_000), 0.01)               // -40 dB a decade up (12 dB/octave)
    }

    func testNormalisationHitsTheLoudnessTargetUnlessThePeakForbidsIt() {
        var oscillator = SynthOscillator(.sine)
        let sine = (0..<4_800).map { _ in Float(0.1 * oscillator.next(frequency: 440)) }
        let normalised = SynthSignal.normalized(sine, loudness: -12)
        XCTAssertEqual(AudioMeasurements.loudness(normalised), -12, accuracy: 0.05)
        let click = [Float](repeating: 0, count: 4_800) + [0.01] + [Float](repeating: 0, count: 4_800)
        let limited = SynthSignal.normalized(click, loudness: -3)
        XCTAssertLessThanOrEqual(AudioMeasurements.decibels(AudioMeasurements.peak(limited)), -1)
        XCTAssertGreaterThan(AudioMeasurements.decibels(AudioMeasurements.peak(limited)), -1.1)
    }

    func testFadesStartAndEndAtZero() {
        let faded = SynthSignal.faded([Float](repeating: 1, count: 1_000), in: 0.001, out: 0.002)
        XCTAssertEqual(faded.first, 0)
        XCTAssertEqual(faded.last, 0)
        XCTAssertEqual(faded[500], 1)
    }

    func testFMPluckDecaysAndEndsSilent() {
        let pluck = SynthFM.pluck(frequency: 440, duration: 0.5, decay: 0.1)
        XCTAssertGreaterThan(AudioMeasurements.rms(Array(pluck[0..<2_400])), 5 * AudioMeasurements.rms(Array(pluck[12_000..<14_400])))
        XCTAssertEqual(pluck.last, 0)
    }
}
