import FoundationEssentials
import Glibc

/// A dark quadrilateral found in a camera image: the talk's "rectangle detector" answer, with the
/// figures it derived from the corners. Positions and lengths are in canvas units (the view fills
/// the 1920x1080 canvas), so the debug overlay draws them as they are.
public struct DarkQuad: Equatable, Sendable {
    /// Corners clockwise on screen, starting top-left (or top, for a diamond).
    public var corners: [PointF]
    /// Edge `i` runs from corner `i` to corner `i + 1`, canvas units.
    public var edgeLengths: [Double]
    /// Interior angle at each corner, degrees.
    public var cornerAngles: [Double]
    /// Whether it is a quadrilateral at all: the dark pixels fill the corners' quad (0.8 ... 1.25
    /// of its area), every corner is 50 ... 130 degrees and no edge is under a fifth of the
    /// longest. Discs, triangles and blobs are not.
    public var isQuadrilateral: Bool
    /// Mean darkness of the quad's pixels, 0.0 white ... 1.0 black.
    public var darkness: Double
    /// Mean brightness just around it (a band a quarter of its side wide), 0.0 ... 1.0.
    public var surround: Double
    /// How square it is, 0.0 ... 1.0: equal edges, right angles, and the dark pixels filling the
    /// quad (a disc or a blob is not a quad). 0 for shapes that are no quadrilateral at all.
    public var squareness: Double
    /// Its turn against the viewfinder's axes, degrees, -45 ... 45 (clockwise positive).
    public var tilt: Double
    /// 1.0 when parallel with the camera, falling to 0.0 at `parallelZero` degrees of tilt.
    public var parallelism: Double
    /// Side (square root of the quad's area) over the view height, 0.0 ... 1.0.
    public var size: Double
    /// The forgiving progress this quad alone gives, 0.0 ... 1.0.
    public var score: Double


}

/// Finds dark quadrilaterals in a luminance image (normally the 160x90 detector image):
/// threshold, 4-connected components, corners from extreme points, then edge lengths, corner
/// angles, darkness, surround, squareness and parallelism. Components touching the image edge are
/// not whole shapes and are skipped, so a face-down (all black) frame finds nothing.
public enum DarkQuadDetector {
    /// Components smaller than this many pixels are noise.
    public static let minimumPixels = 16
    /// At most this many quads are reported, best first.
    public static let maximumQuads = 12

    private struct Extreme {
        var value = Int.min
        var perpLow = Int.max
        var perpHigh = Int.min
    }

    /// The eight directions: diagonal corners first (top-left clockwise), then edges (top clockwise).
    private static let integerDirections: [(dx: Int, dy: Int)] = [
        (-1, -1), (1, -1), (1, 1), (-1, 1),
        (0, -1), (1, 0), (0, 1), (-1, 0),
    ]

    public static func detect(_ image: LuminanceGrid, thresholds t: DarkScanThresholds) -> [DarkQuad] {
        let width = image.columns, height = image.rows
        let count = width * height
        let cut = UInt8((t.segmentBelow * 255).rounded().clamped(to: 0...255))
        let toCanvas = Double(DrawList.canvasHeight) / Double(height)
        // Summed-area table of brightness, for the surround of any box in O(1); built when the
        // first whole shape needs it.
        var table: [UInt32] = []
        func boxSum(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> (sum: Double, count: Int) {
            if table.isEmpty {
                table = [UInt32](repeating: 0, count: (width + 1) * (height + 1))
                // Wrapping adds and raw rows: the sums stay under 2^32 (255 per pixel), so they
                // are the checked sums, without a check per pixel.
                image.values.withUnsafeBufferPointer { values in
                    table.withUnsafeMutableBufferPointer { sat in
                        let stride = width + 1
                        for y in 0..<height {
                            let source = values.baseAddress! + y * width
                            let above = sat.baseAddress! + y * stride + 1, here = above + stride
                            var rowSum: UInt32 = 0
                            for x in 0..<width {
                                rowSum &+= UInt32(source[x])
                                here[x] = above[x] &+ rowSum
                            }
                        }
                    }
                }
            }
            let a = table[y0 * (width + 1) + x0], b = table[y0 * (width + 1) + x1]
            let c = table[y1 * (width + 1) + x0], d = table[y1 * (width + 1) + x1]
            return (Double(d) + Double(a) - Double(b) - Double(c), (x1 - x0) * (y1 - y0))
        }

        var labelled = [Bool](repeating: false, count: count)
        var stack: [Int32] = []
        stack.reserveCapacity(count)
        // Each row's leftmost and rightmost pixel of the current component: the extreme points
        // in every direction are among them.
        var rowLow = [Int](repeating: Int.max, count: height)
        var rowHigh = [Int](repeating: Int.min, count: height)
        var quads: [DarkQuad] = []
        let values = image.values
        var start = 0
        while start < count {
            defer { start += 1 }
            guard !labelled[start] && values[start] < cut else { continue }
            // Flood the component first; only whole shapes of a useful size are measured.
            labelled[start] = true
            stack.append(Int32(start))
            var pixels = 0, brightnessSum = 0
            var minX = width, minY = height, maxX = -1, maxY = -1
            labelled.withUnsafeMutableBufferPointer { labels in
                values.withUnsafeBufferPointer { image in
                    rowLow.withUnsafeMutableBufferPointer { low in
                        rowHigh.withUnsafeMutableBufferPointer { high in
                            while let last = stack.popLast() {
                                let index = Int(last)
                                let x = index % width, y = index / width
                                pixels += 1
                                brightnessSum += Int(image[index])
                                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                                low[y] = min(low[y], x); high[y] = max(high[y], x)
                                if x > 0 && !labels[index - 1] && image[index - 1] < cut {
                                    labels[index - 1] = true; stack.append(Int32(index - 1))
                                }
                                if x + 1 < width && !labels[index + 1] && image[index + 1] < cut {
                                    labels[index + 1] = true; stack.append(Int32(index + 1))
                                }
                                if y > 0 && !labels[index - width] && image[index - width] < cut {
                                    labels[index - width] = true; stack.append(Int32(index - width))
                                }
                                if y + 1 < height && !labels[index + width] && image[index + width] < cut {
                                    labels[index + width] = true; stack.append(Int32(index + width))
                                }
                            }
                        }
                    }
                }
            }
            let touchesEdge = minX == 0 || minY == 0 || maxX == width - 1 || maxY == height - 1
            guard pixels >= minimumPixels, !touchesEdge, pixels * 2 <= count else {
                // Noise and cut shapes (most components of a photograph): no spans kept.
                for y in minY...maxY { rowLow[y] = Int.max; rowHigh[y] = Int.min }
                continue
            }
            var spans: [(y: Int, low: Int, high: Int)] = []
            spans.reserveCapacity(maxY - minY + 1)
            for y in minY...maxY {
                spans.append((y, rowLow[y], rowHigh[y]))
                rowLow[y] = Int.max; rowHigh[y] = Int.min
            }

            // Extreme pixel corners in eight directions, in doubled coordinates (integers):
            // a pixel's corner toward (dx, dy) is (2x + 1 + dx, 2y + 1 + dy).
            var extremes = [Extreme](repeating: Extreme(), count: 8)
            for span in spans where span.low <= span.high {
                for x in [span.low, span.high] {
                    for d in 0..<8 {
                        let (dx, dy) = integerDirections[d]
                        let cx = 2 * x + 1 + dx, cy = 2 * span.y + 1 + dy
                        let value = dx * cx + dy * cy, perp = -dy * cx + dx * cy
                        if value > extremes[d].value {
                            extremes[d] = Extreme(value: value, perpLow: perp, perpHigh: perp)
                        } else if value == extremes[d].value {
                            extremes[d].perpLow = min(extremes[d].perpLow, perp)
                            extremes[d].perpHigh = max(extremes[d].perpHigh, perp)
                        }
                    }
                }
            }

            func corner(_ d: Int) -> (x: Double, y: Double) {
                let (dx, dy) = integerDirections[d]
                let e = extremes[d]
                // Back from doubled coordinates; ties (a whole edge) give the middle of the edge.
                let value = Double(e.value) / 2, perp = Double(e.perpLow + e.perpHigh) / 4
                let norm = Double(dx * dx + dy * dy)
                return ((Double(dx) * value - Double(dy) * perp) / norm, (Double(dy) * value + Double(dx) * perp) / norm)
            }
            let diagonal = (0..<4).map(corner), axis = (4..<8).map(corner)
            let corners = area(axis) > area(diagonal) ? axis : diagonal
            let quadArea = area(corners)
            guard quadArea > 0 else { continue }

            var edges: [Double] = [], angles: [Double] = []
            var c4 = 0.0, s4 = 0.0
            for i in 0..<4 {
                let a = corners[i], b = corners[(i + 1) % 4], before = corners[(i + 3) % 4]
                let ex = b.x - a.x, ey = b.y - a.y
                let length = (ex * ex + ey * ey).squareRoot()
                edges.append(length)
                let phi = atan2(ey, ex)
                c4 += length * cos(4 * phi); s4 += length * sin(4 * phi)
                let ux = before.x - a.x, uy = before.y - a.y
                let ul = (ux * ux + uy * uy).squareRoot()
                let cosine = length > 0 && ul > 0 ? ((ex * ux + ey * uy) / (length * ul)).clamped(to: -1...1) : 1
                angles.append(acos(cosine) * 180 / .pi)
            }
            let fill = Double(pixels) / quadArea
            let longest = edges.max()!, shortest = edges.min()!
            let spread = (longest - shortest) / max(longest, 1e-9)
            let angleError = angles.map { abs($0 - 90) }.max()!
            let isQuad = (0.8...1.25).contains(fill) && angles.allSatisfy { (50...130).contains($0) }
                && shortest >= max(2, longest / 5)
            let squareness = isQuad
                ? max(0, 1 - spread / 0.4) * max(0, 1 - angleError / 40) * max(0, 1 - abs(fill - 1) / 0.35) : 0
            guard isQuad || pixels >= 4 * minimumPixels else { continue }
            let tilt = atan2(s4, c4) / 4 * 180 / .pi
            let parallelism = 1 - DarkScanThresholds.ramp(abs(tilt), from: t.parallelFull, to: t.parallelZero)
            let darkness = 1 - Double(brightnessSum) / Double(pixels) / 255
            let side = quadArea.squareRoot()
            let margin = max(2, Int((side / 4).rounded()))
            let outer = boxSum(max(0, minX - margin), max(0, minY - margin),
                               min(width, maxX + 1 + margin), min(height, maxY + 1 + margin))
            let inner = boxSum(minX, minY, maxX + 1, maxY + 1)
            let ringCount = outer.count - inner.count
            let surround = ringCount > 0 ? (outer.sum - inner.sum) / Double(ringCount) / 255 : 0
            let size = side / Double(height)
            let score = DarkScanThresholds.ramp(squareness, from: t.squarenessFrom, to: t.squarenessTo)
                * parallelism
                * DarkScanThresholds.ramp(darkness, from: t.detectDarkFrom, to: t.detectDarkTo)
                * DarkScanThresholds.ramp(surround, from: t.surroundFrom, to: t.surroundTo)
                * DarkScanThresholds.ramp(size, from: t.sizeFrom, to: t.sizeTo)
            quads.append(DarkQuad(
                corners: corners.map { PointF(x: Float($0.x * toCanvas), y: Float($0.y * toCanvas)) },
                edgeLengths: edges.map { $0 * toCanvas }, cornerAngles: angles, isQuadrilateral: isQuad,
                darkness: darkness, surround: surround, squareness: squareness, tilt: tilt,
                parallelism: parallelism, size: size, score: score))
        }
        quads.sort { ($0.score, $0.size) > ($1.score, $1.size) }
        if quads.count > maximumQuads { quads.removeLast(quads.count - maximumQuads) }
        return quads
    }

    /// Shoelace area of a polygon (absolute).
    private static func area(_ points: [(x: Double, y: Double)]) -> Double {
        var twice = 0.0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }
}
