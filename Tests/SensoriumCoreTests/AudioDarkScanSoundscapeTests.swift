import Foundation
import XCTest
@testable import SensoriumCore

/// The dark-scan soundscape end to end: the sound must tell the player how close they are.
final class AudioDarkScanSoundscapeTests: XCTestCase {
    private static let rate = 48_000.0
    private static let soundsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/sounds")
    /// The shipped recordings (identical to the recipes, see AudioSoundLibraryTests), loaded once.
    private static let sounds = try! DarkScanSounds.load(from: soundsDirectory)

    private static func silent(_ seconds: Double = 1) -> SampleBuffer {
        SampleBuffer(samples: [Float](repeating: 0, count: Int(seconds * rate)), sampleRate: rate)
    }

    /// Only the donk is audible: the graph's tempo can be measured on its own.
    private static let donkOnly = DarkScanSounds(opening: silent(), donk: sounds.donk, ambient: silent(),
                                                 texture: silent(), solved: silent())

    private func left(_ stereo: [Float]) -> [Float] {
        stride(from: 0, to: stereo.count, by: 2).map { stereo[$0] }
    }

    private func render(_ sounds: DarkScanSounds, progress: Float, seconds: Double) -> [Float] {
        OfflineSoundscapeRender.darkScan(sounds: sounds, sampleRate: Self.rate, seconds: seconds, from: progress, to: progress,
                                         playOpening: false)
    }

    func testDonkTempoFollowsProgress() {
        for (progress, seconds) in [(Float(0), 3.5), (1, 1.3)] {
            let signal = left(render(Self.donkOnly, progress: progress, seconds: seconds))
            let onsets = AudioMeasurements.onsets(signal, sampleRate: Self.rate, threshold: 0.3, minimumGap: 0.15)
            let expected = Double(DarkScanMix(progress: progress).donkRate)
            // Donks per second: the onset spacing is 1 / rate.
            let spacing = Double(onsets.last! - onsets.first!) / Double(onsets.count - 1) / Self.rate
            XCTAssertEqual(1 / spacing, expected, accuracy: expected * 0.05, "progress \(progress): onsets \(onsets)")
        }
    }

    func testLoudnessRisesWithProgress() {
        let levels = [Float(0), 0.5, 1].map { progress -> Float in
            let signal = render(Self.sounds, progress: progress, seconds: 1.2)
            return AudioMeasurements.rms(Array(signal[(signal.count / 4)...]))
        }
        XCTAssertLessThan(levels[0], levels[1])
        XCTAssertLessThan(levels[1], levels[2])
        XCTAssertGreaterThan(AudioMeasurements.decibels(levels[2]) - AudioMeasurements.decibels(levels[0]), 3)
    }

    func testCrunchCleansUpAsProgressRises() {
        // The donk's crusher at each progress: fewer levels and more error when far away.
        let input = (0..<4_800).map { Float(0.5 * sin(2 * Double.pi * 140 * Double($0) / Self.rate)) }
        let errors = [Float(0), 0.5, 1].map { progress -> Float in
            let mix = DarkScanMix(progress: progress)
            let crusher = Bitcrusher(bitDepth: mix.donkBitDepth, hold: mix.donkHold, sampleRate: Self.rate)
            var output = input
            output.withUnsafeMutableBufferPointer { crusher.process($0.baseAddress!, frames: $0.count) }
            if progress == 0 { XCTAssertLessThanOrEqual(Set(output).count, 16) }
            return AudioMeasurements.rms(zip(input, output).map { $0 - $1 })
        }
        XCTAssertGreaterThan(errors[0], errors[1])
        XCTAssertGreaterThan(errors[1], errors[2])
        XCTAssertLessThan(errors[2], 1e-4)
        XCTAssertGreaterThan(errors[0], 0.02)
    }

    func testASweepStaysBelowFullScale() {
        let stereo = OfflineSoundscapeRender.darkScan(sounds: Self.sounds, sampleRate: Self.rate, seconds: 3, from: 0, to: 1)
        XCTAssertEqual(stereo.count, 3 * 48_000 * 2)
        let peak = AudioMeasurements.peak(stereo)
        XCTAssertLessThan(peak, 0.89)   // -1 dBFS
        XCTAssertGreaterThan(peak, 0.05)
        XCTAssertTrue(stereo.allSatisfy(\.isFinite))
    }

    func testOpeningAndSolvedChordTogetherAtFullProgressStayBelowFullScale() {
        // Worst case: loudest loops, then opening and solved chord at once.
        let soundscape = DarkScanSoundscape(sounds: Self.sounds, sampleRate: Self.rate, progress: 1)
        var output = [Float](repeating: 0, count: 96_000 * 2)
        soundscape.render(into: &output, frames: 24_000)
        soundscape.playOpening()
        soundscape.playSolved()
        output.withUnsafeMutableBufferPointer { soundscape.render(into: $0.baseAddress! + 48_000, frames: 72_000) }
        XCTAssertLessThan(AudioMeasurements.peak(output), 0.89)   // -1 dBFS
    }

    func testSolvingFadesTheLoopsOutAndOpeningBringsThemBack() {
        let soundscape = DarkScanSoundscape(sounds: Self.donkOnly, sampleRate: Self.rate, progress: 1)
        var playing = [Float](repeating: 0, count: 48_000 * 2)
        soundscape.render(into: &playing, frames: 48_000)
        soundscape.playSolved()
        var fading = [Float](repeating: 0, count: 48_000 * 2)
        soundscape.render(into: &fading, frames: 48_000)
        soundscape.playOpening()
        var back = [Float](repeating: 0, count: 48_000 * 2)
        soundscape.render(into: &back, frames: 48_000)
        XCTAssertGreaterThan(AudioMeasurements.peak(playing), 0.05)
        XCTAssertLessThan(AudioMeasurements.peak(Array(fading[24_000...])), 1e-3)
        XCTAssertGreaterThan(AudioMeasurements.peak(back), 0.05)
    }

    func testStartingAndJumpingProgressDoNotClick() {
        let soundscape = DarkScanSoundscape(sounds: Self.sounds, sampleRate: Self.rate, progress: 0)
        var output = [Float](repeating: 0, count: 48_000 * 2)
        output.withUnsafeMutableBufferPointer { pointer in
            soundscape.render(into: pointer.baseAddress!, frames: 24_000)
            soundscape.setProgress(1)
            soundscape.render(into: pointer.baseAddress! + 48_000, frames: 24_000)
        }
        let signal = left(output)
        // Steady state at progress 1 sets what a normal step is; the first samples and the
        // jump must not exceed it.
        let steady = AudioMeasurements.steps(Array(signal[36_000...])).max() ?? 0
        let start = AudioMeasurements.steps(Array(signal[0..<480])).max() ?? 1
        let jump = AudioMeasurements.steps(Array(signal[24_000..<26_400])).max() ?? 1
        XCTAssertLessThanOrEqual(start, steady)
        XCTAssertLessThanOrEqual(jump, steady * 1.5)
        XCTAssertLessThan(abs(signal[0]), 0.001)
    }

    func testOpeningPlaysOnlyWhenAsked() {
        let openingOnly = DarkScanSounds(opening: Self.sounds.opening, donk: Self.silent(), ambient: Self.silent(),
                                         texture: Self.silent(), solved: Self.silent())
        let soundscape = DarkScanSoundscape(sounds: openingOnly, sampleRate: Self.rate)
        var before = [Float](repeating: 0, count: 9_600)
        soundscape.render(into: &before, frames: 4_800)
        soundscape.playOpening()
        var after = [Float](repeating: 0, count: 9_600)
        soundscape.render(into: &after, frames: 4_800)
        XCTAssertLessThan(AudioMeasurements.peak(before), 1e-4)
        XCTAssertGreaterThan(AudioMeasurements.peak(after), 0.05)
    }

    func testDeviceFormatsCarryTheSameSignal() {
        let floatStereo = DarkScanSoundscape(sounds: Self.sounds, sampleRate: Self.rate, progress: 0.6)
        let int16Stereo = DarkScanSoundscape(sounds: Self.sounds, deviceFormat: AudioDeviceFormat(sampleRate: 48_000, channels: 2, sampleType: .int16),
                                             progress: 0.6)
        let floatMono = DarkScanSoundscape(sounds: Self.sounds, sampleRate: Self.rate, progress: 0.6)
        let frames = 1_000
        var reference = [Float](repeating: 0, count: frames * 2)
        floatStereo.render(into: &reference, frames: frames)
        var shorts = [Int16](repeating: 0, count: frames * 2)
        shorts.withUnsafeMutableBytes { raw in
            int16Stereo.renderDevice(into: raw.baseAddress!, byteCount: raw.count)
        }
        XCTAssertEqual(shorts, reference.map(WAVFile.pcm16))
        var mono = [Float](repeating: 0, count: frames)
        mono.withUnsafeMutableBytes { raw in
            floatMono.render(into: raw.baseAddress!, byteCount: raw.count, format: AudioDeviceFormat(channels: 1))
        }
        for frame in 0..<frames {
            XCTAssertEqual(mono[frame], (reference[frame * 2] + reference[frame * 2 + 1]) / 2, accuracy: 1e-7)
        }
    }

    func testProgressCanBeSetFromAnotherThreadWhileRendering() {
        let soundscape = DarkScanSoundscape(sounds: Self.sounds, sampleRate: Self.rate)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                for step in 0..<2_000 { soundscape.setProgress(Float(step % 100) / 100) }
            } else {
                var buffer = [Float](repeating: 0, count: 512)
                for _ in 0..<40 { soundscape.render(into: &buffer, frames: 256) }
                XCTAssertTrue(buffer.allSatisfy(\.isFinite))
            }
        }
    }

    func testMixMapsProgressMonotonically() {
        let far = DarkScanMix(progress: 0)
        let near = DarkScanMix(progress: 1)
        XCTAssertEqual(far.donkRate, 0.6, accuracy: 1e-6)
        XCTAssertEqual(near.donkRate, 2.5, accuracy: 1e-5)
        XCTAssertEqual(near.donkBitDepth, 16)
        XCTAssertEqual(near.donkHold, 1, accuracy: 1e-6)
        XCTAssertEqual(far.padMix, 0)
        XCTAssertEqual(near.padMix, 1)
        var previous = far
        for step in 1...20 {
            let mix = DarkScanMix(progress: Float(step) / 20)
            XCTAssertGreaterThan(mix.donkRate, previous.donkRate)
            XCTAssertGreaterThan(mix.donkGain, previous.donkGain)
            XCTAssertGreaterThan(mix.padBitDepth, previous.padBitDepth)
            XCTAssertLessThan(mix.padHold, previous.padHold)
            XCTAssertLessThan(mix.delayFeedback, previous.delayFeedback)
            previous = mix
        }
        XCTAssertEqual(DarkScanMix(progress: 7), near)
        XCTAssertEqual(DarkScanMix(progress: .nan), far)
    }

    func testProgressRangeParsing() {
        XCTAssertTrue(OfflineSoundscapeRender.parseProgressRange("0.2:0.8")! == (0.2, 0.8))
        XCTAssertNil(OfflineSoundscapeRender.parseProgressRange("0:2"))
        XCTAssertNil(OfflineSoundscapeRender.parseProgressRange("0.5"))
    }

    func testOfflineRenderWritesAStereoWAV() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sensorium-render-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: url) }
        let samples = try XCTUnwrap(OfflineSoundscapeRender.render(kind: .darkScan, soundsDirectory: Self.soundsDirectory,
                                                                   seconds: 0.5, from: 0, to: 1))
        try OfflineSoundscapeRender.write(samples, to: url)
        let wav = try WAVFile(contentsOf: url)
        XCTAssertEqual(wav.channels, 2)
        XCTAssertEqual(wav.frameCount, 24_000)
    }

    func testTheKindsSoundscapeRendersExactlyAsTheGraphItself() throws {
        let byKind = try XCTUnwrap(OfflineSoundscapeRender.render(kind: .darkScan, soundsDirectory: Self.soundsDirectory,
                                                                  seconds: 1, from: 0.3, to: 0.7))
        XCTAssertEqual(byKind, OfflineSoundscapeRender.darkScan(sounds: Self.sounds, seconds: 1, from: 0.3, to: 0.7))
        XCTAssertNil(try OfflineSoundscapeRender.render(kind: .ricochet, soundsDirectory: Self.soundsDirectory,
                                                        seconds: 1, from: 0, to: 1), "a kind without a soundscape")
    }

    func testShippedFilesLoadIntoTheSoundscape() throws {
        let directory = Self.soundsDirectory
        let loaded = try DarkScanSounds.load(from: directory)
        XCTAssertEqual(loaded.donk.count, 48_000)
        XCTAssertThrowsError(try DarkScanSounds.load(from: directory.appendingPathComponent("missing"))) { error in
            XCTAssertTrue((error as? FormatError)?.file?.hasSuffix("dark-scan-opening.wav") ?? false)
        }
    }
}
