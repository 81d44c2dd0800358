/// What a challenge reports from a tick. The feedback router turns these into sounds, rumble and
/// small animations; nothing else in the game reacts to challenge internals.
public enum ChallengeEvent: Equatable, Sendable {
    /// The player caught the thing they were after, at a canvas position.
    case caught(x: Float, y: Float)
    /// The player acted where nothing was: answered with a soft shake, never a dialog.
    case missed(x: Float, y: Float)
    /// Something leapt toward a canvas position.
    case jumped(toX: Float, toY: Float)
    /// Something ran from the player.
    case fled
    /// Progress toward the goal changed; 0 is none, 1 is solved.
    case progressChanged(Double)
    /// The goal was reached in this tick.
    case solved
    /// A short phrase to speak (speech-dispatcher) or show as a caption, for players who cannot
    /// see the screen well (dark scan: "small semi-dark colored square detected").
    case announcement(String)
}
