import FoundationEssentials

/// Catch's lesson without words: a ghost cursor glides from the cursor onto the target and
/// presses (it shrinks, and a ring bursts from the target), then starts again.
extension JumpingTargetChallenge: GoalDemonstrating {
    static let demoTravel = 0.55

    public func drawGoalDemo(into list: inout DrawList, phase: Double, opacity: Double, color: RGBA, style: DrawStyle) {
        guard !isSolved else { return }
        let target = targetPosition(at: Double(tick))
        let t = TimingCurve.smoothStep(phase / Self.demoTravel)
        let x = Float(cursorX + (target.x - cursorX) * t)
        let y = Float(cursorY + (target.y - cursorY) * t)
        // The press: the ghost cursor pinches for a moment when it arrives.
        let pressAge = (phase - Self.demoTravel) / (1 - Self.demoTravel)
        let pinch: Float = pressAge > 0 && pressAge < 0.25 ? 0.6 : 1
        Self.drawGhostCursor(into: &list, x: x, y: y, pinch: pinch, opacity: opacity)
        guard pressAge > 0 else { return }
        // Caught: a ring bursts from the target in the level's colour.
        let radius = Float(rules.targetRadius) * (1 + 0.8 * Float(pressAge))
        GhostInk.ring(into: &list, x: Float(target.x), y: Float(target.y), radius: radius, width: 12,
                      GhostInk.pulse(color.mixed(with: .black, 0.3), opacity * (1 - pressAge)))
    }
}

extension JumpingTargetChallenge {
    /// The ghost cursor, four arms round a gap; `pinch` (0...1) closes it as a press does.
    static func drawGhostCursor(into list: inout DrawList, x: Float, y: Float, pinch: Float, opacity: Double) {
        let arm: Float = 34 * pinch, gap: Float = 12 * pinch, width: Float = 12
        for (ax, ay, w, h) in [(x - gap - arm, y - width / 2, arm, width), (x + gap, y - width / 2, arm, width),
                               (x - width / 2, y - gap - arm, width, arm), (x - width / 2, y + gap, width, arm)] {
            list.fill(RectF(x: ax - 3, y: ay - 3, w: w + 6, h: h + 6), GhostInk.edge(opacity))
            list.fill(RectF(x: ax, y: ay, w: w, h: h), GhostInk.body(opacity))
        }
    }
}

/// The jumping target's icon: a target, a ring round a dot.
extension JumpingTargetKind: KindGlyphDrawing {
    public func drawGlyph(into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA) {
        list.ring(center: PointF(x: x, y: y), radius: size * 0.4, width: size * 0.14, ink)
        list.disc(centerX: x, centerY: y, radius: size * 0.14, ink, segments: 12)
    }
}
