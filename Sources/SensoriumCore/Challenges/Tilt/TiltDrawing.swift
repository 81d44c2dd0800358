import FoundationEssentials
import Glibc

/// The tilted world: a round map in the level's colour, turned by the angle it shows, with a red
/// mark at its rim (or a picture to set upright); each goal is a notch on a fixed ring around it.
/// While the mark is in the notch, a ring fills around the notch for the hold time. No words:
/// the notches, the mark and the filling ring say what to do.
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
        let shown = (style.reducedMotion ? target + rules.driftPerTick * time : shownAngle(at: time)) + strainLean(at: time, style: style)

        // The fixed frame: a thin ring, and the goals' notches pointing in.
        list.ring(center: Self.center, radius: Self.worldRadius + 40, width: 6, RGBA(190, 194, 204))
        drawNotches(into: &list)

        // The world, turned.
        list.disc(centerX: Self.center.x, centerY: Self.center.y, radius: Self.worldRadius, background.mixed(with: color, 0.3), segments: 72)
        let up = shown + rules.markDegrees * .pi / 180
        switch rules.picture {
        case .mark:
            // A few landmarks so the turn is seen, and the red mark.
            for (index, landmark) in [0.7, 2.1, 3.3, 4.6, 5.5].enumerated() {
                let spot = Self.point(shown + landmark, Self.worldRadius * (index % 2 == 0 ? 0.55 : 0.3))
                list.disc(centerX: spot.x, centerY: spot.y, radius: 26 + Float(index) * 6, background.mixed(with: color, 0.75), segments: 24)
            }
            let mark = Self.point(up, Self.worldRadius - 34)
            list.disc(centerX: mark.x, centerY: mark.y, radius: 30, RGBA(220, 50, 47), segments: 32)
        case .house:
            drawHouse(into: &list, up: up, color: color, background: background)
        }
        list.disc(centerX: Self.center.x, centerY: Self.center.y, radius: 10, RGBA(60, 64, 76), segments: 16)
    }

    /// The world straining against a turn held inside the dead band: it leans toward the turn,
    /// up to 2 degrees as the strain nears the threshold (12 units at the rim), and trembles 15
    /// times a second between half and all of that (under reduced motion it only leans).
    /// Nothing while no turn strains it.
    func strainLean(at time: Double, style: DrawStyle) -> Double {
        guard strain != 0 else { return 0 }
        let lean = strain * 2 * .pi / 180
        if style.reducedMotion { return lean }
        let phase = time * 15 / Double(TickClock.rate) * 2 * .pi
        return lean * (0.75 + 0.25 * sin(phase))
    }

    /// One notch per target. The one being held fills its ring; reached ones are green; in a
    /// sequence, the notch of the k-th target carries k dots so the order is read at a glance.
    private func drawNotches(into list: inout DrawList) {
        let tolerance = rules.toleranceDegrees * .pi / 180
        let current = currentTarget
        let several = rules.targets.count > 1
        for (index, degrees) in rules.targets.enumerated() {
            let goal = degrees * .pi / 180
            let isReached = reached & (1 << index) != 0 || isSolved
            let isHeld = index == current && heldTicks > 0
            let notchColor: RGBA
            if isReached || isHeld {
                notchColor = RGBA(60, 170, 90)
            } else if index == current || !rules.inOrder {
                notchColor = RGBA(60, 64, 76)
            } else {
                notchColor = RGBA(150, 154, 166)
            }
            list.triangle(Self.point(goal - tolerance, Self.worldRadius + 96), Self.point(goal + tolerance, Self.worldRadius + 96),
                          Self.point(goal, Self.worldRadius + 44), notchColor)
            if several && rules.inOrder {
                for dot in 0...index {
                    let spread = (Double(dot) - Double(index) / 2) * 0.045
                    let spot = Self.point(goal + spread, Self.worldRadius + 124)
                    list.disc(centerX: spot.x, centerY: spot.y, radius: 7, notchColor, segments: 12)
                }
            }
            if isHeld || (isSolved && index == rules.targets.count - 1) {
                let held = isSolved ? 1 : Double(heldTicks) / Double(TickClock.ticks(rules.holdSeconds))
                list.arc(center: Self.center, radius: Self.worldRadius + 150, width: 14, from: goal - .pi * held,
                         to: goal + .pi * held, RGBA(60, 170, 90))
            }
        }
    }

    /// A house on a hill under the sun, drawn in the world's own frame with its roof toward
    /// `up`: upright when `up` is 0.
    private func drawHouse(into list: inout DrawList, up: Double, color: RGBA, background: RGBA) {
        let r = Double(Self.worldRadius)
        // A point of the picture: x right, y up, in units of the world's radius.
        func p(_ x: Double, _ y: Double) -> PointF {
            let c = cos(up), s = sin(up)
            // Turned clockwise on screen by `up`: the picture's up goes to `point(up, ...)`.
            return PointF(x: Self.center.x + Float((x * c + y * s) * r), y: Self.center.y - Float((y * c - x * s) * r))
        }
        let hill = background.mixed(with: color, 0.8)
        // The hill: the part of the disc below the house's floor (y = -0.3), as a fan of quads
        // from the floor line down to the rim.
        let steps = 24
        let first = Double.pi + asin(0.3), last = 2 * Double.pi - asin(0.3)
        for step in 0..<steps {
            let a = first + (last - first) * Double(step) / Double(steps)
            let b = first + (last - first) * Double(step + 1) / Double(steps)
            list.quad(p(cos(a) * 0.97, -0.3), p(cos(b) * 0.97, -0.3), p(cos(b) * 0.97, sin(b) * 0.97),
                      p(cos(a) * 0.97, sin(a) * 0.97), hill)
        }
        let wall = RGBA(245, 236, 220)
        let roof = RGBA(180, 60, 50)
        list.quad(p(-0.32, -0.3), p(0.32, -0.3), p(0.32, 0.18), p(-0.32, 0.18), wall)
        list.triangle(p(-0.42, 0.18), p(0.42, 0.18), p(0, 0.55), roof)
        list.quad(p(0.16, 0.3), p(0.26, 0.3), p(0.26, 0.5), p(0.16, 0.5), roof)
        list.quad(p(-0.08, -0.3), p(0.08, -0.3), p(0.08, -0.02), p(-0.08, -0.02), RGBA(110, 70, 40))
        list.quad(p(-0.26, -0.12), p(-0.14, -0.12), p(-0.14, 0.02), p(-0.26, 0.02), RGBA(90, 150, 200))
        let sun = p(0.55, 0.6)
        list.disc(centerX: sun.x, centerY: sun.y, radius: 44, RGBA(250, 200, 60), segments: 24)
    }
}
