/// What a tilt level reports of its own (its notch reached is the shared `caught`), and how it
/// is heard and felt.
public enum TiltEvent: KindEvent {
    /// A turn held inside the dead band strains the world (every `TiltChallenge.creakTicks`
    /// while it lasts): the signed strain, -1...1 of the threshold, louder as the world nears
    /// giving, panned toward the turn.
    case strained(Double)

    public func cues(into cues: inout [FeedbackCue]) {
        switch self {
        case .strained(let strain):
            let amount = abs(strain).clamped(to: 0...1)
            // Heard, not felt: on the pad, rumble means "near the answer" (`TiltCues`).
            cues.append(.sound(.tiltStrain, volume: 0.3 + 0.5 * amount, pan: (strain * 0.6).clamped(to: -0.6...0.6)))
        }
    }
}
