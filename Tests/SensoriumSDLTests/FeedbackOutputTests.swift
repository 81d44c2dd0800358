import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// The audio out plays the soundscape the level's kind makes, and nothing for kinds without one,
/// on SDL's disk audio driver (the output lands in a file the test measures).
final class FeedbackOutputTests: DiskAudioTestCase {
    /// Plays at least 0.3 s of the soundscape of `kind` at full progress; returns the peak written.
    private func peak(playing kind: ChallengeKind) throws -> Float {
        let feedback = FeedbackOutput(soundsDirectory: Self.repositoryRoot + "/Resources/sounds", hapticDirectories: [],
                                      rumbleSettings: RumbleSettings(), effectsGain: 1, gamepads: GamepadSet())
        let format = try XCTUnwrap(feedback.audio?.format, "the disk driver should open")
        // Updated as frames do, until 0.3 s of it is written after the first update has returned
        // (the driver writes silence from the moment the device opens, as fast as the machine
        // lets it, and a soundscape's sounds are decoded as it starts) and
        // at least 36 frames' updates were made.
        let bytes = Self.bytes(0.3, in: format)
        var updates = 0
        var silenceBefore = 0
        try waitFor("0.3 s of the \(kind) soundscape in \(outputFile)", seen: { "\(updates) updates, \(bytesWritten) bytes" }) {
            feedback.updateSoundscape(of: kind, progress: 1)
            updates += 1
            if updates == 1 { silenceBefore = bytesWritten }
            return updates >= 36 && bytesWritten >= silenceBefore + bytes
        }
        feedback.close()
        let data = try Data(contentsOf: URL(fileURLWithPath: outputFile))
        return data.withUnsafeBytes { raw in
            format.sampleType == .float32
                ? raw.bindMemory(to: Float.self).map(abs).max() ?? 0
                : raw.bindMemory(to: Int16.self).map { abs(Float($0) / 32768) }.max() ?? 0
        }
    }

    func testTheDarkScanLevelPlaysItsKindsSoundscape() throws {
        XCTAssertGreaterThan(try peak(playing: .darkScan), 0.01)
    }

    func testAKindWithoutASoundscapePlaysSilence() throws {
        XCTAssertEqual(try peak(playing: .ricochet), 0)
    }
}
