/// What the jumping-target row brings after catch's vocabulary (which its goal demonstration
/// teaches): a target that flees a moving cursor and comes to a still one (`shy`). The other
/// levels of the row are faster or further versions of ideas already met.
extension JumpingTargetKind {
    public var lessons: [Lesson] { JumpingTargetLessons.all }
}

enum JumpingTargetLessons {
    static let all = [shy]

    /// The cursor chases and the target leaps away; the cursor keeps still and the target comes.
    static let shy = Lesson(levelID: "shy", idea: .rule, introduces: "a shy target: it flees a moving cursor; keep still and it comes",
                            shows: "a ghost cursor chases a ghost target, which leaps away; the cursor keeps still under a filling ring, the target glides to it and is caught",
                            glyphs: []) { list, frame in
        guard let jumping = frame.challenge as? JumpingTargetChallenge else { return PointF(x: 960, y: 540) }
        let start = jumping.targetPosition(at: Double(jumping.tick))
        let cursor = (x: jumping.cursorX, y: jumping.cursorY)
        // 1. The chase: the cursor goes half way toward the target.
        let chase = TimingCurve.smoothStep(frame.phase / 0.25)
        let stop = (x: cursor.x + (start.x - cursor.x) * 0.5 * chase, y: cursor.y + (start.y - cursor.y) * 0.5 * chase)
        // 2. The target leaps away from it, the far side of where it was.
        let away = (x: (start.x + (start.x - stop.x) * 0.6).clamped(to: 120...1800), y: (start.y + (start.y - stop.y) * 0.6).clamped(to: 160...960))
        let leap = TimingCurve.smoothStep((frame.phase - 0.25) / 0.12)
        var target = (x: start.x + (away.x - start.x) * leap, y: start.y + (away.y - start.y) * leap)
        // 3. Still: a ring fills round the cursor, and the target comes to it.
        let calm = ((frame.phase - 0.4) / 0.2).clamped(to: 0...1)
        let come = TimingCurve.smoothStep((frame.phase - 0.6) / 0.2)
        target = (x: target.x + (stop.x - target.x) * come, y: target.y + (stop.y - target.y) * come)
        let radius = Float(jumping.rules.targetRadius)
        GhostInk.ring(into: &list, x: Float(target.x), y: Float(target.y), radius: radius, width: 10, GhostInk.edge(frame.opacity))
        list.disc(centerX: Float(target.x), centerY: Float(target.y), radius: radius - 5, GhostInk.body(frame.opacity * 0.5), segments: 32)
        if calm > 0, frame.phase < 0.8 {
            list.arc(center: PointF(x: Float(stop.x), y: Float(stop.y)), radius: 62, width: 8, from: 0, to: calm * 2 * .pi,
                     GhostInk.pulse(frame.color, frame.opacity))
        }
        let press = (frame.phase - 0.82) / 0.18
        JumpingTargetChallenge.drawGhostCursor(into: &list, x: Float(stop.x), y: Float(stop.y), pinch: press > 0 && press < 0.3 ? 0.6 : 1,
                                               opacity: frame.opacity)
        if press > 0 {
            GhostInk.ring(into: &list, x: Float(stop.x), y: Float(stop.y), radius: radius * (1 + 0.8 * Float(press)), width: 12,
                          GhostInk.pulse(frame.color.mixed(with: .black, 0.3), frame.opacity * (1 - press)))
        }
        return PointF(x: Float(stop.x), y: Float(stop.y) - 140)
    }
}
