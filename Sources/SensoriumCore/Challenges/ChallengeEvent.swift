/// What a challenge reports from a tick. The feedback router turns these into sounds, rumble and
/// small animations; nothing else in the game reacts to challenge internals.
///
/// The cases here are the ones any kind may send; a kind's own events are its own type, declared
/// in its folder and sent as `.kind` (`RicochetEvent`, matched as
/// `.kind(.ballCollided(let hit) as RicochetEvent)`).
public enum ChallengeEvent: Equatable, Sendable {
    /// The player caught the thing they were after, at a canvas position.
    case caught(x: Float, y: Float)
    /// Progress toward the goal changed; 0 is none, 1 is solved.
    case progressChanged(Double)
    /// The goal was reached in this tick.
    case solved
    /// A short phrase to speak (speech-dispatcher) or show as a caption, for players who cannot
    /// see the screen well (dark scan: "small semi-dark colored square detected").
    case announcement(String)
    /// One of a kind's own events, which says itself how it is heard and felt.
    case kind(any KindEvent)

    public static func == (left: ChallengeEvent, right: ChallengeEvent) -> Bool {
        switch (left, right) {
        case let (.caught(x1, y1), .caught(x2, y2)): return x1 == x2 && y1 == y2
        case let (.progressChanged(a), .progressChanged(b)): return a == b
        case (.solved, .solved): return true
        case let (.announcement(a), .announcement(b)): return a == b
        case let (.kind(a), .kind(b)): return a.isEqual(to: b)
        default: return false
        }
    }
}
