import FoundationEssentials
import Glibc

/// What the ricochet row brings after bounce's hole (which its goal demonstration teaches): the
/// floor the player lays (`roll`), acting on the ball (`glance`), and an exit that is not drawn
/// (`exit`). Each ghost plays beside the ball, where the player looks.
extension RicochetKind {
    public var lessons: [Lesson] { RicochetLessons.all }
}

enum RicochetLessons {
    static let all = [roll, glance, exit]

    /// Tab lays a paper floor under the ball, and the ball rolls fast across it.
    static let roll = Lesson(levelID: "roll", idea: .action, introduces: "laying a floor (alternate: Tab / pad X / right click) and rolling fast on it",
                             shows: "a paper floor spreads under a ghost ball as the key goes down, and the ball races across it",
                             glyphs: [.action(.alternate)], pressed: 0.05...0.3) { list, frame in
        guard let ricochet = frame.challenge as? RicochetChallenge else { return PointF(x: 960, y: 300) }
        let x = Float(ricochet.ball.x), y = Float(ricochet.ball.y)
        let spread = Float(TimingCurve.smoothStep(frame.phase / 0.3))
        drawGhostFloor(into: &list, x: x, y: y, w: 760 * spread, h: 420 * spread, color: frame.color, opacity: frame.opacity)
        // Then the ball races across, left to right and back, with speed lines behind it.
        let run = (frame.phase - 0.35) / 0.55
        if run > 0, run < 1 {
            let swing = Float(sin(run * 2 * .pi)) * 300
            let ahead: Float = cos(run * 2 * .pi) >= 0 ? 1 : -1
            for line in 1...3 {
                let back = x + swing - ahead * Float(line) * 34
                list.fill(RectF(centerX: back - ahead * 30, centerY: y - 24 + Float(line - 1) * 24, w: 44, h: 6), GhostInk.edge(frame.opacity * 0.7))
            }
            RicochetChallenge.drawGhostBall(into: &list, x: x + swing, y: y, radius: Float(RicochetChallenge.smallRadius), opacity: frame.opacity)
        }
        return PointF(x: x, y: y - 260)
    }

    /// Space acts on the ball: it grows, then takes a shield, then touches a wall gently.
    static let glance = Lesson(levelID: "glance", idea: .action, introduces: "acting on the ball (confirm: Space / pad A): it grows, then takes a shield",
                               shows: "a ghost ball grows at one press, takes a shield at the next, and touches a wall softly, which glows",
                               glyphs: [.action(.confirm)], pressed: 0.1...0.2) { list, frame in
        guard let ricochet = frame.challenge as? RicochetChallenge else { return PointF(x: 960, y: 300) }
        let x = Float(ricochet.ball.x), y = Float(ricochet.ball.y)
        let small = Float(RicochetChallenge.smallRadius), large = Float(RicochetChallenge.largeRadius)
        let grow = Float(TimingCurve.smoothStep((frame.phase - 0.1) / 0.15))
        let radius = small + (large - small) * grow
        let shield = TimingCurve.smoothStep((frame.phase - 0.4) / 0.15)
        let drift = Float(TimingCurve.smoothStep((frame.phase - 0.6) / 0.3)) * 220
        RicochetChallenge.drawGhostBall(into: &list, x: x + drift, y: y, radius: radius, opacity: frame.opacity)
        if shield > 0 {
            GhostInk.ring(into: &list, x: x + drift, y: y, radius: radius + 16, width: 8, GhostInk.edge(frame.opacity * shield))
        }
        if frame.phase > 0.88 {
            // The soft touch: a short wall beside it glows in the level's colour.
            list.fill(RectF(centerX: x + drift + radius + 30, centerY: y, w: 12, h: 180), GhostInk.pulse(frame.color, frame.opacity))
        }
        return PointF(x: x, y: y - 200)
    }

    /// The exit is not drawn: laying the floor lets the player feel its texture; the ball then
    /// rests on an outlined strip that feels the same.
    static let exit = Lesson(levelID: "exit", idea: .rule, introduces: "hidden exits: the exit is a strip found by its feel, the floor the player can lay feels like it",
                             shows: "a floor appears under a ghost ball and goes again as the key goes down and up; the ball rolls onto a dashed, unseen strip and rests there while it pulses",
                             glyphs: [.action(.alternate)], pressed: 0.05...0.3) { list, frame in
        guard let ricochet = frame.challenge as? RicochetChallenge else { return PointF(x: 960, y: 300) }
        let x = Float(ricochet.ball.x), y = Float(ricochet.ball.y)
        let floor = frame.phase < 0.3 ? TimingCurve.smoothStep(frame.phase / 0.1) : 1 - TimingCurve.smoothStep((frame.phase - 0.3) / 0.1)
        if floor > 0 { drawGhostFloor(into: &list, x: x, y: y, w: 300, h: 300, color: frame.color, opacity: frame.opacity * floor) }
        // A strip that is there but not seen: dashes only.
        let stripX = x + (x < 960 ? 340 : -340)
        for dash in stride(from: Float(-200), to: 200, by: 40) {
            list.fill(RectF(x: stripX - 80, y: y + dash, w: 8, h: 22), GhostInk.edge(frame.opacity * 0.8))
            list.fill(RectF(x: stripX + 72, y: y + dash, w: 8, h: 22), GhostInk.edge(frame.opacity * 0.8))
        }
        let travel = Float(TimingCurve.smoothStep((frame.phase - 0.45) / 0.3))
        RicochetChallenge.drawGhostBall(into: &list, x: x + (stripX - x) * travel, y: y, radius: Float(RicochetChallenge.smallRadius), opacity: frame.opacity)
        if frame.phase > 0.78 {
            let age = (frame.phase - 0.78) / 0.22
            GhostInk.ring(into: &list, x: stripX, y: y, radius: Float(50 + 70 * age), width: 8, GhostInk.pulse(frame.color, frame.opacity * (1 - age)))
        }
        return PointF(x: x, y: y - 220)
    }

    /// A laid floor in ghost ink: a sheet tinted with the level's colour (the field is pale) and
    /// a scatter of specks, centred on (x, y).
    static func drawGhostFloor(into list: inout DrawList, x: Float, y: Float, w: Float, h: Float, color: RGBA, opacity: Double) {
        guard w > 1, h > 1 else { return }
        let sheet = RectF(centerX: x, centerY: y, w: w, h: h)
        list.fill(sheet, GhostInk.pulse(color, opacity * 0.18))
        for inset in 0..<3 {
            let i = Float(inset)
            list.outline(RectF(x: sheet.x + i, y: sheet.y + i, w: sheet.w - 2 * i, h: sheet.h - 2 * i), GhostInk.edge(opacity))
        }
        for index in 0..<40 {
            let hash = RicochetChallenge.dotHash(index, 7)
            let sx = Float(hash % 1000) / 1000, sy = Float((hash / 1000) % 1000) / 1000
            list.fill(RectF(centerX: sheet.x + sheet.w * sx, centerY: sheet.y + sheet.h * sy, w: 8, h: 8), GhostInk.edge(opacity * 0.8))
        }
    }
}
