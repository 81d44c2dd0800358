import Foundation

/// The tilted world: a round map in the level's colour, turned by the angle it shows, with a red
/// mark at its rim; the goal is a notch on a fixed ring around it. While the mark is in the
/// notch, a ring fills around the notch for the hold time. No words: the notch, the mark and the
/// filling ring say what to do.
extension TiltChallenge {
    static let center = PointF(x: 960, y: 560)
    static let worldRadius: Float = 360

    /// A point at `radius` from the centre, `angle` radians clockwise from straight up.
    static func point(_ angle: Double, _ radius: Float) -> PointF {
        PointF(x: center.x + radius * Float(sin(angle)), y: center.y - radius * Float(cos(angle)))
    }

    public func draw(into list: inout DrawList, previous: TiltChallenge, alpha: Double, color: RGBA, style: DrawStyle) {
        let background = RGBA(238, 240, 244)
        list.reset(background: background)
        let time = Double(previous.tick) + alpha
        let shown = style.reducedMotion ? target : shownAngle(at: time)

        // The fixed frame: a thin ring, and the goal's notch pointing in.
        list.ring(center: Self.center, radius: Self.worldRadius + 40, width: 6, RGBA(190, 194, 204))
        let goal = rules.goalDegrees * .pi / 180
        let tolerance = rules.toleranceDegrees * .pi / 180
        let inGoal = heldTicks > 0 || isSolved
        let notchColor = inGoal ? RGBA(60, 170, 90) : RGBA(60, 64, 76)
        list.triangle(Self.point(goal - tolerance, Self.worldRadius + 96), Self.point(goal + tolerance, Self.worldRadius + 96),
                      Self.point(goal, Self.worldRadius + 44), notchColor)
        if inGoal {
            let held = isSolved ? 1 : Double(heldTicks) / Double(TickClock.ticks(rules.holdSeconds))
            list.arc(center: Self.center, radius: Self.worldRadius + 120, width: 14, from: goal - .pi * held,
                     to: goal + .pi * held, RGBA(60, 170, 90))
        }

        // The world, turned: its disc, a few landmarks so the turn is seen, and the red mark.
        list.disc(centerX: Self.center.x, centerY: Self.center.y, radius: Self.worldRadius, background.mixed(with: color, 0.3), segments: 72)
        for (index, landmark) in [0.7, 2.1, 3.3, 4.6, 5.5].enumerated() {
            let spot = Self.point(shown + landmark, Self.worldRadius * (index % 2 == 0 ? 0.55 : 0.3))
            list.disc(centerX: spot.x, centerY: spot.y, radius: 26 + Float(index) * 6, background.mixed(with: color, 0.75), segments: 24)
        }
        let mark = Self.point(shown + rules.markDegrees * .pi / 180, Self.worldRadius - 34)
        list.disc(centerX: mark.x, centerY: mark.y, radius: 30, RGBA(220, 50, 47), segments: 32)
        list.disc(centerX: Self.center.x, centerY: Self.center.y, radius: 10, RGBA(60, 64, 76), segments: 16)
    }
}
