import XCTest
@testable import SensoriumCore

/// The home grid sits in the middle of the screen: the part of the grid the levels use is
/// centred, whatever its extent (it used to hug the left with a large empty right side).
final class HomeGridCentringTests: XCTestCase {
    func testTheUsedPartOfTheGridIsCentredOnTheCanvas() {
        let home = HomeScreen(catalog: LevelCatalog.load(directory: RepositoryPaths.levels), solved: [])
        let xs = home.magnifier.centers.map(\.x), ys = home.magnifier.centers.map(\.y)
        let left = xs.min()! - home.tileSize / 2, right = xs.max()! + home.tileSize / 2
        XCTAssertEqual((left + right) / 2, Double(DrawList.canvasWidth) / 2, accuracy: 1)
        XCTAssertEqual(left, Double(DrawList.canvasWidth) - right, accuracy: 1, "as much room on the right as on the left")
        let top = ys.min()! - home.tileSize / 2, bottom = ys.max()! + home.tileSize / 2
        XCTAssertGreaterThan(top, 0)
        XCTAssertLessThan(bottom, Double(DrawList.canvasHeight))
    }

    func testAGridOfEightColumnsAndFiveRowsFitsAndIsCentred() {
        var tiles: [HomeScreen.Tile] = []
        for row in 0..<5 { for column in 0..<8 { tiles.append(HomeScreen.Tile(id: "l\(row)\(column)", color: .black, column: column, row: row, state: .open)) } }
        let home = HomeScreen(tiles: tiles)
        let xs = home.magnifier.centers.map(\.x)
        XCTAssertEqual((xs.min()! + xs.max()!) / 2, 960, accuracy: 1)
        XCTAssertGreaterThan(xs.min()! - home.tileSize / 2, 0)
        XCTAssertLessThan(xs.max()! + home.tileSize / 2, 1920)
    }
}
