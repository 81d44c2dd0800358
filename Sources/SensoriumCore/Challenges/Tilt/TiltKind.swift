import FoundationEssentials

extension ChallengeKind {
    /// Turn the world with the device's tilt to bring its mark to the goal (seed 003's map).
    public static let tilt = ChallengeKind(declaring: "tilt")
}

/// The tilted world as `ChallengeKinds.all` lists it.
public struct TiltKind: ChallengeKindDescriptor {
    public init() {}

    public var kind: ChallengeKind { .tilt }

    public func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                           assets: inout LevelAssets) throws(FormatError) -> any ChallengeKindRules {
        try TiltRules(parameters: &parameters, goal: &goal)
    }

    /// Played inside the window, from the keys, the pad and the mouse: the desktop is no input.
    public var readsDesktop: Bool { false }
    public var listens: Bool { false }

    /// Played inside the window: the focus going elsewhere pauses it.
    public var pausesWhenFocusLost: Bool { true }
}

extension TiltRules: ChallengeKindRules {
    public static var kind: ChallengeKind { .tilt }

    public func makeChallenge(random: inout SeededRandom) -> any Challenge {
        TiltChallenge(rules: self)
    }
}

extension TiltChallenge: Challenge {
    public func solverInput(previous: InputCommand) -> InputCommand {
        TiltSolver.next(self, previous: previous)
    }

    /// The sonic interface, every tick (`TiltCues`): the drone, the chord, the edge shimmer and
    /// the rumble that firms up near the answer.
    public func continuousCues(into cues: inout [FeedbackCue]) {
        TiltCues.append(for: self, into: &cues)
    }
}
