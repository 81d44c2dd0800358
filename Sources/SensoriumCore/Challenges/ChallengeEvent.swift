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
    /// Something that leapt came down at a canvas position (it can be caught again).
    case landed(x: Float, y: Float)
    /// Progress toward the goal changed; 0 is none, 1 is solved.
    case progressChanged(Double)
    /// The goal was reached in this tick.
    case solved
    /// A short phrase to speak (speech-dispatcher) or show as a caption, for players who cannot
    /// see the screen well (dark scan: "small semi-dark colored square detected").
    case announcement(String)

    // Ricochet (docs/challenges.md)
    /// The ball appeared (its spawn animation starts), at a canvas position.
    case ballSpawned(x: Float, y: Float)
    /// The ball hit a wall hard enough to be felt; resting contact never reports one.
    case ballCollided(RicochetCollision)
    /// The ball grew (its grow animation starts).
    case ballGrew(x: Float, y: Float)
    /// The ball took a shield: the 500 ms shield animation, haptic and sound start now.
    case shieldUp(x: Float, y: Float)
    /// A wall hit cost the shield (the ball implodes in the same tick).
    case shieldLost(x: Float, y: Float)
    /// The ball implodes (its 1 s animation starts; it spawns again after).
    case ballImploded(x: Float, y: Float)
    /// The player laid a texture over the field (or removed it: nil).
    case textureLaid(RicochetMaterial?)
}
