/// The window's ghost: the ghost's own window, outlined where it sits on the desktop as the live
/// window sees it (the viewfinder), or its shape centred (the shape); for the goals that do not
/// move the window, the ghost's hold filling round the centre inside the player's.
extension WindowChallenge: GhostDrawing {
    public func drawGhost(into list: inout DrawList, over live: any Challenge, opacity: Double, color: RGBA, style: DrawStyle) -> PointF? {
        let seen = (live as? WindowChallenge)?.view ?? view
        let sx = 1920 / Double(max(1, seen.width)), sy = 1080 / Double(max(1, seen.height))
        let ghost = view
        switch rules.goal {
        case .viewfinder, .shape:
            let w = Float(Double(ghost.width) * sx), h = Float(Double(ghost.height) * sy)
            let centre: PointF = rules.goal == .shape
                ? PointF(x: 960, y: 540)
                : PointF(x: Float((Double(ghost.x - seen.x) + Double(ghost.width) / 2) * sx),
                         y: Float((Double(ghost.y - seen.y) + Double(ghost.height) / 2) * sy))
            let rect = RectF(x: centre.x - w / 2, y: centre.y - h / 2, w: w, h: h)
            list.outline(rect, GhostInk.edge(opacity))
            list.outline(RectF(x: rect.x + 3, y: rect.y + 3, w: w - 6, h: h - 6), GhostInk.body(opacity))
            list.fill(RectF(x: centre.x - 20, y: centre.y - 3, w: 40, h: 6), GhostInk.body(opacity))
            list.fill(RectF(x: centre.x - 3, y: centre.y - 20, w: 6, h: 40), GhostInk.body(opacity))
            return centre
        case .fullscreen, .locks, .lookAway, .clipboard, .patience:
            let needed = rules.goal == .lookAway || rules.goal == .patience ? neededTicks : rules.holdTicks
            let done = rules.goal == .lookAway ? awayTicks : rules.goal == .patience ? stillTicks : heldTicks
            let fraction = isSolved ? 1 : min(1, Double(done) / Double(max(1, needed)))
            let centre = PointF(x: 960, y: 540)
            list.ring(center: centre, radius: 440, width: 4, GhostInk.edge(opacity))
            list.arc(center: centre, radius: 440, width: 12, from: 0, to: 2 * .pi * max(0.02, fraction), GhostInk.body(opacity))
            return PointF(x: 960, y: 100)
        }
    }
}
