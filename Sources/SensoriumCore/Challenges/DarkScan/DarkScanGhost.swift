/// The scan's ghost: the ghost's reticle placed in the live view, so the player sees where the
/// ghost is looking (and at which zoom) on the picture as they see it.
extension DarkScanChallenge: GhostDrawing {
    public func drawGhost(into list: inout DrawList, over live: any Challenge, opacity: Double, color: RGBA, style: DrawStyle) -> PointF? {
        let view = (live as? DarkScanChallenge)?.viewfinder ?? viewfinder
        let projection = Viewfinder.Projection(view, limits: rules.limits,
                                               width: Int(DrawList.canvasWidth), height: Int(DrawList.canvasHeight))
        let spot = projection.toFrame(viewfinder.x, viewfinder.y)
        let side = Float(rules.reticleSize) * DrawList.canvasHeight * Float(view.zoom / viewfinder.zoom)
        Self.drawGhostReticle(into: &list, x: Float(spot.x), y: Float(spot.y), side: side, arm: side * 0.3, opacity: opacity)
        return PointF(x: Float(spot.x) + side / 2, y: Float(spot.y) - side / 2)
    }
}
