/// The turn's ghost: the ghost world's mark on the rim, where the ghost has turned it.
extension TiltChallenge: GhostDrawing {
    public func drawGhost(into list: inout DrawList, over live: any Challenge, opacity: Double, color: RGBA, style: DrawStyle) {
        Self.drawGhostMark(into: &list, angle: shownAngle(at: Double(tick)) + rules.markDegrees * .pi / 180, opacity: opacity)
    }
}
