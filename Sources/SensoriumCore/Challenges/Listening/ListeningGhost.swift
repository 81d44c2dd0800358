/// A listening ghost: its voice on the ladder where it sings, and its ring as far as it has heard.
extension ListeningChallenge: GhostDrawing {
    public func drawGhost(into list: inout DrawList, over live: any Challenge, opacity: Double, color: RGBA, style: DrawStyle) -> PointF? {
        Self.drawGhostVoice(into: &list, note: voice.note, opacity: voice.humming ? opacity : opacity * 0.5)
        if progress > 0 {
            list.arc(center: Self.center, radius: 300, width: 8, from: 0, to: progress * 2 * .pi, GhostInk.body(opacity))
        }
        return PointF(x: Self.ladderX, y: Self.ladderBottom - Float(voice.note) * Self.ladderRung)
    }
}
