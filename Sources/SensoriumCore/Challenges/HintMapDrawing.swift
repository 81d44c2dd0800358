/// A challenge whose goal can lie beyond what the canvas shows (the viewfinder's mark, out on the
/// desktop past the window's edge) draws a map for the level's hint: the whole field in small,
/// the player's piece, the goal, and the hint's ghost when it plays. Drawn by `LevelHint` over
/// its goal and ghost steps only (never in a race against a personal best); reads the states,
/// changes neither.
public protocol HintMapDrawing {
    /// Draws the map for the live state `self`; `ghost` is the solution ghost's state (nil on
    /// the goal step). `pulse` (0...1) beats the goal's ring; `opacity` 0...1.
    func drawHintMap(into list: inout DrawList, ghost: (any Challenge)?, pulse: Double, opacity: Double, color: RGBA)
}
