/// How the menus and the settings screen sound: the home screen's sounds, softer, so the menus
/// speak the same language as the grid without a word.
extension FeedbackRouter {
    public static func cues(for event: MenuEvent, into cues: inout [FeedbackCue]) {
        switch event {
        case .focused:
            cues.append(.sound(.homeFocus, volume: 0.6, pan: 0))
        case .blocked:
            cues.append(.sound(.homeDeny, volume: 0.5, pan: 0))
        case .accepted:
            cues.append(.sound(.homeOpen, volume: 0.7, pan: 0))
        case .clashed:
            cues.append(.sound(.homeDeny, volume: 0.7, pan: 0))
        case .volumePreview:
            // At full volume: the platform applied the new gain first, so this is heard at it.
            cues.append(.sound(.homeFocus, volume: 1, pan: 0))
        case .soundscapePreview(let level):
            cues.append(.sound(.homeSolved, volume: level, pan: 0))
        case .rumblePreview:
            cues.append(.haptic(pattern: .targetCatch, intensity: 1))
            cues.append(.sound(.homeFocus, volume: 0.6, pan: 0))
        }
    }
}
