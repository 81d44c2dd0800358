/// Turns game events into cues: the one place that decides what each event sounds like. The
/// shared events (the home screen's, a catch, a solve) are routed here; a kind's own events
/// (`ChallengeEvent.kind`) say their cues themselves, from the kind's folder. The platform plays
/// the cues; nothing else in the game chooses sounds.
public enum FeedbackRouter {
    public static func cues(for event: Game.Event, into cues: inout [FeedbackCue]) {
        switch event {
        case .home(.focusChanged(let index)):
            if index != nil { cues.append(.sound(.homeFocus, volume: 1, pan: 0)) }
        case .home(.open):
            cues.append(.sound(.homeOpen, volume: 1, pan: 0))
        case .home(.denied):
            cues.append(.sound(.homeDeny, volume: 1, pan: 0))
            cues.append(.haptic(pattern: .homeDeny, intensity: 1))
        case .challenge(.caught(let x, _)):
            cues.append(.sound(.targetCatch, volume: 1, pan: pan(x)))
            cues.append(.haptic(pattern: .targetCatch, intensity: 1))
        case .challenge(.solved):
            // The win is heard and felt, with the expanding ring: unmistakable without words.
            cues.append(.sound(.homeSolved, volume: 1, pan: 0))
            cues.append(.haptic(pattern: .homeSolved, intensity: 1))
        case .challenge(.kind(let event)):
            event.cues(into: &cues)
        case .challenge(.progressChanged), .entered, .finished, .runFinished, .runAbandoned:
            break
        case .challenge(.announcement):
            // Spoken (or captioned) by the platform's speech client, not played as a sound.
            break
        }
    }

    /// The continuous layers of a tick, from the running challenge's state
    /// (`Challenge.continuousCues`): call once per simulated tick (after `step`) while a level is
    /// on screen. A layer missing from a tick's cues stops, so a still ball, bare floor or a
    /// pause silences the texture.
    public static func continuousCues(for state: ChallengeState, into cues: inout [FeedbackCue]) {
        state.challenge.continuousCues(into: &cues)
    }

    /// Canvas x (0...1920) to stereo pan (-1...1).
    public static func pan(_ x: Float) -> Double {
        (Double(x) / Double(DrawList.canvasWidth) * 2 - 1).clamped(to: -1...1)
    }
}
