/// The first window level's lesson without words: a ghost window outline travels from where the
/// window is to the mark, the way the window itself must go, and the mark pulses when it arrives.
extension WindowChallenge: GoalDemonstrating {
    static let demoTravel = 0.6

    public func drawGoalDemo(into list: inout DrawList, phase: Double, opacity: Double, color: RGBA, style: DrawStyle) {
        guard !isSolved, rules.goal == .viewfinder else { return }
        let view = self.view
        let sx = 1920 / Double(max(1, view.width)), sy = 1080 / Double(max(1, view.height))
        let offset = markOffset
        let t = TimingCurve.smoothStep(phase / Self.demoTravel)
        let x = Float(960 + offset.x * sx * t), y = Float(540 + offset.y * sy * t)
        // The ghost window: an outline the size of a small window, and its crosshair.
        let w: Float = 320, h: Float = 180
        list.outline(RectF(x: x - w / 2, y: y - h / 2, w: w, h: h), GhostInk.edge(opacity))
        list.outline(RectF(x: x - w / 2 + 3, y: y - h / 2 + 3, w: w - 6, h: h - 6), GhostInk.body(opacity))
        list.fill(RectF(x: x - 20, y: y - 3, w: 40, h: 6), GhostInk.body(opacity))
        list.fill(RectF(x: x - 3, y: y - 20, w: 6, h: 40), GhostInk.body(opacity))
        guard phase > Self.demoTravel else { return }
        let age = (phase - Self.demoTravel) / (1 - Self.demoTravel)
        list.ring(center: PointF(x: x, y: y), radius: Float(40 + 80 * age), width: 10, GhostInk.pulse(color, opacity * (1 - age)))
    }
}

/// The window's icon: a small window with its title bar, beside a mark.
extension WindowKind: KindGlyphDrawing {
    public func drawGlyph(into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA) {
        let w = size * 0.8, h = size * 0.6
        let rect = RectF(x: x - w / 2, y: y - h / 2, w: w, h: h)
        list.outline(rect, ink)
        list.outline(RectF(x: rect.x + 1, y: rect.y + 1, w: w - 2, h: h - 2), ink)
        list.fill(RectF(x: rect.x, y: rect.y, w: w, h: h * 0.2), ink)
        list.disc(centerX: x + w * 0.15, centerY: y + h * 0.12, radius: size * 0.1, ink, segments: 10)
    }
}
