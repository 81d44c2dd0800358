import FoundationEssentials
import Glibc

/// The Mac-dock magnification of seed 003, on tile centres: the item nearest the pointer
/// activates when it is within `activationRadius`; the active item lets go when another item is
/// nearer or the pointer is farther than `releaseRadius`. Active items grow to 1.3x with a 0.2 s
/// ease-in-out and shrink back the same way.
public struct DockMagnifier: Sendable {
    /// The seed's CONST_enlarge_proportion.
    public static let enlargedScale = 1.3
    /// The seed's CONST_animation_time: 0.2 s.
    public static let animationTicks = TickClock.ticks(0.2)
    /// The seed's radii (30 pt and 50 pt) relative to its 57 pt icons.
    public static let activationFraction = 30.0 / 57.0
    public static let releaseFraction = 50.0 / 57.0

    public let centers: [(x: Double, y: Double)]
    public let activationRadius: Double
    public let releaseRadius: Double
    public private(set) var active: Int?
    public private(set) var scales: [Tween]

    /// - Parameters:
    ///   - centers: item centres in canvas units.
    ///   - itemSize: the items' side in canvas units; the radii scale with it.
    public init(centers: [(x: Double, y: Double)], itemSize: Double) {
        self.centers = centers
        activationRadius = itemSize * Self.activationFraction
        releaseRadius = itemSize * Self.releaseFraction
        scales = Array(repeating: .resting(at: 1), count: centers.count)
    }

    /// The index of the item nearest to a point, of `candidates` (every item when nil).
    public func nearest(x: Double, y: Double, among candidates: [Int]? = nil) -> Int? {
        var best: Int?
        var bestDistance = Double.infinity
        for index in candidates ?? Array(centers.indices) {
            let center = centers[index]
            let distance = hypot(center.x - x, center.y - y)
            if distance < bestDistance { bestDistance = distance; best = index }
        }
        return best
    }

    /// Moves the pointer at `tick`, activating and releasing items as the seed's touchesMoved.
    /// Returns true when the active item changed. Only `candidates` (the home grid's page shown)
    /// can activate; every item when nil.
    @discardableResult
    public mutating func point(x: Double, y: Double, tick: Int, among candidates: [Int]? = nil) -> Bool {
        let before = active
        let nearestIndex = nearest(x: x, y: y, among: candidates)
        if nearestIndex != active {
            setActive(nil, tick: tick)
            if let index = nearestIndex, distance(index, x, y) <= activationRadius {
                setActive(index, tick: tick)
            }
        } else if let index = active, distance(index, x, y) > releaseRadius {
            setActive(nil, tick: tick)
        }
        return before != active
    }

    /// Makes `index` the active item directly (keyboard and pad focus), or none.
    public mutating func setActive(_ index: Int?, tick: Int) {
        guard index != active else { return }
        if let old = active { animate(old, to: 1, tick: tick) }
        active = index
        if let new = index { animate(new, to: Self.enlargedScale, tick: tick) }
    }

    public func scale(of index: Int, at time: Double) -> Double { scales[index].value(at: time) }

    private func distance(_ index: Int, _ x: Double, _ y: Double) -> Double {
        hypot(centers[index].x - x, centers[index].y - y)
    }

    /// Starts from wherever the item is now, so an interrupted animation never jumps.
    private mutating func animate(_ index: Int, to target: Double, tick: Int) {
        let current = scales[index].value(at: Double(tick))
        scales[index] = Tween(from: current, to: target, startTick: tick,
                              duration: Self.animationTicks, curve: .easeInOut)
    }
}
