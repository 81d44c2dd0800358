import XCTest
@testable import SensoriumCore

/// `sensorium new` starts a level of each kind, every field shown, that parses, sits in a free
/// cell with no `requires`, and that the solver solves.
final class LevelTemplateTests: XCTestCase {
    func testEveryTemplateOfEveryKindParses() throws {
        for descriptor in ChallengeKinds.all {
            for index in descriptor.templates.indices {
                let text = try XCTUnwrap(LevelTemplate.text(kind: descriptor.kind, id: "t", column: 0, row: 0, template: index,
                                                            schema: "level.schema.json"))
                XCTAssertNoThrow(try LevelParser.parse(Array(text.utf8)), "\(descriptor.kind.rawValue) template \(index)")
            }
        }
    }

    func testANewLevelOfEachKindIsSolvedByTheSolver() throws {
        for descriptor in ChallengeKinds.all where !descriptor.templates.isEmpty {
            let text = try XCTUnwrap(LevelTemplate.text(kind: descriptor.kind, id: "fresh", column: 3, row: 2))
            let level = try LevelParser.parse(Array(text.utf8))
            XCTAssertEqual(level.tile.column, 3)
            XCTAssertTrue(level.requires.isEmpty)
            XCTAssertNotNil(LevelSolver.solve(level), "\(descriptor.kind.rawValue): the solver cannot solve its template")
        }
    }

    func testTheFirstFreeCellIsTaken() {
        let catalog = RepositoryPaths.shippedCatalog
        let cell = LevelTemplate.freeCell(in: catalog)
        XCTAssertNotNil(cell)
        if let cell {
            XCTAssertFalse(catalog.levels.contains { $0.tile.column == cell.column && $0.tile.row == cell.row })
        }
    }
}
