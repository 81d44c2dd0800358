import XCTest
@testable import SensoriumCore

final class AudioSamplePlayerTests: XCTestCase {
    private let rate = 48_000.0

    func testOneShotPlaysItsSamplesOnceThenFallsSilent() {
        let samples: [Float] = (0..<1_000).map { Float($0) / 1_000 }
        let player = SamplePlayer(buffer: SampleBuffer(samples: samples, sampleRate: rate), mode: .oneShot, sampleRate: rate, playing: true)
        let output = player.rendered(frames: 1_500)
        XCTAssertEqual(Array(output[0..<1_000]), samples)
        XCTAssertEqual(Set(output[1_000...]), [0])
        XCTAssertFalse(player.isPlaying)
    }

    func testSeamlessLoopWrapsWithoutAClick() {
        var random = SeededRandom(seed: 5)
        var lowPass = SynthFilter(.lowPass, cutoff: 2_000)
        let raw = (0..<12_000).map { _ in Float(lowPass.process(random.bipolar())) }
        let loop = SynthSignal.seamlessLoop(raw, crossfade: 2_400)
        let player = SamplePlayer(buffer: SampleBuffer(samples: loop, sampleRate: rate), mode: .loop, sampleRate: rate, playing: true)
        let output = player.rendered(frames: loop.count * 3)
        let typical = AudioMeasurements.percentile(AudioMeasurements.steps(loop), 0.99)
        for wrap in [loop.count, loop.count * 2] {
            XCTAssertLessThanOrEqual(abs(output[wrap] - output[wrap - 1]), typical, "wrap at \(wrap)")
        }
        XCTAssertEqual(Array(output[loop.count..<(loop.count * 2)]), loop)
    }

    func testALoopWithoutPreparationWouldClick() {
        // The seam check above can fail: raw noise jumps at the wrap, the folded loop does not.
        var random = SeededRandom(seed: 6)
        var lowPass = SynthFilter(.lowPass, cutoff: 500)
        let raw = (0..<9_600).map { _ in Float(lowPass.process(random.bipolar())) }
        XCTAssertFalse(AudioMeasurements.loopSeamIsContinuous(raw))
        XCTAssertTrue(AudioMeasurements.loopSeamIsContinuous(SynthSignal.seamlessLoop(raw, crossfade: 960)))
    }

    func testRetriggerFadesTheOldSoundInsteadOfCuttingIt() {
        let sine = (0..<48_000).map { Float(sin(2 * Double.pi * 220 * Double($0) / rate)) }
        let player = SamplePlayer(buffer: SampleBuffer(samples: sine, sampleRate: rate), mode: .oneShot, sampleRate: rate, playing: true)
        var output = player.rendered(frames: 1_000)      // mid-cycle, far from zero
        player.play()
        output += player.rendered(frames: 1_000)
        // A plain cut would jump by |sine[999] - sine[0]|; a 220 Hz sine steps at most 0.029.
        XCTAssertLessThan(AudioMeasurements.steps(output).max() ?? 1, 0.06)
    }

    func testStopFadesOut() {
        let ones = [Float](repeating: 1, count: 48_000)
        let player = SamplePlayer(buffer: SampleBuffer(samples: ones, sampleRate: rate), mode: .loop, sampleRate: rate, playing: true)
        _ = player.rendered(frames: 100)
        player.stop()
        let output = player.rendered(frames: 480)
        XCTAssertLessThan(AudioMeasurements.steps(output).max() ?? 1, 0.005)
        XCTAssertEqual(output.last, 0)
    }

    func testBufferAtHalfTheRateIsResampledToTheRightLength() {
        let samples = (0..<2_400).map { Float(sin(2 * Double.pi * 100 * Double($0) / 24_000)) }
        let player = SamplePlayer(buffer: SampleBuffer(samples: samples, sampleRate: 24_000), mode: .oneShot, sampleRate: rate, playing: true)
        let output = player.rendered(frames: 6_000)
        let lastSound = output.lastIndex { abs($0) > 1e-3 } ?? 0
        XCTAssertEqual(Double(lastSound), 4_800, accuracy: 4)
        XCTAssertEqual(AudioMeasurements.zeroCrossingFrequency(Array(output[0..<4_700]), sampleRate: rate), 100, accuracy: 0.5)
    }
}
