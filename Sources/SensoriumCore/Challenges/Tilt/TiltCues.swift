/// The tilted world's sonic interface and rumble, after the talk's first challenge: "sounds get
/// louder and more pleasing close to the edges and close to the answer". Every layer is panned
/// toward the side to turn (right: clockwise, E), centred once the mark is in the goal, so the
/// level can be solved by ear; the rumble firms up as the answer nears, so it can be felt.
enum TiltCues {
    /// Far: a rough drone that fades as the mark nears the goal.
    static let far = "tilt-far"
    /// Near: a consonant chord that swells, full once the mark is in the goal.
    static let near = "tilt-near"
    /// Edges: a bright shimmer that rises as the mark passes a screen edge (a quarter turn), so
    /// quarter turns can be counted by ear; brighter still at the goal's own edge.
    static let edge = "tilt-edge"
    /// The rumble: silent far away, firming up over the last quarter turn, full in the goal.
    static let rumble = "tilt-rumble"

    /// How near a screen edge the shimmer starts to rise, radians (20 degrees).
    static let edgeReach = 20.0 * .pi / 180

    static func append(for challenge: TiltChallenge, into cues: inout [FeedbackCue]) {
        guard !challenge.isSolved else { return }
        let error = challenge.goalError
        let nearness = 1 - abs(error) / .pi
        let inGoal = challenge.isInGoal
        let pan = inGoal ? 0 : (error / (.pi / 2)).clamped(to: -1...1)
        cues.append(.layer(id: far, sound: .tiltDrone, haptic: nil, level: 0.1 + 0.8 * (1 - nearness), pan: pan))
        cues.append(.layer(id: near, sound: .tiltChord, haptic: nil, level: inGoal ? 1 : 0.8 * nearness * nearness, pan: pan))
        cues.append(.layer(id: edge, sound: .tiltEdge, haptic: nil, level: edgeLevel(challenge), pan: pan))
        cues.append(.layer(id: rumble, sound: nil, haptic: .tiltNear, level: rumbleLevel(error: error, inGoal: inGoal), pan: pan))
    }

    /// 0...1: 0 more than `edgeReach` from every screen edge, rising (squared, so it swells
    /// rather than steps) to 0.5 on an edge, and to 0.8 on the edge the goal is on.
    static func edgeLevel(_ challenge: TiltChallenge) -> Double {
        let quarter = Double.pi / 2
        let mark = challenge.markAngle
        let nearestEdge = (mark / quarter).rounded() * quarter
        let closeness = max(0, 1 - abs(TiltChallenge.wrapped(mark - nearestEdge)) / edgeReach)
        let goalEdge = abs(TiltChallenge.wrapped(challenge.goalDegrees * .pi / 180 - nearestEdge)) < 1e-6
        return closeness * closeness * (goalEdge ? 0.8 : 0.5)
    }

    /// 0...1: nothing beyond a quarter turn from the goal, then (1 - distance / quarter)² x 0.7,
    /// so it firms up fastest at the end; 1 in the goal.
    static func rumbleLevel(error: Double, inGoal: Bool) -> Double {
        if inGoal { return 1 }
        let closeness = max(0, 1 - abs(error) / (.pi / 2))
        return 0.7 * closeness * closeness
    }
}
