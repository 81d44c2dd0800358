import XCTest
@testable import SensoriumCore

/// The home grid's pages: five rows a page, switched by keys, pad and mouse, the focus always on
/// the page shown.
final class HomePagesTests: XCTestCase {
    /// Page 1: a row of three on row 0 and one on row 4; page 2 (rows 5-9): two tiles; page 5
    /// (rows 20-24): one pack tile. Pages 3 and 4 have no tiles, so they do not exist.
    private func grid() -> HomeScreen {
        let cells = [(0, 0), (1, 0), (2, 0), (1, 4), (0, 5), (3, 6), (2, 20)]
        return HomeScreen(tiles: cells.enumerated().map { index, cell in
            HomeScreen.Tile(id: "t\(index)", color: RGBA(10, 20, 30), column: cell.0, row: cell.1, state: .open,
                            pack: cell.1 >= 20 ? "dunes" : nil)
        })
    }

    private func press(_ home: inout HomeScreen, _ buttons: InputButtons, pointer: InputCommand.Pointer? = nil) {
        var events: [HomeScreen.Event] = []
        home.step(InputCommand(buttons: buttons, pointer: pointer), events: &events)
        home.step(InputCommand(pointer: pointer), events: &events)
    }

    private func focusedID(_ home: HomeScreen) -> String? { home.focusedIndex.map { home.tiles[$0].id } }

    func testOnlyPagesWithTilesExistAndAPackPageIsMarked() {
        let home = grid()
        XCTAssertEqual(home.pages.numbers, [0, 1, 4])
        XCTAssertEqual(home.pages.packs, [nil, nil, "dunes"])
        XCTAssertEqual(home.pages.dotCenter(1).x - home.pages.dotCenter(0).x, HomePages.dotSpacing)
        XCTAssertEqual(home.pages.dotCenter(2).x - home.pages.dotCenter(1).x, HomePages.dotSpacing * 1.5, "a gap before the pack's dots")
        XCTAssertEqual(home.pages.shownIndices, [0, 1, 2, 3])
    }

    func testEveryPageIsCentredInCellsOfOneSize() {
        let home = grid()
        let cell = home.magnifier.centers[1].x - home.magnifier.centers[0].x
        XCTAssertEqual(home.magnifier.centers[5].x - home.magnifier.centers[4].x, cell * 3, accuracy: 1e-9, "t4 and t5 are three columns apart")
        XCTAssertEqual((home.magnifier.centers[4].x + home.magnifier.centers[5].x) / 2, 960, accuracy: 1e-9, "page 2 centred")
        XCTAssertEqual(home.magnifier.centers[6].x, 960, accuracy: 1e-9, "the pack's one tile in the middle")
    }

    func testDownPastTheLastRowTurnsToTheNextPage() {
        var home = grid()
        press(&home, .right)
        XCTAssertEqual(focusedID(home), "t0")
        press(&home, .down)
        XCTAssertEqual(focusedID(home), "t3")
        press(&home, .down)
        XCTAssertEqual(home.pages.shownPage, 1)
        XCTAssertEqual(focusedID(home), "t4", "the top row of the new page")
        press(&home, .up)
        XCTAssertEqual(home.pages.shownPage, 0)
        XCTAssertEqual(focusedID(home), "t3", "the bottom row of the page before")
    }

    func testRightPastTheLastColumnTurnsThePageAndLeftTurnsBack() {
        var home = grid()
        press(&home, .right)
        press(&home, .right)
        press(&home, .right)
        XCTAssertEqual(focusedID(home), "t2")
        press(&home, .right)
        XCTAssertEqual(home.pages.shownPage, 1)
        XCTAssertEqual(focusedID(home), "t4", "the new page's leftmost tile")
        press(&home, .left)
        XCTAssertEqual(home.pages.shownPage, 0)
        XCTAssertEqual(focusedID(home), "t2", "the rightmost tile of the page before")
    }

    func testShouldersPageKeysAndTheWheelTurnPages() {
        var home = grid()
        press(&home, .zoomIn)
        XCTAssertEqual(home.pages.shownPage, 1)
        XCTAssertEqual(focusedID(home), "t4", "the focus moves to the new page")
        press(&home, .zoomIn)
        XCTAssertEqual(home.pages.shownPage, 4, "empty pages are skipped")
        press(&home, .zoomIn)
        XCTAssertEqual(home.pages.shownPage, 4, "no page after the last")
        press(&home, .zoomOut)
        press(&home, .zoomOut)
        XCTAssertEqual(home.pages.shownPage, 0)
        XCTAssertEqual(focusedID(home), "t0")
    }

    func testTurningBackShowsTheFocusWhereThePlayerLeftIt() {
        var home = grid()
        for _ in 0..<3 { press(&home, .right) }
        XCTAssertEqual(focusedID(home), "t2")
        press(&home, .zoomIn)
        XCTAssertEqual(focusedID(home), "t4")
        press(&home, .zoomOut)
        XCTAssertEqual(focusedID(home), "t2", "not the page's first tile")
    }

    func testClickingADotOrAnArrowTurnsToItsPage() {
        var home = grid()
        let dot = home.pages.dotCenter(2)
        press(&home, [], pointer: .init(x: 5, y: 5))
        press(&home, .confirm, pointer: .init(x: Int16(dot.x), y: Int16(dot.y)))
        XCTAssertEqual(home.pages.shownPage, 4)
        XCTAssertEqual(focusedID(home), "t6")
        press(&home, .confirm, pointer: .init(x: Int16(HomePages.arrowInset), y: 540))
        XCTAssertEqual(home.pages.shownPage, 1, "the left arrow: the page before")
        press(&home, .confirm, pointer: .init(x: 1920 - Int16(HomePages.arrowInset), y: 540))
        XCTAssertEqual(home.pages.shownPage, 4)
    }

    func testThePointerReachesOnlyTheTilesOfThePageShown() {
        var home = grid()
        let center = home.magnifier.centers[4]   // t4, on page 2
        press(&home, [], pointer: .init(x: 5, y: 5))
        press(&home, [], pointer: .init(x: Int16(center.x), y: Int16(center.y)))
        XCTAssertNotEqual(focusedID(home), "t4", "a tile of a page not shown")
        XCTAssertEqual(home.pages.shownPage, 0)
    }

    func testFocusByIDShowsTheTilesPage() {
        var home = grid()
        home.focus(id: "t6")
        XCTAssertEqual(home.pages.shownPage, 4)
        XCTAssertEqual(focusedID(home), "t6")
    }

    func testDrawingShowsOnlyThePageShownAndMarksPackPages() {
        var home = grid()
        var list = DrawList()
        home.draw(into: &list, alpha: 1, style: DrawStyle())
        let tiles = list.commands.filter { $0.kind == .fillRects && $0.color == RGBA(10, 20, 30) }
        XCTAssertEqual(tiles.map(\.count).reduce(0, +), 4, "page 1's four tiles")
        XCTAssertTrue(list.commands.contains { $0.color == HomeScreen.packDotColor.mixed(with: HomeScreen.background, 0.45) },
                      "the pack's page has its own dot")
        home.focus(id: "t6")
        home.draw(into: &list, alpha: 1, style: DrawStyle())
        XCTAssertEqual(list.commands.filter { $0.kind == .fillRects && $0.color == RGBA(10, 20, 30) }.map(\.count).reduce(0, +), 1)
        XCTAssertTrue(list.commands.contains { $0.color == HomeScreen.packDotColor })
    }

    /// From the first tile, arrows alone (no pointer, no page keys) reach every tile of every
    /// page: a breadth-first walk over the home screen's states.
    func testEveryTileIsReachableByArrowsAcrossPages() {
        var start = grid()
        press(&start, .right)
        XCTAssertEqual(assertReachable(start), Set(start.tiles.map(\.id)))
    }

    func testFiftyLevelsOnTenPagesAreAllReachable() {
        let tiles = (0..<60).map { index in
            HomeScreen.Tile(id: "l\(index)", color: .black, column: (index * 3) % 8, row: (index * 7) % 50, state: .open)
        }
        var home = HomeScreen(tiles: tiles)
        press(&home, .right)
        let reached = assertReachable(home)
        XCTAssertEqual(reached, Set(home.tiles.map(\.id)))
    }

    /// The game's own levels, read from `Levels/` (fifty or more, on several pages): arrows alone
    /// reach every tile, locked ones too, from the focus the home screen starts with.
    func testEveryShippedLevelIsReachableByArrows() {
        let catalog = RepositoryPaths.shippedCatalog
        XCTAssertGreaterThanOrEqual(catalog.levels.count, 50)
        let home = HomeScreen(catalog: catalog, solved: [])
        XCTAssertGreaterThan(home.pages.numbers.count, 1)
        XCTAssertEqual(assertReachable(home), Set(catalog.levels.map(\.id)))
    }

    private func assertReachable(_ start: HomeScreen) -> Set<String> {
        var seen: Set<String> = []
        var queue = [start]
        var visitedStates: Set<String> = []
        while let home = queue.popLast() {
            guard let id = focusedID(home), visitedStates.insert(id).inserted else { continue }
            seen.insert(id)
            for button in [InputButtons.left, .right, .up, .down] {
                var next = home
                press(&next, button)
                queue.append(next)
            }
        }
        return seen
    }
}
