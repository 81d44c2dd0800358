import Foundation
import SensoriumCore
@testable import SensoriumTestSupport
import XCTest

/// The test sounds are what they claim: the same take for the same seed, at the level asked
/// for, and written in the byte layout SDL's disk audio driver reads.
final class CaptureSoundsTests: XCTestCase {
    let rate = 24_000

    func decibels(_ samples: ArraySlice<Float>) -> Double {
        10 * log10(samples.reduce(0) { $0 + Double($1 * $1) } / Double(samples.count))
    }

    func testASeedNamesATake() {
        XCTAssertEqual(CaptureSounds.clap(rate: rate, seed: 4), CaptureSounds.clap(rate: rate, seed: 4))
        XCTAssertNotEqual(CaptureSounds.clap(rate: rate, seed: 4), CaptureSounds.clap(rate: rate, seed: 5))
        XCTAssertEqual(CaptureSounds.breath(seconds: 0.5, rate: rate), CaptureSounds.breath(seconds: 0.5, rate: rate))
    }

    func testRoomNoiseIsAtTheLevelAskedFor() {
        let room = CaptureSounds.roomNoise(seconds: 1, rate: rate, dBFS: -60)
        XCTAssertEqual(room.count, rate)
        XCTAssertEqual(decibels(room[...]), -60, accuracy: 0.01)
    }

    func testAClapDiesAwayWithinAFewTimeConstants() {
        let clap = CaptureSounds.clap(rate: rate)
        let first = decibels(clap[0..<(rate / 100)]), fourth = decibels(clap[(rate * 9 / 100)..<(rate / 10)])
        // exp(-t / 30 ms) in energy falls 2 x 10 log10(e) dB every 30 ms: about 26 dB from the first 10 ms to 90-100 ms.
        XCTAssertEqual(first - fourth, 26, accuracy: 3)
    }

    func testClapsAreSpacedByTheirInterval() {
        XCTAssertEqual(CaptureSounds.claps(3, interval: 0.15, rate: rate).count, rate * 15 / 100 * 4)
    }

    func testRawFilesAreLittleEndianFloat32OrInt16() throws {
        XCTAssertEqual(CaptureSounds.rawBytes([1, -0.5], format: .float32), [0x00, 0x00, 0x80, 0x3F, 0x00, 0x00, 0x00, 0xBF])
        XCTAssertEqual(CaptureSounds.rawBytes([1, -1, 0.5, 2], format: .int16), [0xFF, 0x7F, 0x00, 0x80, 0x00, 0x40, 0xFF, 0x7F])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString).raw").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let hum = CaptureSounds.hum(hertz: 200, seconds: 0.1, rate: rate)
        try CaptureSounds.writeRaw(hum, to: path)
        XCTAssertEqual(try XCTUnwrap(FileBytes.read(path, maxBytes: 1 << 20)), CaptureSounds.rawBytes(hum, format: .float32))
    }

    func testAWaveStreamedToAPipeIsReadToItsEnd() throws {
        // As espeak-ng writes to a pipe: 16-bit mono, the data chunk's size a placeholder.
        var bytes = Array("RIFF".utf8) + [0x24, 0xF0, 0xFF, 0x7F] + Array("WAVEfmt ".utf8) + [16, 0, 0, 0, 1, 0, 1, 0]
        bytes += [0x22, 0x56, 0, 0, 0x44, 0xAC, 0, 0, 2, 0, 16, 0] + Array("data".utf8) + [0x00, 0xF0, 0xFF, 0x7F]
        bytes += [0x00, 0x40, 0x00, 0xC0, 0xFF, 0x7F]
        let wave = try XCTUnwrap(WaveSamples(bytes))
        XCTAssertEqual(wave.rate, 22_050)
        XCTAssertEqual(wave.samples, [0.5, -0.5, Float(32767) / 32768])
        XCTAssertNil(WaveSamples(Array("RIFX".utf8)))
    }

    func testEspeakSpeaksAtTheRateAskedFor() throws {
        guard CaptureSounds.speechTool != nil else {
            throw XCTSkip("espeak-ng is not installed (scripts/install-deps.sh --test installs it)")
        }
        let speech = try XCTUnwrap(CaptureSounds.speech("[[a:]]", rate: rate))
        XCTAssertGreaterThan(speech.count, rate / 4)
        XCTAssertGreaterThan(decibels(speech[...]), -40, "a voice, not silence")
    }
}
