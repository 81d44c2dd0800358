import XCTest
@testable import SensoriumCore

/// The solver on levels the format allows but the shipped ones never use: the four a level
/// designer found refused (a dark square drawn as a polygon, a heavy ricochet, a frictionless
/// field, a small exit), and a held-back set of odd levels it was not tuned on.
final class SolverCoverageTests: XCTestCase {
    private static let fixtures = RepositoryPaths.root + "/Tests/SensoriumCoreTests/Fixtures/solver"

    private func catalog(_ folder: String) -> LevelCatalog {
        let catalog = LevelCatalog.load(directory: Self.fixtures + "/" + folder)
        XCTAssertEqual(catalog.problems, [])
        return catalog
    }

    func testSolvesTheFourRefusedLevels() throws {
        let levels = catalog("refused").levels
        XCTAssertEqual(levels.count, 4)
        for level in levels {
            let start = Date()
            let inputs = try XCTUnwrap(LevelSolver.solve(level), "no solution for \(level.id)")
            XCTAssertTrue(inputs.allSatisfy { $0.pointer == nil && $0.stickX == 0 && $0.stickY == 0 }, level.id)
            print("solver coverage: \(level.id) solved in \(inputs.count) ticks, \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        }
    }

    /// Levels written to probe the format's corners after the solver was changed, not used to
    /// tune it: the score is reported, and the test holds the solver to it.
    func testScoreOnTheHeldBackOddLevels() {
        score("odd", atLeast: 14)
    }

    /// The ends of every range, written after the held-back set. Two are refused: a 40-unit
    /// patch under friction nearly as strong as full tilt (the ball moves only after a long
    /// hold, which the look-ahead's short trials never see), and a 40-unit square that must
    /// read a perfect 1.0 for five seconds.
    func testScoreOnTheFormatsExtremes() {
        score("extremes", atLeast: 10)
    }

    private func score(_ folder: String, atLeast minimum: Int) {
        let levels = catalog(folder).levels
        var solved: [String] = []
        for level in levels {
            let start = Date()
            let outcome = LevelSolver.attempt(level)
            let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
            switch outcome {
            case .solved(let inputs):
                solved.append(level.id)
                print("solver coverage: \(level.id) solved in \(inputs.count) ticks, \(seconds) s")
            case .refused(let reason):
                print("solver coverage: \(level.id) refused after \(seconds) s: \(reason)")
            }
        }
        print("solver coverage: \(solved.count) of \(levels.count) \(folder) levels solved")
        XCTAssertGreaterThanOrEqual(solved.count, minimum, "the solver solved \(minimum) when this test was written")
    }

    func testSaysWhyWhenFrictionHoldsTheBallStill() {
        let rules = RicochetRules(gravity: 700, friction: 800, implosions: 1)
        let level = Level(id: "stuck", kind: .ricochet, tile: .init(color: .black, column: 0, row: 0),
                          requires: [], seed: 1, rules: ChallengeRules(rules), fileBytes: [])
        guard case .refused(let reason) = LevelSolver.attempt(level) else { return XCTFail("solved a ball that cannot move") }
        XCTAssertTrue(reason.contains("friction 800 is not below gravity 700"), reason)
    }

    func testSaysWhyWhenNoDarkRegionCanBeFramed() {
        let scene = DarkScanScene(width: 4000, height: 2250, background: 200,
                                  shapes: [.rect(x: 2000, y: 1000, width: 300, height: 300, rotation: 40, luminance: 10)])
        let rules = DarkScanRules(scene: scene, limits: Viewfinder.Limits(maxRotation: 10, sceneWidth: 4000, sceneHeight: 2250))
        let level = Level(id: "askew", kind: .darkScan, tile: .init(color: .black, column: 0, row: 0),
                          requires: [], seed: 1, rules: ChallengeRules(rules), fileBytes: [])
        guard case .refused(let reason) = LevelSolver.attempt(level) else { return XCTFail("framed a square the roll cannot straighten") }
        XCTAssertTrue(reason.hasPrefix("no dark region it can frame"), reason)
    }
}
