/// One kind's validated level parameters and goal (`JumpingTargetRules`, `DarkScanRules`, ...):
/// what a level is, and how an attempt at it starts.
public protocol ChallengeKindRules: Equatable, Sendable {
    /// The kind these rules belong to.
    static var kind: ChallengeKind { get }

    /// A fresh attempt, drawing its start from `random` (a kind that needs no randomness leaves
    /// it untouched, which keeps the generator's sequence, and so replays, as they are).
    func makeChallenge(random: inout SeededRandom) -> any Challenge
}

extension ChallengeKindRules {
    /// Equality across kinds: rules of different kinds are never equal.
    func isEqual(to other: any ChallengeKindRules) -> Bool {
        (other as? Self) == self
    }
}
