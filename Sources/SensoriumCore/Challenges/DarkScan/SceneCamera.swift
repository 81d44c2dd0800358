/// The scene seen through the viewfinder: the grids the challenge analyses when no webcam
/// supplies frames, taken straight from the scene, cell by cell.
///
/// A cell's value is the mean lifted luma of the wall under it, as the pipeline would give for a
/// camera frame (`LuminancePipeline`), but without one: the wall's background; the picture's
/// mean over the cell's footprint, read from its summed-area table (`ScenePictureTable`: four
/// reads a cell) and weighted by how much of the cell the picture covers; then each shape in
/// order, mixed in by the exact share of the cell it covers (`CellCoverage`). The footprint is
/// the box of the cell's size around its centre, in picture pixels, along the picture's axes (a
/// rolled view turns the cell, not the box), with the picture taken as flat pixels: a box edge
/// inside a pixel takes its share of it, so the grid moves smoothly as the view pans.
///
/// Doubles in a fixed order of IEEE operations and integer sums: the same bits on every machine.
public struct SceneCamera: Equatable, Sendable {
    /// `frame` makes 320x180 frames: five pixels per cell of a 64x36 grid, two per detector pixel.
    public static let frameWidth = 320
    public static let frameHeight = 180

    public var scene: DarkScanScene
    public var limits: Viewfinder.Limits

    public init(scene: DarkScanScene, limits: Viewfinder.Limits) {
        self.scene = scene
        self.limits = limits
    }

    /// A picture of what the camera sees at `viewfinder` (tests and tools; the challenge reads
    /// `grid`).
    public func frame(viewfinder: Viewfinder) -> LuminanceFrame {
        scene.render(viewfinder, limits: limits, width: Self.frameWidth, height: Self.frameHeight)
    }

    /// The `columns` x `rows` grid of the view at `viewfinder` (16:9, like the view), each cell
    /// the mean of the wall's luma lifted with `liftStrength` (0 ... 64, `LuminancePipeline`).
    public func grid(viewfinder: Viewfinder, columns: Int, rows: Int, liftStrength: Int) -> LuminanceGrid {
        image(viewfinder: viewfinder, columns: columns, rows: rows, liftStrength: liftStrength, wholePixels: false)
    }

    /// The detector's image of the view at `viewfinder` (`DarkScanAnalysis.detectorColumns` x
    /// `detectorRows`): as `grid`, but a cell's footprint on the picture is rounded to whole
    /// pixels (at least one), so its mean is four table reads whatever the view's roll. The
    /// detector only thresholds and counts it, and its cells are small beside the grid's, so
    /// the rounding never shows; the grid the player sees keeps its exact footprints.
    public func detectorImage(viewfinder: Viewfinder, liftStrength: Int) -> LuminanceGrid {
        image(viewfinder: viewfinder, columns: DarkScanAnalysis.detectorColumns, rows: DarkScanAnalysis.detectorRows,
              liftStrength: liftStrength, wholePixels: true)
    }

    private func image(viewfinder: Viewfinder, columns: Int, rows: Int, liftStrength: Int, wholePixels: Bool) -> LuminanceGrid {
        let projection = Viewfinder.Projection(viewfinder, limits: limits, width: columns, height: rows)
        let background = Double(LuminancePipeline.lift(scene.background, strength: liftStrength))
        var values = [Double](repeating: background, count: columns * rows)
        // Made when something is cut by a cell's edge: a picture filling the view needs none.
        var coverage: CellCoverage?
        func cover(_ outline: [(x: Double, y: Double)], _ visit: (Int, Int, Int, Double) -> Void) {
            if coverage == nil { coverage = CellCoverage(columns: columns, rows: rows) }
            coverage!.cover(outline, visit)
        }
        var outline: [(x: Double, y: Double)] = []
        outline.reserveCapacity(48)
        values.withUnsafeMutableBufferPointer { values in
            if let image = scene.image, let picture = image.cameraPicture {
                let table = scene.pictureTable.table(for: picture, liftStrength: liftStrength)
                let halfWidth = image.width / 2, halfHeight = image.height / 2
                for (x, y) in [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight)] {
                    outline.append(projection.toFrame(image.x + x, image.y + y))
                }
                let footprint = PictureFootprint(image: image, table: table, projection: projection,
                                                 columns: columns, rows: rows)
                table.withReader { reader in
                    if footprint.coversView(projection, columns: columns, rows: rows) {
                        // Every cell is wholly on the picture (the usual photo level): no shares.
                        footprint.fill(values, columns: columns, rows: rows, background: background,
                                       wholePixels: wholePixels, reader: reader)
                    } else {
                        // Every cell's mean first (cheap off the picture: no area), then each
                        // mixed in by the share of the cell the picture covers.
                        var means = [Double](repeating: background, count: columns * rows)
                        means.withUnsafeMutableBufferPointer { means in
                            footprint.fill(means, columns: columns, rows: rows, background: background,
                                           wholePixels: wholePixels, reader: reader)
                            cover(outline) { _, _, index, share in
                                let mean = means[index]
                                values[index] = share >= 1 ? mean : background + (mean - background) * share
                            }
                        }
                    }
                }
            }
            for shape in scene.shapes {
                outline.removeAll(keepingCapacity: true)
                for p in shape.outline { outline.append(projection.toFrame(p.x, p.y)) }
                let luma = Double(LuminancePipeline.lift(shape.luminance, strength: liftStrength))
                cover(outline) { _, _, index, share in
                    values[index] = share >= 1 ? luma : values[index] + (luma - values[index]) * share
                }
            }
        }
        // Every value is a mix of values in 0 ... 255, so rounding needs no clamp.
        let bytes = [UInt8](unsafeUninitializedCapacity: values.count) { bytes, count in
            for index in values.indices { bytes[index] = UInt8(truncatingIfNeeded: Int(values[index] + 0.5)) }
            count = values.count
        }
        return LuminanceGrid(columns: columns, rows: rows, values: bytes)
    }
}

/// Where a grid cell falls on the scene's picture, and the mean lifted luma there.
private struct PictureFootprint {
    let table: ScenePictureTable
    /// The picture's rectangle in the scene; scene to picture pixels is `(x - left) * scaleX`.
    let left: Double, top: Double, right: Double, bottom: Double, scaleX: Double, scaleY: Double
    /// Half the cell's side, in picture pixels.
    let halfBoxWidth: Double, halfBoxHeight: Double
    /// `Projection.toScene` of cell centres, `cx + cos u - sin v`, `cy + sin u + cos v`: the
    /// terms of a column and of a row, worked out once a grid.
    let cx: Double, cy: Double
    let cosU: [Double], sinU: [Double], cosV: [Double], sinV: [Double]
    /// For an unrolled view whose cells are small enough for 32-bit sums, the picture
    /// coordinates of the lines between cells (`columns + 1` across, `rows + 1` down, clipped to
    /// the picture): neighbouring cells share their edges, so the picture's integral is read
    /// once at each corner of the lattice instead of four times a cell.
    let lattice: (xs: [Double], ys: [Double])?

    init(image: DarkScanScene.SceneImage, table: ScenePictureTable, projection p: Viewfinder.Projection,
         columns: Int, rows: Int) {
        self.table = table
        left = image.x - image.width / 2
        top = image.y - image.height / 2
        right = image.x + image.width / 2
        bottom = image.y + image.height / 2
        scaleX = Double(table.width) / image.width
        scaleY = Double(table.height) / image.height
        halfBoxWidth = 0.5 / p.scale * scaleX
        halfBoxHeight = 0.5 / p.scale * scaleY
        cx = p.cx; cy = p.cy
        let u = (0..<columns).map { (Double($0) + 0.5 - p.halfWidth) / p.scale }
        let v = (0..<rows).map { (Double($0) + 0.5 - p.halfHeight) / p.scale }
        cosU = u.map { p.cosine * $0 }; sinU = u.map { p.sine * $0 }
        cosV = v.map { p.cosine * $0 }; sinV = v.map { p.sine * $0 }
        // A cell's whole pixels, generously counted, must sum in 32 bits (a wider box is
        // summed cell by cell, in bands).
        let pixels = (2 * halfBoxWidth + 2) * (2 * halfBoxHeight + 2)
        if p.sine == 0 && p.cosine > 0 && pixels < Double(ScenePictureTable.exactPixels) {
            let (left, top, scaleX, scaleY) = (left, top, scaleX, scaleY)
            let width = Double(table.width), height = Double(table.height)
            let xs = (0...columns).map { line in
                min(max((p.cx + p.cosine * ((Double(line) - p.halfWidth) / p.scale) - left) * scaleX, 0), width)
            }
            let ys = (0...rows).map { line in
                min(max((p.cy + p.cosine * ((Double(line) - p.halfHeight) / p.scale) - top) * scaleY, 0), height)
            }
            lattice = (xs, ys)
        } else {
            lattice = nil
        }
    }

    /// Whether the picture lies under the whole view: its four corners are on it.
    func coversView(_ projection: Viewfinder.Projection, columns: Int, rows: Int) -> Bool {
        for (fx, fy) in [(0, 0), (columns, 0), (0, rows), (columns, rows)] {
            let corner = projection.toScene(Double(fx), Double(fy))
            guard corner.x >= left && corner.x <= right && corner.y >= top && corner.y <= bottom else { return false }
        }
        return true
    }

    /// `mean(x, y)` of each cell's centre on the picture (table pixels, any roll) into `values`,
    /// row by row: the one walk of the cells for the boxes of their own.
    @inline(__always)
    private func eachCellCentre(_ values: UnsafeMutableBufferPointer<Double>, columns: Int, rows: Int,
                                _ mean: (Double, Double) -> Double) {
        let (cx, cy, left, top, scaleX, scaleY) = (cx, cy, left, top, scaleX, scaleY)
        cosU.withUnsafeBufferPointer { cosU in
            sinU.withUnsafeBufferPointer { sinU in
                for row in 0..<rows {
                    let cosV = cosV[row], sinV = sinV[row]
                    let line = values.baseAddress! + row * columns
                    for column in 0..<columns {
                        line[column] = mean((cx + cosU[column] - sinV - left) * scaleX, (cy + sinU[column] + cosV - top) * scaleY)
                    }
                }
            }
        }
    }

    /// Every cell's mean into `values` (`background` where a box misses the picture), over its
    /// exact box or (`wholePixels`) over the box rounded to whole pixels.
    func fill(_ values: UnsafeMutableBufferPointer<Double>, columns: Int, rows: Int, background: Double,
              wholePixels: Bool, reader: ScenePictureTable.Reader) {
        let tableWidth = table.width, tableHeight = table.height
        let (halfBoxWidth, halfBoxHeight) = (halfBoxWidth, halfBoxHeight)
        if wholePixels {
            eachCellCentre(values, columns: columns, rows: rows) { x, y in
                let (x0, x1) = Self.wholeBox(x, halfBoxWidth, limit: tableWidth)
                let (y0, y1) = Self.wholeBox(y, halfBoxHeight, limit: tableHeight)
                let pixels = (x1 - x0) * (y1 - y0)
                return pixels > 0 ? Double(reader.sum(x0, y0, x1, y1)) / Double(pixels) : background
            }
            return
        }
        guard let lattice else {
            // A rolled view (or huge cells): every cell has a box of its own.
            eachCellCentre(values, columns: columns, rows: rows) { x, y in
                let (xs, width) = Self.box(x, halfBoxWidth, limit: tableWidth)
                let (ys, height) = Self.box(y, halfBoxHeight, limit: tableHeight)
                let area = width * height
                return area > 0 ? reader.sum(xs, ys, width: tableWidth, height: tableHeight) / area : background
            }
            return
        }
        // The integral at every corner of a row of cells, two lattice lines at a time; a cell's
        // sum is its four corners' difference.
        let xs = lattice.xs.map { ScenePictureTable.Edges.split($0, limit: tableWidth) }
        var above = [ScenePictureTable.Integral](repeating: .zero, count: columns + 1)
        var below = above
        xs.withUnsafeBufferPointer { xs in
            lattice.xs.withUnsafeBufferPointer { lineX in
                above.withUnsafeMutableBufferPointer { above in
                    below.withUnsafeMutableBufferPointer { below in
                        var upper = above.baseAddress!, lower = below.baseAddress!
                        reader.integrals(xs, ScenePictureTable.Edges.split(lattice.ys[0], limit: tableHeight),
                                         height: tableHeight, width: tableWidth, into: upper)
                        for row in 0..<rows {
                            reader.integrals(xs, ScenePictureTable.Edges.split(lattice.ys[row + 1], limit: tableHeight),
                                             height: tableHeight, width: tableWidth, into: lower)
                            let height = lattice.ys[row + 1] - lattice.ys[row]
                            let line = values.baseAddress! + row * columns
                            for column in 0..<columns {
                                let area = (lineX[column + 1] - lineX[column]) * height
                                guard area > 0 else { line[column] = background; continue }
                                let whole = lower[column + 1].whole &- lower[column].whole
                                    &- upper[column + 1].whole &+ upper[column].whole
                                let shares = (lower[column + 1].shares - lower[column].shares)
                                    - (upper[column + 1].shares - upper[column].shares)
                                line[column] = (Double(whole) + shares) / area
                            }
                            swap(&upper, &lower)
                        }
                    }
                }
            }
        }
    }

    /// The box `centre - half ... centre + half` with its edges rounded to whole pixels, clipped
    /// to the picture's `0 ... limit`; a box that rounds to nothing takes the pixel under its
    /// centre.
    @inline(__always)
    static func wholeBox(_ centre: Double, _ half: Double, limit: Int) -> (Int, Int) {
        var low = floorToInt(centre - half + 0.5), high = floorToInt(centre + half + 0.5)
        if high <= low { low = floorToInt(centre); high = low + 1 }
        return (min(max(low, 0), limit), min(max(high, 0), limit))
    }

    /// The box `centre - half ... centre + half` clipped to the picture's `0 ... limit`: its
    /// edges, and its length.
    @inline(__always)
    static func box(_ centre: Double, _ half: Double, limit: Int) -> (ScenePictureTable.Edges, Double) {
        let size = Double(limit)
        let low = min(max(centre - half, 0), size), high = min(max(centre + half, 0), size)
        return (ScenePictureTable.Edges(low, high, limit: limit), high - low)
    }
}

extension DarkScanScene.SceneImage {
    /// The decoded picture the camera reads, or nil until it is decoded: the one place the
    /// camera asks for it.
    var cameraPicture: LuminanceFrame? { frame }
}
