import XCTest
import SensoriumCore
import SensoriumTools
@testable import SensoriumSDL

/// A short soak: every level visited with random input, the home screen between them, sounds
/// into SDL_mixer on the disk driver and frames into the offscreen window.
final class SoakTests: SDLTestCase {
    override func setUpWithError() throws {
        setenv("SDL_AUDIODRIVER", "disk", 1)
        setenv("SDL_DISKAUDIOFILE", "/dev/null", 1)
        setenv("SDL_DISKAUDIODELAY", "0", 1)
        try super.setUpWithError()
    }

    /// One simulated minute with short visits, so the catalog is covered within it (about a
    /// second a level and a few tenths at home: 51 levels took two minutes at twice that).
    func testAShortSoakVisitsEveryLevelWithTheAudioOnTime() throws {
        var options = SoakOptions(soundsDirectory: Self.repositoryRoot + "/Resources/sounds")
        options.minutes = 1
        options.seed = 7
        options.levelSeconds = 0.5...1.25
        options.homeSeconds = 0.1...0.4
        options.hapticDirectories = [Self.repositoryRoot + "/Resources/haptics"]
        var progress: [SoakProgress] = []
        options.onProgress = { progress.append($0) }
        let report = try Soak(catalog: Self.levels, options: options).run()
        XCTAssertFalse(Self.levels.levels.isEmpty)
        XCTAssertEqual(report.levelsVisited, Self.levels.levels.map(\.id), "every level of the catalog")
        XCTAssertGreaterThanOrEqual(report.ticks, TickClock.ticks(60), "at least the simulated minute")
        XCTAssertEqual(progress.filter(\.isWarmUpEnd).count, 1, "the memory baseline is taken once")
        XCTAssertGreaterThanOrEqual(report.passes, 1, "the warm-up pass finished")
        XCTAssertEqual(report.framesDrawn, report.ticks / 2, "a frame every second tick")
        XCTAssertGreaterThan(report.audioCallbacks, 0, "the mixer called back")
        XCTAssertEqual(report.bufferSeconds, 1024.0 / 48_000, accuracy: 1e-9, "the buffer the game opens")
        XCTAssertGreaterThan(report.worstCallbackSeconds, 0, "the dark scan's soundscape graph ran")
        // A callback is timed in wall-clock time, so on a loaded machine its bound (the buffer's
        // length) stretches with the load; `sensorium soak` itself holds the plain bound.
        let buffer = MachineLoad.scaled(report.bufferSeconds * 1000)
        XCTAssertLessThanOrEqual(report.worstCallbackSeconds * 1000, buffer.limit,
                                 "worst \(report.worstCallbackSeconds) s, bound \(buffer.said)")
        XCTAssertGreaterThan(report.residentStartMB, 0)
        XCTAssertGreaterThan(report.residentEndMB, 0)
        XCTAssertGreaterThan(report.wallSeconds, 0)
    }

    func testTheSameSeedPlaysTheSameInputs() {
        var first = SoakPlayer(seed: 3), second = SoakPlayer(seed: 3), other = SoakPlayer(seed: 4)
        let a = (0..<2_000).map { $0 % 3 == 0 ? first.homeInput() : first.levelInput() }
        let b = (0..<2_000).map { $0 % 3 == 0 ? second.homeInput() : second.levelInput() }
        let c = (0..<2_000).map { $0 % 3 == 0 ? other.homeInput() : other.levelInput() }
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, c)
        XCTAssertFalse(a.contains { $0.buttons.contains(.back) }, "only the soak leaves a level")
        XCTAssertGreaterThan(Set(a.map(\.buttons)).count, 20, "many different chords")
    }
}
