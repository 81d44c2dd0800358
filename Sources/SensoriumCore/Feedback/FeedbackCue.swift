/// One thing the player should hear (and later feel) because something happened.
public enum FeedbackCue: Equatable, Sendable {
    /// A one-shot sound.
    /// - volume: 0.0 is silent, 1.0 the sound as made.
    /// - pan: -1.0 hard left, 0.0 centre, 1.0 hard right: where on the canvas it happened, so
    ///   the game can be followed by ear.
    case sound(SoundName, volume: Double, pan: Double)
}
