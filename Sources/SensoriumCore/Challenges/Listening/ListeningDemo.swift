/// The goal without words: a ghost ring closes round the picture as a ghost voice sounds the
/// step (on its note's rung of the ladder), then starts again.
extension ListeningChallenge: GoalDemonstrating {
    public func drawGoalDemo(into list: inout DrawList, phase: Double, opacity: Double, color: RGBA, style: DrawStyle) {
        guard !isSolved else { return }
        list.arc(center: Self.center, radius: 280, width: 14, from: 0, to: phase * 2 * .pi, GhostInk.body(opacity))
        Self.drawGhostVoice(into: &list, note: askedNote ?? voice.note, opacity: opacity)
    }

    /// The note the step asks for on the ladder, if it asks for one.
    var askedNote: Int? {
        switch step {
        case .note(let pitchClass, _): return KeyVoice.note(pitchClass: pitchClass)
        case .melody(let intervals): return KeyVoice.note(semitonesUp: intervals[min(ear.count, intervals.count - 1)])
        default: return nil
        }
    }

    /// A ghost voice on a rung of the ladder.
    static func drawGhostVoice(into list: inout DrawList, note: Int, opacity: Double) {
        let y = ladderBottom - Float(note) * ladderRung
        list.disc(centerX: ladderX, centerY: y, radius: 30, GhostInk.edge(opacity), segments: 24)
        list.disc(centerX: ladderX, centerY: y, radius: 24, GhostInk.body(opacity), segments: 24)
    }
}

/// The listening kind's icon: a microphone.
extension ListeningKind: KindGlyphDrawing {
    public func drawGlyph(into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA) {
        ListeningChallenge.drawMicrophone(into: &list, x: x, y: y, size: size, ink: ink, struck: false)
    }
}
