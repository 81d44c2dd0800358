import FoundationEssentials

/// Turn's lesson without words: a ghost mark travels round the rim from the red mark to the
/// notch, behind a ghost arrow that curves the same way (the hand turning the world), and the
/// notch pulses when it arrives; then it starts again.
extension TiltChallenge: GoalDemonstrating {
    static let demoTravel = 0.6

    public func drawGoalDemo(into list: inout DrawList, phase: Double, opacity: Double, color: RGBA, style: DrawStyle) {
        guard !isSolved else { return }
        let from = shownAngle(at: Double(tick)) + rules.markDegrees * .pi / 180
        let goal = rules.goalDegrees * .pi / 180
        // The short way round, as a player would turn.
        var turn = (goal - from).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        let t = TimingCurve.smoothStep(phase / Self.demoTravel)
        let now = from + turn * t
        // The arrow: an arc outside the world from the mark to where the ghost is, and its head.
        let radius = Self.worldRadius + 70
        if abs(turn * t) > 0.02 {
            list.arc(center: Self.center, radius: radius, width: 18, from: min(from, now), to: max(from, now), GhostInk.edge(opacity * 0.8))
            list.arc(center: Self.center, radius: radius, width: 10, from: min(from, now), to: max(from, now), GhostInk.body(opacity))
            let ahead = now + (turn > 0 ? 0.09 : -0.09)
            list.triangle(Self.point(now, radius - 30), Self.point(now, radius + 30), Self.point(ahead, radius), GhostInk.edge(opacity))
        }
        // The ghost mark on the rim.
        Self.drawGhostMark(into: &list, angle: now, opacity: opacity)
        guard phase > Self.demoTravel else { return }
        let age = (phase - Self.demoTravel) / (1 - Self.demoTravel)
        list.ring(center: Self.point(goal, Self.worldRadius + 70), radius: Float(30 + 50 * age), width: 10,
                  GhostInk.pulse(RGBA(60, 170, 90), opacity * (1 - age)))
    }
}

extension TiltChallenge {
    /// The ghost mark on the rim at `angle` (radians clockwise from straight up).
    static func drawGhostMark(into list: inout DrawList, angle: Double, opacity: Double) {
        let mark = point(angle, worldRadius - 34)
        list.disc(centerX: mark.x, centerY: mark.y, radius: 34, GhostInk.edge(opacity), segments: 32)
        list.disc(centerX: mark.x, centerY: mark.y, radius: 28, GhostInk.body(opacity), segments: 32)
    }
}

/// The tilt's icon: the round world with its mark on the rim and the goal's notch above.
extension TiltKind: KindGlyphDrawing {
    public func drawGlyph(into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA) {
        list.ring(center: PointF(x: x, y: y + size * 0.08), radius: size * 0.36, width: size * 0.12, ink)
        list.disc(centerX: x + size * 0.25, centerY: y + size * 0.33, radius: size * 0.12, ink, segments: 10)
        list.triangle(PointF(x: x - size * 0.16, y: y - size * 0.5), PointF(x: x + size * 0.16, y: y - size * 0.5),
                      PointF(x: x, y: y - size * 0.3), ink)
    }
}
