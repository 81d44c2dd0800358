import XCTest
@testable import SensoriumCore

/// No dark-scan level is won by accident: keeping still, or mashing keys at random, for the
/// first three seconds never solves one. Levels are found in `Levels/`, so new ones are covered.
final class DarkScanFirstSecondsTests: XCTestCase {
    private let keys: [InputButtons] = [.up, .down, .left, .right, .zoomIn, .zoomOut, .rotateLeft, .rotateRight]

    /// Plays `level` for three seconds; `pick` gives each tick's input.
    private func solvedWithinThreeSeconds(_ level: Level, _ pick: (Int) -> InputCommand) -> Bool {
        var session = LevelSession(level: level)
        var events: [ChallengeEvent] = []
        for tick in 1...TickClock.ticks(3) {
            session.step(pick(tick), events: &events)
            if session.isSolved { return true }
        }
        return false
    }

    func testNoDarkScanLevelIsSolvedByKeepingStillOrRandomKeysInItsFirstSeconds() {
        let levels = RepositoryPaths.shippedCatalog.levels.filter { $0.kind == .darkScan }
        XCTAssertFalse(levels.isEmpty)
        for level in levels {
            XCTAssertFalse(solvedWithinThreeSeconds(level) { _ in .idle }, "\(level.id): solved by keeping still")
            for seed in 1...4 as ClosedRange<UInt64> {
                var random = SeededRandom(seed: seed)
                var held: InputButtons = []
                let solved = solvedWithinThreeSeconds(level) { tick in
                    // A new chord of up to three keys every 0.1 to 0.5 s, like a player trying things.
                    if tick == 1 || random.next() % 24 == 0 {
                        held = []
                        for _ in 0..<(1 + Int(random.next() % 3)) { held.insert(self.keys[Int(random.next() % 8)]) }
                    }
                    return InputCommand(buttons: held)
                }
                XCTAssertFalse(solved, "\(level.id): solved by random keys (seed \(seed))")
            }
        }
    }
}
