/// How much of each cell of a `columns` x `rows` grid a polygon covers, exactly: the signed
/// area each edge sweeps is accumulated per cell and summed along each row (the accumulation
/// rasterizer of font renderers), so a cell half under a shape's edge reads 0.5, whatever the
/// grid's size. Edges outside the grid are clamped onto its left or right side, which keeps
/// the area inside the grid exact. Plain IEEE double arithmetic in a fixed order: the same bits
/// on every machine.
///
/// The polygon is filled by winding (a simple polygon: its inside); coverage is 0.0 ... 1.0.
struct CellCoverage {
    let columns: Int
    let rows: Int
    /// Per row, `columns + 2` accumulators (the two extra take what is clamped to the right side).
    private var area: [Double]
    /// Rows the last polygon touched.
    private(set) var firstRow = 0
    private(set) var lastRow = -1

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        area = [Double](repeating: 0, count: (columns + 2) * rows)
    }

    /// Accumulates `points` (grid coordinates: cell (i, j) spans i...i+1, j...j+1), then calls
    /// `visit(row, column, row * columns + column, coverage)` for every cell with some
    /// coverage, row by row, and clears.
    mutating func cover(_ points: [(x: Double, y: Double)], _ visit: (Int, Int, Int, Double) -> Void) {
        guard points.count >= 3 else { return }
        var minY = Double.infinity, maxY = -Double.infinity
        for p in points { minY = min(minY, p.y); maxY = max(maxY, p.y) }
        guard maxY > 0, minY < Double(rows) else { return }
        firstRow = max(0, floorToInt(minY))
        lastRow = min(rows - 1, floorToInt(maxY))
        let stride = columns + 2, columns = columns, rows = rows, firstRow = firstRow, lastRow = lastRow
        area.withUnsafeMutableBufferPointer { area in
            var previous = points[points.count - 1]
            for p in points {
                Self.addEdge(previous, p, columns: columns, rows: rows, into: area)
                previous = p
            }
            for row in firstRow...lastRow {
                let line = row * stride
                var running = 0.0
                for column in 0..<columns {
                    running += area[line + column]
                    area[line + column] = 0
                    let coverage = min(1, abs(running))
                    if coverage > 0 { visit(row, column, row * columns + column, coverage) }
                }
                area[line + columns] = 0
                area[line + columns + 1] = 0
            }
        }
    }

    /// One edge, split where it crosses the grid's left and right sides so each piece can be
    /// clamped onto them.
    private static func addEdge(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), columns: Int, rows: Int,
                                into area: UnsafeMutableBufferPointer<Double>) {
        let right = Double(columns)
        // Parameters along the edge (0 ... 1) where it crosses x = 0 and x = columns, in order.
        var first = 2.0, second = 2.0
        if (a.x < 0) != (b.x < 0) { first = (0 - a.x) / (b.x - a.x) }
        if (a.x < right) != (b.x < right) { second = (right - a.x) / (b.x - a.x) }
        if first > second { swap(&first, &second) }
        var start = a
        func cut(at t: Double) {
            guard t <= 1 else { return }
            let end = (x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            line(from: start, to: end, columns: columns, rows: rows, into: area)
            start = end
        }
        cut(at: first)
        cut(at: second)
        line(from: start, to: b, columns: columns, rows: rows, into: area)
    }

    /// The signed area a line sweeps, row by row, clamped to 0 ... columns across.
    private static func line(from p: (x: Double, y: Double), to q: (x: Double, y: Double), columns: Int, rows: Int,
                             into area: UnsafeMutableBufferPointer<Double>) {
        guard p.y != q.y else { return }
        let right = Double(columns)
        let (direction, top, bottom) = p.y < q.y ? (1.0, p, q) : (-1.0, q, p)
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        let stride = columns + 2
        let firstRow = max(0, floorToInt(top.y))
        let endRow = min(rows, ceilToInt(bottom.y))
        guard firstRow < endRow else { return }
        for row in firstRow..<endRow {
            let y0 = max(Double(row), top.y), y1 = min(Double(row + 1), bottom.y)
            guard y1 > y0 else { continue }
            // Clamped onto the sides: a piece beyond one lies along it.
            let xa = min(max(top.x + (y0 - top.y) * slope, 0), right)
            let xb = min(max(top.x + (y1 - top.y) * slope, 0), right)
            let d = (y1 - y0) * direction
            let line = row * stride
            let x0 = min(xa, xb), x1 = max(xa, xb)
            let x0i = Int(x0), x1i = ceilToInt(x1)
            let x0floor = Double(x0i)
            if x1i <= x0i + 1 {
                let middle = 0.5 * (xa + xb) - x0floor
                area[line + x0i] += d - d * middle
                area[line + x0i + 1] += d * middle
            } else {
                let s = 1 / (x1 - x0)
                let x0f = x0 - x0floor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = x1 - Double(x1i) + 1
                let am = 0.5 * s * x1f * x1f
                area[line + x0i] += d * a0
                if x1i == x0i + 2 {
                    area[line + x0i + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    area[line + x0i + 1] += d * (a1 - a0)
                    for column in (x0i + 2)..<(x1i - 1) { area[line + column] += d * s }
                    let a2 = a1 + Double(x1i - x0i - 3) * s
                    area[line + x1i - 1] += d * (1 - a2 - am)
                }
                area[line + x1i] += d * am
            }
        }
    }
}

/// `Int(value.rounded(.down))` without a call into the C library (baseline x86-64 has no
/// rounding instruction): truncation, one step down for a negative value with a fraction.
@inline(__always)
func floorToInt(_ value: Double) -> Int {
    let truncated = Int(value)
    return Double(truncated) > value ? truncated - 1 : truncated
}

/// `Int(value.rounded(.up))`, likewise.
@inline(__always)
func ceilToInt(_ value: Double) -> Int {
    let truncated = Int(value)
    return Double(truncated) < value ? truncated + 1 : truncated
}
