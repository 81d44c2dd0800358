extension ChallengeKind {
    /// The player's own voice, breath and hands are the puzzle, heard through the microphone
    /// (or played on the keys): blow, hush, clap, hum, slide, sing back.
    public static let listening = ChallengeKind(declaring: "listening")
}

/// The listening kind as `ChallengeKinds.all` lists it.
public struct ListeningKind: ChallengeKindDescriptor {
    public init() {}

    public var kind: ChallengeKind { .listening }

    public func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                           assets: inout LevelAssets) throws(FormatError) -> any ChallengeKindRules {
        try ListeningRules(parameters: &parameters, goal: &goal)
    }

    /// The room is the input: the desktop is none.
    public var readsDesktop: Bool { false }
    /// The microphone, while one of these levels is on screen (the keys' voice besides).
    public var listens: Bool { true }

    /// Played facing the window: the focus going elsewhere pauses it.
    public var pausesWhenFocusLost: Bool { true }
}

extension ListeningRules: ChallengeKindRules {
    public static var kind: ChallengeKind { .listening }

    public func makeChallenge(random: inout SeededRandom) -> any Challenge {
        ListeningChallenge(rules: self)
    }
}

extension ListeningChallenge: Challenge {
    public mutating func step(_ input: InputCommand, previous: InputCommand,
                              random: inout SeededRandom, events: inout [ChallengeEvent]) {
        step(input, previous: previous, events: &events)
    }
}
