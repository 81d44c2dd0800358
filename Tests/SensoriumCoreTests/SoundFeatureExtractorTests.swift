import SensoriumCore
import SensoriumTestSupport
import XCTest

/// The features a tick hears from the sounds a player makes: claps counted exactly, a breath
/// noisy, a hum a tone at its pitch, silence silent.
final class SoundFeatureExtractorTests: XCTestCase {
    let rate = SoundFeatureExtractor.sampleRate

    /// What each tick hears when `samples` arrive at real time, a tick's worth (1/120 s) at a time.
    func listen(_ samples: [Float], chunk: Int = SoundFeatureExtractor.sampleRate / 120,
                gameSounding: Bool = false) -> [HeardSound] {
        var extractor = SoundFeatureExtractor()
        var heard: [HeardSound] = []
        samples.withUnsafeBufferPointer { samples in
            for start in stride(from: 0, to: samples.count, by: chunk) {
                extractor.feed(UnsafeBufferPointer(rebasing: samples[start..<min(start + chunk, samples.count)]))
                heard.append(extractor.features(gameSounding: gameSounding))
            }
        }
        return heard
    }

    func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }

    func room(_ seconds: Double, dBFS: Double = -50) -> [Float] {
        CaptureSounds.roomNoise(seconds: seconds, rate: rate, dBFS: dBFS)
    }

    func testClapsAreCountedExactlyOverRoomNoise() {
        for count in [1, 3, 5] {
            let claps = CaptureSounds.claps(count, rate: rate, seed: UInt64(count))
            let heard = listen(CaptureSounds.mixed(claps, under: room(Double(claps.count) / Double(rate))))
            XCTAssertEqual(heard.last?.onsets, UInt32(count), "\(count) claps")
        }
    }

    func testClapsCloseTogetherAreEachCounted() {
        let claps = CaptureSounds.claps(4, interval: 0.15, rate: rate)
        XCTAssertEqual(listen(claps).last?.onsets, 4)
    }

    func testBreathIsNoisyAndHasNoOnsetStorm() {
        let breath = CaptureSounds.mixed(CaptureSounds.breath(seconds: 1.5, rate: rate), under: room(1.5))
        let heard = listen(breath)
        let loud = heard.filter { $0.loudness > -40 }
        XCTAssertGreaterThan(loud.count, 60)
        XCTAssertGreaterThan(median(loud.map { Int($0.noisiness) }), 60, "a breath is noise")
        XCTAssertEqual(heard.last?.onsets, 0, "a breath's slow rise is no onset")
    }

    func testHumIsAToneAtItsPitch() {
        for hertz in [110.0, 220, 440] {
            let heard = listen(CaptureSounds.mixed(CaptureSounds.hum(hertz: hertz, seconds: 1, rate: rate), under: room(1)))
            let held = heard[30..<90]
            XCTAssertLessThan(median(held.map { Int($0.noisiness) }), 25, "a hum at \(hertz) Hz is a tone")
            for sound in held {
                XCTAssertLessThanOrEqual(abs(Int(sound.pitch) - Int(HeardSound.cents(hertz: hertz))), 20, "hum at \(hertz) Hz")
                XCTAssertGreaterThan(sound.pitchConfidence, 80)
            }
            XCTAssertEqual(heard.last?.onsets, 0, "a hum's start is no onset")
        }
    }

    func testWhistleIsATone() {
        let heard = listen(CaptureSounds.whistle(hertz: 900, seconds: 0.8, rate: rate))
        let held = heard[20..<70]
        XCTAssertLessThan(median(held.map { Int($0.noisiness) }), 25)
        XCTAssertEqual(median(held.map { Int($0.pitch) }), Int(HeardSound.cents(hertz: 900)), accuracy: 20)
        XCTAssertEqual(heard.last?.onsets, 0)
    }

    func testSilenceIsSilence() {
        let heard = listen(CaptureSounds.silence(seconds: 0.5, rate: rate))
        XCTAssertEqual(Set(heard), [HeardSound.silence])
    }

    func testAQuietRoomHasNoPitchNoNoisinessAndNoOnsets() {
        let heard = listen(room(1, dBFS: -60))
        XCTAssertEqual(median(heard.map { Int($0.loudness) }), -61, accuracy: 2)
        XCTAssertTrue(heard.allSatisfy { $0.pitch == 0 && $0.pitchConfidence == 0 && $0.noisiness == 0 && $0.onsets == 0 })
    }

    func testLoudnessOfAFullScaleSineIsMinus3dBFS() {
        // 375 Hz: sixteen whole periods in the 1024-sample moment, so its RMS is exactly 1/√2.
        let heard = listen(CaptureSounds.sine(hertz: 375, seconds: 0.2, rate: rate, amplitude: 1))
        XCTAssertEqual(heard.last?.loudness, -4, "-3.01 dBFS, rounded down")
    }

    func testGameSoundingIsPassedThrough() {
        let heard = listen(CaptureSounds.hum(hertz: 200, seconds: 0.2, rate: rate), gameSounding: true)
        XCTAssertTrue(heard.allSatisfy(\.gameSounding))
    }

    func testFeaturesDoNotDependOnHowTheSamplesAreCut() {
        let sound = CaptureSounds.claps(2, rate: rate) + CaptureSounds.hum(hertz: 330, seconds: 0.3, rate: rate)
        func last(_ chunk: Int) -> HeardSound? {
            var extractor = SoundFeatureExtractor()
            sound.withUnsafeBufferPointer { samples in
                for start in stride(from: 0, to: samples.count, by: chunk) {
                    extractor.feed(UnsafeBufferPointer(rebasing: samples[start..<min(start + chunk, samples.count)]))
                }
            }
            return extractor.features(gameSounding: false)
        }
        let whole = last(sound.count)
        XCTAssertEqual(whole?.onsets, 2)
        for chunk in [1, 37, 200, 4096] { XCTAssertEqual(last(chunk), whole, "fed \(chunk) at a time") }
    }
}
