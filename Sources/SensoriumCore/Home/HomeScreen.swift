import Foundation

/// The home screen: one tile per level file, where the file puts it. Keys, pad and mouse all move
/// one focus, magnified like the seed's dock. A locked or broken tile answers with a soft shake
/// and a sound — never a dialog.
public struct HomeScreen: Sendable {
    public enum TileState: Equatable, Sendable { case open, solved, locked, broken }

    public struct Tile: Equatable, Sendable {
        /// The level id, or the broken file's name.
        public var id: String
        public var color: RGBA
        public var column: Int
        public var row: Int
        public var state: TileState
        /// The level's best verified time in ticks, shown under a solved tile.
        public var bestTicks: Int? = nil
    }

    public enum Event: Equatable, Sendable {
        case focusChanged(Int?)
        case open(levelID: String)
        case denied(tile: Int)
    }

    public static let background = RGBA(236, 236, 240)
    /// How long a denied tile shakes.
    public static let shakeTicks = TickClock.ticks(0.4)

    public private(set) var tiles: [Tile]
    public private(set) var magnifier: DockMagnifier
    public let tileSize: Double
    public private(set) var tick = 0
    /// Tick each tile last started shaking.
    public private(set) var shakes: [Int: Int] = [:]
    private var previousInput = InputCommand.idle

    /// Lays out `tiles` centred on the canvas; the cell size follows the grid's used extent.
    public init(tiles: [Tile]) {
        self.tiles = tiles
        let columns = Double((tiles.map(\.column).max() ?? 0) + 1)
        let rows = Double((tiles.map(\.row).max() ?? 0) + 1)
        let cell = min(1600 / columns, 820 / rows, 300)
        tileSize = cell * 0.62
        let originX = 960 - cell * columns / 2 + cell / 2
        let originY = 560 - cell * rows / 2 + cell / 2
        let centers = tiles.map { (x: originX + Double($0.column) * cell, y: originY + Double($0.row) * cell) }
        magnifier = DockMagnifier(centers: centers, itemSize: tileSize)
    }

    /// Tiles for a catalog: valid levels at their positions (locked until their requirements are
    /// solved), broken files after them in the free cells of the levels' rows; the first playable
    /// tile has the focus.
    public init(catalog: LevelCatalog, solved: Set<String>, bestTicks: [String: Int] = [:]) {
        var tiles = catalog.levels.map { level in
            Tile(id: level.id, color: level.tile.color, column: level.tile.column, row: level.tile.row,
                 state: solved.contains(level.id) ? .solved
                     : level.requires.allSatisfy(solved.contains) ? .open : .locked,
                 bestTicks: bestTicks[level.id])
        }
        // Broken files show only in the free cells of the rows the levels use: a hundred of them
        // must not shrink every good tile to a third. The rest are reported where every problem
        // is, not drawn.
        let width = LevelParser.gridColumns.count
        let taken = Set(tiles.map { $0.row * width + $0.column })
        let rows = max(1, (tiles.map(\.row).max() ?? 0) + 1)
        let free = (0..<(rows * width)).filter { !taken.contains($0) }
        for (name, cell) in zip(catalog.brokenFiles, free) {
            tiles.append(Tile(id: name, color: RGBA(150, 150, 155), column: cell % width, row: cell / width, state: .broken))
        }
        self.init(tiles: tiles)
        // The game opens with the first playable tile in focus, so Enter plays at once and the
        // first arrow already moves.
        magnifier.setActive(firstPlayable, tick: 0)
    }

    /// The first open or solved tile, in grid order.
    private var firstPlayable: Int? { tiles.firstIndex { $0.state == .open || $0.state == .solved } }

    public var focusedIndex: Int? { magnifier.active }

    /// Gives keyboard focus to a tile by id (for returning from a level).
    public mutating func focus(id: String) {
        magnifier.setActive(tiles.firstIndex { $0.id == id }, tick: tick)
    }

    public mutating func step(_ input: InputCommand, events: inout [Event]) {
        tick += 1
        let pressed = input.pressed(since: previousInput)
        let before = magnifier.active
        // The pointer takes the focus only once it moves: a window opened under a resting mouse
        // reports the pointer at once, and that must not take the focus from the first tile.
        if let pointer = input.pointer, let before = previousInput.pointer, pointer != before {
            magnifier.point(x: Double(pointer.x), y: Double(pointer.y), tick: tick)
        }
        if let direction = direction(pressed: pressed, input: input) {
            moveFocus(dx: direction.dx, dy: direction.dy)
        }
        if magnifier.active != before { events.append(.focusChanged(magnifier.active)) }
        // Enter with no focus (the pointer left the tiles) plays the first playable tile, as at
        // the start, rather than doing nothing.
        if pressed.contains(.confirm), magnifier.active == nil, let first = firstPlayable {
            magnifier.setActive(first, tick: tick)
            events.append(.focusChanged(first))
        }
        if pressed.contains(.confirm), let index = magnifier.active {
            switch tiles[index].state {
            case .open, .solved:
                events.append(.open(levelID: tiles[index].id))
            case .locked, .broken:
                shakes[index] = tick
                events.append(.denied(tile: index))
            }
        }
        previousInput = input
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

    /// Focus moves to the nearest tile in the pressed direction, preferring ones in line.
    private mutating func moveFocus(dx: Int, dy: Int) {
        guard !tiles.isEmpty else { return }
        guard let current = magnifier.active else {
            magnifier.setActive(0, tick: tick)
            return
        }
        let here = tiles[current]
        var best: Int?
        var bestScore = Int.max
        for (index, tile) in tiles.enumerated() where index != current {
            let along = (tile.column - here.column) * dx + (tile.row - here.row) * dy
            let across = abs((tile.column - here.column) * dy) + abs((tile.row - here.row) * dx)
            guard along > 0 else { continue }
            let score = along * 10 + across * 11
            if score < bestScore { bestScore = score; best = index }
        }
        if let best { magnifier.setActive(best, tick: tick) }
    }
}
