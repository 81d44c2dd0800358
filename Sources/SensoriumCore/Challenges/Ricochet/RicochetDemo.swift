import FoundationEssentials

/// Bounce's lesson without words: a ghost ball rolls from the ball along a dotted path into the
/// hole (the exit), rests there while the hole pulses, and starts again. Levels without an exit
/// teach nothing here (their first level is the hole).
extension RicochetChallenge: GoalDemonstrating {
    /// Share of a pass spent travelling; the rest is the arrival pulse.
    static let demoTravel = 0.6

    public func drawGoalDemo(into list: inout DrawList, phase: Double, opacity: Double, color: RGBA, style: DrawStyle) {
        guard let exit = rules.exit else { return }
        let from = (x: Float(ball.x), y: Float(ball.y))
        let to = (x: Float(exit.x + exit.w / 2), y: Float(exit.y + exit.h / 2))
        let t = Float(TimingCurve.smoothStep(phase / Self.demoTravel))

        // The path, as a row of dots: where the ball will go.
        let dx = to.x - from.x, dy = to.y - from.y
        let length = max(1, (dx * dx + dy * dy).squareRoot())
        let dots = Int(length / 46)
        for index in 1..<max(2, dots) {
            let s = Float(index) / Float(dots)
            list.disc(centerX: from.x + dx * s, centerY: from.y + dy * s, radius: 7, GhostInk.edge(opacity * 0.6), segments: 10)
        }
        // The ghost ball, rolling.
        let x = from.x + dx * t, y = from.y + dy * t
        Self.drawGhostBall(into: &list, x: x, y: y, radius: Float(Self.smallRadius), opacity: opacity)
        // Arrived: the hole pulses outward in the level's colour.
        guard phase > Self.demoTravel else { return }
        let age = (phase - Self.demoTravel) / (1 - Self.demoTravel)
        let grow = Float(age) * 40
        let pulse = GhostInk.pulse(color, opacity * (1 - age))
        let rect = RectF(x: Float(exit.x) - grow, y: Float(exit.y) - grow, w: Float(exit.w) + 2 * grow, h: Float(exit.h) + 2 * grow)
        let width: Float = 10
        list.fill(RectF(x: rect.x, y: rect.y, w: rect.w, h: width), pulse)
        list.fill(RectF(x: rect.x, y: rect.y + rect.h - width, w: rect.w, h: width), pulse)
        list.fill(RectF(x: rect.x, y: rect.y + width, w: width, h: rect.h - 2 * width), pulse)
        list.fill(RectF(x: rect.x + rect.w - width, y: rect.y + width, w: width, h: rect.h - 2 * width), pulse)
    }
}

/// The ricochet's icon: a ball inside a walled field.
extension RicochetKind: KindGlyphDrawing {
    public func drawGlyph(into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA) {
        let half = size / 2, thick = max(2, size * 0.1)
        list.fill(RectF(x: x - half, y: y - half, w: size, h: thick), ink)
        list.fill(RectF(x: x - half, y: y + half - thick, w: size, h: thick), ink)
        list.fill(RectF(x: x - half, y: y - half, w: thick, h: size), ink)
        list.fill(RectF(x: x + half - thick, y: y - half, w: thick, h: size), ink)
        list.disc(centerX: x + size * 0.1, centerY: y + size * 0.08, radius: size * 0.22, ink, segments: 14)
    }
}
