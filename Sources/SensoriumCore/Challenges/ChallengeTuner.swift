/// A kind's live tuning of a level from the debug overlay (F3), for tuning levels by hand: the
/// dark scan's thresholds. Made by the kind's descriptor (`ChallengeKindDescriptor.makeTuner`);
/// `LevelTuner` hands it the keys while a level of its kind is played.
public protocol ChallengeTuner: Sendable {
    /// Applies a tuning key to the level being played (`game.session`, of the tuner's kind).
    /// Returns the level file to write (F5), if any; sets `tuned` when the level's rules changed.
    mutating func handle(_ key: TuningKey, game: inout Game, tuned: inout Bool) -> SaveRequest?

    /// Draws what is selected and its value (the debug overlay).
    func draw(into list: inout DrawList, game: Game)
}
