/// What a locked tile shows when it is focused or clicked: the way in, without a word. The
/// tiles still to solve before it opens are pointed at — on the page shown, a line from the
/// locked tile and a pulse on each; on another page, a pulse on that page's dot.
public struct HomeWayIn: Equatable, Sendable {
    /// How long the way in stays drawn: long enough to follow the line to its end.
    public static let ticks = TickClock.ticks(1.6)

    /// The locked tile, by index into the grid's tiles.
    public let tile: Int
    /// The tick it was asked for.
    public let since: Int
    /// The tiles still to solve, on the page shown.
    public let tilesOnPage: [Int]
    /// The pages (positions in `HomePages.numbers`) holding the other tiles still to solve.
    public let otherPages: [Int]

    /// The way into tile `index` of `tiles`, with `pages` as shown now; nil when nothing the
    /// grid shows would open it (its requirements are not tiles here).
    init?(tile index: Int, tiles: [HomeScreen.Tile], pages: HomePages, tick: Int) {
        let required = tiles[index].needs.compactMap { id in tiles.firstIndex { $0.id == id } }
        guard !required.isEmpty else { return nil }
        let shown = Set(pages.shownIndices)
        tile = index
        since = tick
        tilesOnPage = required.filter(shown.contains)
        otherPages = Array(Set(required.filter { !shown.contains($0) }.compactMap { required in
            pages.indices.firstIndex { $0.contains(required) }
        })).sorted()
    }

    /// Whether it is still drawn at `time` (ticks, fractional).
    func isShown(at time: Double) -> Bool { time - Double(since) < Double(Self.ticks) }
}
