import FoundationEssentials
import Glibc

/// What the window rows bring after frame's move (which its goal demonstration teaches): the
/// window's shape (`tall`: Z taller, C wider), the keyboard's lock lights (`caps`), looking away
/// (`away`), fullscreen (`full`), the clipboard (`copy`), shrinking to reach a corner
/// (`corner`), and keeping still (`still`), a level that would otherwise be won by a player who
/// only waited, without learning why. The desktop's own keys (Caps Lock, Alt+Tab, Ctrl+C) are not the game's to bind:
/// their caps are the keyboard's always, and their lesson leaves once the desktop shows them used.
extension WindowKind {
    public var lessons: [Lesson] { WindowLessons.all }
}

enum WindowLessons {
    static let all = [tall, caps, still, away, full, copy, corner]
    static let centre = PointF(x: 960, y: 500)

    /// Z trades width for height: a landscape window turns tall and narrow.
    static let tall = Lesson(levelID: "tall", idea: .action, introduces: "the window's shape (rotateLeft: Z taller, rotateRight: C wider)",
                             shows: "a ghost window outline turns from wide to tall and narrow while the key is down",
                             glyphs: [.action(.rotateLeft), .action(.rotateRight)], pressed: 0.15...0.6) { list, frame in
        let t = Float(TimingCurve.smoothStep((frame.phase - 0.15) / 0.45))
        drawGhostWindow(into: &list, centerX: centre.x, centerY: centre.y, w: 420 - 220 * t, h: 236 + 164 * t, opacity: frame.opacity)
        return PointF(x: centre.x, y: centre.y + 290)
    }

    /// Q shrinks the window, small enough to reach a corner of the screen.
    static let corner = Lesson(levelID: "corner", idea: .action, introduces: "shrinking the window (zoomOut: Q) so it reaches the screen's corners",
                               shows: "a ghost window shrinks while the key is down, then travels into the top-left corner",
                               glyphs: [.action(.zoomOut), .action(.zoomIn)], pressed: 0.1...0.45) { list, frame in
        let shrink = Float(TimingCurve.smoothStep((frame.phase - 0.1) / 0.35))
        let travel = Float(TimingCurve.smoothStep((frame.phase - 0.5) / 0.35))
        let w = 480 - 300 * shrink, h = 270 - 169 * shrink
        let x = centre.x + (120 - centre.x) * travel, y = centre.y + (90 - centre.y) * travel
        drawGhostWindow(into: &list, centerX: x, centerY: y, w: w, h: h, opacity: frame.opacity)
        return PointF(x: centre.x, y: centre.y + 250)
    }

    /// The fullscreen key: the window grows to the screen's edges.
    static let full = Lesson(levelID: "full", idea: .input, introduces: "fullscreen (the fullscreen key: F11)",
                             shows: "a ghost window grows to the edges of the screen as the key goes down, its corners pointing outward",
                             glyphs: [.action(.fullscreen)],
                             used: { command, previous in changed(command, previous) { $0.fullscreen } }, pressed: 0.1...0.3) { list, frame in
        let t = Float(TimingCurve.smoothStep((frame.phase - 0.1) / 0.4))
        let w = 480 + (1800 - 480) * t, h = 270 + (980 - 270) * t
        drawGhostWindow(into: &list, centerX: 960, centerY: 540, w: w, h: h, opacity: frame.opacity)
        return PointF(x: 960, y: 540)
    }

    /// Caps Lock: a lamp lights as the key goes down.
    static let caps = Lesson(levelID: "caps", idea: .input, introduces: "the keyboard's lock lights (Caps Lock; Num Lock in lights)",
                             shows: "a ghost lamp lights as the Caps Lock key goes down",
                             glyphs: [.desktopKey("CAPS")],
                             used: { command, previous in changed(command, previous) { $0.capsLock } }, pressed: 0.2...0.4) { list, frame in
        let lit = frame.phase > 0.2 ? 1.0 : 0.0
        let lamp = PointF(x: centre.x, y: centre.y - 60)
        list.disc(centerX: lamp.x, centerY: lamp.y, radius: 70, GhostInk.edge(frame.opacity), segments: 36)
        list.disc(centerX: lamp.x, centerY: lamp.y, radius: 58, lit > 0 ? GhostInk.pulse(frame.color, frame.opacity) : GhostInk.body(frame.opacity * 0.3), segments: 36)
        return PointF(x: centre.x, y: centre.y + 90)
    }

    /// Leaving the window: another window comes to the front, then the game's comes back.
    static let away = Lesson(levelID: "away", idea: .input, introduces: "looking away: the level counts while its window does not have the focus",
                             shows: "a second ghost window slides over the game's as Alt+Tab goes down, stays, and slides off again",
                             glyphs: [.desktopKey("Alt+Tab")],
                             used: { command, previous in
                                 // Leaving, not coming back: a click into the window gives it the focus too.
                                 changed(command, previous) { $0.focused } && command.desktop?.focused == false
                             }, pressed: 0.1...0.25) { list, frame in
        drawGhostWindow(into: &list, centerX: centre.x, centerY: centre.y, w: 480, h: 270, opacity: frame.opacity * 0.6)
        let over = Float(TimingCurve.smoothStep((frame.phase - 0.1) / 0.2) - TimingCurve.smoothStep((frame.phase - 0.75) / 0.2))
        if over > 0 {
            let x = centre.x + 700 * (1 - over) + 90
            list.fill(RectF(centerX: x, centerY: centre.y + 40, w: 480, h: 270), GhostInk.edge(frame.opacity * 0.8))
            drawGhostWindow(into: &list, centerX: x, centerY: centre.y + 40, w: 480, h: 270, opacity: frame.opacity)
        }
        return PointF(x: centre.x, y: centre.y + 260)
    }

    /// Ctrl+C: a copy leaves one sheet for the other.
    static let copy = Lesson(levelID: "copy", idea: .input, introduces: "the clipboard: copy anything (Ctrl+C) when the level calls",
                             shows: "a ghost sheet's copy flies onto a second sheet as Ctrl+C goes down",
                             glyphs: [.desktopKey("Ctrl+C")],
                             used: { command, previous in changed(command, previous) { $0.clipboardDigest } }, pressed: 0.15...0.3) { list, frame in
        let from = PointF(x: centre.x - 220, y: centre.y), to = PointF(x: centre.x + 220, y: centre.y)
        for sheet in [from, to] { drawSheet(into: &list, at: sheet, opacity: frame.opacity * 0.6) }
        let t = Float(TimingCurve.smoothStep((frame.phase - 0.2) / 0.45))
        if frame.phase > 0.2 { drawSheet(into: &list, at: PointF(x: from.x + (to.x - from.x) * t, y: from.y - 80 * (1 - abs(2 * t - 1))), opacity: frame.opacity) }
        return PointF(x: centre.x, y: centre.y + 230)
    }

    /// Keeping still: a ghost candle burns down beside a resting mouse; the mouse stirs and the
    /// candle stands whole again; left alone, it burns out and the goal pulses. Shown from the
    /// level's first tick, so the five seconds a player may only wait are spent watching why.
    static let still = Lesson(levelID: "still", idea: .rule, introduces: "patience: the candle burns down only while nothing at all is touched",
                              shows: "a ghost candle burns down beside a resting mouse; the mouse stirs and the candle is whole again; left alone it burns out and the goal pulses",
                              glyphs: [], pressed: 0.35...0.45) { list, frame in
        let p = frame.phase
        // Burns to half, is relit by the stir, then burns out while nothing moves.
        let burnt = p < 0.35 ? p / 0.35 * 0.5 : p < 0.45 ? 0 : min(1, (p - 0.45) / 0.45)
        let edge = GhostInk.edge(frame.opacity), body = GhostInk.body(frame.opacity)
        // The candle as the level draws its own, smaller, on the left.
        let candle = PointF(x: 420, y: 840)
        let height = Float(400 * (1 - burnt) + 30)
        list.fill(RectF(x: candle.x - 50, y: candle.y - height, w: 100, h: height), edge)
        list.fill(RectF(x: candle.x - 44, y: candle.y - height + 6, w: 88, h: height - 6), body)
        if burnt < 1 {
            list.disc(centerX: candle.x, centerY: candle.y - height - 30, radius: 22, GhostInk.pulse(RGBA(250, 180, 50), frame.opacity), segments: 20)
        }
        // The mouse at rest, its cable trailing up; it stirs once, and the lines beside it show it.
        let stirring = (0.35...0.45).contains(p)
        let shift = stirring ? Float(sin((p - 0.35) / 0.1 * 4 * .pi)) * 24 : 0
        let mouse = PointF(x: 640 + shift, y: 740)
        drawCapsule(into: &list, centre: mouse, radius: 50, straight: 56, edge)
        drawCapsule(into: &list, centre: mouse, radius: 44, straight: 56, body)
        list.fill(RectF(x: mouse.x - 3, y: mouse.y - 72, w: 6, h: 42), edge)
        list.fill(RectF(x: mouse.x - 44, y: mouse.y - 30, w: 88, h: 5), edge)
        list.stroke(PointF(x: mouse.x, y: mouse.y - 78), PointF(x: mouse.x + 14, y: mouse.y - 130), width: 6, edge)
        list.stroke(PointF(x: mouse.x + 14, y: mouse.y - 130), PointF(x: mouse.x - 6, y: mouse.y - 190), width: 6, edge)
        if stirring {
            for side: Float in [-1, 1] {
                for row: Float in [-30, 0, 30] {
                    list.fill(RectF(x: mouse.x + side * 82 - 14, y: mouse.y + row - 3, w: 28, h: 6), edge)
                }
            }
        }
        // Burnt out, left alone: the goal.
        if p > 0.9 {
            let age = (p - 0.9) / 0.1
            list.ring(center: PointF(x: candle.x, y: candle.y - 40), radius: Float(60 + 140 * age), width: 10,
                      GhostInk.pulse(frame.color, frame.opacity * (1 - age)))
        }
        return PointF(x: 530, y: 920)
    }

    /// A capsule standing upright (a mouse's body): two half discs joined by straight sides, as
    /// one fan of triangles so translucent ink covers each point once.
    static func drawCapsule(into list: inout DrawList, centre: PointF, radius: Float, straight: Float, _ colour: RGBA) {
        let segments = 14
        var rim: [PointF] = []
        for i in 0...segments {
            let a = Float.pi + Float.pi * Float(i) / Float(segments)
            rim.append(PointF(x: centre.x + radius * _cos(a), y: centre.y - straight / 2 + radius * _sin(a)))
        }
        for i in 0...segments {
            let a = Float.pi * Float(i) / Float(segments)
            rim.append(PointF(x: centre.x + radius * _cos(a), y: centre.y + straight / 2 + radius * _sin(a)))
        }
        for i in rim.indices { list.triangle(centre, rim[i], rim[(i + 1) % rim.count], colour) }
    }

    /// Whether a desktop observation's field changed this tick (never without two observations).
    static func changed<T: Equatable>(_ command: InputCommand, _ previous: InputCommand, _ field: (DesktopObservation) -> T) -> Bool {
        guard let now = command.desktop, let before = previous.desktop else { return false }
        return field(now) != field(before)
    }

    /// A window outline with its title bar, in ghost ink.
    static func drawGhostWindow(into list: inout DrawList, centerX: Float, centerY: Float, w: Float, h: Float, opacity: Double) {
        let rect = RectF(centerX: centerX, centerY: centerY, w: w, h: h)
        for inset in 0..<3 {
            let i = Float(inset)
            list.outline(RectF(x: rect.x + i, y: rect.y + i, w: rect.w - 2 * i, h: rect.h - 2 * i), inset == 1 ? GhostInk.body(opacity) : GhostInk.edge(opacity))
        }
        list.fill(RectF(x: rect.x + 3, y: rect.y + 3, w: rect.w - 6, h: min(28, rect.h * 0.15)), GhostInk.body(opacity * 0.8))
    }

    static func drawSheet(into list: inout DrawList, at centre: PointF, opacity: Double) {
        list.fill(RectF(centerX: centre.x, centerY: centre.y, w: 170, h: 220), GhostInk.edge(opacity))
        list.fill(RectF(centerX: centre.x, centerY: centre.y, w: 158, h: 208), GhostInk.body(opacity))
        for line in 0..<4 {
            list.fill(RectF(centerX: centre.x, centerY: centre.y - 60 + Float(line) * 36, w: 110, h: 8), GhostInk.edge(opacity * 0.8))
        }
    }
}
