import FoundationEssentials
import Glibc

/// Where the dark-scan camera points in its scene: a centre, a zoom and a roll. The player moves
/// it like a phone held up to a wall: arrows / left stick / mouse pan along the camera's own axes,
/// zoom in and out (E / Q) between the level's limits, rotate (Z / C) within its limits.
public struct Viewfinder: Equatable, Sendable {
    /// Centre of the view, in scene units.
    public var x: Double
    public var y: Double
    /// log2 of the zoom: 0 shows `Limits.viewWidth` scene units across, 1 half that.
    public var zoomLog2: Double
    /// Camera roll in degrees, clockwise on screen. A scene square turned clockwise by 20 degrees
    /// looks straight when the camera is rolled clockwise by 20 degrees.
    public var rotation: Double

    public init(x: Double, y: Double, zoom: Double = 1, rotation: Double = 0) {
        self.x = x
        self.y = y
        zoomLog2 = log2(zoom)
        self.rotation = rotation
    }

    /// Magnification, `2^zoomLog2`.
    public var zoom: Double { exp2(zoomLog2) }

    /// What the level allows and how fast the controls move the camera.
    public struct Limits: Equatable, Sendable {
        /// Scene units across the view at zoom 1 (the view is 16:9).
        public var viewWidth: Double
        public var minZoom: Double
        public var maxZoom: Double
        /// The roll stays within -maxRotation...maxRotation degrees; 0 locks it.
        public var maxRotation: Double
        /// Pan speed under full input, in view widths per second (so the picture moves at the
        /// same speed on screen at every zoom).
        public var panSpeed: Double
        /// Zoom speed, in doublings per second.
        public var zoomSpeed: Double
        /// Roll speed, in degrees per second.
        public var rotateSpeed: Double
        /// The centre stays within 0...sceneWidth, 0...sceneHeight.
        public var sceneWidth: Double
        public var sceneHeight: Double

        public init(viewWidth: Double = 1600, minZoom: Double = 0.5, maxZoom: Double = 4, maxRotation: Double = 45,
                    panSpeed: Double = 0.5, zoomSpeed: Double = 1, rotateSpeed: Double = 40,
                    sceneWidth: Double, sceneHeight: Double) {
            self.viewWidth = viewWidth
            self.minZoom = minZoom
            self.maxZoom = maxZoom
            self.maxRotation = maxRotation
            self.panSpeed = panSpeed
            self.zoomSpeed = zoomSpeed
            self.rotateSpeed = rotateSpeed
            self.sceneWidth = sceneWidth
            self.sceneHeight = sceneHeight
        }

        /// Scene units one tick of full pan input moves the centre at `zoom`.
        public func panStep(zoom: Double) -> Double { viewWidth / zoom * panSpeed / Double(TickClock.rate) }
        /// log2-zoom change per tick of zoom input.
        public var zoomStep: Double { zoomSpeed / Double(TickClock.rate) }
        /// Degrees per tick of rotate input.
        public var rotateStep: Double { rotateSpeed / Double(TickClock.rate) }
    }

    /// Applies one tick of input; returns whether the view changed.
    ///
    /// Keys and stick pan along the camera's axes (right moves the view to its own right, so the
    /// picture slides left), diagonals no faster than straight lines. The mouse pans by how far
    /// the pointer moved since the last tick, scaled so the canvas width crosses the scene once.
    public mutating func apply(_ input: InputCommand, previous: InputCommand, limits: Limits) -> Bool {
        let before = self
        let (dx, dy) = input.direction
        if dx != 0 || dy != 0 {
            let step = limits.panStep(zoom: zoom)
            let radians = rotation * .pi / 180
            let c = cos(radians), s = sin(radians)
            x += (c * dx - s * dy) * step
            y += (s * dx + c * dy) * step
        }
        if let pointer = input.pointer, let last = previous.pointer {
            let scale = limits.sceneWidth / Double(DrawList.canvasWidth)
            x += Double(Int(pointer.x) - Int(last.x)) * scale
            y += Double(Int(pointer.y) - Int(last.y)) * scale
        }
        if input.buttons.contains(.zoomIn) { zoomLog2 += limits.zoomStep }
        if input.buttons.contains(.zoomOut) { zoomLog2 -= limits.zoomStep }
        zoomLog2 = zoomLog2.clamped(to: log2(limits.minZoom)...log2(limits.maxZoom))
        if input.buttons.contains(.rotateRight) { rotation += limits.rotateStep }
        if input.buttons.contains(.rotateLeft) { rotation -= limits.rotateStep }
        rotation = rotation.clamped(to: -limits.maxRotation...limits.maxRotation)
        x = x.clamped(to: 0...limits.sceneWidth)
        y = y.clamped(to: 0...limits.sceneHeight)
        return self != before
    }

    /// Maps scene points to camera-frame pixels and back for a `width` x `height` frame.
    public struct Projection: Sendable {
        public let cx: Double, cy: Double, cosine: Double, sine: Double
        /// Frame pixels per scene unit.
        public let scale: Double
        public let halfWidth: Double, halfHeight: Double

        public init(_ view: Viewfinder, limits: Limits, width: Int, height: Int) {
            cx = view.x; cy = view.y
            let radians = view.rotation * .pi / 180
            cosine = cos(radians); sine = sin(radians)
            scale = Double(width) * view.zoom / limits.viewWidth
            halfWidth = Double(width) / 2; halfHeight = Double(height) / 2
        }

        /// Frame pixel coordinates (continuous; pixel (u, v) spans u...u+1) of a scene point.
        public func toFrame(_ px: Double, _ py: Double) -> (x: Double, y: Double) {
            let dx = px - cx, dy = py - cy
            return ((cosine * dx + sine * dy) * scale + halfWidth, (-sine * dx + cosine * dy) * scale + halfHeight)
        }

        /// The scene point under frame coordinates.
        public func toScene(_ fx: Double, _ fy: Double) -> (x: Double, y: Double) {
            let u = (fx - halfWidth) / scale, v = (fy - halfHeight) / scale
            return (cx + cosine * u - sine * v, cy + sine * u + cosine * v)
        }
    }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(x); hasher.combine(y); hasher.combine(zoomLog2); hasher.combine(rotation)
    }
}
