import XCTest
@testable import SensoriumCore

/// Every dark-scan level is solvable without sight, as the talk asks of every Blackbox challenge:
/// a controller that only hears and feels the cues (the seek, above/below, size and tilt layers
/// with their levels and pan) finds the square, rolls it straight, centres it and zooms until it
/// fills the reticle; the same controller with the sound off does not solve any level. Levels are
/// found in `Levels/`, so levels added later are covered.
final class DarkScanBlindTests: XCTestCase {
    /// A player listening: with nothing promising in view it sweeps the wall in a widening
    /// spiral, zoomed out; with a square in view it rolls toward the tilt drone's side, pans
    /// toward the seek loop's pan and the above/below layers, and once centred zooms by the
    /// size rumble. Near the goal it moves in short taps, letting the detector (30 Hz) catch up.
    private struct ListeningController {
        var tick = 0
        var searchTick = 0

        mutating func next(heard: [FeedbackCue]) -> InputCommand {
            tick += 1
            guard let seek = layer("dark-scan-seek", in: heard) else { return .idle }   // silence: no idea
            if seek.level < 0.1 { return search() }
            var buttons: InputButtons = []
            let across = seek.pan
            let down = (layer("dark-scan-below", in: heard)?.level ?? 0) - (layer("dark-scan-above", in: heard)?.level ?? 0)
            let fit = layer("dark-scan-size", in: heard)?.level ?? 0.5
            let tilt = layer("dark-scan-tilt", in: heard)
            let near = abs(across) < 0.08 && abs(down) < 0.08
            // Taps near the goal: move one tick in eight, so the next cue is fresh.
            if near && tick % 8 != 0 { return .idle }
            if let tilt, tilt.level > 1.5 / 45 { buttons.insert(tilt.pan > 0 ? .rotateRight : .rotateLeft) }
            if across > 0.01 { buttons.insert(.right) }
            if across < -0.01 { buttons.insert(.left) }
            if down > 0.01 { buttons.insert(.down) }
            if down < -0.01 { buttons.insert(.up) }
            if fit > 0.56 { buttons.insert(.zoomOut) }
            if near && fit < 0.52 { buttons.insert(.zoomIn) }
            return InputCommand(buttons: buttons)
        }

        /// Zoom out and sweep: legs of 0.4 s, 0.4 s, 0.8 s, 0.8 s, ... turning right, down,
        /// left, up.
        private mutating func search() -> InputCommand {
            searchTick += 1
            var remaining = searchTick, leg = 0
            while remaining > 48 * (leg / 2 + 1) { remaining -= 48 * (leg / 2 + 1); leg += 1 }
            let direction: InputButtons = [.right, .down, .left, .up][leg % 4]
            return InputCommand(buttons: [direction, .zoomOut])
        }

        private func layer(_ id: String, in cues: [FeedbackCue]) -> (level: Double, pan: Double)? {
            for cue in cues { if case .layer(id, _, _, let level, let pan) = cue { return (level, pan) } }
            return nil
        }
    }

    /// Plays `level` handing the controller only the cues; returns the solving tick, or nil.
    private func play(_ level: Level, silenced: Bool, limit: Int = TickClock.ticks(60)) -> Int? {
        var session = LevelSession(level: level)
        var controller = ListeningController()
        var heard: [FeedbackCue] = []
        var events: [ChallengeEvent] = []
        for tick in 1...limit {
            let input = controller.next(heard: heard)
            events.removeAll()
            session.step(input, events: &events)
            if session.isSolved { return tick }
            heard.removeAll()
            guard !silenced else { continue }
            for event in events { FeedbackRouter.cues(for: .challenge(event), into: &heard) }
            FeedbackRouter.continuousCues(for: session.state, into: &heard)
        }
        return nil
    }

    private var darkScanLevels: [Level] {
        LevelCatalog.load(directory: RepositoryPaths.levels, pictures: TestPNGDecoder.scenePictures).levels
            .filter { $0.kind == .darkScan }
    }

    func testEveryDarkScanLevelIsSolvedByEarAndNotWithTheSoundOff() {
        let levels = darkScanLevels
        XCTAssertGreaterThanOrEqual(levels.count, 10)
        for level in levels {
            XCTAssertNotNil(play(level, silenced: false), "\(level.id): not solved by ear")
            XCTAssertNil(play(level, silenced: true, limit: TickClock.ticks(20)), "\(level.id): solved without hearing anything")
        }
    }
}
