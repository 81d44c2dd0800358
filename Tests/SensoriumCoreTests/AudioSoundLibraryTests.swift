import Foundation
import XCTest
@testable import SensoriumCore

/// The shipped sound files are exactly what the recipes make, and each is fit to ship.
///
/// To regenerate after changing a recipe: `sensorium sounds build`.
final class AudioSoundLibraryTests: XCTestCase {
    static let soundsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/sounds")

    func testShippedSoundFilesAreByteIdenticalToTheirRecipes() throws {
        let shipped = Self.soundsDirectory
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("sensorium-sounds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let written = try SoundLibrary.build(into: temporary)
        XCTAssertEqual(written.count, CueRegistry.sounds.count)
        for sound in CueRegistry.sounds {
            let name = sound.name
            let fresh = try Data(contentsOf: temporary.appendingPathComponent(name.soundFile))
            let onDisk = try Data(contentsOf: shipped.appendingPathComponent(name.soundFile))
            XCTAssertEqual(fresh, onDisk, "\(name.soundFile) differs from its recipe: run `sensorium sounds build`")
        }
    }

    func testEveryShippedFileIsAKnownSoundAndTheSetIsSmall() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.soundsDirectory.path).filter { $0.hasSuffix(".wav") }
        XCTAssertEqual(Set(files), Set(CueRegistry.sounds.map(\.name.soundFile)))
        var total = 0
        for file in files {
            total += try Data(contentsOf: Self.soundsDirectory.appendingPathComponent(file)).count
        }
        // Five kinds' sounds, uncompressed: the budget keeps the package and the repository small.
        XCTAssertLessThan(total, 6_000_000)
    }

    func testEverySoundIsAudibleBelowMinusOneDBFSAndAtItsLoudnessTarget() throws {
        for sound in CueRegistry.sounds {
            let name = sound.name
            let wav = try WAVFile(contentsOf: Self.soundsDirectory.appendingPathComponent(name.soundFile))
            XCTAssertEqual(wav.sampleRate, 48_000, name.rawValue)
            XCTAssertEqual(wav.channels, 1, name.rawValue)
            let peak = AudioMeasurements.decibels(AudioMeasurements.peak(wav.samples))
            XCTAssertLessThanOrEqual(peak, -1, "\(name.rawValue) peaks at \(peak) dBFS")
            XCTAssertGreaterThan(AudioMeasurements.rms(wav.samples), 0.003, "\(name.rawValue) is (nearly) silent")
            let loudness = AudioMeasurements.loudness(wav.samples)
            XCTAssertEqual(loudness, sound.category.loudnessTarget, accuracy: 3, "\(name.rawValue) loudness \(loudness) dBFS")
        }
    }

    func testDurationsFitTheirRole() throws {
        for sound in CueRegistry.sounds {
            let name = sound.name
            let wav = try WAVFile(contentsOf: Self.soundsDirectory.appendingPathComponent(name.soundFile))
            if sound.isLoop {
                XCTAssertTrue((1.0...4.0).contains(wav.duration), "\(name.rawValue) loop is \(wav.duration) s")
            } else {
                XCTAssertLessThanOrEqual(wav.duration, 1.5, "\(name.rawValue) one-shot is \(wav.duration) s")
            }
        }
    }

    func testLoopsSeamWithoutAClick() throws {
        for sound in CueRegistry.sounds where sound.isLoop {
            let name = sound.name
            let samples = try WAVFile(contentsOf: Self.soundsDirectory.appendingPathComponent(name.soundFile)).samples
            let seam = abs(samples[0] - samples[samples.count - 1])
            let typical = AudioMeasurements.percentile(AudioMeasurements.steps(samples), 0.99)
            XCTAssertLessThanOrEqual(seam, typical, "\(name.rawValue): seam jump \(seam), typical step \(typical)")
        }
    }

    func testOneShotsStartAndEndAtSilence() throws {
        for sound in CueRegistry.sounds where !sound.isLoop {
            let name = sound.name
            let samples = try WAVFile(contentsOf: Self.soundsDirectory.appendingPathComponent(name.soundFile)).samples
            XCTAssertLessThan(abs(samples[0]), 0.001, name.rawValue)
            XCTAssertLessThan(abs(samples[samples.count - 1]), 0.001, name.rawValue)
        }
    }
}
