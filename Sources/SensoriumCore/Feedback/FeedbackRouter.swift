/// Turns game events into cues: the one place that decides what each event sounds like. The
/// platform plays the cues; nothing else in the game chooses sounds.
public enum FeedbackRouter {
    public static func cues(for event: Game.Event, into cues: inout [FeedbackCue]) {
        switch event {
        case .home(.focusChanged(let index)):
            if index != nil { cues.append(.sound(.homeFocus, volume: 1, pan: 0)) }
        case .home(.open):
            cues.append(.sound(.homeOpen, volume: 1, pan: 0))
        case .home(.denied):
            cues.append(.sound(.homeDeny, volume: 1, pan: 0))
            cues.append(.haptic(pattern: "home-deny", intensity: 1))
        case .challenge(.caught(let x, _)):
            cues.append(.sound(.targetCatch, volume: 1, pan: pan(x)))
            cues.append(.haptic(pattern: "target-catch", intensity: 1))
        case .challenge(.missed(let x, _)):
            cues.append(.sound(.homeDeny, volume: 0.6, pan: pan(x)))
            cues.append(.haptic(pattern: "home-deny", intensity: 0.6))
        case .challenge(.jumped(let x, _)):
            cues.append(.sound(.targetLeap, volume: 0.7, pan: pan(x)))
            cues.append(.haptic(pattern: "target-leap", intensity: 0.7))
        case .challenge(.solved):
            cues.append(.sound(.homeSolved, volume: 1, pan: 0))
        case .challenge(.fled), .challenge(.progressChanged), .entered, .finished, .runFinished, .runAbandoned:
            break
        case .challenge(.announcement):
            // Spoken (or captioned) by the platform's speech client, not played as a sound.
            break
        }
    }

    /// Canvas x (0...1920) to stereo pan (-1...1).
    public static func pan(_ x: Float) -> Double {
        (Double(x) / Double(DrawList.canvasWidth) * 2 - 1).clamped(to: -1...1)
    }
}
