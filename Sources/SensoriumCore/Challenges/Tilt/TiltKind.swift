import Foundation

extension ChallengeKind {
    /// Turn the world with the device's tilt to bring its mark to the goal (seed 003's map).
    public static let tilt = ChallengeKind(declaring: "tilt")
}

/// The tilted world as `ChallengeKinds.all` lists it.
public struct TiltKind: ChallengeKindDescriptor {
    public init() {}

    public var kind: ChallengeKind { .tilt }

    public func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                           assets: inout LevelAssets) throws(JSONError) -> any ChallengeKindRules {
        try TiltRules(parameters: &parameters, goal: &goal)
    }
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

    /// The sonic interface, every tick: a rough drone that fades as the mark nears the goal and
    /// a consonant chord that swells, blooming to full once the mark is in the notch; both are
    /// panned toward the side to turn (right: turn clockwise, E), centred at the goal.
    public func continuousCues(into cues: inout [FeedbackCue]) {
        guard !isSolved else { return }
        let error = goalError
        let near = 1 - abs(error) / .pi
        let inGoal = abs(error) <= rules.toleranceDegrees * .pi / 180
        let pan = inGoal ? 0 : (error / (.pi / 2)).clamped(to: -1...1)
        cues.append(.layer(id: "tilt-far", sound: .tiltDrone, haptic: nil, level: 0.1 + 0.8 * (1 - near), pan: pan))
        cues.append(.layer(id: "tilt-near", sound: .tiltChord, haptic: nil, level: inGoal ? 1 : 0.8 * near * near, pan: pan))
    }
}
