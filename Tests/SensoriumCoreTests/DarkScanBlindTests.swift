import XCTest
@testable import SensoriumCore

/// Every dark-scan level is solvable without sight, as the talk asks of every Blackbox challenge:
/// a controller that only hears and feels the cues (the seek, above/below, size and tilt layers
/// with their levels and pan) finds the square, rolls it straight, centres it and zooms until it
/// fills the reticle; the same controller with the sound off does not solve any level. Levels are
/// found in `Levels/`, so levels added later are covered.
final class DarkScanBlindTests: XCTestCase {
    /// A player listening: with nothing promising in view it sweeps the wall row by row,
    /// zoomed out; with a square in view it rolls toward the tilt drone's side, pans
    /// toward the seek loop's pan and the above/below layers, and once centred zooms by the
    /// size rumble. Near the goal it moves in short taps, letting the detector (30 Hz) catch up.
    private struct ListeningController: BlindController {
        var tick = 0
        var lostTicks = 0

        mutating func next(heard: [FeedbackCue]) -> InputCommand {
            tick += 1
            guard let seek = heard.layer("dark-scan-seek") else { return .idle }   // silence: no idea
            if seek.level < 0.1 {
                // Just lost a square (a small one flickers at the edge of the detector's sight):
                // it was near the middle, so zoom in on where it was; long lost, sweep.
                lostTicks += 1
                return lostTicks < 60 ? InputCommand(buttons: .zoomIn) : search(heard: heard)
            }
            lostTicks = 0
            var buttons: InputButtons = []
            let across = seek.pan
            let down = (heard.layer("dark-scan-below")?.level ?? 0) - (heard.layer("dark-scan-above")?.level ?? 0)
            let fit = heard.layer("dark-scan-size")?.level ?? 0.5
            let tilt = heard.layer("dark-scan-tilt")
            let near = abs(across) < 0.08 && abs(down) < 0.08
            // Near the goal, pan and roll in taps (one tick in eight) so the next cue is fresh.
            let tap = !near || tick % 8 == 0
            if tap, let tilt, tilt.level > 1.5 / 45 { buttons.insert(tilt.pan > 0 ? .rotateRight : .rotateLeft) }
            if tap && across > 0.01 { buttons.insert(.right) }
            if tap && across < -0.01 { buttons.insert(.left) }
            if tap && down > 0.01 { buttons.insert(.down) }
            if tap && down < -0.01 { buttons.insert(.up) }
            if fit > 0.56 && (tap || fit > 0.6) { buttons.insert(.zoomOut) }
            if near && fit < 0.52 && (tap || fit < 0.45) { buttons.insert(.zoomIn) }
            return InputCommand(buttons: buttons)
        }

        /// Zoom out and sweep the wall in rows: pan across until the edge knock on that side,
        /// step down (up, once the bottom knocks) for 0.4 s, and back across.
        private var goingRight = true
        private var goingDown = true
        private var stepTicks = 0

        private mutating func search(heard: [FeedbackCue]) -> InputCommand {
            if heard.contains(where: { isLayer($0, "dark-scan-edge-bottom") }) { goingDown = false }
            if heard.contains(where: { isLayer($0, "dark-scan-edge-top") }) { goingDown = true }
            if stepTicks > 0 {
                stepTicks -= 1
                return InputCommand(buttons: [goingDown ? .down : .up, .zoomOut])
            }
            if heard.contains(where: { isLayer($0, goingRight ? "dark-scan-edge-right" : "dark-scan-edge-left") }) {
                goingRight.toggle()
                stepTicks = 48
            }
            return InputCommand(buttons: [goingRight ? .right : .left, .zoomOut])
        }

        private func isLayer(_ cue: FeedbackCue, _ id: String) -> Bool {
            if case .layer(id, _, _, _, _) = cue { return true }
            return false
        }

    }

    private var darkScanLevels: [Level] {
        RepositoryPaths.shippedCatalog.levels
            .filter { $0.kind == .darkScan }
    }

    func testEveryDarkScanLevelIsSolvedByEarAndNotWithTheSoundOff() {
        let levels = darkScanLevels
        XCTAssertGreaterThanOrEqual(levels.count, 10)
        for level in levels {
            let solved = BlindRun(level).playing(ListeningController(), limit: TickClock.ticks(60))
            print("\(level.id): solved by ear at tick \(solved.map(String.init) ?? "never")")
            XCTAssertNotNil(solved, "\(level.id): not solved by ear")
            XCTAssertNil(BlindRun(level).playing(DeafController(inner: ListeningController()), limit: TickClock.ticks(60)), "\(level.id): solved without hearing anything")
        }
    }
}
