import XCTest
@testable import SensoriumCore

final class AudioDelayTests: XCTestCase {
    private let rate = 48_000.0

    private func impulseResponse(_ delay: AudioDelay, frames: Int) -> [Float] {
        var buffer = [Float](repeating: 0, count: frames)
        buffer[0] = 1
        buffer.withUnsafeMutableBufferPointer { pointer in
            var done = 0
            while done < frames {
                let count = min(256, frames - done)
                delay.process(pointer.baseAddress! + done, frames: count)
                done += count
            }
        }
        return buffer
    }

    func testEchoesArriveAtTheSetTimeAndDecayByTheFeedback() {
        let delay = AudioDelay(time: 0.1, feedback: 0.5, mix: 1, lowPassCutoff: 24_000, sampleRate: rate)
        let response = impulseResponse(delay, frames: 20_000)
        XCTAssertEqual(response[4_800], 1, accuracy: 1e-6)
        XCTAssertEqual(response[9_600], 0.5, accuracy: 1e-6)
        XCTAssertEqual(response[14_400], 0.25, accuracy: 1e-6)
        let elsewhere = response.indices.filter { ![4_800, 9_600, 14_400, 19_200].contains($0) }.map { abs(response[$0]) }.max() ?? 1
        XCTAssertLessThan(elsewhere, 1e-6)
    }

    func testLowPassDarkensEachRepeatButKeepsItsEnergy() {
        let delay = AudioDelay(time: 0.1, feedback: 0.5, mix: 1, lowPassCutoff: 2_000, sampleRate: rate)
        let response = impulseResponse(delay, frames: 14_400)
        let first = response[4_800..<9_600]
        let second = response[9_600..<14_400]
        // The filter has unity gain at DC, so each echo's sum is the feedback power...
        XCTAssertEqual(first.reduce(0, +), 1, accuracy: 1e-3)
        XCTAssertEqual(second.reduce(0, +), 0.5, accuracy: 1e-3)
        // ...but spread out: peaks are lower than an unfiltered echo.
        XCTAssertLessThan(first.max() ?? 1, 0.5)
        XCTAssertLessThan((second.max() ?? 1) / (first.max() ?? 1), 0.5)
    }

    func testMixZeroIsTheDrySignalUntouched() {
        let delay = AudioDelay(time: 0.01, feedback: 0.9, mix: 0, sampleRate: rate)
        let response = impulseResponse(delay, frames: 2_000)
        XCTAssertEqual(response[0], 1)
        XCTAssertEqual(response.dropFirst().map { abs($0) }.max(), 0)
    }

    func testHalfMixIsHalfDryHalfEcho() {
        let delay = AudioDelay(time: 0.01, feedback: 0, mix: 0.5, lowPassCutoff: 24_000, sampleRate: rate)
        let response = impulseResponse(delay, frames: 1_000)
        XCTAssertEqual(response[0], 0.5, accuracy: 1e-6)
        XCTAssertEqual(response[480], 0.5, accuracy: 1e-6)
    }

    func testFeedbackIsCappedSoEchoesAlwaysDie() {
        let delay = AudioDelay(sampleRate: rate)
        delay.feedback = 2
        XCTAssertEqual(delay.feedback, 0.95)
        delay.time = 100
        XCTAssertEqual(delay.time, 2)
    }
}
