import FoundationEssentials
import Glibc

/// What the dark-scan row brings after scan's first square (which its goal demonstration
/// teaches): shapes that are dark but are not the answer (`decoys`), a square turned in the world
/// that the camera rolls straight (`askew`), and a square too small to fill the reticle until
/// the camera zooms (`tiny`).
extension DarkScanKind {
    public var lessons: [Lesson] { DarkScanLessons.all }
}

enum DarkScanLessons {
    static let all = [decoys, askew, tiny]
    static let centre = PointF(x: DrawList.canvasWidth / 2, y: DrawList.canvasHeight / 2)

    /// The reticle closes on a decoy, shakes open with a cross, and goes on to the square.
    static let decoys = Lesson(levelID: "decoys", idea: .rule, introduces: "decoys do not count: only a dark square is the answer",
                               shows: "a ghost reticle closes on the nearest decoy, shakes open under a cross, then travels to the black square and closes on it",
                               glyphs: []) { list, frame in
        guard let scan = frame.challenge as? DarkScanChallenge, let square = scan.demoSquare() else { return centre }
        let decoy = scan.lessonDecoy() ?? (x: Double(centre.x) - 300, y: Double(centre.y), side: 300)
        let open = scan.rules.reticleSize * Double(DrawList.canvasHeight) * 1.3
        let phase = frame.phase
        // 1. Close on the decoy, nearly.
        let onDecoy = TimingCurve.smoothStep(phase / 0.25)
        var x = Double(centre.x) + (decoy.x - Double(centre.x)) * onDecoy
        var y = Double(centre.y) + (decoy.y - Double(centre.y)) * onDecoy
        var closing = onDecoy * 0.8
        // 2. Refused: the brackets shake open again and a cross stands over the decoy.
        if phase > 0.25, phase < 0.5 {
            let age = (phase - 0.25) / 0.25
            closing = 0.8 * (1 - TimingCurve.smoothStep(age))
            if !frame.style.reducedMotion { x += 14 * sin(age * 40) * (1 - age) }
            drawCross(into: &list, x: Float(decoy.x), y: Float(decoy.y), size: Float(decoy.side) * 0.8, opacity: frame.opacity * (1 - age * 0.5))
        }
        // 3. On to the square, kept on screen, and closed on it.
        if phase >= 0.5 {
            let toSquare = TimingCurve.smoothStep((phase - 0.5) / 0.3)
            let goal = (x: square.x.clamped(to: 200...1720), y: square.y.clamped(to: 200...880))
            x = decoy.x + (goal.x - decoy.x) * toSquare
            y = decoy.y + (goal.y - decoy.y) * toSquare
            closing = TimingCurve.smoothStep((phase - 0.7) / 0.2)
        }
        let target = phase < 0.5 ? decoy.side : square.side
        let side = Float(open + (target * 1.08 - open) * closing)
        DarkScanChallenge.drawGhostReticle(into: &list, x: Float(x), y: Float(y), side: side, arm: side * Float(0.16 + 0.34 * closing), opacity: frame.opacity)
        if phase > 0.9 {
            list.fill(RectF(centerX: Float(x), centerY: Float(y), w: side, h: side), GhostInk.pulse(frame.color, frame.opacity * 0.5))
        }
        return centre
    }

    /// Z rolls the camera: a turned square straightens inside the reticle.
    static let askew = Lesson(levelID: "askew", idea: .action, introduces: "rolling the camera (rotateLeft / rotateRight: Z / C, pad triggers)",
                              shows: "a ghost square turned 24 degrees straightens inside the ghost reticle while the key is down",
                              glyphs: [.action(.rotateLeft), .action(.rotateRight)], pressed: 0.15...0.6) { list, frame in
        let turn = 1 - TimingCurve.smoothStep((frame.phase - 0.15) / 0.45)
        let side: Float = 300
        drawTurnedSquare(into: &list, x: centre.x, y: centre.y, side: side, radians: 24 * .pi / 180 * turn, opacity: frame.opacity)
        let closing = Float(TimingCurve.smoothStep((frame.phase - 0.6) / 0.2))
        let reticle = side * (1.5 - 0.42 * closing)
        DarkScanChallenge.drawGhostReticle(into: &list, x: centre.x, y: centre.y, side: reticle, arm: reticle * (0.16 + 0.34 * closing), opacity: frame.opacity)
        return PointF(x: centre.x, y: centre.y + 330)
    }

    /// E zooms in: a small square grows until the reticle frames it.
    static let tiny = Lesson(levelID: "tiny", idea: .action, introduces: "zooming (zoomIn / zoomOut: E / Q, pad shoulders, the mouse wheel)",
                             shows: "a small ghost square grows to fill the ghost reticle while the key is down",
                             glyphs: [.action(.zoomIn), .action(.zoomOut)], pressed: 0.15...0.6) { list, frame in
        let grow = Float(TimingCurve.smoothStep((frame.phase - 0.15) / 0.45))
        let side = 70 + 230 * grow
        list.fill(RectF(centerX: centre.x, centerY: centre.y, w: side + 8, h: side + 8), GhostInk.edge(frame.opacity))
        list.fill(RectF(centerX: centre.x, centerY: centre.y, w: side, h: side), GhostInk.body(frame.opacity * 0.6))
        let closing = Float(TimingCurve.smoothStep((frame.phase - 0.6) / 0.2))
        let reticle: Float = 450 - 126 * closing
        DarkScanChallenge.drawGhostReticle(into: &list, x: centre.x, y: centre.y, side: reticle, arm: reticle * (0.16 + 0.34 * closing), opacity: frame.opacity)
        return PointF(x: centre.x, y: centre.y + 330)
    }

    /// A cross of two thick bars in the refusal's red: "not this one".
    static func drawCross(into list: inout DrawList, x: Float, y: Float, size: Float, opacity: Double) {
        let red = RGBA(215, 60, 50).withAlpha(UInt8((230 * opacity).clamped(to: 0...255)))
        for (ink, width) in [(GhostInk.edge(opacity), Float(24)), (red, Float(14))] {
            list.stroke(PointF(x: x - size / 2, y: y - size / 2), PointF(x: x + size / 2, y: y + size / 2), width: width, ink)
            list.stroke(PointF(x: x - size / 2, y: y + size / 2), PointF(x: x + size / 2, y: y - size / 2), width: width, ink)
        }
    }

    /// A square's outline turned by `radians` about its centre.
    static func drawTurnedSquare(into list: inout DrawList, x: Float, y: Float, side: Float, radians: Double, opacity: Double) {
        let c = Float(cos(radians)), s = Float(sin(radians)), h = side / 2
        let corners = [(-h, -h), (h, -h), (h, h), (-h, h)].map { PointF(x: x + $0.0 * c - $0.1 * s, y: y + $0.0 * s + $0.1 * c) }
        list.quad(corners[0], corners[1], corners[2], corners[3], GhostInk.body(opacity * 0.5))
        for index in 0..<4 { list.stroke(corners[index], corners[(index + 1) % 4], width: 10, GhostInk.edge(opacity)) }
    }
}

extension DarkScanChallenge {
    /// The dark shape nearest the centre of the screen that is not the level's square: the decoy
    /// the lesson refuses (on screen now, with its larger side there).
    func lessonDecoy() -> (x: Double, y: Double, side: Double)? {
        let projection = Viewfinder.Projection(viewfinder, limits: rules.limits,
                                               width: Int(DrawList.canvasWidth), height: Int(DrawList.canvasHeight))
        let darkest = rules.scene.shapes.filter { $0.form == .rect && $0.luminance < 128 }.min { $0.luminance < $1.luminance }
        let spots = rules.scene.shapes.filter { $0 != darkest && $0.luminance < 128 }.map { shape in
            let spot = projection.toFrame(shape.x, shape.y)
            return (x: spot.x, y: spot.y, side: max(shape.width, shape.height) * projection.scale)
        }
        let half = (x: Double(DrawList.canvasWidth / 2), y: Double(DrawList.canvasHeight / 2))
        return spots.filter { abs($0.x - half.x) < half.x - 100 && abs($0.y - half.y) < half.y - 100 }
            .min { hypot($0.x - half.x, $0.y - half.y) < hypot($1.x - half.x, $1.y - half.y) }
    }
}
