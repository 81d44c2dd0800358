import XCTest
@testable import SensoriumCore

final class LevelSolverTests: XCTestCase {
    func testSolvesEveryShippedLevelWithKeysOnly() throws {
        let catalog = RepositoryPaths.shippedCatalog
        XCTAssertEqual(catalog.problems, [])
        XCTAssertFalse(catalog.levels.isEmpty)
        for level in catalog.levels {
            let inputs = try XCTUnwrap(LevelSolver.solve(level), "no solution for \(level.id)")
            XCTAssertTrue(inputs.allSatisfy { $0.pointer == nil && $0.stickX == 0 && $0.stickY == 0 })
            // The solver ends on the solving tick, and it still finds the shipped solution, so
            // `sensorium solve` reproduces Levels/solutions/ (re-simulated by SolutionReplayTests).
            let shipped = try Replay.read(from: RepositoryPaths.solutions + "/\(level.id).replay")
            XCTAssertEqual(inputs, shipped.inputs, "\(level.id): the solver no longer finds the shipped solution")
        }
    }

    /// In a run a level opens with the keys of the last level's solving tick still down, and the
    /// game ignores them until they are let go: a solution found with every key held so still
    /// solves the level played as a run plays it (`sensorium solve --category` chains them so).
    func testSolvesEveryShippedLevelOpenedWithEveryKeyStillHeld() throws {
        let held: InputButtons = [.up, .down, .left, .right, .confirm, .alternate, .zoomIn, .zoomOut, .rotateLeft, .rotateRight, .click]
        let catalog = RepositoryPaths.shippedCatalog
        for level in catalog.levels {
            let inputs = try XCTUnwrap(LevelSolver.solve(level, held: held), "no solution for \(level.id)")
            var game = Game(catalog: catalog, solved: [])
            var events: [Game.Event] = []
            game.startRun(levelIDs: [level.id], held: held, events: &events)
            for input in inputs { game.step(input, events: &events) }
            XCTAssertTrue(game.solved.contains(level.id), "\(level.id) is not solved with the keys held as it opened")
        }
    }

    func testGivesUpOnAnImpossibleLevel() {
        // A shy target that never leaps on its own never comes to a still cursor.
        let rules = JumpingTargetRules(catches: 1, shyRadius: 300)
        let level = Level(id: "never", kind: .jumpingTarget, tile: .init(color: .black, column: 0, row: 0),
                          requires: [], seed: 1, rules: ChallengeRules(rules), fileBytes: [])
        XCTAssertNil(LevelSolver.solve(level))
    }
}
