import FoundationEssentials
import Glibc

/// Rings and arcs, drawn as quads (the tilted world's frame, the menus' icons).
extension DrawList {
    /// A ring of `width` around `center`.
    public mutating func ring(center: PointF, radius: Float, width: Float, _ color: RGBA) {
        arc(center: center, radius: radius, width: width, from: 0, to: 2 * .pi, color)
    }

    /// Part of a ring, from angle `from` to `to` (radians clockwise from straight up).
    public mutating func arc(center: PointF, radius: Float, width: Float, from: Double, to: Double, _ color: RGBA) {
        let segments = max(4, Int(abs(to - from) / (2 * .pi) * 96))
        let inner = radius - width / 2, outer = radius + width / 2
        func point(_ angle: Double, _ r: Float) -> PointF {
            PointF(x: center.x + r * Float(sin(angle)), y: center.y - r * Float(cos(angle)))
        }
        for index in 0..<segments {
            let a0 = from + (to - from) * Double(index) / Double(segments)
            let a1 = from + (to - from) * Double(index + 1) / Double(segments)
            quad(point(a0, inner), point(a0, outer), point(a1, outer), point(a1, inner), color)
        }
    }
}
