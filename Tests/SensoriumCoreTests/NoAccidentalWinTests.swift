import XCTest
@testable import SensoriumCore

/// No level is won by accident in its first seconds: neither keeping still nor mashing random
/// keys for 3 s solves any jumping-target or ricochet level.
final class NoAccidentalWinTests: XCTestCase {
    /// Keys a restless player might press (never back or restart, which leave or reset the level).
    private static let keys: [InputButtons] = [.up, .down, .left, .right, .confirm, .alternate,
                                               .zoomIn, .zoomOut, .rotateLeft, .rotateRight]

    private func solvedWithin3Seconds(_ level: Level, seed: UInt64?) -> Bool {
        var session = LevelSession(level: level)
        var random = SeededRandom(seed: seed ?? 0)
        var events: [ChallengeEvent] = []
        var buttons: InputButtons = []
        for tick in 0..<TickClock.ticks(3) {
            if seed != nil, tick % 6 == 0 {
                // A new handful of keys every 50 ms: presses, holds and releases.
                buttons = []
                for key in Self.keys where random.unit() < 0.3 { buttons.insert(key) }
            }
            events.removeAll()
            session.step(InputCommand(buttons: buttons), events: &events)
            if session.isSolved { return true }
        }
        return false
    }

    func testIdleAndRandomKeysDoNotSolveJumpingTargetOrRicochetLevels() {
        let levels = LevelCatalog.load(directory: RepositoryPaths.levels).levels
            .filter { $0.kind == .jumpingTarget || $0.kind == .ricochet }
        XCTAssertFalse(levels.isEmpty)
        for level in levels {
            XCTAssertFalse(solvedWithin3Seconds(level, seed: nil), "\(level.id): solved by keeping still")
            for seed: UInt64 in 1...20 {
                XCTAssertFalse(solvedWithin3Seconds(level, seed: seed), "\(level.id): solved by random keys (seed \(seed))")
            }
        }
    }
}
