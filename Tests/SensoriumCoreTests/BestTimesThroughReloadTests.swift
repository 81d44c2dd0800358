import XCTest
@testable import SensoriumCore

/// A level file saved while the game runs rebuilds the grid: its tiles keep their times.
final class BestTimesThroughReloadTests: XCTestCase {
    func testAHotReloadKeepsEveryTimeOnTheTiles() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        var game = Game(catalog: catalog, solved: ["catch", "restless"], bestTicks: ["catch": 500],
                        unverifiedBestTicks: ["restless": 700])
        var events: [Game.Event] = []
        game.reload(catalog, events: &events)
        let tiles = Dictionary(uniqueKeysWithValues: game.home.tiles.map { ($0.id, $0) })
        XCTAssertEqual(tiles["catch"]?.bestTicks, 500)
        XCTAssertEqual(tiles["restless"]?.unverifiedBestTicks, 700)
        XCTAssertNil(tiles["restless"]?.bestTicks)
    }
}
