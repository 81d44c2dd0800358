import FoundationEssentials
import Glibc

/// The wall the dark-scan camera looks at, built from the level file: a background luminance,
/// optionally an image (decoded by the platform layer), and shapes painted in order on top.
/// The challenge's camera reads it cell by cell (`SceneCamera`); `render` paints it into a frame.
public struct DarkScanScene: Equatable, Sendable {
    /// Scene size in scene units; the viewfinder's centre stays inside it.
    public var width: Double
    public var height: Double
    /// Luma of the wall, and of everything outside the scene: 0 black ... 255 white.
    public var background: UInt8
    public var image: SceneImage?
    public var shapes: [Shape]
    /// The picture's summed-area table, built when the camera first looks at it.
    let pictureTable = ScenePictureTable.Memo()

    public init(width: Double, height: Double, background: UInt8, image: SceneImage? = nil, shapes: [Shape]) {
        self.width = width
        self.height = height
        self.background = background
        self.image = image
        self.shapes = shapes
    }

    /// A picture on the wall: `Resources/scenes/<file>`, stretched over a scene rectangle centred
    /// on (`x`, `y`), `width` x `height` scene units, unrotated. The core
    /// never reads files: until the platform attaches the picture, the area shows the
    /// background.
    public struct SceneImage: Equatable, Sendable {
        public var file: String
        public var x: Double, y: Double, width: Double, height: Double
        /// The picture as loaded: checked with its level, decoded on first use.
        public var picture: ScenePicture?

        /// The decoded picture, decoded on the first read (nil: none attached, or it did not
        /// decode). The one way rendering gets at the pixels.
        public var frame: LuminanceFrame? {
            get { picture?.frame }
            set { picture = newValue.map(ScenePicture.init(frame:)) }
        }

        public init(file: String, x: Double, y: Double, width: Double, height: Double, frame: LuminanceFrame? = nil) {
            self.file = file
            self.x = x; self.y = y; self.width = width; self.height = height
            self.frame = frame
        }
    }

    /// One flat patch of luminance.
    public struct Shape: Equatable, Sendable {
        public enum Form: String, CaseIterable, Sendable {
            /// A rectangle: centre, size, clockwise rotation in degrees.
            case rect
            /// An ellipse (a 48-gon): centre, size, rotation.
            case ellipse
            /// Any simple polygon, filled even-odd: its points.
            case polygon
        }

        public var form: Form
        public var luminance: UInt8
        /// Centre, size and rotation for rect and ellipse (for a polygon: its bounding box, 0).
        public var x: Double, y: Double, width: Double, height: Double, rotation: Double
        /// The outline in scene units, in order.
        public private(set) var outline: [(x: Double, y: Double)]

        public static func rect(x: Double, y: Double, width: Double, height: Double, rotation: Double = 0,
                                luminance: UInt8) -> Shape {
            Shape(form: .rect, luminance: luminance, x: x, y: y, width: width, height: height, rotation: rotation,
                  outline: [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)])
        }

        public static func ellipse(x: Double, y: Double, width: Double, height: Double, rotation: Double = 0,
                                   luminance: UInt8) -> Shape {
            let unit = (0..<48).map { i -> (x: Double, y: Double) in
                let a = Double(i) / 48 * 2 * .pi
                return (0.5 * cos(a), 0.5 * sin(a))
            }
            return Shape(form: .ellipse, luminance: luminance, x: x, y: y, width: width, height: height,
                         rotation: rotation, outline: unit)
        }

        public static func polygon(_ points: [(x: Double, y: Double)], luminance: UInt8) -> Shape {
            let xs = points.map(\.x), ys = points.map(\.y)
            let minX = xs.min() ?? 0, maxX = xs.max() ?? 0, minY = ys.min() ?? 0, maxY = ys.max() ?? 0
            var shape = Shape(form: .polygon, luminance: luminance, x: (minX + maxX) / 2, y: (minY + maxY) / 2,
                              width: maxX - minX, height: maxY - minY, rotation: 0, outline: [])
            shape.outline = points
            return shape
        }

        /// Places a unit outline (centred, size 1x1) at the shape's centre, size and rotation.
        private init(form: Form, luminance: UInt8, x: Double, y: Double, width: Double, height: Double,
                     rotation: Double, outline unit: [(x: Double, y: Double)]) {
            self.form = form
            self.luminance = luminance
            self.x = x; self.y = y; self.width = width; self.height = height; self.rotation = rotation
            let radians = rotation * .pi / 180
            let c = cos(radians), s = sin(radians)
            outline = unit.map { p in
                let u = p.x * width, v = p.y * height
                return (x + c * u - s * v, y + s * u + c * v)
            }
        }

        public static func == (a: Shape, b: Shape) -> Bool {
            a.form == b.form && a.luminance == b.luminance && a.x == b.x && a.y == b.y && a.width == b.width
                && a.height == b.height && a.rotation == b.rotation && a.outline.count == b.outline.count
                && zip(a.outline, b.outline).allSatisfy { $0.x == $1.x && $0.y == $1.y }
        }
    }

    /// What the camera sees through `view`, as a `width` x `height` luma frame, point-sampled at
    /// pixel centres: a picture of the view for tests and tools. The challenge's camera takes
    /// its grids straight from the scene instead (`SceneCamera.grid`).
    public func render(_ view: Viewfinder, limits: Viewfinder.Limits, width: Int, height: Int) -> LuminanceFrame {
        var frame = LuminanceFrame(width: width, height: height, luma: background)
        let projection = Viewfinder.Projection(view, limits: limits, width: width, height: height)
        frame.pixels.withUnsafeMutableBufferPointer { pixels in
            if let image, let picture = image.frame {
                Self.paint(image: image, picture: picture, projection: projection, into: pixels, width: width, height: height)
            }
            var points: [(x: Double, y: Double)] = []
            var crossings: [Double] = []
            for shape in shapes {
                points.removeAll(keepingCapacity: true)
                for p in shape.outline { points.append(projection.toFrame(p.x, p.y)) }
                Self.fill(points, luminance: shape.luminance, into: pixels, width: width, height: height,
                          crossings: &crossings)
            }
        }
        return frame
    }

    /// Even-odd scanline fill; a pixel is painted when its centre is inside.
    static func fill(_ points: [(x: Double, y: Double)], luminance: UInt8, into pixels: UnsafeMutableBufferPointer<UInt8>,
                     width: Int, height: Int, crossings: inout [Double]) {
        guard points.count >= 3 else { return }
        var minY = Double.infinity, maxY = -Double.infinity
        for p in points { minY = min(minY, p.y); maxY = max(maxY, p.y) }
        let firstRow = max(0, Int((minY - 0.5).rounded(.up)))
        let lastRow = min(height - 1, Int((maxY - 0.5).rounded(.down)))
        guard firstRow <= lastRow else { return }
        for row in firstRow...lastRow {
            let yc = Double(row) + 0.5
            crossings.removeAll(keepingCapacity: true)
            var previous = points[points.count - 1]
            for p in points {
                if (previous.y <= yc && yc < p.y) || (p.y <= yc && yc < previous.y) {
                    crossings.append(previous.x + (yc - previous.y) / (p.y - previous.y) * (p.x - previous.x))
                }
                previous = p
            }
            crossings.sort()
            var index = 0
            while index + 1 < crossings.count {
                let start = max(0, Int((crossings[index] - 0.5).rounded(.up)))
                let end = min(width, Int((crossings[index + 1] - 0.5).rounded(.up)))
                if start < end {
                    (pixels.baseAddress! + row * width + start).update(repeating: luminance, count: end - start)
                }
                index += 2
            }
        }
    }

    /// Nearest-neighbour sampling of a picture under the view: `Projection.toScene` for every
    /// pixel, with the terms that depend only on the column or only on the row worked out once
    /// per frame. The arithmetic is the same, operation for operation, so every pixel (and every
    /// replay's state) is bit for bit what the plain loop gives; it runs on every tick of a
    /// photo level, so it is worth the tables.
    private static func paint(image: SceneImage, picture: LuminanceFrame, projection: Viewfinder.Projection,
                              into pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int) {
        let sx = Double(picture.width) / image.width, sy = Double(picture.height) / image.height
        let halfImageWidth = image.width / 2, halfImageHeight = image.height / 2
        // toScene(fx, fy) = (cx + cos * u - sin * v, cy + sin * u + cos * v), u and v scaled.
        var cosU = [Double](repeating: 0, count: width), sinU = cosU
        for column in 0..<width {
            let u = (Double(column) + 0.5 - projection.halfWidth) / projection.scale
            cosU[column] = projection.cosine * u
            sinU[column] = projection.sine * u
        }
        picture.pixels.withUnsafeBufferPointer { source in
            for row in 0..<height {
                let v = (Double(row) + 0.5 - projection.halfHeight) / projection.scale
                let sinV = projection.sine * v, cosV = projection.cosine * v
                for column in 0..<width {
                    let x = projection.cx + cosU[column] - sinV
                    let y = projection.cy + sinU[column] + cosV
                    let ix = floorToInt((x - image.x + halfImageWidth) * sx)
                    let iy = floorToInt((y - image.y + halfImageHeight) * sy)
                    if ix >= 0 && iy >= 0 && ix < picture.width && iy < picture.height {
                        pixels[row * width + column] = source[iy * picture.width + ix]
                    }
                }
            }
        }
    }
}
