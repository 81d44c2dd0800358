/// The viewfinder hint's map: the whole display in small, with the window where it is, the
/// mark where the window must go, a dotted way between them and, while the solution's ghost
/// plays, the ghost's window. The canvas shows only the window's own view, so a mark far from it
/// was off the canvas and the hint was a faint corner of a rectangle; the map shows it whole, on
/// a plate of its own, at full strength.
enum WindowMap {
    /// The map's widest extent on the canvas; its height follows the display's aspect.
    static let width: Float = 480
    /// Its top edge: clear of the corner lightbulb and of the window's crosshair.
    static let top: Float = 40

    /// Draws the map of `challenge`'s display: `live` is the player's window, `ghost` the
    /// ghost's (nil for the goal step). `pulse` (0...1) beats the mark's ring.
    static func draw(into list: inout DrawList, challenge: WindowChallenge, live: DesktopObservation.Rect,
                     ghost: DesktopObservation.Rect?, pulse: Double, opacity: Double, color: RGBA) {
        let display = challenge.desktop.display
        guard display.width > 0, display.height > 0 else { return }
        let scale = min(width / Float(display.width), 300 / Float(display.height))
        let w = Float(display.width) * scale, h = Float(display.height) * scale
        let origin = PointF(x: 960 - w / 2, y: top)
        func point(_ x: Double, _ y: Double) -> PointF {
            PointF(x: origin.x + Float(x - Double(display.x)) * scale, y: origin.y + Float(y - Double(display.y)) * scale)
        }
        func rect(_ r: DesktopObservation.Rect) -> RectF {
            let corner = point(Double(r.x), Double(r.y))
            return RectF(x: corner.x, y: corner.y, w: max(3, Float(r.width) * scale), h: max(3, Float(r.height) * scale))
        }
        // The plate: dark, so the map reads over any level, bright or dark.
        let plate = RectF(x: origin.x - 10, y: origin.y - 10, w: w + 20, h: h + 20)
        list.fill(plate, RGBA(25, 25, 35, UInt8(220 * opacity)))
        list.outline(RectF(x: origin.x, y: origin.y, w: w, h: h), RGBA(200, 200, 210, UInt8(255 * opacity)))
        let mark = challenge.mark
        let to = point(mark.x, mark.y)
        let window = rect(live)
        let from = PointF(x: window.x + window.w / 2, y: window.y + window.h / 2)
        // The way: dots from the window's centre to the mark.
        let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
        let dots = Int(length / 14)
        if dots > 1 {
            for step in 1..<dots {
                let t = Float(step) / Float(dots)
                list.disc(centerX: from.x + (to.x - from.x) * t, centerY: from.y + (to.y - from.y) * t, radius: 3,
                          RGBA(230, 230, 235, UInt8(200 * opacity)), segments: 8)
            }
        }
        // The player's window: a pale sheet with its title bar.
        list.fill(window, RGBA(235, 235, 240, UInt8(150 * opacity)))
        list.fill(RectF(x: window.x, y: window.y, w: window.w, h: min(6, window.h)), RGBA(235, 235, 240, UInt8(255 * opacity)))
        list.outline(window, RGBA(255, 255, 255, UInt8(255 * opacity)))
        if let ghost {
            let g = rect(ghost)
            list.outline(g, color.withAlpha(UInt8(255 * opacity)))
            list.outline(RectF(x: g.x + 2, y: g.y + 2, w: g.w - 4, h: g.h - 4), color.withAlpha(UInt8(255 * opacity)))
        }
        // The mark, in the level's colour, with a ring that beats so the eye finds it.
        let radius = max(5, Float(challenge.rules.markRadius) * scale)
        list.disc(centerX: to.x, centerY: to.y, radius: radius, color.withAlpha(UInt8(255 * opacity)), segments: 20)
        list.ring(center: to, radius: radius + 4 + 10 * Float(pulse), width: 3,
                  color.withAlpha(UInt8(255 * opacity * (1 - 0.7 * pulse))))
    }
}

/// The viewfinder's hint shows the map; the other window goals are all on the canvas already.
extension WindowChallenge: HintMapDrawing {
    public func drawHintMap(into list: inout DrawList, ghost: (any Challenge)?, pulse: Double, opacity: Double, color: RGBA) {
        guard rules.goal == .viewfinder else { return }
        WindowMap.draw(into: &list, challenge: self, live: view, ghost: (ghost as? WindowChallenge)?.view,
                       pulse: pulse, opacity: opacity, color: color)
    }
}
