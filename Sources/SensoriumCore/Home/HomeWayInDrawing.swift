import FoundationEssentials
import Glibc

extension HomeScreen {
    static let wayInColor = RGBA(40, 40, 50)

    /// The locked tile's way in (`HomeWayIn`): a dotted line that runs from each tile still to
    /// solve into the locked one, a round ring pulsing on that tile, and a ring on the dot of a
    /// page that holds one. Round, never square: the focus frame is the grid's only square
    /// frame, so one tile at a time looks chosen. Drawn under the tiles; reduced motion keeps it
    /// still.
    func drawWayIn(into list: inout DrawList, time: Double, style: DrawStyle) {
        guard let wayIn, wayIn.isShown(at: time) else { return }
        let age = (time - Double(wayIn.since)) / Double(HomeWayIn.ticks)
        let fade = UInt8(220 * min(1, max(0, (1 - age) * 3)))
        let color = Self.wayInColor.withAlpha(fade)
        let to = magnifier.centers[wayIn.tile]
        for index in wayIn.tilesOnPage {
            let from = magnifier.centers[index]
            let length = hypot(to.x - from.x, to.y - from.y)
            let dots = max(2, Int(length / 28))
            // The dots march toward the locked tile: solving here opens there.
            let phase = style.reducedMotion ? 0 : (time / 12).truncatingRemainder(dividingBy: 1)
            for step in 0..<dots {
                let t = (Double(step) + phase) / Double(dots)
                list.disc(centerX: Float(from.x + (to.x - from.x) * t), centerY: Float(from.y + (to.y - from.y) * t),
                          radius: 6, color, segments: 12)
            }
            pulse(into: &list, x: Float(from.x), y: Float(from.y), side: Float(tileSize), time: time, since: wayIn.since,
                  color: color, still: style.reducedMotion)
        }
        for position in wayIn.otherPages {
            let dot = pages.dotCenter(position)
            pulse(into: &list, x: dot.x, y: dot.y, side: 30, time: time, since: wayIn.since, color: color,
                  still: style.reducedMotion)
        }
    }

    /// A round ring around (x, y) that grows from the circle through `side`'s corners and
    /// fades, twice a second.
    private func pulse(into list: inout DrawList, x: Float, y: Float, side: Float, time: Double, since: Int,
                       color: RGBA, still: Bool) {
        let beat = still ? 0.3 : ((time - Double(since)) / 60).truncatingRemainder(dividingBy: 1)
        let radius = side * Float(0.75 + 0.2 * beat)
        let ring = color.withAlpha(UInt8(Double(color.a) * (1 - 0.6 * beat)))
        list.ring(center: PointF(x: x, y: y), radius: radius, width: 8, ring)
    }
}
