import FoundationEssentials
import Glibc

/// The settings screen's pictures, drawn from the draw list's shapes like the menu's icons: a
/// speaker for volume, a note for effects, waves for the soundscape, a pad for rumble, a key cap
/// for a binding. Each is centred on `c` and about `s` across. The pictures of visible rumble,
/// reduced motion's lamps, captions and reset were redrawn after a new player could not read
/// them (docs/settings.md, "Icons").
enum SettingsIcons {
    static func draw(_ row: SettingsScreen.Row, at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        switch row {
        case .masterVolume:
            speaker(at: PointF(x: c.x - s * 0.2, y: c.y), size: s * 0.7, color: color, into: &list)
            for radius in [0.32, 0.5] as [Float] {
                list.arc(center: PointF(x: c.x - s * 0.05, y: c.y), radius: s * radius, width: s * 0.07,
                         from: .pi / 4, to: 3 * .pi / 4, color)
            }
        case .effectsVolume:
            // A note: a sound that plays once.
            list.disc(centerX: c.x - s * 0.15, centerY: c.y + s * 0.28, radius: s * 0.17, color)
            list.fill(RectF(x: c.x - s * 0.02, y: c.y - s * 0.45, w: s * 0.08, h: s * 0.75), color)
            list.quad(PointF(x: c.x - s * 0.02, y: c.y - s * 0.45), PointF(x: c.x + s * 0.35, y: c.y - s * 0.25),
                      PointF(x: c.x + s * 0.35, y: c.y - s * 0.1), PointF(x: c.x - s * 0.02, y: c.y - s * 0.3), color)
        case .soundscapeVolume:
            // Waves: the sound that goes on.
            for line in 0..<3 {
                let y = c.y + (Float(line) - 1) * s * 0.3
                wave(from: c.x - s * 0.5, to: c.x + s * 0.5, y: y, amplitude: s * 0.1, width: s * 0.08, color: color, into: &list)
            }
        case .rumble:
            pad(at: c, size: s, color: color, into: &list)
            for side in [-1, 1] as [Float] {
                for mark in 0..<2 {
                    let x = c.x + side * (s * 0.62 + Float(mark) * s * 0.14)
                    list.fill(RectF(centerX: x, centerY: c.y, w: s * 0.06, h: s * (0.5 - Float(mark) * 0.15)), color)
                }
            }
        case .rumbleStrength:
            // The pad, and marks that grow: how hard it shakes.
            pad(at: PointF(x: c.x - s * 0.25, y: c.y), size: s * 0.8, color: color, into: &list)
            for mark in 0..<3 {
                let height = s * (0.25 + 0.2 * Float(mark))
                list.fill(RectF(x: c.x + s * (0.3 + 0.16 * Float(mark)), y: c.y + s * 0.3 - height, w: s * 0.08, h: height), color)
            }
        case .visualRumble:
            // The rumble row's shaking pad, shown on a screen (a monitor on its stand): the shake
            // seen instead of felt. A lone dot in a frame was not read as a pad.
            frame(RectF(centerX: c.x, centerY: c.y - s * 0.08, w: s * 1.2, h: s * 0.8), width: s * 0.06, color: color, into: &list)
            list.fill(RectF(centerX: c.x, centerY: c.y + s * 0.4, w: s * 0.44, h: s * 0.07), color)
            pad(at: PointF(x: c.x, y: c.y - s * 0.1), size: s * 0.5, color: color, into: &list)
            for side in [-1, 1] as [Float] {
                list.fill(RectF(centerX: c.x + side * s * 0.4, centerY: c.y - s * 0.08, w: s * 0.05, h: s * 0.3), color)
            }
        case .reducedMotion:
            drawMotionLamp(false, at: c, size: s, color: color, into: &list)
        case .speech:
            // Speech and captions: a head speaking (its voice in arcs, as the speaker's) over a
            // caption's line of words — heard and read. A chat bubble read as "messages".
            let head = PointF(x: c.x - s * 0.3, y: c.y - s * 0.14)
            list.disc(centerX: head.x, centerY: head.y, radius: s * 0.2, color)
            list.fill(RectF(x: head.x - s * 0.24, y: head.y + s * 0.16, w: s * 0.48, h: s * 0.1), color)
            for radius in [0.34, 0.52] as [Float] {
                list.arc(center: head, radius: s * radius, width: s * 0.07, from: .pi / 4, to: 3 * .pi / 4, color)
            }
            var x = c.x - s * 0.55
            for width in [0.3, 0.45, 0.25] as [Float] {
                list.fill(RectF(x: x, y: c.y + s * 0.36, w: s * width, h: s * 0.12), color)
                x += s * (width + 0.08)
            }
        case .fullscreen:
            corners(at: c, size: s, color: color, into: &list)
        case .vsync:
            // A screen whose picture is whole: two halves meeting in line (vsync stops tearing).
            frame(RectF(centerX: c.x, centerY: c.y, w: s * 1.1, h: s * 0.8), width: s * 0.07, color: color, into: &list)
            list.fill(RectF(centerX: c.x, centerY: c.y - s * 0.12, w: s * 0.7, h: s * 0.18), color)
            list.fill(RectF(centerX: c.x, centerY: c.y + s * 0.12, w: s * 0.7, h: s * 0.18), color)
        case .raceGhost:
            // A ghost behind a runner: your best, racing beside you.
            ghostFigure(at: PointF(x: c.x - s * 0.18, y: c.y), size: s * 0.85, color: color, into: &list)
            list.disc(centerX: c.x + s * 0.35, centerY: c.y + s * 0.18, radius: s * 0.2, color)
        case .ghostOpacity:
            // The ghost faint, then strong.
            ghostFigure(at: PointF(x: c.x - s * 0.28, y: c.y), size: s * 0.6, color: color.withAlpha(90), into: &list)
            ghostFigure(at: PointF(x: c.x + s * 0.28, y: c.y), size: s * 0.6, color: color, into: &list)
        case .gameSpeed:
            snail(at: c, size: s, color: color, into: &list)
        case .keyboard:
            frame(RectF(centerX: c.x, centerY: c.y, w: s * 1.2, h: s * 0.75), width: s * 0.06, color: color, into: &list)
            for line in 0..<2 {
                for key in 0..<4 {
                    list.fill(RectF(centerX: c.x + (Float(key) - 1.5) * s * 0.24, centerY: c.y + (Float(line) - 0.7) * s * 0.2,
                                    w: s * 0.15, h: s * 0.13), color)
                }
            }
            list.fill(RectF(centerX: c.x, centerY: c.y + s * 0.22, w: s * 0.6, h: s * 0.12), color)
        case .gamepad:
            pad(at: c, size: s, color: color, into: &list)
        case .reset:
            // The settings (the menu's cog) turned back: an arrow going back, anticlockwise, round
            // the cog. A clockwise arrow round a dot read as the pause menu's restart.
            list.arc(center: c, radius: s * 0.44, width: s * 0.1, from: 0.9, to: 2 * .pi - 0.4, color)
            let tip = PointF(x: c.x - s * 0.44 * Float(sin(0.4)), y: c.y - s * 0.44 * Float(cos(0.4)))
            list.triangle(PointF(x: tip.x + s * 0.25, y: tip.y - s * 0.05), PointF(x: tip.x - s * 0.15, y: tip.y - s * 0.25),
                          PointF(x: tip.x - s * 0.1, y: tip.y + s * 0.2), color)
            SessionMenu.drawIcon(.settings, at: c, size: s * 0.55, into: &list, color: color)
        }
    }

    /// A snail, the slow end of the game speed: a coiled shell on a long low foot, two horns.
    static func snail(at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        list.fill(RectF(x: c.x - s * 0.5, y: c.y + s * 0.22, w: s, h: s * 0.14), color)
        list.ring(center: PointF(x: c.x - s * 0.05, y: c.y - s * 0.02), radius: s * 0.3, width: s * 0.1, color)
        list.disc(centerX: c.x - s * 0.05, centerY: c.y - s * 0.02, radius: s * 0.1, color)
        list.fill(RectF(x: c.x + s * 0.33, y: c.y - s * 0.12, w: s * 0.06, h: s * 0.36), color)
        list.fill(RectF(x: c.x + s * 0.42, y: c.y - s * 0.12, w: s * 0.06, h: s * 0.36), color)
    }

    /// A hare, the fast end: a long body stretched in a leap, a head with two tall ears.
    static func hare(at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        list.fill(RectF(centerX: c.x - s * 0.08, centerY: c.y + s * 0.1, w: s * 0.7, h: s * 0.28), color)
        list.disc(centerX: c.x + s * 0.32, centerY: c.y - s * 0.02, radius: s * 0.15, color)
        list.fill(RectF(x: c.x + s * 0.24, y: c.y - s * 0.5, w: s * 0.07, h: s * 0.4), color)
        list.fill(RectF(x: c.x + s * 0.35, y: c.y - s * 0.5, w: s * 0.07, h: s * 0.4), color)
        list.fill(RectF(x: c.x - s * 0.5, y: c.y + s * 0.2, w: s * 0.25, h: s * 0.08), color)
        list.fill(RectF(x: c.x + s * 0.1, y: c.y + s * 0.2, w: s * 0.22, h: s * 0.08), color)
    }

    /// A ghost: a round head on a body whose hem is three scallops.
    static func ghostFigure(at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        list.disc(centerX: c.x, centerY: c.y - s * 0.12, radius: s * 0.32, color)
        list.fill(RectF(x: c.x - s * 0.32, y: c.y - s * 0.12, w: s * 0.64, h: s * 0.42), color)
        for scallop in 0..<3 {
            list.disc(centerX: c.x + (Float(scallop) - 1) * s * 0.213, centerY: c.y + s * 0.3, radius: s * 0.107, color)
        }
    }

    /// The icon of a bindable action.
    static func draw(_ action: ControlAction, at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        switch action {
        case .up: arrow(at: c, size: s, angle: -.pi / 2, color: color, into: &list)
        case .down: arrow(at: c, size: s, angle: .pi / 2, color: color, into: &list)
        case .left: arrow(at: c, size: s, angle: .pi, color: color, into: &list)
        case .right: arrow(at: c, size: s, angle: 0, color: color, into: &list)
        case .confirm:
            // A tick.
            list.stroke(PointF(x: c.x - s * 0.35, y: c.y), PointF(x: c.x - s * 0.1, y: c.y + s * 0.28), width: s * 0.12, color)
            list.stroke(PointF(x: c.x - s * 0.1, y: c.y + s * 0.28), PointF(x: c.x + s * 0.38, y: c.y - s * 0.3), width: s * 0.12, color)
        case .back: SessionMenu.drawIcon(.home, at: c, size: s, into: &list, color: color)
        case .restart: SessionMenu.drawIcon(.restart, at: c, size: s, into: &list, color: color)
        case .hint: SessionMenu.drawIcon(.hint, at: c, size: s, into: &list, color: color)
        case .alternate:
            // Two arrows passing: the other action.
            arrow(at: PointF(x: c.x, y: c.y - s * 0.2), size: s * 0.7, angle: 0, color: color, into: &list)
            arrow(at: PointF(x: c.x, y: c.y + s * 0.2), size: s * 0.7, angle: .pi, color: color, into: &list)
        case .zoomIn, .zoomOut:
            list.ring(center: PointF(x: c.x - s * 0.08, y: c.y - s * 0.08), radius: s * 0.3, width: s * 0.08, color)
            list.stroke(PointF(x: c.x + s * 0.14, y: c.y + s * 0.14), PointF(x: c.x + s * 0.42, y: c.y + s * 0.42), width: s * 0.12, color)
            list.fill(RectF(centerX: c.x - s * 0.08, centerY: c.y - s * 0.08, w: s * 0.3, h: s * 0.07), color)
            if action == .zoomIn { list.fill(RectF(centerX: c.x - s * 0.08, centerY: c.y - s * 0.08, w: s * 0.07, h: s * 0.3), color) }
        case .rotateLeft, .rotateRight:
            // A turning arrow, its head at the clockwise end for right, the other end for left.
            let clockwise = action == .rotateRight
            list.arc(center: c, radius: s * 0.35, width: s * 0.1, from: -2.2, to: 0.6, color)
            let angle = clockwise ? 0.6 : -2.2
            let head = PointF(x: c.x + s * 0.35 * Float(sin(angle)), y: c.y - s * 0.35 * Float(cos(angle)))
            let along = clockwise ? 1 : -1 as Float
            let tx = Float(cos(angle)) * along, ty = Float(sin(angle)) * along
            list.triangle(PointF(x: head.x + tx * s * 0.22, y: head.y + ty * s * 0.22),
                          PointF(x: head.x - ty * s * 0.18, y: head.y + tx * s * 0.18),
                          PointF(x: head.x + ty * s * 0.18, y: head.y - tx * s * 0.18), color)
        case .pause:
            list.fill(RectF(centerX: c.x - s * 0.16, centerY: c.y, w: s * 0.18, h: s * 0.7), color)
            list.fill(RectF(centerX: c.x + s * 0.16, centerY: c.y, w: s * 0.18, h: s * 0.7), color)
        case .fullscreen: corners(at: c, size: s, color: color, into: &list)
        case .screenshot:
            // A camera.
            list.fill(RectF(centerX: c.x, centerY: c.y + s * 0.05, w: s * 0.9, h: s * 0.6), color)
            list.fill(RectF(centerX: c.x - s * 0.15, centerY: c.y - s * 0.3, w: s * 0.3, h: s * 0.14), color)
            let gap = color.r > 128 ? RGBA(46, 46, 58) : RGBA(245, 245, 250)
            list.disc(centerX: c.x, centerY: c.y + s * 0.05, radius: s * 0.2, gap)
        case .debugOverlay:
            for (index, height) in [0.3, 0.7, 0.5].enumerated() as EnumeratedSequence<[Float]> {
                list.fill(RectF(x: c.x - s * 0.4 + Float(index) * s * 0.3, y: c.y + s * 0.4 - s * height, w: s * 0.2, h: s * height), color)
            }
        case .hud:
            // A clock: the speedrun timer.
            list.ring(center: c, radius: s * 0.4, width: s * 0.08, color)
            list.fill(RectF(x: c.x - s * 0.04, y: c.y - s * 0.3, w: s * 0.08, h: s * 0.32), color)
            list.fill(RectF(x: c.x - s * 0.04, y: c.y - s * 0.04, w: s * 0.25, h: s * 0.08), color)
        case .resetRun:
            // The run from the start: the restart arrow around a flag.
            SessionMenu.drawIcon(.restart, at: c, size: s, into: &list, color: color)
            list.fill(RectF(x: c.x - s * 0.06, y: c.y - s * 0.16, w: s * 0.05, h: s * 0.32), color)
            list.triangle(PointF(x: c.x - s * 0.01, y: c.y - s * 0.16), PointF(x: c.x + s * 0.16, y: c.y - s * 0.08),
                          PointF(x: c.x - s * 0.01, y: c.y), color)
        }
    }

    /// Reduced motion's lamps, one picture of motion three ways: the desktop decides (the
    /// motion on a monitor), reduced (the motion struck through, as "no"), full (the motion: a
    /// ball with its fading trail). A lone dot for "reduced" was not read as less motion.
    static func drawMotionLamp(_ value: Bool?, at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        switch value {
        case nil:
            frame(RectF(centerX: c.x, centerY: c.y - s * 0.08, w: s * 0.9, h: s * 0.6), width: s * 0.08, color: color, into: &list)
            list.fill(RectF(centerX: c.x, centerY: c.y + s * 0.35, w: s * 0.45, h: s * 0.08), color)
            motion(at: PointF(x: c.x, y: c.y - s * 0.08), size: s * 0.45, color: color, into: &list)
        case true?:
            motion(at: c, size: s, color: color, into: &list)
            list.stroke(PointF(x: c.x - s * 0.45, y: c.y - s * 0.38), PointF(x: c.x + s * 0.45, y: c.y + s * 0.38), width: s * 0.1, color)
        case false?:
            motion(at: c, size: s, color: color, into: &list)
        }
    }

    /// Motion: a ball with its fading trail behind it.
    private static func motion(at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        list.disc(centerX: c.x + s * 0.25, centerY: c.y, radius: s * 0.25, color)
        list.disc(centerX: c.x - s * 0.12, centerY: c.y, radius: s * 0.17, color.withAlpha(150))
        list.disc(centerX: c.x - s * 0.4, centerY: c.y, radius: s * 0.1, color.withAlpha(90))
    }

    /// An on/off switch: a pill with its knob on the right and lit when on.
    static func drawSwitch(_ isOn: Bool, at c: PointF, on: RGBA, off: RGBA, into list: inout DrawList) {
        let color = isOn ? on : off
        list.fill(RectF(centerX: c.x, centerY: c.y, w: 70, h: 40), color)
        list.disc(centerX: c.x - 35, centerY: c.y, radius: 20, color)
        list.disc(centerX: c.x + 35, centerY: c.y, radius: 20, color)
        list.disc(centerX: c.x + (isOn ? 35 : -35), centerY: c.y, radius: 16, .white)
    }

    /// At least square, like a real key.
    static func capWidth(_ text: String, height: Float) -> Float {
        max(height, PixelFont.width(of: text, scale: fontScale(height)) + height * 0.5)
    }

    /// A key cap with `text` on it; returns its width.
    @discardableResult
    static func drawCap(_ text: String, x: Float, centerY: Float, height: Float, color: RGBA, into list: inout DrawList) -> Float {
        let width = capWidth(text, height: height)
        let scale = fontScale(height)
        frame(RectF(x: x, y: centerY - height / 2, w: width, h: height), width: max(2, height * 0.07), color: color, into: &list)
        let textWidth = PixelFont.width(of: text, scale: scale)
        PixelFont.draw(text, x: x + (width - textWidth) / 2, y: centerY - PixelFont.height(scale: scale) / 2, scale: scale, color: color, into: &list)
        return width
    }

    private static func fontScale(_ height: Float) -> Float { (height * 0.55 / Float(PixelFont.glyphHeight)).rounded(.down) }

    // MARK: Shapes

    private static func speaker(at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        list.fill(RectF(centerX: c.x - s * 0.25, centerY: c.y, w: s * 0.3, h: s * 0.4), color)
        list.quad(PointF(x: c.x - s * 0.1, y: c.y - s * 0.2), PointF(x: c.x + s * 0.3, y: c.y - s * 0.55),
                  PointF(x: c.x + s * 0.3, y: c.y + s * 0.55), PointF(x: c.x - s * 0.1, y: c.y + s * 0.2), color)
    }

    private static func pad(at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        list.fill(RectF(centerX: c.x, centerY: c.y - s * 0.05, w: s * 0.8, h: s * 0.45), color)
        list.disc(centerX: c.x - s * 0.38, centerY: c.y + s * 0.1, radius: s * 0.2, color)
        list.disc(centerX: c.x + s * 0.38, centerY: c.y + s * 0.1, radius: s * 0.2, color)
        let gap = color.r > 128 ? RGBA(46, 46, 58) : RGBA(245, 245, 250)
        list.fill(RectF(centerX: c.x - s * 0.3, centerY: c.y - s * 0.05, w: s * 0.2, h: s * 0.06), gap)
        list.fill(RectF(centerX: c.x - s * 0.3, centerY: c.y - s * 0.05, w: s * 0.06, h: s * 0.2), gap)
        list.disc(centerX: c.x + s * 0.3, centerY: c.y - s * 0.05, radius: s * 0.06, gap)
    }

    private static func corners(at c: PointF, size s: Float, color: RGBA, into list: inout DrawList) {
        let half = s * 0.45, arm = s * 0.3, w = s * 0.1
        for (dx, dy) in [(-1, -1), (1, -1), (-1, 1), (1, 1)] as [(Float, Float)] {
            let corner = PointF(x: c.x + dx * half, y: c.y + dy * half)
            list.fill(RectF(x: min(corner.x, corner.x - dx * arm), y: corner.y - (dy > 0 ? w : 0), w: arm, h: w), color)
            list.fill(RectF(x: corner.x - (dx > 0 ? w : 0), y: min(corner.y, corner.y - dy * arm), w: w, h: arm), color)
        }
    }

    private static func frame(_ rect: RectF, width w: Float, color: RGBA, into list: inout DrawList) {
        list.fill(RectF(x: rect.x, y: rect.y, w: rect.w, h: w), color)
        list.fill(RectF(x: rect.x, y: rect.y + rect.h - w, w: rect.w, h: w), color)
        list.fill(RectF(x: rect.x, y: rect.y, w: w, h: rect.h), color)
        list.fill(RectF(x: rect.x + rect.w - w, y: rect.y, w: w, h: rect.h), color)
    }

    private static func arrow(at c: PointF, size s: Float, angle: Double, color: RGBA, into list: inout DrawList) {
        func point(_ x: Float, _ y: Float) -> PointF {
            let cosA = Float(cos(angle)), sinA = Float(sin(angle))
            return PointF(x: c.x + (x * cosA - y * sinA) * s, y: c.y + (x * sinA + y * cosA) * s)
        }
        list.quad(point(-0.4, -0.08), point(0.05, -0.08), point(0.05, 0.08), point(-0.4, 0.08), color)
        list.triangle(point(0.05, -0.3), point(0.42, 0), point(0.05, 0.3), color)
    }

    private static func wave(from x0: Float, to x1: Float, y: Float, amplitude: Float, width: Float, color: RGBA,
                             into list: inout DrawList) {
        let segments = 12
        var previous = PointF(x: x0, y: y)
        for index in 1...segments {
            let t = Float(index) / Float(segments)
            let point = PointF(x: x0 + (x1 - x0) * t, y: y + amplitude * Float(sin(Double(t) * 2 * .pi)))
            list.stroke(previous, point, width: width, color)
            previous = point
        }
    }
}
