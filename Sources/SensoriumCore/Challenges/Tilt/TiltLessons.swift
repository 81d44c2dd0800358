import FoundationEssentials

/// What the tilt row brings besides turn's mark and notch (which its goal demonstration
/// teaches): the steady turn of E / Q and Z / C where the arrows only jump between eight fixed
/// angles (`turn` already needs it: its notch sits between two of them), a world that waits for a
/// turn past its dead band (`sluggish`), and a world that turns by itself (`drift`). Each ghost is
/// a small dial at the world's centre, so it never hides the mark or the notch on the rim.
extension TiltKind {
    public var lessons: [Lesson] { TiltLessons.all }
}

enum TiltLessons {
    static let all = [turn, sluggish, drift]
    static let dialRadius: Float = 120
    static var below: PointF { PointF(x: TiltChallenge.center.x, y: TiltChallenge.center.y + dialRadius + 70) }

    /// C turns the world steadily, by any angle, for as long as it is held.
    static let turn = Lesson(levelID: "turn", idea: .action, introduces: "the steady turn (rotateRight / rotateLeft: C / Z, or E / Q), finer than the arrows' eight angles",
                             shows: "a ghost dial's hand sweeps smoothly an eighth of a turn while the key is down, and stops when it is let go",
                             glyphs: [.action(.rotateRight), .action(.rotateLeft)], pressed: 0.15...0.6) { list, frame in
        let sweep = TimingCurve.smoothStep((frame.phase - 0.15) / 0.45)
        drawDial(into: &list, hand: sweep * .pi / 4, opacity: frame.opacity)
        return below
    }

    /// A short press does nothing: the world waits for the dead band, then lurches.
    static let sluggish = Lesson(levelID: "sluggish", idea: .rule, introduces: "dead bands: a turn shorter than the level's threshold does nothing; hold longer",
                                 shows: "the key held down while a ghost bar fills under the dial and its hand stays still, then the hand lurches on",
                                 glyphs: [.action(.rotateRight), .action(.rotateLeft)], pressed: 0.1...0.75) { list, frame in
        let held = ((frame.phase - 0.1) / 0.65).clamped(to: 0...1)
        let lurch = TimingCurve.smoothStep((held - 0.6) / 0.2)
        drawDial(into: &list, hand: lurch * .pi / 4, opacity: frame.opacity)
        // The bar of the hold: the hand moves only once it is past the mark on it.
        let bar = RectF(x: TiltChallenge.center.x - 110, y: TiltChallenge.center.y + dialRadius + 16, w: 220, h: 16)
        list.fill(bar, GhostInk.edge(frame.opacity))
        list.fill(RectF(x: bar.x, y: bar.y, w: bar.w * Float(held), h: bar.h), GhostInk.body(frame.opacity))
        list.fill(RectF(x: bar.x + bar.w * 0.6 - 2, y: bar.y - 8, w: 4, h: bar.h + 16), GhostInk.pulse(frame.color, frame.opacity))
        return PointF(x: below.x, y: below.y + 40)
    }

    /// The hand creeps on by itself; a turn the other way brings it back.
    static let drift = Lesson(levelID: "drift", idea: .rule, introduces: "the drift: the world turns by itself; keep turning it back",
                              shows: "a ghost dial's hand creeps clockwise by itself; the key goes down and the hand is brought back, and it creeps again",
                              glyphs: [.action(.rotateLeft), .action(.rotateRight)], pressed: 0.55...0.8) { list, frame in
        let creep = frame.phase * .pi / 5
        let back = TimingCurve.smoothStep((frame.phase - 0.55) / 0.25) * .pi / 5 * 0.8
        drawDial(into: &list, hand: creep - back, opacity: frame.opacity)
        // The creep's arrow: a short arc ahead of the hand, clockwise.
        let hand = creep - back
        list.arc(center: TiltChallenge.center, radius: dialRadius + 26, width: 8, from: hand, to: hand + 0.35, GhostInk.body(frame.opacity * 0.8))
        list.triangle(TiltChallenge.point(hand + 0.35, dialRadius + 8), TiltChallenge.point(hand + 0.35, dialRadius + 44),
                      TiltChallenge.point(hand + 0.5, dialRadius + 26), GhostInk.body(frame.opacity * 0.8))
        return below
    }

    /// A dial at the world's centre with its hand at `hand` radians clockwise from straight up.
    static func drawDial(into list: inout DrawList, hand: Double, opacity: Double) {
        let centre = TiltChallenge.center
        list.disc(centerX: centre.x, centerY: centre.y, radius: dialRadius, GhostInk.edge(opacity * 0.5), segments: 40)
        list.ring(center: centre, radius: dialRadius, width: 8, GhostInk.body(opacity))
        // The arrows' eight angles, as ticks on the rim: the steady turn goes between them.
        for step in 0..<8 {
            let angle = Double(step) * .pi / 4
            let a = point(angle, dialRadius - 22), b = point(angle, dialRadius - 6)
            list.fill(RectF(centerX: (a.x + b.x) / 2, centerY: (a.y + b.y) / 2, w: 8, h: 8), GhostInk.body(opacity))
        }
        let tip = point(hand, dialRadius - 30)
        let side = point(hand + .pi / 2, 10), other = point(hand - .pi / 2, 10)
        list.triangle(side, other, tip, GhostInk.body(opacity))
        list.disc(centerX: centre.x, centerY: centre.y, radius: 14, GhostInk.body(opacity), segments: 16)
    }

    private static func point(_ angle: Double, _ radius: Float) -> PointF { TiltChallenge.point(angle, radius) }
}
