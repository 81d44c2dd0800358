import FoundationEssentials
import Synchronization

/// A summed-area table of a scene picture's lifted luma: the sum over any pixel box in four
/// reads, so the camera takes a grid cell's mean straight from the picture instead of sampling
/// it through thousands of camera pixels.
///
/// Integers only: entries are running sums kept modulo 2^32 (wrapping), which gives every box of
/// fewer than 2^32 / 255 pixels its exact sum; larger boxes are summed in bands of that size.
/// Same bits on every machine.
struct ScenePictureTable: Sendable {
    let width: Int
    let height: Int
    /// The pipeline's lift strength the luma was lifted with, 0 ... 64.
    let liftStrength: Int
    /// `(width + 1) x (height + 1)` wrapping running sums; row 0 and column 0 are zero.
    private let sums: [UInt32]

    init(picture: LuminanceFrame, liftStrength: Int) {
        width = picture.width
        height = picture.height
        self.liftStrength = liftStrength
        let stride = picture.width + 1
        var sums = [UInt32](repeating: 0, count: stride * (picture.height + 1))
        var lifted = [UInt8](repeating: 0, count: 256)
        for value in 0..<256 { lifted[value] = LuminancePipeline.lift(UInt8(value), strength: liftStrength) }
        let width = picture.width, height = picture.height
        picture.pixels.withUnsafeBufferPointer { source in
            sums.withUnsafeMutableBufferPointer { table in
                for y in 0..<height {
                    var rowSum: UInt32 = 0
                    let above = y * stride, here = above + stride
                    for x in 0..<width {
                        rowSum &+= UInt32(lifted[Int(source[y * width + x])])
                        table[here + x + 1] = table[above + x + 1] &+ rowSum
                    }
                }
            }
        }
        self.sums = sums
    }

    /// Calls `body` with the table's reader (valid only inside it).
    func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        sums.withUnsafeBufferPointer { body(Reader(sums: $0, stride: width + 1)) }
    }

    /// Box sums straight from the table's memory.
    struct Reader {
        let sums: UnsafeBufferPointer<UInt32>
        let stride: Int

        /// The sum of lifted luma over the box `x0...x1` x `y0...y1` in pixel units (pixel (i, j)
        /// spans i...i+1), `0 <= x0 <= x1 <= width` and likewise for y: the integral of the
        /// picture as flat pixels, so a box edge inside a pixel takes its share of that pixel.
        /// The table at a point between entries is bilinear in it, which makes this exact.
        @inline(__always)
        func sum(x0: Double, y0: Double, x1: Double, y1: Double, width: Int, height: Int) -> Double {
            sum(Edges(x0, x1, limit: width), Edges(y0, y1, limit: height), width: width, height: height)
        }

        /// The same sum with the box's edges split into whole pixels and fractions.
        @inline(__always)
        func sum(_ xs: Edges, _ ys: Edges, width: Int, height: Int) -> Double {
            let base = sums.baseAddress!
            let rows = (r0: base + ys.low * stride, r1: base + min(ys.low + 1, height) * stride,
                        r2: base + ys.high * stride, r3: base + min(ys.high + 1, height) * stride)
            let (ix0, fx0, ix1, fx1) = (xs.low, xs.lowFraction, xs.high, xs.highFraction)
            let (iy0, fy0, iy1, fy1) = (ys.low, ys.lowFraction, ys.high, ys.highFraction)
            // Edges lie within the picture, so this product cannot overflow.
            if (ix1 &- ix0 &+ 1) &* (iy1 &- iy0 &+ 1) > ScenePictureTable.exactPixels {
                return wholeAndShares(ix0, fx0, ix1, fx1, iy0, fy0, iy1, fy1)
            }
            // The sixteen table entries around the box's corners; every block between them is
            // small enough for an exact 32-bit difference. A whole edge's next entry is itself
            // (a block of no pixels), so no branch is needed.
            let cx0 = ix0, cx1 = min(ix0 + 1, width), cx2 = ix1, cx3 = min(ix1 + 1, width)
            @inline(__always) func row(_ r: UnsafePointer<UInt32>) -> (UInt32, UInt32, UInt32, UInt32) {
                (r[cx0], r[cx1], r[cx2], r[cx3])
            }
            let r0 = row(rows.r0), r1 = row(rows.r1), r2 = row(rows.r2), r3 = row(rows.r3)
            @inline(__always) func block(_ top: (UInt32, UInt32, UInt32, UInt32), _ bottom: (UInt32, UInt32, UInt32, UInt32)) -> (UInt32, UInt32, UInt32) {
                // Blocks of columns [cx0, cx2), [cx2, cx3), [cx0, cx1) between the two rows.
                let whole = bottom.2 &- top.2 &- bottom.0 &+ top.0
                let right = bottom.3 &- top.3 &- bottom.2 &+ top.2
                let left = bottom.1 &- top.1 &- bottom.0 &+ top.0
                return (whole, right, left)
            }
            let middle = block(r0, r2), lower = block(r2, r3), upper = block(r0, r1)
            let a = Double(middle.0)
            let right = Double(middle.1) * fx1
            let left = Double(middle.2) * fx0
            let bottom = Double(lower.0) * fy1
            let top = Double(upper.0) * fy0
            var corners = 0.0
            corners += Double(lower.1) * fx1 * fy1
            corners -= Double(lower.2) * fx0 * fy1
            corners -= Double(upper.1) * fx1 * fy0
            corners += Double(upper.2) * fx0 * fy0
            return a + right - left + bottom - top + corners
        }

        /// The integral of the picture from its top-left corner to each point `(x, y)` of a
        /// lattice line (`xs` and `y` split into whole pixels and fractions), into `out`: the
        /// table entry at the pixel corner before the point (wrapping, like the table), plus
        /// the shares of the column, the row and the pixel the point is inside. The difference
        /// of four such integrals is a box's sum: the wrapping parts give its whole pixels
        /// exactly while they fit in 32 bits, the shares its fractional edges.
        @inline(__always)
        func integrals(_ xs: UnsafeBufferPointer<(Int, Double)>, _ y: (Int, Double), height: Int, width: Int,
                       into out: UnsafeMutablePointer<Integral>) {
            let base = sums.baseAddress!
            let r0 = base + y.0 * stride, r1 = base + min(y.0 + 1, height) * stride
            let fy = y.1
            for index in 0..<xs.count {
                let (ix, fx) = xs[index]
                let ix1 = min(ix + 1, width)
                let s00 = r0[ix], s10 = r0[ix1], s01 = r1[ix], s11 = r1[ix1]
                // Column `ix` above the point, row `y` left of it, and the pixel itself: each
                // small enough for an exact 32-bit difference.
                let column = s10 &- s00, row = s01 &- s00, pixel = s11 &- s01 &- column
                out[index] = Integral(whole: s00, shares: fx * Double(column) + fy * Double(row) + fx * fy * Double(pixel))
            }
        }

        /// The same sum for boxes too large for 32-bit blocks, block by block in bands.
        private func wholeAndShares(_ ix0: Int, _ fx0: Double, _ ix1: Int, _ fx1: Double,
                                    _ iy0: Int, _ fy0: Double, _ iy1: Int, _ fy1: Double) -> Double {
            let a = Double(sum(ix0, iy0, ix1, iy1))
            let right = fx1 > 0 ? Double(sum(ix1, iy0, ix1 + 1, iy1)) * fx1 : 0
            let left = fx0 > 0 ? Double(sum(ix0, iy0, ix0 + 1, iy1)) * fx0 : 0
            let bottom = fy1 > 0 ? Double(sum(ix0, iy1, ix1, iy1 + 1)) * fy1 : 0
            let top = fy0 > 0 ? Double(sum(ix0, iy0, ix1, iy0 + 1)) * fy0 : 0
            var corners = 0.0
            if fy1 > 0 {
                if fx1 > 0 { corners += Double(sum(ix1, iy1, ix1 + 1, iy1 + 1)) * fx1 * fy1 }
                if fx0 > 0 { corners -= Double(sum(ix0, iy1, ix0 + 1, iy1 + 1)) * fx0 * fy1 }
            }
            if fy0 > 0 {
                if fx1 > 0 { corners -= Double(sum(ix1, iy0, ix1 + 1, iy0 + 1)) * fx1 * fy0 }
                if fx0 > 0 { corners += Double(sum(ix0, iy0, ix0 + 1, iy0 + 1)) * fx0 * fy0 }
            }
            return a + right - left + bottom - top + corners
        }
    }

    /// The picture's integral up to a point: `whole` (modulo 2^32) plus `shares`.
    struct Integral {
        var whole: UInt32, shares: Double
        static let zero = Integral(whole: 0, shares: 0)
    }

    /// A box's two edges along one axis (`0 <= low <= high <= limit`, pixel units), each as a
    /// whole pixel and the fraction past it; the last edge is whole.
    struct Edges {
        let low: Int, lowFraction: Double, high: Int, highFraction: Double

        @inline(__always)
        init(_ low: Double, _ high: Double, limit: Int) {
            (self.low, lowFraction) = Self.split(low, limit: limit)
            (self.high, highFraction) = Self.split(high, limit: limit)
        }

        /// A coordinate as a whole pixel and the fraction past it (none at the last edge).
        @inline(__always)
        static func split(_ value: Double, limit: Int) -> (Int, Double) {
            let whole = min(Int(value), limit)
            return (whole, whole == limit ? 0 : value - Double(whole))
        }
    }
}

extension ScenePictureTable.Reader {
    /// The exact sum of lifted luma over pixels `x0..<x1` x `y0..<y1` (inside the picture).
    @inline(__always)
    func sum(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> UInt64 {
        guard (x1 - x0) * (y1 - y0) > ScenePictureTable.exactPixels else { return UInt64(band(x0, y0, x1, y1)) }
        return bandedSum(x0, y0, x1, y1)
    }

    /// The same sum for a box too large for one 32-bit sum: in bands that each fit.
    private func bandedSum(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> UInt64 {
        let columns = x1 - x0
        var total: UInt64 = 0
        if columns > ScenePictureTable.exactPixels {
            var x = x0
            while x < x1 {
                let end = min(x1, x + ScenePictureTable.exactPixels)
                for y in y0..<y1 { total += UInt64(band(x, y, end, y + 1)) }
                x = end
            }
            return total
        }
        let rows = ScenePictureTable.exactPixels / columns
        var y = y0
        while y < y1 {
            let end = min(y1, y + rows)
            total += UInt64(band(x0, y, x1, end))
            y = end
        }
        return total
    }

    @inline(__always)
    private func band(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> UInt32 {
        let base = sums.baseAddress!
        let top = base + y0 * stride, bottom = base + y1 * stride
        return bottom[x1] &- top[x1] &- bottom[x0] &+ top[x0]
    }
}

extension ScenePictureTable {
    /// Largest pixel count whose sum of 8-bit values always fits in 32 bits.
    static let exactPixels = Int(UInt32.max) / 255
}

extension ScenePictureTable {
    /// The table of a scene's picture, built the first time the camera looks at it and kept.
    /// Scenes are values copied freely, so it lives in a shared box (locked: levels are read from
    /// any thread). It is derived from the picture, so it takes no part in the scene's equality;
    /// the picture it was built from is kept beside it, and a different picture (or lift) builds
    /// a new one: comparing a picture with itself costs nothing (same storage).
    final class Memo: Equatable, @unchecked Sendable {
        private let built = Mutex<(picture: LuminanceFrame, table: ScenePictureTable)?>(nil)

        init() {}

        func table(for picture: LuminanceFrame, liftStrength: Int) -> ScenePictureTable {
            built.withLock { built in
                if let built, built.table.liftStrength == liftStrength, built.picture == picture { return built.table }
                let table = ScenePictureTable(picture: picture, liftStrength: liftStrength)
                built = (picture, table)
                return table
            }
        }

        static func == (lhs: Memo, rhs: Memo) -> Bool { true }
    }
}
