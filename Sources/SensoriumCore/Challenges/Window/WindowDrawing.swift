import FoundationEssentials

/// What a window level shows, without words. The viewfinder draws the desktop itself (a field
/// of dots fixed on the screen, the mark among them) as seen through the window, so moving the
/// window pans over it; the shape shows the picture's frame and the window's own shape; the
/// locks two lamps with the wanted state as a ring; fullscreen a picture that appears only when
/// the window fills the screen; look away a plant that grows while nobody looks; the clipboard
/// a pulse at each call; patience a candle that burns down while nothing is touched.
extension WindowChallenge {
    static let background = RGBA(236, 232, 224)
    static let ink = RGBA(60, 58, 70)

    public func draw(into list: inout DrawList, previous: WindowChallenge, alpha: Double, color: RGBA, style: DrawStyle) {
        list.reset(background: Self.background)
        switch rules.goal {
        case .viewfinder: drawViewfinder(into: &list, color: color)
        case .shape: drawShape(into: &list, color: color)
        case .locks: drawLamps(into: &list, color: color)
        case .fullscreen: drawFullscreen(into: &list, color: color)
        case .lookAway: drawPlant(into: &list, color: color)
        case .clipboard: drawCall(into: &list, color: color, style: style)
        case .patience: drawCandle(into: &list, color: color)
        }
        // The hold: a ring that fills round the centre while the goal holds.
        if heldTicks > 0 {
            let fraction = min(1, Double(heldTicks) / Double(max(1, rules.holdTicks)))
            list.arc(center: PointF(x: 960, y: 540), radius: 470, width: 14, from: 0, to: 2 * .pi * fraction, color)
        }
    }

    /// A desktop point on the canvas, through the view.
    private func canvasPoint(_ x: Double, _ y: Double) -> PointF {
        let view = self.view
        let sx = 1920 / Double(max(1, view.width)), sy = 1080 / Double(max(1, view.height))
        return PointF(x: Float((x - Double(view.x)) * sx), y: Float((y - Double(view.y)) * sy))
    }

    private func drawViewfinder(into list: inout DrawList, color: RGBA) {
        let display = desktop.display
        let view = self.view
        let scale = Float(1920 / Double(max(1, view.width)))
        // The desktop's dots, every 160 px, fixed on the screen.
        list.beginFillBatch(Self.background.mixed(with: Self.ink, 0.25))
        for gx in stride(from: Int(display.x), through: Int(display.x + display.width), by: 160) {
            for gy in stride(from: Int(display.y), through: Int(display.y + display.height), by: 160) {
                let p = canvasPoint(Double(gx), Double(gy))
                guard p.x > -20, p.x < 1940, p.y > -20, p.y < 1100 else { continue }
                list.addRect(RectF(x: p.x - 5 * scale, y: p.y - 5 * scale, w: 10 * scale, h: 10 * scale))
            }
        }
        // The display's edge, and the mark.
        let mark = self.mark
        let m = canvasPoint(mark.x, mark.y)
        list.ring(center: m, radius: Float(rules.markRadius) * scale, width: 8, color)
        list.disc(centerX: m.x, centerY: m.y, radius: Float(rules.markRadius) * scale * 0.45, color, segments: 32)
        // The window's own centre: a crosshair, in ink that warms to the level's colour as the
        // mark nears.
        let cross = Self.ink.mixed(with: color, nearness)
        list.fill(RectF(x: 930, y: 537, w: 60, h: 6), cross)
        list.fill(RectF(x: 957, y: 510, w: 6, h: 60), cross)
    }

    private func drawShape(into list: inout DrawList, color: RGBA) {
        let band = rules.shape.heightOverWidth
        let wanted = (band.lowerBound + band.upperBound) / 2
        let window = desktop.window
        let have = Double(max(1, window.height)) / Double(max(1, window.width))
        func frame(_ ratio: Double) -> RectF {
            let h = min(800, 800 * ratio), w = h / ratio
            let fitted = w > 1400 ? (1400, 1400 * ratio) : (w, h)
            return RectF(x: Float(960 - fitted.0 / 2), y: Float(540 - fitted.1 / 2), w: Float(fitted.0), h: Float(fitted.1))
        }
        let picture = frame(wanted)
        list.fill(picture, Self.background.mixed(with: color, 0.35))
        // Both outlines a few screen pixels wide, whatever the window's shape: the goal's in the
        // level's colour, the window's own in ink that warms to it as the shape nears.
        let stroke = strokeWidth(screenPixels: 3)
        Self.outline(picture, width: stroke, color, into: &list)
        Self.outline(frame(have), width: stroke, Self.ink.mixed(with: color, nearness), into: &list)
    }

    /// Canvas units that show as `screenPixels` in the window: the 1920x1080 canvas is fitted
    /// into the window (letterboxed), so in a 320x1080 window one screen pixel is six units, and
    /// a one-unit line vanished.
    func strokeWidth(screenPixels: Float) -> Float {
        let window = desktop.window
        let scale = min(Float(max(1, window.width)) / 1920, Float(max(1, window.height)) / 1080)
        return min(60, max(screenPixels, screenPixels / scale))
    }

    /// A rectangle's outline `width` canvas units wide, inside its edges.
    static func outline(_ rect: RectF, width: Float, _ color: RGBA, into list: inout DrawList) {
        let w = min(width, rect.w / 2, rect.h / 2)
        list.fill(RectF(x: rect.x, y: rect.y, w: rect.w, h: w), color)
        list.fill(RectF(x: rect.x, y: rect.y + rect.h - w, w: rect.w, h: w), color)
        list.fill(RectF(x: rect.x, y: rect.y + w, w: w, h: rect.h - 2 * w), color)
        list.fill(RectF(x: rect.x + rect.w - w, y: rect.y + w, w: w, h: rect.h - 2 * w), color)
    }

    private func drawLamps(into list: inout DrawList, color: RGBA) {
        let lit = RGBA(250, 200, 60), dark = Self.background.mixed(with: Self.ink, 0.4)
        let wrong = wrongLights
        for (index, on) in [desktop.capsLock, desktop.numLock].enumerated() {
            let x: Float = index == 0 ? 660 : 1260
            let wanted = index == 0 ? (on != wrong.caps) : (on != wrong.num)
            list.disc(centerX: x, centerY: 540, radius: 120, on ? lit : dark, segments: 48)
            list.ring(center: PointF(x: x, y: 540), radius: 170, width: wanted ? 26 : 6, wanted ? color : dark)
        }
    }

    private func drawFullscreen(into list: inout DrawList, color: RGBA) {
        if desktop.fullscreen {
            list.disc(centerX: 960, centerY: 420, radius: 180, RGBA(250, 200, 60), segments: 64)
            list.fill(RectF(x: 0, y: 700, w: 1920, h: 380), Self.background.mixed(with: color, 0.6))
        } else {
            // Corners that point outward: the picture wants the whole screen.
            for (cx, cy, sx, sy) in [(Float(200), Float(150), Float(-1), Float(-1)), (1720, 150, 1, -1), (200, 930, -1, 1), (1720, 930, 1, 1)] {
                list.fill(RectF(x: min(cx, cx + sx * 120), y: cy - 8, w: 120, h: 16), color)
                list.fill(RectF(x: cx - 8, y: min(cy, cy + sy * 120), w: 16, h: 120), color)
            }
        }
    }

    private func drawPlant(into list: inout DrawList, color: RGBA) {
        let growth = Float(min(1, Double(awayTicks) / Double(max(1, neededTicks))))
        list.fill(RectF(x: 860, y: 860, w: 200, h: 120), Self.ink)
        let height = 60 + 560 * growth
        list.fill(RectF(x: 952, y: 860 - height, w: 16, h: height), RGBA(70, 140, 70))
        list.disc(centerX: 960, centerY: 860 - height, radius: 30 + 90 * growth, color, segments: 40)
    }

    private func drawCall(into list: inout DrawList, color: RGBA, style: DrawStyle) {
        let age = Float(tick - lastCall) / Float(Self.answerWindow)
        list.fill(RectF(x: 820, y: 400, w: 220, h: 260), Self.ink)
        list.fill(RectF(x: 880, y: 440, w: 220, h: 260), color)
        if age <= 1 {
            let radius: Float = style.reducedMotion ? 380 : 260 + 300 * age
            list.ring(center: PointF(x: 960, y: 550), radius: radius, width: 16, color.withAlpha(UInt8(255 * (1 - age))))
        }
    }

    private func drawCandle(into list: inout DrawList, color: RGBA) {
        let burnt = Float(min(1, Double(stillTicks) / Double(max(1, neededTicks))))
        let height = 520 * (1 - burnt) + 40
        list.fill(RectF(x: 900, y: 900 - height, w: 120, h: height), color)
        list.disc(centerX: 960, centerY: 900 - height - 40, radius: 26, RGBA(250, 180, 50), segments: 24)
    }
}
