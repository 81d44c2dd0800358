import XCTest
@testable import SensoriumCore

/// The first level of each kind must be won on purpose: a player who sits still, or who mashes
/// keys to see what they do, has not solved it after three seconds. (Bounce used to fall to
/// "grow, shield" pressed by chance, and scan to a pan that never aimed.)
final class AccidentalSolveTests: XCTestCase {
    /// (`turn` once fell to holding Up, which flipped the tilt straight onto its mark: its notch
    /// now sits between the arrows' eight angles.)
    static let firstLevels = ["catch", "scan", "bounce", "turn"]
    static let seconds = 3.0
    /// Every key a level reads; Back is left out (it leaves the level, which solves nothing).
    static let keys: [InputButtons] = [.up, .down, .left, .right, .confirm, .alternate, .restart,
                                       .zoomIn, .zoomOut, .rotateLeft, .rotateRight]

    private func level(_ id: String) throws -> Level {
        try XCTUnwrap(LevelCatalog.load(directory: RepositoryPaths.levels).level(id: id), id)
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

    func testSittingStillForThreeSecondsSolvesNoFirstLevel() throws {
        let ticks = TickClock.ticks(Self.seconds)
        for id in Self.firstLevels {
            XCTAssertNil(solvedTick(try level(id), inputs: Array(repeating: .idle, count: ticks)), id)
        }
    }

    func testMashingRandomKeysForThreeSecondsSolvesNoFirstLevel() throws {
        let ticks = TickClock.ticks(Self.seconds)
        for id in Self.firstLevels {
            let level = try level(id)
            for seed in 1...60 as ClosedRange<UInt64> {
                let tick = solvedTick(level, inputs: Self.mashing(seed: seed, ticks: ticks))
                XCTAssertNil(tick, "\(id) solved by random keys (seed \(seed)) at tick \(tick ?? 0)")
            }
        }
    }

    /// Holding one key (or one diagonal) is the other thing a newcomer tries first: no level of
    /// the game falls to it. (The dark scan's levels, slow to simulate in a debug build, are
    /// held to the same in DarkScanFirstSecondsTests by stillness and random keys; a held key
    /// only pans, zooms or rolls the camera past its square.)
    func testHoldingOneKeyForThreeSecondsSolvesNoLevel() throws {
        let ticks = TickClock.ticks(Self.seconds)
        let holds: [InputButtons] = [.up, .down, .left, .right, [.up, .left], [.up, .right], [.down, .left],
                                     [.down, .right], .confirm, .alternate, .zoomIn, .zoomOut, .rotateLeft, .rotateRight]
        let levels = LevelCatalog.load(directory: RepositoryPaths.levels).levels
        XCTAssertEqual(levels.filter { $0.kind != .darkScan }.count, 26)
        for level in levels where level.kind != .darkScan || level.id == "scan" {
            for buttons in holds {
                XCTAssertNil(solvedTick(level, inputs: Array(repeating: InputCommand(buttons: buttons), count: ticks)),
                             "\(level.id) solved by holding \(buttons)")
            }
        }
    }
}
