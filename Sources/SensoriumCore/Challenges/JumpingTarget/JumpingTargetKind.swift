extension ChallengeKind {
    /// Catch a target that leaps with the seed's 0.8 s ease-in-out jump (seed 003).
    public static let jumpingTarget = ChallengeKind(declaring: "jumping-target")
}

/// The jumping target as `ChallengeKinds.all` lists it.
public struct JumpingTargetKind: ChallengeKindDescriptor {
    public init() {}

    public var kind: ChallengeKind { .jumpingTarget }

    public func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                           assets: inout LevelAssets) throws(FormatError) -> any ChallengeKindRules {
        try JumpingTargetRules(parameters: &parameters, goal: &goal)
    }

    /// Played inside the window, from the keys, the pad and the mouse: the desktop is no input.
    public var readsDesktop: Bool { false }
    public var listens: Bool { false }

    /// Played inside the window: the focus going elsewhere pauses it.
    public var pausesWhenFocusLost: Bool { true }
}

extension JumpingTargetRules: ChallengeKindRules {
    public static var kind: ChallengeKind { .jumpingTarget }

    public func makeChallenge(random: inout SeededRandom) -> any Challenge {
        JumpingTargetChallenge(rules: self, random: &random)
    }
}

extension JumpingTargetChallenge: Challenge {}
