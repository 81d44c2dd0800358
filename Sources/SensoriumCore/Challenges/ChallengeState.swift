/// The running state of whichever challenge a level is: one case per `ChallengeKind`, so the
/// tick dispatches with a switch, not through existentials.
public enum ChallengeState: Sendable {
    case jumpingTarget(JumpingTargetChallenge)
    case darkScan(DarkScanChallenge)
    case ricochet(RicochetChallenge)

    /// A fresh challenge for `rules`, drawing its start from `random`.
    public init(rules: ChallengeRules, random: inout SeededRandom) {
        switch rules {
        case .jumpingTarget(let rules):
            self = .jumpingTarget(JumpingTargetChallenge(rules: rules, random: &random))
        case .darkScan(let rules):
            self = .darkScan(DarkScanChallenge(rules: rules))
        case .ricochet(let rules):
            self = .ricochet(RicochetChallenge(rules: rules, random: &random))
        }
    }

    public var isSolved: Bool {
        switch self {
        case .jumpingTarget(let challenge): return challenge.isSolved
        case .darkScan(let challenge): return challenge.isSolved
        case .ricochet(let challenge): return challenge.isSolved
        }
    }

    /// 0 is untouched, 1 is solved.
    public var progress: Double {
        switch self {
        case .jumpingTarget(let challenge): return challenge.progress
        case .darkScan(let challenge): return challenge.progress
        case .ricochet(let challenge): return challenge.progress
        }
    }

    public mutating func step(_ input: InputCommand, previous: InputCommand,
                              random: inout SeededRandom, events: inout [ChallengeEvent]) {
        switch self {
        case .jumpingTarget(var challenge):
            challenge.step(input, previous: previous, random: &random, events: &events)
            self = .jumpingTarget(challenge)
        case .darkScan(var challenge):
            challenge.step(input, previous: previous, random: &random, events: &events)
            self = .darkScan(challenge)
        case .ricochet(var challenge):
            challenge.step(input, previous: previous, random: &random, events: &events)
            self = .ricochet(challenge)
        }
    }

    public func draw(into list: inout DrawList, previous: ChallengeState, alpha: Double,
                     color: RGBA, style: DrawStyle) {
        switch (self, previous) {
        case (.jumpingTarget(let now), .jumpingTarget(let before)):
            now.draw(into: &list, previous: before, alpha: alpha, color: color, style: style)
        case (.darkScan(let now), .darkScan(let before)):
            now.draw(into: &list, previous: before, alpha: alpha, color: color, style: style)
        case (.ricochet(let now), .ricochet(let before)):
            now.draw(into: &list, previous: before, alpha: alpha, color: color, style: style)
        default:
            // A session never changes kind, so `previous` is always the same case as `self`.
            break
        }
    }

    public func hash(into hasher: inout StateHasher) {
        switch self {
        case .jumpingTarget(let challenge): challenge.hash(into: &hasher)
        case .darkScan(let challenge): challenge.hash(into: &hasher)
        case .ricochet(let challenge): challenge.hash(into: &hasher)
        }
    }

    /// Hands a camera frame (webcam) to a dark-scan challenge; other kinds ignore it. See
    /// `DarkScanChallenge.supply(frame:)`.
    public mutating func supply(frame: LuminanceFrame) {
        if case .darkScan(var challenge) = self {
            challenge.supply(frame: frame)
            self = .darkScan(challenge)
        }
    }

    /// A dark-scan challenge's thresholds, nil for other kinds.
    public var darkScanThresholds: DarkScanThresholds? {
        if case .darkScan(let challenge) = self { return challenge.rules.thresholds }
        return nil
    }

    /// Changes a dark-scan challenge's thresholds live (debug overlay); other kinds ignore it.
    public mutating func setDarkScanThresholds(_ thresholds: DarkScanThresholds) {
        if case .darkScan(var challenge) = self {
            challenge.setThresholds(thresholds)
            self = .darkScan(challenge)
        }
    }

    /// What rolls on a texture during this tick, for the continuous feedback
    /// (`FeedbackRouter.continuousCues`); nil for kinds without one.
    public var rolling: RicochetRolling? {
        switch self {
        case .ricochet(let challenge): return challenge.rolling
        default: return nil
        }
    }
}
