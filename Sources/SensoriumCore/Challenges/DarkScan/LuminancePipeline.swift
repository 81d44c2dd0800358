/// Camera frame -> dark-scan grid, the talk's chain of filters in integer arithmetic:
///
/// 1. **aspect-fill crop**: the largest centred rectangle of the frame with the grid's aspect
///    (a 640x480 webcam frame becomes its middle 640x360 for a 16:9 grid);
/// 2. **luma**: Rec. 709 (`LuminanceFrame.luma`), for RGBA input;
/// 3. **lift**: a gamma-like curve that washes out light areas, applied to every pixel:
///    `lifted = x + ((((255 - x) * x) >> 6) * k) >> 8` with `k = round(lift * 64)`. At `lift` 1
///    this is `x + x (255 - x) / 256`, i.e. darkness squared (gamma 2 on darkness): mid grey 128
///    becomes 191, light grey 200 becomes 242, black stays 0 and white 255. At `lift` 0 nothing
///    changes;
/// 4. **area-average downsample**: cell `(i, j)` is the rounded mean of the lifted pixels in the
///    box `x in [i W / columns, (i + 1) W / columns)`, `y` likewise (integer division; a box is
///    at least one pixel, so frames smaller than the grid are enlarged by repetition).
///
/// No allocation per pixel: one column-sum row lives on the stack for the call. The inner loops
/// use wrapping integer arithmetic over unsafe pointers so the compiler vectorises them.
///
/// ```swift
/// let pipeline = LuminancePipeline(columns: 64, rows: 36, lift: 1)
/// let grid = pipeline.grid(from: frame)     // 64x36 brightness values
/// ```
public struct LuminancePipeline: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    /// The lift's strength as a whole number 0...64 (`round(lift * 64)`).
    public let liftStrength: Int

    /// - Parameter lift: 0.0 leaves luma as it is, 1.0 is the full wash-out (gamma 2 on darkness).
    public init(columns: Int, rows: Int, lift: Double) {
        precondition(columns > 0 && rows > 0)
        self.columns = columns
        self.rows = rows
        liftStrength = Self.strength(lift: lift)
    }

    /// The lift's strength as a whole number 0...64: `round(lift * 64)`.
    public static func strength(lift: Double) -> Int {
        Int((lift.clamped(to: 0...1) * 64).rounded())
    }

    /// The lift of one luma value, exactly as the pipeline applies it.
    @inline(__always)
    public static func lift(_ luma: UInt8, strength: Int) -> UInt8 {
        let x = UInt32(luma)
        return UInt8(truncatingIfNeeded: x &+ (((((255 &- x) &* x) &>> 6) &* UInt32(strength)) &>> 8))
    }

    /// The aspect-fill crop of a `width` x `height` frame for this grid: origin and size.
    public func crop(width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        if width * rows > height * columns {
            let w = max(1, (height * columns + rows / 2) / rows)
            return ((width - w) / 2, 0, w, height)
        } else {
            let h = max(1, (width * rows + columns / 2) / columns)
            return (0, (height - h) / 2, width, h)
        }
    }

    /// The grid for a luma frame.
    public func grid(from frame: LuminanceFrame) -> LuminanceGrid {
        var grid = LuminanceGrid(columns: columns, rows: rows)
        process(frame, into: &grid)
        return grid
    }

    /// Fills `grid` (which must have this pipeline's size) from a luma frame.
    public func process(_ frame: LuminanceFrame, into grid: inout LuminanceGrid) {
        frame.pixels.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress!
            run(width: frame.width, height: frame.height, into: &grid) { x0, y, count, sums, k in
                let row = base + y * frame.width + x0
                for x in 0..<count {
                    let l = UInt16(row[x])
                    sums[x] &+= l &+ (((((255 &- l) &* l) &>> 6) &* k) &>> 8)
                }
            }
        }
    }

    /// Fills `grid` straight from RGBA bytes (R, G, B, A in memory), fusing the luma step into
    /// the same pass: bit for bit what `LuminanceFrame(rgba:...)` then `process(_:into:)` gives,
    /// without the intermediate frame. This is the path a webcam or `sensorium bench` takes.
    public func process(rgba: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
                        into grid: inout LuminanceGrid) {
        precondition(bytesPerRow >= width * 4 && rgba.count >= bytesPerRow * (height - 1) + width * 4)
        let base = rgba.baseAddress!
        run(width: width, height: height, into: &grid) { x0, y, count, sums, k in
            // One 32-bit load per pixel (R in the low byte on little-endian machines), the
            // arithmetic in 16-bit lanes: the weighted sum fits (at most 65408).
            let row = base + y * bytesPerRow + x0 * 4
            for x in 0..<count {
                let p = UInt32(littleEndian: row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self))
                let r = UInt16(truncatingIfNeeded: p) & 0xFF
                let g = UInt16(truncatingIfNeeded: p &>> 8) & 0xFF
                let b = UInt16(truncatingIfNeeded: p &>> 16) & 0xFF
                let l = (r &* 54 &+ g &* 183 &+ b &* 19 &+ 128) &>> 8
                sums[x] &+= l &+ (((((255 &- l) &* l) &>> 6) &* k) &>> 8)
            }
        }
    }

    /// The crop and downsample around a row kernel that adds one source row's lifted luma into
    /// 16-bit per-column sums: `addRow(cropX, sourceY, cropWidth, sums, k)`. 16-bit sums keep
    /// the kernels in 16-bit vector lanes; they are folded into the cells' totals every 256 rows,
    /// before they could overflow (256 x 255 < 65536).
    private func run(width: Int, height: Int, into grid: inout LuminanceGrid,
                     addRow: (Int, Int, Int, UnsafeMutablePointer<UInt16>, UInt16) -> Void) {
        precondition(grid.columns == columns && grid.rows == rows, "grid size differs from the pipeline's")
        let crop = crop(width: width, height: height)
        let k = UInt16(liftStrength)
        let columns = columns, rows = rows
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: crop.width) { sumsBuffer in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: columns) { totalsBuffer in
                let sums = sumsBuffer.baseAddress!, totals = totalsBuffer.baseAddress!
                grid.values.withUnsafeMutableBufferPointer { cells in
                    for j in 0..<rows {
                        let y0 = j * crop.height / rows
                        let y1 = max(y0 + 1, (j + 1) * crop.height / rows)
                        totals.initialize(repeating: 0, count: columns)
                        var chunk = y0
                        while chunk < y1 {
                            let chunkEnd = min(y1, chunk + 256)
                            sums.initialize(repeating: 0, count: crop.width)
                            for y in chunk..<chunkEnd {
                                addRow(crop.x, crop.y + y, crop.width, sums, k)
                            }
                            for i in 0..<columns {
                                let x0 = i * crop.width / columns
                                let x1 = max(x0 + 1, (i + 1) * crop.width / columns)
                                var total: UInt64 = 0
                                for x in x0..<x1 { total &+= UInt64(sums[x]) }
                                totals[i] &+= total
                            }
                            chunk = chunkEnd
                        }
                        for i in 0..<columns {
                            let x0 = i * crop.width / columns
                            let x1 = max(x0 + 1, (i + 1) * crop.width / columns)
                            let count = UInt64((x1 - x0) * (y1 - y0))
                            cells[j * columns + i] = UInt8(truncatingIfNeeded: (totals[i] + count / 2) / count)
                        }
                    }
                }
            }
        }
    }
}
