/// What a jumping target reports besides a catch (`ChallengeEvent.caught`), and how each is heard
/// and felt, panned to where it happened.
public enum JumpingTargetEvent: KindEvent {
    /// The player pressed where the target was not: answered with a soft shake, never a dialog.
    case missed(x: Float, y: Float)
    /// The target leapt toward a canvas position.
    case jumped(toX: Float, toY: Float)
    /// The target ran from the player.
    case fled
    /// The target came down at a canvas position (it can be caught again).
    case landed(x: Float, y: Float)

    public func cues(into cues: inout [FeedbackCue]) {
        switch self {
        case .missed(let x, _):
            cues.append(.sound(.homeDeny, volume: 0.6, pan: FeedbackRouter.pan(x)))
            cues.append(.haptic(pattern: .homeDeny, intensity: 0.6))
        case .jumped(let x, _):
            cues.append(.sound(.targetLeap, volume: 0.7, pan: FeedbackRouter.pan(x)))
            cues.append(.haptic(pattern: .targetLeap, intensity: 0.7))
        case .landed(let x, _):
            // Without sight, the moment it can be caught.
            cues.append(.sound(.targetLand, volume: 0.8, pan: FeedbackRouter.pan(x)))
            cues.append(.haptic(pattern: .targetLand, intensity: 0.6))
        case .fled:
            // A shy target startles: the player learns that chasing it fails.
            cues.append(.sound(.targetFlee, volume: 0.8, pan: 0))
        }
    }
}
