/// The pages of the home grid: five rows a page (page = row / 5), and only pages that have tiles
/// exist, in order, so a pack's pages follow the shipped ones with no empty page between. Also
/// where the page controls sit (dots at the bottom, arrows at the sides), so drawing and clicking
/// agree on them.
public struct HomePages: Equatable, Sendable {
    public static let rowsPerPage = 5

    /// The grid page numbers that have tiles, ascending.
    public let numbers: [Int]
    /// The tile indices on each page of `numbers`.
    public let indices: [[Int]]
    /// Per page of `numbers`: the pack its tiles come from (its dot is marked), nil for the
    /// game's own.
    public let packs: [String?]
    /// The page shown, as a position in `numbers`.
    public var shown = 0

    public static func page(ofRow row: Int) -> Int { row / rowsPerPage }

    public init(tiles: [HomeScreen.Tile]) {
        let byPage = Dictionary(grouping: tiles.indices) { Self.page(ofRow: tiles[$0].row) }
        numbers = byPage.keys.sorted()
        indices = numbers.map { byPage[$0] ?? [] }
        packs = indices.map { page in page.lazy.compactMap { tiles[$0].pack }.first }
    }

    /// The grid page number shown (0 with no tiles).
    public var shownPage: Int { numbers.isEmpty ? 0 : numbers[shown] }
    /// The tiles of the page shown.
    public var shownIndices: [Int] { indices.isEmpty ? [] : indices[shown] }

    // MARK: Controls

    /// Spacing of the page dots, their row, and the arrows' distance from the canvas's sides.
    static let dotSpacing: Float = 36
    static let dotsY: Float = 1040
    static let arrowInset: Float = 70
    static let arrowHalfHeight: Float = 60

    /// The centre of page `position`'s dot. A gap of half a step parts the dots of one pack (or
    /// of the game's own pages) from the next.
    func dotCenter(_ position: Int) -> PointF {
        func offset(_ position: Int) -> Float {
            let groupsBefore = (0..<position).filter { packs[$0 + 1] != packs[$0] }.count
            return Float(position) * Self.dotSpacing + Float(groupsBefore) * Self.dotSpacing / 2
        }
        let width = offset(numbers.count - 1)
        return PointF(x: DrawList.canvasWidth / 2 - width / 2 + offset(position), y: Self.dotsY)
    }

    /// Whether there is a page before / after the one shown (an arrow is drawn on that side).
    var hasPrevious: Bool { shown > 0 }
    var hasNext: Bool { shown + 1 < numbers.count }

    /// The page a click at `point` turns to: a dot's page, or the one before / after for the
    /// arrows; nil elsewhere, and when there is only one page (no controls are drawn).
    public func control(at point: InputCommand.Pointer) -> Int? {
        guard numbers.count > 1 else { return nil }
        let x = Float(point.x), y = Float(point.y)
        if abs(y - Self.dotsY) <= 24 {
            let position = numbers.indices.min { abs(dotCenter($0).x - x) < abs(dotCenter($1).x - x) }
            if let position, abs(dotCenter(position).x - x) <= Self.dotSpacing / 2 { return position }
        }
        if abs(y - DrawList.canvasHeight / 2) <= Self.arrowHalfHeight * 1.5 {
            if hasPrevious, x <= Self.arrowInset * 2 { return shown - 1 }
            if hasNext, x >= DrawList.canvasWidth - Self.arrowInset * 2 { return shown + 1 }
        }
        return nil
    }
}
