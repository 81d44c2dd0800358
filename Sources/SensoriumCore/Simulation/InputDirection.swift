/// The one reading of "which way is the player pointing" from arrows and stick, shared by every
/// challenge that moves something (the jumping target's cursor, the dark scan's viewfinder) and
/// by ricochet's stick tilt.
extension InputCommand {
    /// The left stick, each axis -1.0...1.0 (+x right, +y down).
    public var stick: (x: Double, y: Double) {
        (Double(stickX) / 127, Double(stickY) / 127)
    }

    /// The stick, with each held arrow setting its axis to full (right over left, down over up),
    /// shortened to length 1 so a diagonal is no faster than a straight line. Each axis
    /// -1.0...1.0.
    public var direction: (x: Double, y: Double) {
        var (dx, dy) = stick
        if buttons.contains(.left) { dx = -1 }
        if buttons.contains(.right) { dx = 1 }
        if buttons.contains(.up) { dy = -1 }
        if buttons.contains(.down) { dy = 1 }
        let length = (dx * dx + dy * dy).squareRoot()
        if length > 1 { dx /= length; dy /= length }
        return (dx, dy)
    }
}
