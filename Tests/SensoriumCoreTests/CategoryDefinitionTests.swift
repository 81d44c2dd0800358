import XCTest
@testable import SensoriumCore

final class CategoryDefinitionTests: XCTestCase {
    func testFullGamePlaysEveryLevelInGridOrder() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let category = try CategoryDefinition(.fullGame, catalog: catalog)
        XCTAssertEqual(category.id, "full-game")
        XCTAssertEqual(category.levelIDs, catalog.levels.map(\.id))
        XCTAssertEqual(try CategoryDefinition(id: "level:shy", catalog: catalog).levelIDs, ["shy"])
    }

    func testALevelNeverComesBeforeALevelItRequires() {
        func level(_ id: String, column: Int, requires: [String]) -> Level {
            Level(id: id, kind: .jumpingTarget, tile: .init(color: .black, column: column, row: 0), requires: requires,
                  seed: 1, rules: LevelCatalog.load(directory: RepositoryPaths.levels).levels[0].rules, fileBytes: [])
        }
        let order = CategoryDefinition.fullGameOrder([
            level("first", column: 0, requires: ["last"]),
            level("second", column: 1, requires: []),
            level("last", column: 2, requires: ["second"]),
        ])
        XCTAssertEqual(order, ["second", "last", "first"])
    }

    func testUnknownCategoriesAndLevelsAreErrors() {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        XCTAssertThrowsError(try CategoryDefinition(id: "any%", catalog: catalog)) { error in
            XCTAssertEqual((error as? FormatError)?.description, #"category: unknown category "any%"; expected "full-game" or "level:<id>""#)
        }
        XCTAssertThrowsError(try CategoryDefinition(id: "level:nope", catalog: catalog)) { error in
            XCTAssertEqual((error as? FormatError)?.description, #"category: no valid level has id "nope""#)
        }
    }
}
