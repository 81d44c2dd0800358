/// The debug overlay's tuning of the level being played, by whatever its kind offers
/// (`ChallengeKindDescriptor.makeTuner`; kinds without a tuner ignore the keys). A tuned attempt
/// is flagged in its replay; F5 asks for the level file to be rewritten (atomically, by the
/// storage).
public struct LevelTuner: Sendable {
    /// Levels whose rules were changed this session.
    public private(set) var tunedLevels: Set<String> = []
    /// Each kind's tuner, made on its first key and kept for the session (so is its selection).
    private var tuners: [ChallengeKind: any ChallengeTuner] = [:]

    public init() {}

    /// Applies a tuning key to the level being played. Returns the level file to write (F5), if
    /// any; `tuned` is set when the level's rules changed.
    public mutating func handle(_ key: TuningKey, game: inout Game, tuned: inout Bool) -> SaveRequest? {
        guard let level = game.session?.level, var tuner = tuner(for: level.kind) else { return nil }
        var changed = false
        let request = tuner.handle(key, game: &game, tuned: &changed)
        tuners[level.kind] = tuner
        if changed {
            tunedLevels.insert(level.id)
            tuned = true
        }
        return request
    }

    /// What is being tuned, top left, while a level whose kind has a tuner is played.
    public func draw(into list: inout DrawList, game: Game) {
        guard let kind = game.session?.level.kind, let tuner = tuner(for: kind) else { return }
        tuner.draw(into: &list, game: game)
    }

    private func tuner(for kind: ChallengeKind) -> (any ChallengeTuner)? {
        tuners[kind] ?? kind.descriptor.makeTuner()
    }
}
