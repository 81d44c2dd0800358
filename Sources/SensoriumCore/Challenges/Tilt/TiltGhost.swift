/// The turn's ghost: the ghost world's mark on the rim, where the ghost has turned it.
extension TiltChallenge: GhostDrawing {
    public func drawGhost(into list: inout DrawList, over live: any Challenge, opacity: Double, color: RGBA, style: DrawStyle) -> PointF? {
        let angle = shownAngle(at: Double(tick)) + rules.markDegrees * .pi / 180
        Self.drawGhostMark(into: &list, angle: angle, opacity: opacity)
        return Self.point(angle, Self.worldRadius - 34)
    }
}
