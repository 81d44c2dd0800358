/// An event of one kind's own (a ricochet's wall hit, a jumping target's leap), declared in the
/// kind's folder and sent as `ChallengeEvent.kind`. It says how it becomes cues, so the feedback
/// router routes it without knowing the kind.
public protocol KindEvent: Equatable, Sendable {
    /// Appends what the player hears and feels for this event, in the order it is played.
    func cues(into cues: inout [FeedbackCue])
}

extension KindEvent {
    /// Whether `other` is the same event: of this type and equal.
    func isEqual(to other: any KindEvent) -> Bool { (other as? Self) == self }
}
