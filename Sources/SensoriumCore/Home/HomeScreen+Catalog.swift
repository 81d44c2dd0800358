/// The home screen built from a catalog: where each level, broken file and pack count goes.
extension HomeScreen {
    /// Tiles for a catalog: valid levels at their positions (locked until their requirements are
    /// solved), broken files after them in the free cells of their rows (a pack's in its own
    /// pages), and one count tile per pack with files not shown; the first playable tile has the
    /// focus.
    public init(catalog: LevelCatalog, solved: Set<String>, bestTicks: [String: Int] = [:],
                unverifiedBestTicks: [String: Int] = [:]) {
        var tiles = catalog.levels.map { level in
            Tile(id: level.id, color: level.tile.color, column: level.tile.column, row: level.tile.row,
                 state: solved.contains(level.id) ? .solved
                     : level.requires.allSatisfy(solved.contains) ? .open : .locked,
                 bestTicks: bestTicks[level.id], unverifiedBestTicks: unverifiedBestTicks[level.id], pack: level.pack,
                 needs: level.requires.filter { !solved.contains($0) })
        }
        tiles += Self.extraTiles(catalog: catalog, levelTiles: tiles)
        self.init(tiles: tiles)
        // The game opens with the first playable tile in focus, so Enter plays at once and the
        // first arrow already moves.
        if let first = firstPlayable(onPage: nil) { show(pageOf: first, focus: first) }
    }

    /// Broken files and count tiles, in the free cells of the rows their part of the grid uses:
    /// a hundred broken files must not shrink every good tile to a third. The rest are reported
    /// where every problem is, not drawn.
    private static func extraTiles(catalog: LevelCatalog, levelTiles: [Tile]) -> [Tile] {
        let width = LevelParser.gridColumns.count
        var taken = Set(levelTiles.map { $0.row * width + $0.column })
        var extra: [Tile] = []
        func freeCells(rows: Range<Int>) -> [Int] {
            (rows.lowerBound * width..<rows.upperBound * width).filter { !taken.contains($0) }
        }
        func place(_ tile: Tile, in cells: inout [Int]) {
            guard !cells.isEmpty else { return }
            let cell = cells.removeFirst()
            taken.insert(cell)
            var tile = tile
            tile.column = cell % width
            tile.row = cell / width
            extra.append(tile)
        }
        let grey = RGBA(150, 150, 155)
        let shippedRows = max(1, (levelTiles.filter { $0.pack == nil }.map(\.row).max() ?? 0) + 1)
        var shippedCells = freeCells(rows: 0..<shippedRows)
        for name in catalog.brokenFiles {
            place(Tile(id: name, color: grey, column: 0, row: 0, state: .broken), in: &shippedCells)
        }
        for pack in catalog.packs {
            let packRows = pack.firstRow..<(pack.firstRow + pack.pageCount * HomePages.rowsPerPage)
            let used = levelTiles.filter { packRows.contains($0.row) }.map(\.row).max().map { $0 + 1 } ?? pack.firstRow + 1
            var cells = freeCells(rows: pack.firstRow..<used)
            // The count of what is not shown comes last: the pack's last free cell.
            if pack.unshown > 0, let last = cells.popLast() {
                cells.insert(last, at: 0)
                place(Tile(id: LevelPack.id("+", in: pack.name), color: grey, column: 0, row: 0, state: .summary,
                           pack: pack.name, count: pack.unshown), in: &cells)
            }
            for name in pack.brokenFiles {
                place(Tile(id: LevelPack.id(name, in: pack.name), color: grey, column: 0, row: 0, state: .broken,
                           pack: pack.name), in: &cells)
            }
        }
        return extra
    }
}
