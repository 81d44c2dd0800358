import FoundationEssentials
import Glibc

/// The home screen: one tile per level file, where the file puts it, five rows a page
/// (`HomePages`). Keys, pad and mouse all move one focus, magnified like the seed's dock, over the
/// page shown. A locked or broken tile answers with a soft shake and a sound — never a dialog.
public struct HomeScreen: Sendable {
    public enum TileState: Equatable, Sendable { case open, solved, locked, broken, summary }

    public struct Tile: Equatable, Sendable {
        /// The level id, or the broken file's name.
        public var id: String
        public var color: RGBA
        public var column: Int
        /// The grid row: the tile's page is `row / HomePages.rowsPerPage`.
        public var row: Int
        public var state: TileState
        /// The level's best verified time in ticks, shown under a solved tile.
        public var bestTicks: Int? = nil
        /// Its best unverifiable time (a hint, assist mode...), shown in its own colour when
        /// there is no verified one: a solved tile always shows a time it was solved in.
        public var unverifiedBestTicks: Int? = nil
        /// The pack of a pack's tile (nil for the game's own): its page is marked apart.
        public var pack: String? = nil
        /// For a `.summary` tile: how many of its pack's files are not shown.
        public var count = 0
        /// For a `.locked` tile: the levels still to solve before it opens (its way in).
        public var needs: [String] = []

        public init(id: String, color: RGBA, column: Int, row: Int, state: TileState, bestTicks: Int? = nil,
                    unverifiedBestTicks: Int? = nil, pack: String? = nil, count: Int = 0, needs: [String] = []) {
            self.id = id
            self.color = color
            self.column = column
            self.row = row
            self.state = state
            self.bestTicks = bestTicks
            self.unverifiedBestTicks = unverifiedBestTicks
            self.pack = pack
            self.count = count
            self.needs = needs
        }
    }

    public enum Event: Equatable, Sendable {
        case focusChanged(Int?)
        case open(levelID: String)
        case denied(tile: Int)
    }

    public static let background = RGBA(236, 236, 240)
    /// How long a denied tile shakes.
    public static let shakeTicks = TickClock.ticks(0.4)
    /// After a win, how long the grid takes no press: a player still pressing from the level
    /// (catching, clicking fast) does not reopen it unawares.
    public static let calmTicks = TickClock.ticks(0.5)

    public private(set) var tiles: [Tile]
    public private(set) var magnifier: DockMagnifier
    public let tileSize: Double
    /// From one tile's centre to the next (the tiles are 0.62 of it).
    public let cellSize: Double
    /// The pages that have tiles, and which of them is shown.
    public private(set) var pages: HomePages
    public private(set) var tick = 0
    /// Tick each tile last started shaking.
    public private(set) var shakes: [Int: Int] = [:]
    /// Per page (a position in `pages.numbers`): the tile the focus was last on. When the pointer
    /// leaves the tiles the focus is hidden, not lost: the next arrow moves on from here, and a
    /// page turned back to shows its focus where the player left it.
    public private(set) var leftFocus: [Int: Int] = [:]
    /// The way into the locked tile last focused or clicked, drawn for a moment.
    public private(set) var wayIn: HomeWayIn?
    private var previousInput = InputCommand.idle
    /// After a win: no press counts before this tick.
    private var calmUntil = 0
    /// After a win: a click counts only once the pointer has moved on the grid; the pointer rests
    /// where the level's last click left it, over whatever tile is there.
    private var clickWaitsForMove = false

    /// Lays out `tiles` centred on the canvas, page by page; the cell size, the same on every
    /// page, follows the grid's used extent (columns, and rows within a page).
    public init(tiles: [Tile]) {
        self.tiles = tiles
        let perPage = HomePages.rowsPerPage
        let columns = Double((tiles.map(\.column).max() ?? 0) + 1)
        let rows = Double((tiles.map { $0.row % perPage }.max() ?? 0) + 1)
        let cell = min(1600 / columns, 820 / rows, 300)
        tileSize = cell * 0.62
        cellSize = cell
        // Each page's used part is centred on its own, in the cells every page shares, so a
        // pack's short page sits in the middle as the game's own pages do.
        let byPage = Dictionary(grouping: tiles) { HomePages.page(ofRow: $0.row) }
        let origins = byPage.mapValues { page -> (x: Double, y: Double) in
            let firstColumn = Double(page.map(\.column).min() ?? 0), lastColumn = Double(page.map(\.column).max() ?? 0)
            let firstRow = Double(page.map { $0.row % perPage }.min() ?? 0), lastRow = Double(page.map { $0.row % perPage }.max() ?? 0)
            return (960 - cell * (lastColumn - firstColumn + 1) / 2 + cell / 2 - firstColumn * cell,
                    560 - cell * (lastRow - firstRow + 1) / 2 + cell / 2 - firstRow * cell)
        }
        let centers = tiles.map { tile in
            let origin = origins[HomePages.page(ofRow: tile.row)] ?? (0, 0)
            return (x: origin.x + Double(tile.column) * cell, y: origin.y + Double(tile.row % perPage) * cell)
        }
        magnifier = DockMagnifier(centers: centers, itemSize: tileSize)
        pages = HomePages(tiles: tiles)
    }

    /// The first open or solved tile in grid order, on `page` (any page when nil).
    func firstPlayable(onPage page: Int?) -> Int? {
        let playable = tiles.indices.filter { (tiles[$0].state == .open || tiles[$0].state == .solved)
            && (page == nil || HomePages.page(ofRow: tiles[$0].row) == page) }
        return playable.min { (tiles[$0].row, tiles[$0].column) < (tiles[$1].row, tiles[$1].column) }
    }

    public var focusedIndex: Int? { magnifier.active }

    /// Gives keyboard focus to a tile by id (for returning from a level), showing its page.
    public mutating func focus(id: String) {
        guard let index = tiles.firstIndex(where: { $0.id == id }) else {
            magnifier.setActive(nil, tick: tick)
            return
        }
        show(pageOf: index, focus: index)
    }

    /// Takes `input` as already seen: what is held when the grid appears (a stick pushed through
    /// a win's celebration) is not a new push. After a win the grid takes no press for
    /// `calmTicks`, and no click until the pointer moves.
    public mutating func arrive(holding input: InputCommand, afterWin: Bool = false) {
        previousInput = input
        if afterWin {
            calmUntil = tick + Self.calmTicks
            clickWaitsForMove = true
        }
    }

    public mutating func step(_ input: InputCommand, events: inout [Event]) {
        tick += 1
        var pressed = input.pressed(since: previousInput)
        if input.pointer != previousInput.pointer { clickWaitsForMove = false }
        if tick <= calmUntil || clickWaitsForMove && pressed.contains(.click) { pressed.subtract([.confirm, .click]) }
        let before = magnifier.active
        // The pointer takes the focus only once it moves: a window opened under a resting mouse
        // reports the pointer at once, and that must not take the focus from the first tile.
        if let pointer = input.pointer, let before = previousInput.pointer, pointer != before {
            magnifier.point(x: Double(pointer.x), y: Double(pointer.y), tick: tick, among: pages.shownIndices)
        }
        // A click acts on the tile under it, never on a focus the keys or a win left elsewhere.
        let clicked = pressed.contains(.click)
        let clickedTile = clicked ? input.pointer.flatMap(tile(under:)) : nil
        if let clickedTile { magnifier.setActive(clickedTile, tick: tick) }
        var clickedPageControl = false
        if pressed.contains(.confirm), let pointer = input.pointer, let target = pages.control(at: pointer) {
            turn(to: target)
            clickedPageControl = true
        } else if pressed.contains(.zoomIn) {
            turn(to: pages.shown + 1)
        } else if pressed.contains(.zoomOut) {
            turn(to: pages.shown - 1)
        } else if let direction = direction(pressed: pressed, input: input) {
            moveFocus(dx: direction.dx, dy: direction.dy)
        }
        if magnifier.active != before {
            events.append(.focusChanged(magnifier.active))
            if let index = magnifier.active, tiles[index].state == .locked { showWayIn(to: index) }
        }
        if pressed.contains(.confirm), !clickedPageControl, !clicked || clickedTile != nil {
            // A click on empty space does nothing (Enter with no focus brings the focus back).
            confirm(events: &events)
        }
        if let active = magnifier.active { leftFocus[pages.shown] = active }
        previousInput = input
    }

    /// The tile of the page shown that a click at `pointer` lands on: the nearest within the
    /// dock's activation radius, or the focused one out to its release radius (it is drawn
    /// larger); nil between tiles.
    private func tile(under pointer: InputCommand.Pointer) -> Int? {
        let x = Double(pointer.x), y = Double(pointer.y)
        guard let nearest = magnifier.nearest(x: x, y: y, among: pages.shownIndices) else { return nil }
        let center = magnifier.centers[nearest]
        let reach = nearest == magnifier.active ? magnifier.releaseRadius : magnifier.activationRadius
        return hypot(center.x - x, center.y - y) <= reach ? nearest : nil
    }

    /// Enter on the focused tile. With no focus shown (the pointer left the tiles) it only
    /// brings the focus back where it was left (or to the page's first playable tile): a press
    /// opens only a tile the player can see is chosen.
    private mutating func confirm(events: inout [Event]) {
        guard let index = magnifier.active else {
            if let back = leftFocus[pages.shown] ?? firstPlayable(onPage: pages.shownPage) ?? firstPlayable(onPage: nil) {
                show(pageOf: back, focus: back)
                events.append(.focusChanged(back))
            }
            return
        }
        switch tiles[index].state {
        case .open, .solved:
            events.append(.open(levelID: tiles[index].id))
        case .locked:
            showWayIn(to: index)
            events.append(.denied(tile: index))
        case .broken, .summary:
            shakes[index] = tick
            events.append(.denied(tile: index))
        }
    }

    /// A locked tile shakes and points, wordlessly, at the tiles that open it.
    private mutating func showWayIn(to index: Int) {
        shakes[index] = tick
        wayIn = HomeWayIn(tile: index, tiles: tiles, pages: pages, tick: tick)
    }

    /// Arrow presses, or the stick pushed past half way since the last tick.
    private func direction(pressed: InputButtons, input: InputCommand) -> (dx: Int, dy: Int)? {
        if pressed.contains(.left) { return (-1, 0) }
        if pressed.contains(.right) { return (1, 0) }
        if pressed.contains(.up) { return (0, -1) }
        if pressed.contains(.down) { return (0, 1) }
        let (sx, sy) = input.stickPushed(since: previousInput)
        if sx != 0 { return (sx, 0) }
        if sy != 0 { return (0, sy) }
        return nil
    }

    /// Focus moves to the nearest tile of the page in the pressed direction, preferring ones in
    /// line; past the page's edge (down or right: the next page, up or left: the one before) it
    /// turns the page and lands on the tile nearest the edge it came in by.
    private mutating func moveFocus(dx: Int, dy: Int) {
        guard !tiles.isEmpty else { return }
        guard let current = magnifier.active ?? leftFocus[pages.shown] else {
            magnifier.setActive(firstPlayable(onPage: pages.shownPage) ?? pages.shownIndices.first, tick: tick)
            return
        }
        let here = tiles[current]
        var best: Int?
        var bestScore = Int.max
        for index in pages.shownIndices where index != current {
            let tile = tiles[index]
            let along = (tile.column - here.column) * dx + (tile.row - here.row) * dy
            let across = abs((tile.column - here.column) * dy) + abs((tile.row - here.row) * dx)
            guard along > 0 else { continue }
            let score = along * 10 + across * 11
            if score < bestScore { bestScore = score; best = index }
        }
        if let best {
            magnifier.setActive(best, tick: tick)
            return
        }
        // A hidden focus at the page's edge comes back where it was rather than turning the page.
        guard magnifier.active != nil else { return magnifier.setActive(current, tick: tick) }
        let target = pages.shown + (dx + dy > 0 ? 1 : -1)
        guard pages.numbers.indices.contains(target) else { return }
        pages.shown = target
        let perPage = HomePages.rowsPerPage
        // Where the focus enters: the new page's edge facing the old one, nearest in line.
        let entry = pages.shownIndices.min { a, b in
            func key(_ tile: Tile) -> (Int, Int) {
                let row = tile.row % perPage, hereRow = here.row % perPage
                if dy != 0 { return (dy > 0 ? row : -row, abs(tile.column - here.column)) }
                return (dx > 0 ? tile.column : -tile.column, abs(row - hereRow))
            }
            return key(tiles[a]) < key(tiles[b])
        }
        magnifier.setActive(entry, tick: tick)
    }

    /// Shows page `target` (by position in `pages.numbers`; out of range does nothing) with the
    /// focus where the player left it on that page, else on its first playable tile, or its first.
    private mutating func turn(to target: Int) {
        guard pages.numbers.indices.contains(target), target != pages.shown else { return }
        pages.shown = target
        magnifier.setActive(leftFocus[target] ?? firstPlayable(onPage: pages.shownPage) ?? pages.shownIndices.first, tick: tick)
    }

    /// Shows the page of tile `index`, with the focus on `focus`.
    mutating func show(pageOf index: Int, focus: Int?) {
        if let position = pages.numbers.firstIndex(of: HomePages.page(ofRow: tiles[index].row)) {
            pages.shown = position
        }
        magnifier.setActive(focus, tick: tick)
        if let focus { leftFocus[pages.shown] = focus }
    }
}
