import XCTest
@testable import SensoriumCore

final class HomeScreenTests: XCTestCase {
    /// Tiles laid out as (0 1 2 on row 0; 3 on row 1 under 0; 4 on row 1 under 2):
    ///
    ///     [0] [1] [2]
    ///     [3]     [4]
    private func grid() -> HomeScreen {
        let cells = [(0, 0), (1, 0), (2, 0), (0, 1), (2, 1)]
        return HomeScreen(tiles: cells.enumerated().map { index, cell in
            HomeScreen.Tile(id: "t\(index)", color: RGBA(10, 20, 30), column: cell.0, row: cell.1,
                            state: index == 4 ? .locked : .open)
        })
    }

    /// Presses and releases `buttons`, returning the events of the press.
    private func press(_ home: inout HomeScreen, _ buttons: InputButtons) -> [HomeScreen.Event] {
        var events: [HomeScreen.Event] = []
        home.step(InputCommand(buttons: buttons), events: &events)
        var ignored: [HomeScreen.Event] = []
        home.step(.idle, events: &ignored)
        return events
    }

    private func point(_ home: inout HomeScreen, at index: Int, dx: Double = 0) -> [HomeScreen.Event] {
        let center = home.magnifier.centers[index]
        return point(&home, x: center.x + dx, y: center.y)
    }

    private var ignoredEvents: [HomeScreen.Event] = []

    /// Whether this test's pointer has been seen yet: it takes the focus only once it moves.
    private var pointerArrived = false

    /// Moves the pointer to (`x`, `y`); the first time it comes from the canvas's corner, as a
    /// mouse entering the window does.
    private func point(_ home: inout HomeScreen, x: Double, y: Double) -> [HomeScreen.Event] {
        var events: [HomeScreen.Event] = []
        if !pointerArrived {
            home.step(InputCommand(pointer: .init(x: 0, y: 0)), events: &events)
            pointerArrived = true
            events.removeAll()
        }
        home.step(InputCommand(pointer: .init(x: Int16(x.rounded()), y: Int16(y.rounded()))), events: &events)
        return events
    }

    // MARK: Layout

    func testTilesAreLaidOutCentredOnTheCanvas() {
        let home = grid()
        // Three columns and two rows: cells of 300 (the cap), tiles 0.62 of a cell.
        XCTAssertEqual(home.tileSize, 186, accuracy: 1e-9)
        XCTAssertEqual(home.magnifier.centers[0].x, 660, accuracy: 1e-9)
        XCTAssertEqual(home.magnifier.centers[0].y, 410, accuracy: 1e-9)
        XCTAssertEqual(home.magnifier.centers[1].x, 960, accuracy: 1e-9)
        XCTAssertEqual(home.magnifier.centers[4].x, 1260, accuracy: 1e-9)
        XCTAssertEqual(home.magnifier.centers[4].y, 710, accuracy: 1e-9)
        XCTAssertEqual(home.magnifier.activationRadius, 186 * 30 / 57, accuracy: 1e-9, "the seed's radii scaled to the tile")
    }

    func testAFullGridFitsTheCanvas() {
        let tiles = (0..<40).map { HomeScreen.Tile(id: "\($0)", color: .black, column: $0 % 8, row: $0 / 8, state: .open) }
        let home = HomeScreen(tiles: tiles)
        XCTAssertEqual(home.tileSize, 164 * 0.62, accuracy: 1e-9, "820 / 5 rows")
        let enlarged = home.tileSize * DockMagnifier.enlargedScale / 2
        for center in home.magnifier.centers {
            XCTAssertGreaterThanOrEqual(center.x - enlarged, 0)
            XCTAssertLessThanOrEqual(center.x + enlarged, 1920)
            XCTAssertGreaterThanOrEqual(center.y - enlarged, 0)
            XCTAssertLessThanOrEqual(center.y + enlarged, 1080)
        }
    }

    // MARK: Keys and pad

    func testTheFirstArrowFocusesTheFirstTile() {
        var home = grid()
        XCTAssertNil(home.focusedIndex)
        XCTAssertEqual(press(&home, .left), [.focusChanged(0)])
        XCTAssertEqual(home.focusedIndex, 0)
    }

    func testArrowsMoveFocusToTheNeighbourInThatDirection() {
        var home = grid()
        _ = press(&home, .right)
        XCTAssertEqual(press(&home, .right), [.focusChanged(1)])
        XCTAssertEqual(press(&home, .right), [.focusChanged(2)])
        XCTAssertEqual(press(&home, .down), [.focusChanged(4)])
        XCTAssertEqual(press(&home, .left), [.focusChanged(3)], "over the empty cell")
        XCTAssertEqual(press(&home, .up), [.focusChanged(0)])
    }

    func testArrowsAtTheEdgeKeepTheFocus() {
        var home = grid()
        _ = press(&home, .right)
        XCTAssertEqual(press(&home, .left), [])
        XCTAssertEqual(press(&home, .up), [])
        XCTAssertEqual(home.focusedIndex, 0)
    }

    func testDownFromATileWithNothingBelowPicksADiagonalNeighbour() {
        var home = grid()
        _ = press(&home, .right)
        _ = press(&home, .right)
        XCTAssertEqual(home.focusedIndex, 1)
        XCTAssertEqual(press(&home, .down), [.focusChanged(3)], "(0,1) and (2,1) are equally near; the first tile wins")
    }

    func testATileInLineBeatsADiagonalOne() {
        var home = grid()
        for _ in 0..<3 { _ = press(&home, .right) }
        XCTAssertEqual(press(&home, .down), [.focusChanged(4)], "straight below (2,0), not (0,1)")
    }

    func testHoldingAnArrowMovesOnce() {
        var home = grid()
        _ = press(&home, .right)
        var events: [HomeScreen.Event] = []
        for _ in 0..<60 { home.step(InputCommand(buttons: .right), events: &events) }
        XCTAssertEqual(events, [.focusChanged(1)])
    }

    func testTheStickMovesFocusWhenPushedPastHalfWay() {
        var home = grid()
        _ = press(&home, .right)
        var events: [HomeScreen.Event] = []
        home.step(InputCommand(stickX: 63), events: &events)
        XCTAssertEqual(events, [], "less than half way")
        for _ in 0..<30 { home.step(InputCommand(stickX: 127), events: &events) }
        XCTAssertEqual(events, [.focusChanged(1)], "once per push")
        home.step(InputCommand(stickY: 100), events: &events)
        XCTAssertEqual(events.last, .focusChanged(3), "nothing below (1,0): of the two diagonal tiles the first wins")
    }

    // MARK: Mouse

    func testThePointerDrivesTheDock() {
        var home = grid()
        XCTAssertEqual(point(&home, at: 2, dx: 20), [.focusChanged(2)])
        XCTAssertEqual(home.magnifier.active, 2)
        XCTAssertEqual(point(&home, at: 2, dx: 80), [], "held between the activation and release radii")
        XCTAssertEqual(point(&home, at: 2, dx: 170), [.focusChanged(nil)], "released beyond 50/57 of the tile (163)")
        XCTAssertEqual(point(&home, at: 1), [.focusChanged(1)])
    }

    func testFocusedTileGrowsToOnePointThree() {
        var home = grid()
        _ = point(&home, at: 0)
        let start = Double(home.tick)
        XCTAssertEqual(home.magnifier.scale(of: 0, at: start), 1)
        XCTAssertEqual(home.magnifier.scale(of: 0, at: start + 24), 1.3)
    }

    func testAStillPointerDoesNotFightTheKeys() {
        var home = grid()
        _ = point(&home, at: 0)
        var events: [HomeScreen.Event] = []
        let resting = InputCommand(pointer: .init(x: Int16(home.magnifier.centers[0].x), y: Int16(home.magnifier.centers[0].y)))
        var right = resting
        right.buttons = .right
        home.step(right, events: &events)
        home.step(resting, events: &events)
        XCTAssertEqual(events, [.focusChanged(1)])
        XCTAssertEqual(home.focusedIndex, 1)
    }

    // MARK: Opening

    func testConfirmOnAnOpenTileOpensIt() {
        var home = grid()
        _ = press(&home, .right)
        XCTAssertEqual(press(&home, .confirm), [.open(levelID: "t0")])
    }

    /// A press opens only a tile the player can see is chosen: with no focus shown, Enter first
    /// brings it back.
    func testConfirmWithoutFocusShowsTheFirstPlayableTileAndOpensNothing() {
        var home = grid()
        XCTAssertNil(home.focusedIndex)
        XCTAssertEqual(press(&home, .confirm), [.focusChanged(0)])
        XCTAssertEqual(press(&home, .confirm), [.open(levelID: "t0")])
    }

    /// The pointer took the focus to t2 and left the tiles: the focus is hidden, not lost.
    private func focusTwoThenPointAway(_ home: inout HomeScreen) {
        _ = point(&home, at: 2)
        XCTAssertEqual(point(&home, x: 40, y: 40), [.focusChanged(nil)])
    }

    func testAfterThePointerLeavesTheNextArrowMovesFromWhereTheFocusWas() {
        var home = grid()
        focusTwoThenPointAway(&home)
        XCTAssertEqual(press(&home, .left), [.focusChanged(1)], "one step left of t2, not the top-left tile")
        focusTwoThenPointAway(&home)
        XCTAssertEqual(press(&home, .right), [.focusChanged(2)], "at the edge: back where it was")
    }

    func testAfterThePointerLeavesEnterBringsTheFocusBackAndOpensNothing() {
        var home = grid()
        focusTwoThenPointAway(&home)
        XCTAssertEqual(press(&home, .confirm), [.focusChanged(2)])
        XCTAssertEqual(press(&home, .confirm), [.open(levelID: "t2")])
    }

    /// A left click at (`x`, `y`) with the mouse resting there, pressed and released: the events
    /// of the press.
    private func click(_ home: inout HomeScreen, x: Double, y: Double) -> [HomeScreen.Event] {
        let at = InputCommand.Pointer(x: Int16(x.rounded()), y: Int16(y.rounded()))
        var events: [HomeScreen.Event] = []
        home.step(InputCommand(buttons: [.confirm, .click], pointer: at), events: &events)
        var ignored: [HomeScreen.Event] = []
        home.step(InputCommand(pointer: at), events: &ignored)
        return events
    }

    /// Back from a win, the focus is on the level just played while the mouse rests elsewhere:
    /// a click on empty space opens nothing, where Enter would open the focused tile.
    func testAClickOnEmptySpaceAfterAWinOpensNothing() {
        var home = grid()
        _ = point(&home, x: 40, y: 40)
        home.focus(id: "t2")
        XCTAssertEqual(home.focusedIndex, 2)
        XCTAssertEqual(click(&home, x: 40, y: 40), [], "nothing under the pointer: nothing happens")
        XCTAssertEqual(home.focusedIndex, 2)
        XCTAssertEqual(press(&home, .confirm), [.open(levelID: "t2")], "Enter still opens the focused tile")
    }

    func testAClickOpensTheTileUnderThePointerNotTheFocusedOne() {
        var home = grid()
        _ = point(&home, x: 40, y: 40)
        home.focus(id: "t2")
        let over = home.magnifier.centers[1]
        XCTAssertEqual(click(&home, x: over.x, y: over.y), [.focusChanged(1), .open(levelID: "t1")])
    }

    /// A window opened under a resting mouse: the pointer is reported at once, over a tile or
    /// between tiles, and the first tile keeps the focus until the mouse really moves.
    func testAPointerRestingAtTheStartLeavesTheFocusOnTheFirstTile() throws {
        var home = HomeScreen(catalog: LevelCatalog.load(directory: repositoryRoot + "/Levels"), solved: [])
        XCTAssertEqual(home.focusedIndex, 0)
        let between = InputCommand(pointer: .init(x: 5, y: 5))
        var events: [HomeScreen.Event] = []
        home.step(between, events: &events)
        home.step(between, events: &events)
        XCTAssertEqual(events, [])
        var enter = between
        enter.buttons = .confirm
        home.step(enter, events: &events)
        XCTAssertEqual(events, [.open(levelID: "catch")])
        events = []
        let over = home.magnifier.centers[1]
        home.step(InputCommand(pointer: .init(x: Int16(over.x), y: Int16(over.y))), events: &events)
        XCTAssertEqual(events, [.focusChanged(1)], "a real move takes the focus")
    }

    func testConfirmOnALockedTileShakesIt() {
        var home = grid()
        _ = press(&home, .right)
        _ = press(&home, .right)
        _ = press(&home, .right)
        _ = press(&home, .down)
        XCTAssertEqual(home.focusedIndex, 4)
        XCTAssertEqual(press(&home, .confirm), [.denied(tile: 4)])
        XCTAssertEqual(home.shakes[4], home.tick - 1)
    }

    // MARK: The way in

    private func shippedHome() -> HomeScreen {
        HomeScreen(catalog: LevelCatalog.load(directory: repositoryRoot + "/Levels"), solved: [])
    }

    private func index(_ home: HomeScreen, _ id: String) -> Int { home.tiles.firstIndex { $0.id == id }! }

    func testFocusingALockedTileShakesItAndPointsAtTheTileThatOpensIt() {
        var home = shippedHome()
        _ = press(&home, .right)
        XCTAssertEqual(home.focusedIndex, index(home, "restless"))
        XCTAssertEqual(home.shakes[index(home, "restless")], home.tick - 1, "focused, not clicked: it shakes")
        XCTAssertEqual(home.wayIn?.tile, index(home, "restless"))
        XCTAssertEqual(home.wayIn?.tilesOnPage, [index(home, "catch")])
        XCTAssertEqual(home.wayIn?.otherPages, [])
    }

    func testClickingALockedTileShowsTheWayInAgainAndIsDenied() {
        var home = shippedHome()
        let vault = index(home, "vault")
        _ = point(&home, at: vault)
        let events = press(&home, .confirm)
        XCTAssertEqual(events, [.denied(tile: vault)])
        XCTAssertEqual(home.wayIn?.since, home.tick - 1)
        XCTAssertEqual(home.wayIn?.tilesOnPage, [index(home, "upright")])
    }

    func testARequiredTileOnAnotherPagePulsesThatPagesDot() {
        var home = shippedHome()
        home.focus(id: "frame")
        _ = press(&home, .right)
        _ = press(&home, .left)
        XCTAssertEqual(home.focusedIndex, index(home, "frame"))
        XCTAssertEqual(home.wayIn?.tilesOnPage, [])
        XCTAssertEqual(home.wayIn?.otherPages, [0], "catch is on the first page")
    }

    func testSolvedRequirementsAreNotPointedAt() {
        var home = HomeScreen(catalog: LevelCatalog.load(directory: repositoryRoot + "/Levels"), solved: ["catch"])
        XCTAssertEqual(home.tiles[index(home, "restless")].state, .open)
        XCTAssertEqual(home.tiles[index(home, "shy")].needs, ["restless"])
        _ = press(&home, .right)
        _ = press(&home, .right)
        XCTAssertEqual(home.wayIn?.tilesOnPage, [index(home, "restless")])
    }

    func testTheWayInIsDrawnForAMomentThenGone() {
        var home = shippedHome()
        var before = DrawList()
        home.draw(into: &before, alpha: 1, style: DrawStyle())
        _ = press(&home, .right)
        var during = DrawList()
        home.draw(into: &during, alpha: 1, style: DrawStyle())
        XCTAssertGreaterThan(during.points.count, before.points.count, "the dotted line is drawn")
        for _ in 0..<HomeWayIn.ticks { home.step(.idle, events: &ignoredEvents) }
        var after = DrawList()
        home.draw(into: &after, alpha: 1, style: DrawStyle())
        XCTAssertEqual(after.points.count, before.points.count)
    }

    // MARK: From a catalog

    func testTileStatesFollowTheSolvedLevels() {
        let catalog = LevelCatalog.load(directory: repositoryRoot + "/Levels")
        // The first row: the jumping-target levels (other rows hold other kinds).
        func firstRow(_ solved: Set<String>) -> [HomeScreen.TileState] {
            HomeScreen(catalog: catalog, solved: solved).tiles.filter { $0.row == 0 }.map(\.state)
        }
        XCTAssertEqual(firstRow([]), [.open, .locked, .locked, .locked, .locked, .locked, .locked, .locked])
        XCTAssertEqual(firstRow(["catch"]), [.solved, .open, .locked, .locked, .locked, .locked, .locked, .locked])
        XCTAssertEqual(firstRow(["catch", "restless", "shy"]), [.solved, .solved, .solved, .open, .locked, .locked, .locked, .locked])
        let tile = HomeScreen(catalog: catalog, solved: []).tiles[1]
        XCTAssertEqual(tile, HomeScreen.Tile(id: "restless", color: RGBA(0xCC, 0x55, 0xBB), column: 1, row: 0, state: .locked,
                                                  needs: ["catch"]), "a locked tile knows what opens it")
    }

    func testBrokenFilesAppearAsBrokenTilesInTheFirstFreeCells() throws {
        let folder = try makeTemporaryFolder(self)
        try write(levelJSON(id: "first", tile: ##"{"color": "#112233", "column": 0, "row": 0}"##), to: folder + "/first.json")
        try write(levelJSON(id: "third", tile: ##"{"color": "#112233", "column": 2, "row": 0}"##), to: folder + "/third.json")
        try write("{", to: folder + "/broken.json")
        try write(levelJSON(id: "wrong-name"), to: folder + "/misnamed.json")
        let home = HomeScreen(catalog: LevelCatalog.load(directory: folder), solved: [])
        XCTAssertEqual(home.tiles.map(\.id), ["first", "third", "broken.json", "misnamed.json"])
        XCTAssertEqual(home.tiles.map(\.state), [.open, .open, .broken, .broken])
        XCTAssertEqual(home.tiles[2].column, 1)
        XCTAssertEqual(home.tiles[3].column, 3)
        XCTAssertEqual(home.tiles[3].row, 0)
    }

    /// A hundred broken files must not stretch the grid and shrink the good tiles: they take the
    /// free cells of the levels' rows, and the rest are reported, not drawn.
    func testAHundredBrokenFilesLeaveTheGridAsItWas() throws {
        let folder = try makeTemporaryFolder(self)
        for file in try LevelFolder.files(in: repositoryRoot + "/Levels").paths {
            try FileManager.default.copyItem(atPath: file, toPath: folder + "/" + (file as NSString).lastPathComponent)
        }
        for index in 0..<100 { try write("{", to: folder + "/broken-\(index).json") }
        let broken = LevelCatalog.load(directory: folder)
        XCTAssertEqual(broken.brokenFiles.count, 100)
        let home = HomeScreen(catalog: broken, solved: [])
        let clean = HomeScreen(catalog: LevelCatalog.load(directory: repositoryRoot + "/Levels"), solved: [])
        XCTAssertEqual(home.tileSize, clean.tileSize)
        XCTAssertEqual(home.tiles.map(\.row).max(), clean.tiles.map(\.row).max())
        let rows = (clean.tiles.map(\.row).max() ?? 0) + 1
        XCTAssertEqual(home.tiles.count, rows * 8, "every free cell of the rows in use, no more")
    }

    func testConfirmOnABrokenTileIsDenied() throws {
        let folder = try makeTemporaryFolder(self)
        try write("{", to: folder + "/broken.json")
        var home = HomeScreen(catalog: LevelCatalog.load(directory: folder), solved: [])
        _ = press(&home, .right)
        XCTAssertEqual(press(&home, .confirm), [.denied(tile: 0)])
    }

    // MARK: Drawing

    func testDrawingShowsEveryTileAndTheFocusedOneOnTop() {
        var home = grid()
        _ = point(&home, at: 1)
        var list = DrawList()
        home.draw(into: &list, alpha: 1, style: DrawStyle())
        XCTAssertEqual(list.background, HomeScreen.background)
        let tileFills = list.commands.filter { $0.kind == .fillRects && $0.color == RGBA(10, 20, 30) }
        XCTAssertEqual(tileFills.map(\.count).reduce(0, +), 4, "four open tiles in their colour; the locked one is greyed")
        XCTAssertEqual(list.commands.last?.kind, .outlineRects, "the focus ring is drawn last")
    }
}
