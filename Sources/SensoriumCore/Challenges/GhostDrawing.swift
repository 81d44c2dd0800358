/// A challenge drawn as a ghost over a live attempt at the same level: only the player's own
/// piece (the ball, the cursor, the reticle, the mark), in the demonstrations' ghost ink
/// (`GhostInk`), where the ghost has it. The hint's solution ghost and the race against a
/// personal best draw a second, drawn-only session this way. Each kind conforms in its folder
/// (`<Kind>Ghost.swift`), reusing its demonstration's drawing.
///
/// Drawing reads the ghost's state and the live one and changes neither, so the live run's
/// state hash is the same with a ghost or without.
public protocol GhostDrawing {
    /// Draws `self` (the ghost's state) over `live` (the player's state of the same level, whose
    /// view the ghost is placed in), at `opacity` (0 invisible ... 1 full ghost strength).
    /// Returns where the ghost's piece is on the canvas (a label goes beside it), or nil.
    @discardableResult
    func drawGhost(into list: inout DrawList, over live: any Challenge, opacity: Double, color: RGBA, style: DrawStyle) -> PointF?
}
