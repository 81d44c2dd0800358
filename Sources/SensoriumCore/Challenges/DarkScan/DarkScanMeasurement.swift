/// The talk's progress maths on the grid: the region inside the reticle must be dark, the ring
/// around it bright, and the contrast between them counts.
///
/// Regions, by a cell centre's Chebyshev distance `d` from the grid centre in cells, with
/// `h = reticleSize * rows / 2` the reticle's half-size:
/// - inner: `d <= h`;
/// - gap (ignored, so the square may be a little larger than the reticle): `h < d <= h (1 + ringGap)`;
/// - ring: `h (1 + ringGap) < d <= h ringOuter`.
///
/// Scores: `inner` is the mean over inner cells of each cell's darkness ramp, `outer` the mean over
/// ring cells of each cell's brightness ramp, `contrast` the ramp on ring mean brightness minus
/// inner mean brightness. `raw = (inner x outer)^2 x contrast`, so each must hold: an all-black view
/// has no bright ring (outer 0), a uniformly dark view neither, a uniformly grey view has no dark
/// inside and no contrast. Each score only rises as dark cells enter the inner region and leave
/// the ring, so progress grows monotonically as a square slides into the reticle. The square
/// makes a nearly framed view (a square turned 30 degrees, one off by a cell) read clearly short
/// of the goal, which the reticle's easing then shows as a gap that will not close.
public struct DarkScanMeasurement: Equatable, Sendable {
    /// Mean darkness of the inner cells, 0.0 ... 1.0.
    public var innerDarkness: Double
    /// Mean brightness of the ring cells, 0.0 ... 1.0.
    public var outerBrightness: Double
    /// Ring mean brightness minus inner mean brightness, -1.0 ... 1.0.
    public var contrast: Double
    /// The three scores, each 0.0 ... 1.0.
    public var innerScore: Double
    public var outerScore: Double
    public var contrastScore: Double

    /// Unsmoothed framing progress, 0.0 ... 1.0.
    public var raw: Double { (innerScore * outerScore) * (innerScore * outerScore) * contrastScore }

    public static let zero = DarkScanMeasurement(innerDarkness: 0, outerBrightness: 0, contrast: 0,
                                                 innerScore: 0, outerScore: 0, contrastScore: 0)

    /// Which region a cell belongs to.
    public enum Region: Equatable, Sendable { case inner, gap, ring, outside }

    public static func region(column: Int, row: Int, columns: Int, rows: Int, reticleSize: Double,
                              thresholds: DarkScanThresholds) -> Region {
        let half = reticleSize * Double(rows) / 2
        let dx = abs(Double(column) + 0.5 - Double(columns) / 2)
        let dy = abs(Double(row) + 0.5 - Double(rows) / 2)
        let d = max(dx, dy)
        if d <= half { return .inner }
        if d <= half * (1 + thresholds.ringGap) { return .gap }
        if d <= half * thresholds.ringOuter { return .ring }
        return .outside
    }

    /// - Parameter reticleSize: the reticle's side over the view height, 0.0 ... 1.0.
    public init(grid: LuminanceGrid, reticleSize: Double, thresholds t: DarkScanThresholds) {
        var innerCount = 0, ringCount = 0
        var innerSum = 0.0, ringSum = 0.0, innerScoreSum = 0.0, ringScoreSum = 0.0
        // `region` for every cell, its distances worked out once per column and row: the same
        // arithmetic, so the same regions, without redoing it 2304 times a tick.
        let half = reticleSize * Double(grid.rows) / 2
        let gapEnd = half * (1 + t.ringGap), ringEnd = half * t.ringOuter
        let columnDistances = (0..<grid.columns).map { abs(Double($0) + 0.5 - Double(grid.columns) / 2) }
        // Only the middle columns can be inside the ring's outer edge (the distance is symmetric).
        let firstColumn = columnDistances.firstIndex { $0 <= ringEnd } ?? grid.columns
        let endColumn = grid.columns - firstColumn
        grid.values.withUnsafeBufferPointer { values in
            for row in 0..<grid.rows {
                let dy = abs(Double(row) + 0.5 - Double(grid.rows) / 2)
                if dy > ringEnd { continue }
                for column in firstColumn..<max(firstColumn, endColumn) {
                    let d = max(columnDistances[column], dy)
                    guard d <= half || (d > gapEnd && d <= ringEnd) else { continue }
                    let brightness = Double(values[row * grid.columns + column]) / 255
                    if d <= half {
                        innerCount += 1
                        innerSum += brightness
                        innerScoreSum += DarkScanThresholds.ramp(1 - brightness, from: t.innerDarkFrom, to: t.innerDarkTo)
                    } else {
                        ringCount += 1
                        ringSum += brightness
                        ringScoreSum += DarkScanThresholds.ramp(brightness, from: t.outerBrightFrom, to: t.outerBrightTo)
                    }
                }
            }
        }
        let innerMean = innerCount > 0 ? innerSum / Double(innerCount) : 1
        let ringMean = ringCount > 0 ? ringSum / Double(ringCount) : 0
        innerDarkness = 1 - innerMean
        outerBrightness = ringMean
        contrast = ringMean - innerMean
        innerScore = innerCount > 0 ? innerScoreSum / Double(innerCount) : 0
        outerScore = ringCount > 0 ? ringScoreSum / Double(ringCount) : 0
        contrastScore = DarkScanThresholds.ramp(contrast, from: t.contrastFrom, to: t.contrastTo)
    }

    init(innerDarkness: Double, outerBrightness: Double, contrast: Double,
         innerScore: Double, outerScore: Double, contrastScore: Double) {
        self.innerDarkness = innerDarkness
        self.outerBrightness = outerBrightness
        self.contrast = contrast
        self.innerScore = innerScore
        self.outerScore = outerScore
        self.contrastScore = contrastScore
    }

    public func hash(into hasher: inout StateHasher) {
        for value in [innerDarkness, outerBrightness, contrast, innerScore, outerScore, contrastScore] {
            hasher.combine(value)
        }
    }
}
