/// A colour with 8-bit channels, as level files and the renderer use them.
public struct RGBA: Equatable, Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9, hex.dropFirst().allSatisfy(\.isHexDigit),
              let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        if hex.count == 7 {
            self.init(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        } else {
            self.init(UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        }
    }

    public func withAlpha(_ alpha: UInt8) -> RGBA { RGBA(r, g, b, alpha) }

    /// Linear blend toward `other`; `t` 0 is self, 1 is other.
    public func mixed(with other: RGBA, _ t: Double) -> RGBA {
        func lerp(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return RGBA(lerp(r, other.r), lerp(g, other.g), lerp(b, other.b), lerp(a, other.a))
    }

    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(255, 255, 255)
}

/// A rectangle in canvas units. Same layout as SDL_FRect (four Floats), so the renderer can hand
/// a whole batch to SDL without copying.
public struct RectF: Equatable, Sendable {
    public var x: Float, y: Float, w: Float, h: Float

    public init(x: Float, y: Float, w: Float, h: Float) {
        self.x = x; self.y = y; self.w = w; self.h = h
    }

    /// A rectangle of size `w` x `h` centred on (`cx`, `cy`).
    public init(centerX cx: Float, centerY cy: Float, w: Float, h: Float) {
        self.init(x: cx - w / 2, y: cy - h / 2, w: w, h: h)
    }

    public func contains(x px: Float, y py: Float) -> Bool {
        px >= x && px < x + w && py >= y && py < y + h
    }
}

/// A point in canvas units. Same layout as SDL_FPoint.
public struct PointF: Equatable, Sendable {
    public var x: Float, y: Float
    public init(x: Float, y: Float) { self.x = x; self.y = y }
}

/// What one frame draws, built by the core and executed by the platform renderer. Shapes of one
/// colour are batched into one command so the renderer makes one SDL call per batch. Storage is
/// kept between frames (`reset()`), so building a frame allocates nothing once warmed up.
public struct DrawList: Sendable {
    public enum Kind: Sendable { case fillRects, outlineRects, triangles, lines }

    /// One batch: `count` rects (or points, for triangles and lines) from `start` in its storage.
    public struct Command: Equatable, Sendable {
        public var kind: Kind
        public var color: RGBA
        public var start: Int
        public var count: Int
    }

    /// The logical canvas every list is drawn on; the renderer letterboxes it into the window.
    public static let canvasWidth: Float = 1920
    public static let canvasHeight: Float = 1080

    public var background = RGBA.white
    public private(set) var commands: [Command] = []
    public private(set) var rects: [RectF] = []
    public private(set) var points: [PointF] = []

    public init() {}

    /// Empties the list, keeping its memory for the next frame.
    public mutating func reset(background: RGBA) {
        self.background = background
        commands.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
    }

    public mutating func fill(_ rect: RectF, _ color: RGBA) {
        appendRect(rect, color, .fillRects)
    }

    public mutating func outline(_ rect: RectF, _ color: RGBA) {
        appendRect(rect, color, .outlineRects)
    }

    /// Starts a batch of filled rects of one colour; follow with `addRect` calls.
    public mutating func beginFillBatch(_ color: RGBA) {
        commands.append(Command(kind: .fillRects, color: color, start: rects.count, count: 0))
    }

    /// Adds a rect to the batch begun by `beginFillBatch`.
    public mutating func addRect(_ rect: RectF) {
        rects.append(rect)
        commands[commands.count - 1].count += 1
    }

    /// A filled triangle; consecutive triangles of one colour share a batch.
    public mutating func triangle(_ a: PointF, _ b: PointF, _ c: PointF, _ color: RGBA) {
        extendPointBatch(.triangles, color, by: 3)
        points.append(a); points.append(b); points.append(c)
    }

    /// A line segment; consecutive lines of one colour share a batch.
    public mutating func line(_ a: PointF, _ b: PointF, _ color: RGBA) {
        extendPointBatch(.lines, color, by: 2)
        points.append(a); points.append(b)
    }

    /// A filled disc made of `segments` triangles.
    public mutating func disc(centerX cx: Float, centerY cy: Float, radius: Float, _ color: RGBA, segments: Int = 32) {
        for i in 0..<segments {
            let a0 = Float(i) / Float(segments) * 2 * .pi
            // The last edge ends exactly where the first began (not at 2π, whose sine is not
            // quite 0), so the two triangles share a vertex and no seam of background shows.
            let a1 = Float((i + 1) % segments) / Float(segments) * 2 * .pi
            triangle(PointF(x: cx, y: cy),
                     PointF(x: cx + radius * _cos(a0), y: cy + radius * _sin(a0)),
                     PointF(x: cx + radius * _cos(a1), y: cy + radius * _sin(a1)), color)
        }
    }

    /// A filled quadrilateral (corners in order), as two triangles.
    public mutating func quad(_ a: PointF, _ b: PointF, _ c: PointF, _ d: PointF, _ color: RGBA) {
        triangle(a, b, c, color)
        triangle(a, c, d, color)
    }

    /// A thick stroke from `a` to `b`, `width` across, as a quad.
    public mutating func stroke(_ a: PointF, _ b: PointF, width: Float, _ color: RGBA) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = max(0.001, (dx * dx + dy * dy).squareRoot())
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        quad(PointF(x: a.x + nx, y: a.y + ny), PointF(x: b.x + nx, y: b.y + ny),
             PointF(x: b.x - nx, y: b.y - ny), PointF(x: a.x - nx, y: a.y - ny), color)
    }

    /// Where the geometry drawn so far ends; pass it to `fit(since:into:)` to move what follows.
    public var mark: (rects: Int, points: Int) { (rects.count, points.count) }

    /// Scales everything drawn since `mark` from the whole canvas into `area` (its origin and
    /// scale; keep `area` 16:9 so nothing stretches). A list reset since the mark is fitted whole.
    /// The speedrun HUD uses it to give the level a band of its own.
    public mutating func fit(since mark: (rects: Int, points: Int), into area: RectF) {
        let scale = area.w / Self.canvasWidth
        for index in min(mark.rects, rects.count)..<rects.count {
            let r = rects[index]
            rects[index] = RectF(x: area.x + r.x * scale, y: area.y + r.y * scale, w: r.w * scale, h: r.h * scale)
        }
        for index in min(mark.points, points.count)..<points.count {
            let p = points[index]
            points[index] = PointF(x: area.x + p.x * scale, y: area.y + p.y * scale)
        }
    }

    private mutating func appendRect(_ rect: RectF, _ color: RGBA, _ kind: Kind) {
        if let last = commands.last, last.kind == kind, last.color == color,
           last.start + last.count == rects.count {
            commands[commands.count - 1].count += 1
        } else {
            commands.append(Command(kind: kind, color: color, start: rects.count, count: 1))
        }
        rects.append(rect)
    }

    /// Grows the last batch when it has the same kind and colour, else opens a new one; the caller
    /// then appends `count` points.
    private mutating func extendPointBatch(_ kind: Kind, _ color: RGBA, by count: Int) {
        if let last = commands.last, last.kind == kind, last.color == color,
           last.start + last.count == points.count {
            commands[commands.count - 1].count += count
        } else {
            commands.append(Command(kind: kind, color: color, start: points.count, count: count))
        }
    }
}
