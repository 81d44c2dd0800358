import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// A real SDL_mixer session on SDL's disk audio driver: what the game would send to speakers
/// lands in a file, and the test measures it.
final class AudioOutputTests: DiskAudioTestCase {
    /// RMS and peak of the interleaved device samples written so far. The disk driver runs
    /// faster than real time here, so a short sound is a small part of a long file: its peak
    /// tells that it was mixed in, the RMS tells a continuous graph played.
    private func written(_ format: AudioDeviceFormat) throws -> (rms: Double, peak: Double, samples: Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: outputFile))
        var samples: [Double] = []
        data.withUnsafeBytes { raw in
            if format.sampleType == .float32 {
                samples = raw.bindMemory(to: Float.self).map { Double($0) }
            } else {
                samples = raw.bindMemory(to: Int16.self).map { Double($0) / 32768 }
            }
        }
        let sum = samples.reduce(0) { $0 + $1 * $1 }
        let rms = samples.isEmpty ? 0 : (sum / Double(samples.count)).squareRoot()
        return (rms, samples.map(abs).max() ?? 0, samples.count)
    }

    func testTheDarkScanGraphPlaysThroughTheMusicHook() throws {
        let output = AudioOutput()
        let format = try XCTUnwrap(output.format, "the disk driver should open")
        let sounds = try DarkScanSounds.load(from: URL(fileURLWithPath: Self.repositoryRoot + "/Resources/sounds"))
        let soundscape = DarkScanSoundscape(sounds: sounds, sampleRate: Double(format.sampleRate), progress: 1,
                                            deviceFormat: format)
        output.setGraph { buffer, bytes in soundscape.renderDevice(into: buffer, byteCount: bytes) }
        // The driver writes silence as fast as it can until the graph's first callback, and the
        // file's size can lag what the driver has mixed: count from the first callback, then two
        // seconds of the graph itself (it fades in).
        try waitFor("the graph's first callback", seen: { "\(self.bytesWritten) bytes of silence" }) {
            output.worstCallbackSeconds > 0
        }
        try waitForAudio(seconds: 2, in: format, after: bytesWritten)
        output.close()
        let result = try written(format)
        XCTAssertGreaterThan(result.samples, format.sampleRate / 10, "at least 0.1 s was written")
        XCTAssertGreaterThan(result.rms, 0.01, "the graph is audible in the device output")
        XCTAssertLessThan(result.peak, 1, "and never clips")
    }

    func testSilenceWithoutAGraphOrSounds() throws {
        let output = AudioOutput()
        let format = try XCTUnwrap(output.format)
        try waitForAudio(seconds: 0.2, in: format)
        output.close()
        XCTAssertEqual(try written(format).peak, 0)
    }

    func testAnEffectIsMixedIn() throws {
        let output = AudioOutput()
        let format = try XCTUnwrap(output.format)
        XCTAssertTrue(output.load("solved", path: Self.repositoryRoot + "/Resources/sounds/home-solved.wav"))
        // The driver writes silence as fast as it can from the moment the device opens, and a
        // sound is decoded on its first play, so more than a second of silence can be in the
        // file before the sound is cued: count from the cue, once `play` has returned (what was
        // mixed before it but not yet written is under a buffer).
        output.play("solved")
        try waitForAudio(seconds: 1, in: format, after: bytesWritten)
        output.close()
        XCTAssertGreaterThan(try written(format).peak, 0.1)
    }

    func testALayerCuedWithAnotherSoundLoopsTheNewOne() throws {
        let output = AudioOutput()
        defer { output.close() }
        _ = try XCTUnwrap(output.format)
        let sounds = Self.repositoryRoot + "/Resources/sounds/"
        XCTAssertTrue(output.load("rough", path: sounds + "ricochet-roll-rough.wav"))
        XCTAssertTrue(output.load("metal", path: sounds + "ricochet-roll-metal.wav"))
        output.beginLayers()
        output.layer("roll", sound: "rough", level: 1, pan: 0)
        output.endLayers()
        output.beginLayers()
        output.layer("roll", sound: "metal", level: 1, pan: 0)
        output.endLayers()
        XCTAssertEqual(output.layerChunk("roll"), output.chunk("metal"), "the ball rolled onto metal: the loop is metal's")
    }
}
