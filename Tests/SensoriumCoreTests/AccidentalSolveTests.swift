import XCTest
@testable import SensoriumCore

/// No level is won by accident: a player who sits still, who mashes keys to see what they do, or
/// who holds one key has not solved it after three seconds. The levels are read from `Levels/`,
/// so new ones are covered. (Bounce used to fall to "grow, shield" pressed by chance, scan to a
/// pan that never aimed, and turn to holding Up, which flipped the tilt onto its mark.)
final class AccidentalSolveTests: XCTestCase {
    /// The first level of each kind: a newcomer meets these first, so they get the most seeds.
    static let firstLevels = ["catch", "scan", "bounce", "turn", "frame"]
    static let seconds = 3.0
    /// Every key a level reads; Back is left out (it leaves the level, which solves nothing).
    static let keys: [InputButtons] = [.up, .down, .left, .right, .confirm, .alternate, .restart,
                                       .zoomIn, .zoomOut, .rotateLeft, .rotateRight]

    /// Every shipped level, photographs decoded.
    private var levels: [Level] { RepositoryPaths.shippedCatalog.levels }

    /// Random seeds tried on a level: many on a first level, few on a dark scan (slow to simulate
    /// in a debug build), the rest in between.
    private func seeds(for level: Level) -> ClosedRange<UInt64> {
        if Self.firstLevels.contains(level.id) { return 1...60 }
        return level.kind == .darkScan ? 1...4 : 1...20
    }

    /// Plays `inputs` from the level's start; returns the tick it was solved at, if it was.
    private func solvedTick(_ level: Level, inputs: [InputCommand]) -> Int? {
        var session = LevelSession(level: level)
        var events: [ChallengeEvent] = []
        for input in inputs {
            session.step(input, events: &events)
            events.removeAll(keepingCapacity: true)
            if let tick = session.solvedAtTick { return tick }
        }
        return nil
    }

    /// Keys mashed as a newcomer does: a random handful held for 50 ms to half a second, then
    /// another handful, sometimes nothing.
    static func mashing(seed: UInt64, ticks: Int) -> [InputCommand] {
        var random = SeededRandom(seed: seed)
        var inputs: [InputCommand] = []
        while inputs.count < ticks {
            var buttons: InputButtons = []
            let count = Int(random.next() % 4)
            for _ in 0..<count { buttons.insert(keys[Int(random.next() % UInt64(keys.count))]) }
            let hold = 6 + Int(random.next() % 55)
            inputs += Array(repeating: InputCommand(buttons: buttons), count: hold)
        }
        return Array(inputs.prefix(ticks))
    }

    func testSittingStillForThreeSecondsSolvesNoLevel() throws {
        let ticks = TickClock.ticks(Self.seconds)
        XCTAssertEqual(levels.count, 81)
        for level in levels {
            XCTAssertNil(solvedTick(level, inputs: Array(repeating: .idle, count: ticks)), "\(level.id) solved by keeping still")
        }
    }

    func testMashingRandomKeysForThreeSecondsSolvesNoLevel() throws {
        let ticks = TickClock.ticks(Self.seconds)
        for level in levels {
            for seed in seeds(for: level) {
                let tick = solvedTick(level, inputs: Self.mashing(seed: seed, ticks: ticks))
                XCTAssertNil(tick, "\(level.id) solved by random keys (seed \(seed)) at tick \(tick ?? 0)")
            }
        }
    }

    /// Holding one key (or one diagonal) is the other thing a newcomer tries first: no level of
    /// the game falls to it. (Of the dark scans, slow to simulate in a debug build, only scan is
    /// held here; a held key only pans, zooms or rolls the camera past its square.)
    func testHoldingOneKeyForThreeSecondsSolvesNoLevel() throws {
        let ticks = TickClock.ticks(Self.seconds)
        let holds: [InputButtons] = [.up, .down, .left, .right, [.up, .left], [.up, .right], [.down, .left],
                                     [.down, .right], .confirm, .alternate, .zoomIn, .zoomOut, .rotateLeft, .rotateRight]
        XCTAssertEqual(levels.filter { $0.kind != .darkScan }.count, 68)
        for level in levels where level.kind != .darkScan || level.id == "scan" {
            for buttons in holds {
                XCTAssertNil(solvedTick(level, inputs: Array(repeating: InputCommand(buttons: buttons), count: ticks)),
                             "\(level.id) solved by holding \(buttons)")
            }
        }
    }
}
