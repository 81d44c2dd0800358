/// A kind's small icon, drawn beside a level's colour wherever colour alone would have to tell
/// levels apart (the speedrun splits: decoys and glance, or restless and askew, are one colour
/// to many eyes). Each kind draws its own, in its folder (`<Kind>Demo.swift`, beside its ghost),
/// as the same picture its goal shows.
public protocol KindGlyphDrawing {
    /// Draws the icon centred on (`x`, `y`), `size` canvas units across, in `ink`.
    func drawGlyph(into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA)
}

public enum KindGlyph {
    /// Draws `kind`'s icon; a kind without one draws nothing.
    public static func draw(_ kind: ChallengeKind, into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA) {
        let descriptor = ChallengeKinds.all.first { $0.kind == kind }
        (descriptor as? KindGlyphDrawing)?.drawGlyph(into: &list, x: x, y: y, size: size, ink: ink)
    }
}
