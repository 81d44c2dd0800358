import XCTest
@testable import SensoriumCore

/// The shipped dark-scan levels do what their designs promise: not solved from the start,
/// solved by the keyboard solver, and each twist holds (see docs/levels.md).
final class DarkScanLevelsTests: XCTestCase {
    private func level(_ id: String) throws -> (Level, DarkScanRules) {
        let catalog = RepositoryPaths.shippedCatalog
        let level = try XCTUnwrap(catalog.level(id: id), "\(catalog.problems)")
        guard let rules = level.rules.kindRules as? DarkScanRules else { throw XCTSkip("not dark-scan") }
        return (level, rules)
    }

    private func framing(_ rules: DarkScanRules, _ view: Viewfinder) -> DarkScanAnalysis {
        DarkScanChallenge(rules: rules).analysis(at: view)
    }

    func testEveryDarkScanLevelIsSolvedByKeysAndNotAtTheStart() throws {
        let catalog = RepositoryPaths.shippedCatalog
        let ids = catalog.levels.filter { $0.kind == .darkScan }.map(\.id)
        XCTAssertEqual(Set(ids), ["scan", "decoys", "askew", "tiny", "shadow", "cafe", "cat", "launch", "field", "cellar",
                                      "speck", "giant", "crowd"])
        for id in ids {
            let (_, rules) = try level(id)
            let start = DarkScanChallenge(rules: rules)
            XCTAssertLessThan(start.analysis.measurement.raw, 0.5, id)
            XCTAssertLessThan(start.analysis.detectorScore, 0.5, id)
            // The solver's keys solve it (LevelSolverTests; SolutionReplayTests re-simulates the
            // shipped solution), and within half a minute.
            let solution = try Replay.read(from: RepositoryPaths.solutions + "/\(id).replay")
            XCTAssertLessThan(solution.inputs.count, TickClock.ticks(30), id)
        }
    }

    func testDecoysDoNotSolve() throws {
        let (_, rules) = try level("decoys")
        for shape in rules.scene.shapes.dropLast() {
            // Each decoy framed as well as the viewfinder can: centred, sized to the reticle.
            let side = max(shape.width, shape.height)
            let view = Viewfinder(x: shape.x, y: shape.y)
            let analysis = framing(rules, view)
            XCTAssertLessThan(max(analysis.measurement.raw, analysis.detectorScore), 0.7, "\(shape.form) \(side)")
        }
    }

    func testTheAskewSquareNeedsTheCameraRolled() throws {
        let (_, rules) = try level("askew")
        let target = rules.scene.shapes[0]
        let straight = framing(rules, Viewfinder(x: target.x, y: target.y))
        XCTAssertLessThan(max(straight.measurement.raw, straight.detectorScore), 0.9)
        let rolled = framing(rules, Viewfinder(x: target.x, y: target.y, rotation: target.rotation))
        XCTAssertGreaterThanOrEqual(rolled.measurement.raw, 0.9)
    }

    func testTheTinySquareNeedsZoom() throws {
        let (_, rules) = try level("tiny")
        let target = rules.scene.shapes[2]
        let near = framing(rules, Viewfinder(x: target.x, y: target.y))
        XCTAssertLessThan(max(near.measurement.raw, near.detectorScore), 0.5)
        XCTAssertEqual(DarkScanAnnouncer.phrases(for: near.quads, thresholds: rules.thresholds).first,
                       "small dark colored square detected")
        let zoomed = framing(rules, Viewfinder(x: target.x, y: target.y, zoom: 0.43 * 900 / target.width))
        XCTAssertGreaterThanOrEqual(zoomed.measurement.raw, 0.9)
    }

    func testTheSquareInTheShadowDoesNotCount() throws {
        let (_, rules) = try level("shadow")
        let trap = rules.scene.shapes[1]
        let framed = framing(rules, Viewfinder(x: trap.x, y: trap.y))
        XCTAssertGreaterThan(framed.measurement.innerScore, 0.9, "dark inside")
        for zoom in [0.5, 0.8, 1.0, 1.2, 1.6, 2.0] {
            let analysis = framing(rules, Viewfinder(x: trap.x, y: trap.y, zoom: zoom))
            XCTAssertLessThan(max(analysis.measurement.raw, analysis.detectorScore), 0.1, "zoom \(zoom)")
        }
    }
}
