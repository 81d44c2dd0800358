import XCTest
@testable import SensoriumCore

final class RicochetSolverTests: XCTestCase {
    private func shippedRicochetLevels() -> [Level] {
        LevelCatalog.load(directory: RepositoryPaths.levels).levels.filter { $0.kind == .ricochet }
    }

    func testThirteenRicochetLevelsShipOnTheThirdRowTheMasteryRowAndThePageOfNewOnes() {
        let levels = shippedRicochetLevels()
        XCTAssertEqual(levels.map(\.id), ["bounce", "roll", "glance", "metal", "exit", "careful", "lane", "armour",
                                          "twice", "gauntlet", "escort", "ice", "pinball"])
        XCTAssertEqual(levels.filter { $0.tile.row == 2 }.count, 8)
        XCTAssertEqual(levels.filter { $0.tile.row == 4 }.map(\.id), ["twice", "gauntlet"])
        XCTAssertEqual(levels.filter { $0.tile.row == 13 }.map(\.id), ["escort", "ice", "pinball"])
    }

    func testSolvesEveryShippedRicochetLevelWithKeysOnly() throws {
        for level in shippedRicochetLevels() {
            let inputs = try XCTUnwrap(LevelSolver.solve(level), "no solution for \(level.id)")
            XCTAssertTrue(inputs.allSatisfy { $0.pointer == nil && $0.stickX == 0 && $0.stickY == 0 }, level.id)
            print("ricochet solver: \(level.id) solved in \(inputs.count) ticks (\(TickClock.format(inputs.count)))")
        }
    }
}
