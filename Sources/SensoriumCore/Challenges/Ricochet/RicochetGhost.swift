/// The bounce's ghost: the ghost's ball where it rolls, white and dark-rimmed as in the
/// demonstration.
extension RicochetChallenge: GhostDrawing {
    public func drawGhost(into list: inout DrawList, over live: any Challenge, opacity: Double, color: RGBA, style: DrawStyle) -> PointF? {
        guard isActive || isSolved else { return nil }
        Self.drawGhostBall(into: &list, x: Float(ball.x), y: Float(ball.y), radius: Float(radius), opacity: opacity)
        return PointF(x: Float(ball.x), y: Float(ball.y))
    }

    /// The ghost ball, shared with the goal demonstration.
    static func drawGhostBall(into list: inout DrawList, x: Float, y: Float, radius: Float, opacity: Double) {
        list.disc(centerX: x, centerY: y, radius: radius, GhostInk.body(opacity), segments: 32)
        GhostInk.ring(into: &list, x: x, y: y, radius: radius, width: 5, GhostInk.edge(opacity))
    }
}
