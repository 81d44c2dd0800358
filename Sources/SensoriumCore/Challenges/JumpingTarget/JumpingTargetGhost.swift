/// The catch's ghost: the ghost's cursor where it moves, pinched while it presses.
extension JumpingTargetChallenge: GhostDrawing {
    public func drawGhost(into list: inout DrawList, over live: any Challenge, opacity: Double, color: RGBA, style: DrawStyle) -> PointF? {
        Self.drawGhostCursor(into: &list, x: Float(cursorX), y: Float(cursorY), pinch: isSolved ? 0.6 : 1, opacity: opacity)
        return PointF(x: Float(cursorX), y: Float(cursorY))
    }
}
