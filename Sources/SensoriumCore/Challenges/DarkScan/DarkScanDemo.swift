import FoundationEssentials

/// Scan's lesson without words: a ghost reticle leaves the centre, travels to the dark square
/// on screen and closes around it, then starts again. (Panning brings the square to the
/// reticle; the ghost shows the same meeting from the other side, which reads at first sight.)
extension DarkScanChallenge: GoalDemonstrating {
    static let demoTravel = 0.55

    public func drawGoalDemo(into list: inout DrawList, phase: Double, opacity: Double, color: RGBA, style: DrawStyle) {
        guard !isSolved, let square = demoSquare() else { return }
        let centre = (x: Double(DrawList.canvasWidth / 2), y: Double(DrawList.canvasHeight / 2))
        let t = TimingCurve.smoothStep(phase / Self.demoTravel)
        let x = Float(centre.x + (square.x - centre.x) * t)
        let y = Float(centre.y + (square.y - centre.y) * t)
        let open = rules.reticleSize * Double(DrawList.canvasHeight) * 1.3
        let closing = TimingCurve.smoothStep((phase - Self.demoTravel * 0.6) / 0.4)
        let side = Float(open + (square.side * 1.08 - open) * closing)
        Self.drawGhostReticle(into: &list, x: x, y: y, side: side, arm: side * Float(0.16 + 0.34 * closing), opacity: opacity)
        guard closing >= 1 else { return }
        // Framed: the square glows in the level's colour, as a solve fills it.
        let age = (phase - Self.demoTravel * 0.6 - 0.4) / max(0.01, 1 - Self.demoTravel * 0.6 - 0.4)
        list.fill(RectF(centerX: x, centerY: y, w: side, h: side), GhostInk.pulse(color, opacity * 0.6 * (1 - age.clamped(to: 0...1))))
    }

    /// The ghost reticle: four corners of `arm` round a square of `side` centred on (x, y).
    static func drawGhostReticle(into list: inout DrawList, x: Float, y: Float, side: Float, arm: Float, opacity: Double) {
        let thickness: Float = 14
        for (sx, sy) in [(Float(-1), Float(-1)), (1, -1), (1, 1), (-1, 1)] {
            let cornerX = x + sx * side / 2, cornerY = y + sy * side / 2
            let horizontal = RectF(x: sx < 0 ? cornerX : cornerX - arm, y: sy < 0 ? cornerY : cornerY - thickness, w: arm, h: thickness)
            let vertical = RectF(x: sx < 0 ? cornerX : cornerX - thickness, y: sy < 0 ? cornerY : cornerY - arm, w: thickness, h: arm)
            for rect in [horizontal, vertical] {
                list.fill(RectF(x: rect.x - 3, y: rect.y - 3, w: rect.w + 6, h: rect.h + 6), GhostInk.edge(opacity))
                list.fill(rect, GhostInk.body(opacity))
            }
        }
    }

    /// The darkest rectangle of the scene, where it is on screen now and its side there.
    func demoSquare() -> (x: Double, y: Double, side: Double)? {
        let projection = Viewfinder.Projection(viewfinder, limits: rules.limits,
                                               width: Int(DrawList.canvasWidth), height: Int(DrawList.canvasHeight))
        let darkest = rules.scene.shapes.filter { $0.form == .rect && $0.luminance < 128 }.min { $0.luminance < $1.luminance }
        guard let shape = darkest else { return nil }
        let spot = projection.toFrame(shape.x, shape.y)
        return (spot.x, spot.y, max(shape.width, shape.height) * projection.scale)
    }
}

/// The dark scan's icon: the reticle's four corners round a dark square.
extension DarkScanKind: KindGlyphDrawing {
    public func drawGlyph(into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA) {
        let half = size / 2, arm = size * 0.3, thick = max(2, size * 0.12)
        for (sx, sy) in [(Float(-1), Float(-1)), (1, -1), (1, 1), (-1, 1)] {
            let cx = x + sx * half, cy = y + sy * half
            list.fill(RectF(x: sx < 0 ? cx : cx - arm, y: sy < 0 ? cy : cy - thick, w: arm, h: thick), ink)
            list.fill(RectF(x: sx < 0 ? cx : cx - thick, y: sy < 0 ? cy : cy - arm, w: thick, h: arm), ink)
        }
        list.fill(RectF(centerX: x, centerY: y, w: size * 0.36, h: size * 0.36), ink)
    }
}
