import FoundationEssentials

/// The hint's sign without a word: a lightbulb (a round glass over a screw base), drawn in the
/// pause menu's hint item, the keys page's hint row and the level's corner when a hint is offered.
public enum Lightbulb {
    /// Draws the bulb centred on `c`, `size` tall. `lit` (0 ... 1) warms the glass and grows a
    /// soft halo round it; 0 is the bulb's outline colour only (`ink`).
    public static func draw(at c: PointF, size s: Float, lit: Double = 0, ink: RGBA = RGBA(60, 60, 70), into list: inout DrawList) {
        let glow = lit.clamped(to: 0...1)
        let glass = PointF(x: c.x, y: c.y - s * 0.12)
        if glow > 0 {
            list.disc(centerX: glass.x, centerY: glass.y, radius: s * 0.5, RGBA(255, 220, 110, UInt8(70 * glow)), segments: 32)
            list.disc(centerX: glass.x, centerY: glass.y, radius: s * 0.4, RGBA(255, 225, 120, UInt8(90 * glow)), segments: 32)
        }
        let body = glow > 0 ? RGBA(255, 214, 90).mixed(with: ink, 0.4 * (1 - glow)) : ink
        list.disc(centerX: glass.x, centerY: glass.y, radius: s * 0.3, body, segments: 28)
        // The neck narrowing into the base, and the base's two threads.
        list.quad(PointF(x: c.x - s * 0.2, y: c.y + s * 0.02), PointF(x: c.x + s * 0.2, y: c.y + s * 0.02),
                  PointF(x: c.x + s * 0.13, y: c.y + s * 0.2), PointF(x: c.x - s * 0.13, y: c.y + s * 0.2), body)
        list.fill(RectF(centerX: c.x, centerY: c.y + s * 0.27, w: s * 0.26, h: s * 0.08), ink)
        list.fill(RectF(centerX: c.x, centerY: c.y + s * 0.38, w: s * 0.2, h: s * 0.08), ink)
    }
}
