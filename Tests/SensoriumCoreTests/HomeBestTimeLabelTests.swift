import XCTest
@testable import SensoriumCore

/// The best time under a solved tile never meets the focus frame of another tile: checked on
/// every page of the shipped grid with every level solved, with each tile focused in turn and
/// through the dock's animation as the focus moves down onto the tile below.
final class HomeBestTimeLabelTests: XCTestCase {
    private let plain = DrawStyle()

    private func solvedHome() -> HomeScreen {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let ids = catalog.levels.map(\.id)
        // A long time: the widest label a player is likely to see.
        return HomeScreen(catalog: catalog, solved: Set(ids), bestTicks: Dictionary(uniqueKeysWithValues: ids.map { ($0, 120 * 599 + 119) }))
    }

    private func overlaps(_ a: RectF, _ b: RectF, margin: Float) -> Bool {
        a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin
    }

    /// Every label on the page shown against the focus frame, at this tick.
    private func assertClear(_ home: HomeScreen, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let focused = home.focusedIndex else { return }
        let time = Double(home.tick)
        let frame = HomeScreen.focusFrame(around: home.place(of: focused, at: time, style: plain))
        for index in home.pages.shownIndices {
            guard let label = home.bestTimeLabel(of: index, place: home.place(of: index, at: time, style: plain)) else { continue }
            XCTAssertFalse(overlaps(label.rect, frame, margin: 1),
                           "\(home.tiles[index].id)'s best time meets \(home.tiles[focused].id)'s focus frame \(context)",
                           file: file, line: line)
        }
    }

    private func settle(_ home: inout HomeScreen, check context: String? = nil) {
        var events: [HomeScreen.Event] = []
        for _ in 0..<(DockMagnifier.animationTicks + 2) {
            home.step(.idle, events: &events)
            if let context { assertClear(home, context) }
        }
    }

    func testEveryLabelStaysClearOfEveryFocusFrame() {
        var home = solvedHome()
        var checked = 0
        for tile in home.tiles where tile.state == .solved {
            home.focus(id: tile.id)
            settle(&home)
            assertClear(home, "with \(tile.id) focused")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)
    }

    func testMovingTheFocusDownKeepsTheLabelAboveClearThroughTheAnimation() {
        var home = solvedHome()
        var moves = 0
        for tile in home.tiles {
            guard let below = home.tiles.firstIndex(where: { $0.column == tile.column && $0.row == tile.row + 1
                                                            && HomePages.page(ofRow: $0.row) == HomePages.page(ofRow: tile.row) }) else { continue }
            home.focus(id: tile.id)
            settle(&home)
            home.focus(id: home.tiles[below].id)
            settle(&home, check: "while the focus moves from \(tile.id) down to \(home.tiles[below].id)")
            moves += 1
        }
        XCTAssertGreaterThan(moves, 5)
    }

    func testARoomyGridKeepsTheLabelAtItsUsualSizeAndDistance() {
        let home = HomeScreen(tiles: [HomeScreen.Tile(id: "a", color: RGBA(10, 20, 30), column: 0, row: 0, state: .solved, bestTicks: 600)])
        let label = home.bestTimeLabel(of: 0, place: home.place(of: 0, at: 0, style: plain))
        XCTAssertEqual(label?.scale, 3)
        XCTAssertEqual(label?.rect.y ?? 0, Float(home.magnifier.centers[0].y + home.tileSize / 2) + 12, accuracy: 0.01)
    }
}
