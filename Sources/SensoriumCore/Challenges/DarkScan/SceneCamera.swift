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
                        footprint.fill(values, columns: columns, rows: rows, background: background, reader: reader)
                    } else {
                        cover(outline) { row, column, index, share in
                            let mean = footprint.mean(column: column, row: row, reader: reader) ?? background
                            values[index] = share >= 1 ? mean : background + (mean - background) * share
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
    /// For an unrolled view, each column's and each row's box.
    let columnBoxes: [(ScenePictureTable.Edges, Double)]?, rowBoxes: [(ScenePictureTable.Edges, Double)]?

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
        if p.sine == 0 {
            // An unrolled view: a column's box is the same on every row, and a row's on every
            // column (the terms with the sine are zero), so the boxes are worked out once.
            let (cx, cy, cosU, cosV, sinU, sinV) = (cx, cy, cosU, cosV, sinU, sinV)
            let (left, top, scaleX, scaleY, halfBoxWidth, halfBoxHeight) = (left, top, scaleX, scaleY, halfBoxWidth, halfBoxHeight)
            columnBoxes = (0..<columns).map { column in
                Self.box((cx + cosU[column] - sinV[0] - left) * scaleX, halfBoxWidth, limit: table.width)
            }
            rowBoxes = (0..<rows).map { row in
                Self.box((cy + sinU[0] + cosV[row] - top) * scaleY, halfBoxHeight, limit: table.height)
            }
        } else {
            columnBoxes = nil
            rowBoxes = nil
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

    /// Every cell's mean into `values` (`background` where a box misses the picture): as
    /// `mean`, cell by cell, with an unrolled view's table rows found once a row of cells.
    func fill(_ values: UnsafeMutableBufferPointer<Double>, columns: Int, rows: Int, background: Double,
              reader: ScenePictureTable.Reader) {
        let tableWidth = table.width, tableHeight = table.height
        guard let columnBoxes, let rowBoxes else {
            // A rolled view: every cell has a box of its own (the same steps as `mean`).
            let (cx, cy, left, top, scaleX, scaleY) = (cx, cy, left, top, scaleX, scaleY)
            let (halfBoxWidth, halfBoxHeight) = (halfBoxWidth, halfBoxHeight)
            cosU.withUnsafeBufferPointer { cosU in
                sinU.withUnsafeBufferPointer { sinU in
                    for row in 0..<rows {
                        let cosV = cosV[row], sinV = sinV[row]
                        let line = values.baseAddress! + row * columns
                        for column in 0..<columns {
                            let x = cx + cosU[column] - sinV, y = cy + sinU[column] + cosV
                            let (xs, width) = Self.box((x - left) * scaleX, halfBoxWidth, limit: tableWidth)
                            let (ys, height) = Self.box((y - top) * scaleY, halfBoxHeight, limit: tableHeight)
                            let area = width * height
                            line[column] = area > 0 ? reader.sum(xs, ys, width: tableWidth, height: tableHeight) / area : background
                        }
                    }
                }
            }
            return
        }
        columnBoxes.withUnsafeBufferPointer { columnBoxes in
            for row in 0..<rows {
                let (ys, height) = rowBoxes[row]
                let tableRows = reader.rows(ys, height: tableHeight)
                let line = values.baseAddress! + row * columns
                for column in 0..<columns {
                    let (xs, width) = columnBoxes[column]
                    let area = width * height
                    line[column] = area > 0 ? reader.sum(xs, tableRows, width: tableWidth) / area : background
                }
            }
        }
    }

    /// The mean over the cell's box, or nil when the box misses the picture.
    @inline(__always)
    func mean(column: Int, row: Int, reader: ScenePictureTable.Reader) -> Double? {
        if let columnBoxes, let rowBoxes {
            let (xs, width) = columnBoxes[column], (ys, height) = rowBoxes[row]
            let area = width * height
            guard area > 0 else { return nil }
            return reader.sum(xs, ys, width: table.width, height: table.height) / area
        }
        let x = cx + cosU[column] - sinV[row], y = cy + sinU[column] + cosV[row]
        let (xs, width) = Self.box((x - left) * scaleX, halfBoxWidth, limit: table.width)
        let (ys, height) = Self.box((y - top) * scaleY, halfBoxHeight, limit: table.height)
        let area = width * height
        guard area > 0 else { return nil }
        return reader.sum(xs, ys, width: table.width, height: table.height) / area
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
