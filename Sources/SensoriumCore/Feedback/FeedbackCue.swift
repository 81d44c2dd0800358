/// One thing the player should hear or feel because something happened. Cues are derived from
/// events and state each tick; the platform plays them and owns nothing else about feedback.
public enum FeedbackCue: Equatable, Sendable {
    /// A one-shot sound.
    /// - volume: 0.0 is silent, 1.0 the sound as made.
    /// - pan: -1.0 hard left, 0.0 centre, 1.0 hard right: where on the canvas it happened, so
    ///   the game can be followed by ear.
    case sound(CueName, volume: Double, pan: Double)
    /// A one-shot haptic pattern (`CueName.patternFile` in `Resources/haptics`), played on the
    /// pad's motors (or as a small visual vibration when there is no rumble). `intensity` is the
    /// pattern's HapticIntensityControl, 0.0 silent to 1.0 as authored.
    case haptic(pattern: CueName, intensity: Double)
    /// A continuous layer (a rolling texture, a soundscape bed) that plays for as long as it is
    /// cued: the router emits it every tick it should sound, with its current level; a layer not
    /// cued in a tick stops. So pausing (no ticks) silences every layer and every motor.
    /// - id: names the layer across ticks.
    /// - sound: a looping sound, or nil; its volume follows `level`.
    /// - haptic: a looping haptic pattern, or nil; its intensity control follows `level`.
    /// - level: 0.0 silent to 1.0 full.
    /// - pan: -1.0...1.0, as for sounds.
    case layer(id: String, sound: CueName?, haptic: CueName?, level: Double, pan: Double)
}
