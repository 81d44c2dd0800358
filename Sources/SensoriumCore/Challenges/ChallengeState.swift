/// The running state of whichever challenge a level is. The calls go through the `Challenge`
/// protocol; the state hash is exactly the kind's own (no kind tag is added), so replays hash
/// the same whatever holds the state.
public struct ChallengeState: Sendable {
    /// The kind's own state; cast it (`as? RicochetChallenge`) to read kind-specific fields.
    public private(set) var challenge: any Challenge

    public init(_ challenge: any Challenge) {
        self.challenge = challenge
    }

    /// A fresh challenge for `rules`, drawing its start from `random`.
    public init(rules: ChallengeRules, random: inout SeededRandom) {
        challenge = rules.kindRules.makeChallenge(random: &random)
    }

    public var isSolved: Bool { challenge.isSolved }

    /// What the challenge asks of the window after this tick, if anything.
    public var windowRequest: WindowRequest? { challenge.windowRequest }

    /// What Ctrl+C copies while the challenge plays, if anything.
    public var copyRequest: WindowRequest? { challenge.copyRequest }

    /// 0 is untouched, 1 is solved.
    public var progress: Double { challenge.progress }

    public mutating func step(_ input: InputCommand, previous: InputCommand,
                              random: inout SeededRandom, events: inout [ChallengeEvent]) {
        challenge.step(input, previous: previous, random: &random, events: &events)
    }

    public func draw(into list: inout DrawList, previous: ChallengeState, alpha: Double,
                     color: RGBA, style: DrawStyle) {
        challenge.draw(into: &list, previousOfAnyKind: previous.challenge, alpha: alpha, color: color, style: style)
    }

    public func hash(into hasher: inout StateHasher) {
        challenge.hash(into: &hasher)
    }

    /// Hands a camera frame (webcam) to the challenge; kinds that take none ignore it.
    public mutating func supply(frame: LuminanceFrame) {
        challenge.supply(frame: frame)
    }

    /// Changes the kind's own state in place, when it is a `Kind` (a debug tweak); otherwise
    /// nothing happens.
    public mutating func modify<Kind: Challenge>(as kind: Kind.Type, _ change: (inout Kind) -> Void) {
        guard var typed = challenge as? Kind else { return }
        change(&typed)
        challenge = typed
    }
}
