import SensoriumCore
import SensoriumTestSupport
import XCTest

/// YIN on tones whose pitch is known (generated here) and on a real synthetic voice (espeak-ng).
final class PitchDetectorTests: XCTestCase {
    let rate = SoundFeatureExtractor.sampleRate

    /// Every 1/120 s (a tick), the pitch of the latest frame.
    func estimates(_ samples: [Float]) -> [PitchDetector.Estimate?] {
        var detector = PitchDetector(sampleRate: rate, frameLength: 1024)
        let hop = rate / 120
        return samples.withUnsafeBufferPointer { samples in
            stride(from: detector.frameLength, through: samples.count, by: hop).map { end in
                detector.estimate(UnsafeBufferPointer(rebasing: samples[(end - detector.frameLength)..<end]))
            }
        }
    }

    /// The tones tried: six in every octave from 80 Hz to 1 kHz (a step a little over two
    /// semitones, so they fall between the sample-exact periods too), and 1 kHz itself.
    var tones: [Double] {
        stride(from: 0.0, through: log2(1000.0 / 80), by: 1.0 / 6 + 0.013).map { 80 * pow(2, $0) } + [1000]
    }

    func cents(_ hertz: Double, from reference: Double) -> Double { 1200 * log2(hertz / reference) }

    func assertHeard(_ samples: [Float], at hertz: Double, within limit: Double = 20, _ what: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        // The edges of a hum fade; its steady middle is what a player holds.
        let all = estimates(samples)
        let middle = all[(all.count / 5)..<(all.count * 4 / 5)]
        for (index, estimate) in middle.enumerated() {
            guard let estimate else {
                XCTFail("\(what) at \(hertz) Hz: no pitch at tick \(index)", file: file, line: line)
                return
            }
            let error = cents(estimate.hertz, from: hertz)
            XCTAssertLessThanOrEqual(abs(error), limit, "\(what) at \(hertz) Hz heard at \(estimate.hertz) Hz", file: file, line: line)
            XCTAssertGreaterThan(estimate.confidence, 0.85, "\(what) at \(hertz) Hz", file: file, line: line)
            if abs(error) > limit { return }
        }
    }

    func testSinesFrom80HzTo1kHzAreHeardWithin20Cents() {
        XCTAssertGreaterThanOrEqual(tones.count, 20)
        for hertz in tones {
            assertHeard(CaptureSounds.sine(hertz: hertz, seconds: 0.3, rate: rate), at: hertz, "sine")
        }
    }

    func testVoiceLikeHumsFrom80HzTo1kHzAreHeardWithin20Cents() {
        for hertz in tones {
            assertHeard(CaptureSounds.hum(hertz: hertz, seconds: 0.4, rate: rate), at: hertz, "hum")
        }
    }

    func testWhistlesAreHeardWithin20Cents() {
        for hertz in [500.0, 700, 880, 1000] {
            assertHeard(CaptureSounds.whistle(hertz: hertz, seconds: 0.3, rate: rate), at: hertz, "whistle")
        }
    }

    func testWhiteNoiseHasNoPitchAndIsAperiodic() {
        var random = SeededRandom(seed: 9)
        let noise = (0..<rate / 2).map { _ in Float(random.bipolar()) * 0.3 }
        var detector = PitchDetector(sampleRate: rate, frameLength: 1024)
        let estimate = noise.withUnsafeBufferPointer { detector.estimate($0) }
        XCTAssertNil(estimate)
        XCTAssertGreaterThan(detector.aperiodicity, 0.6)
    }

    /// espeak-ng's long "ah" at two pitch settings: a real voice, with its formants and jitter.
    func vowel(pitch: Int) throws -> [Float] {
        guard CaptureSounds.speechTool != nil else {
            throw XCTSkip("espeak-ng is not installed (scripts/install-deps.sh --test installs it)")
        }
        return try XCTUnwrap(CaptureSounds.speech("[[a::::::::]]", pitch: pitch, wordsPerMinute: 80, rate: rate),
                             "espeak-ng's output could not be read")
    }

    /// The pitches of a vowel's middle, where the voice holds (espeak-ng ends a sentence with
    /// a silence of its own, which is left out).
    func heldPitches(_ samples: [Float]) -> [PitchDetector.Estimate?] {
        let end = (samples.lastIndex { abs($0) > 0.001 } ?? 0) + 1
        let all = estimates(Array(samples[..<end]))
        return Array(all[(all.count / 4)..<(all.count * 3 / 4)])
    }

    func testEspeakVowelHoldsASteadyPitchWithHighConfidence() throws {
        for pitch in [40, 80] {
            let held = heldPitches(try vowel(pitch: pitch))
            XCTAssertGreaterThan(held.count, 20, "the vowel lasts")
            let found = held.compactMap { $0 }
            XCTAssertEqual(found.count, held.count, "a pitch on every tick of the vowel at -p \(pitch)")
            let median = found.map(\.hertz).sorted()[found.count / 2]
            XCTAssertTrue((70...400).contains(median), "a voice's pitch, not \(median) Hz")
            for estimate in found {
                // No octave jumps: an intonation glides, it does not leap.
                XCTAssertLessThan(abs(cents(estimate.hertz, from: median)), 300, "at -p \(pitch): \(estimate.hertz) Hz against \(median)")
            }
            let confidences = found.map(\.confidence).sorted()
            XCTAssertGreaterThan(confidences[confidences.count / 2], 0.85, "at -p \(pitch)")
        }
    }

    func testEspeakHigherPitchSettingIsHeardHigher() throws {
        func median(_ pitch: Int) throws -> Double {
            let found = heldPitches(try vowel(pitch: pitch)).compactMap { $0?.hertz }.sorted()
            return try XCTUnwrap(found.isEmpty ? nil : found[found.count / 2])
        }
        let low = try median(40), high = try median(80)
        XCTAssertGreaterThan(cents(high, from: low), 100, "-p 80 (\(high) Hz) above -p 40 (\(low) Hz)")
    }
}
