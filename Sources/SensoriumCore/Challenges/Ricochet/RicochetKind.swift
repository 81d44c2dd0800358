extension ChallengeKind {
    /// Tilt a ball that grows, takes a shield and implodes; feel the walls and textures (seed 001).
    public static let ricochet = ChallengeKind(declaring: "ricochet")
}

/// Ricochet as `ChallengeKinds.all` lists it.
public struct RicochetKind: ChallengeKindDescriptor {
    public init() {}

    public var kind: ChallengeKind { .ricochet }

    public func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                           assets: inout LevelAssets) throws(JSONError) -> any ChallengeKindRules {
        try RicochetRules(parameters: &parameters, goal: &goal)
    }
}

extension RicochetRules: ChallengeKindRules {
    public static var kind: ChallengeKind { .ricochet }

    public func makeChallenge(random: inout SeededRandom) -> any Challenge {
        RicochetChallenge(rules: self, random: &random)
    }
}

extension RicochetChallenge: Challenge {
    /// While the ball rolls on a texture: layer `rollLayer` with the material's looping sound
    /// and pattern; level 0.05 -> 0.45 over ball speed (Apple's texture intensity range), panned
    /// to the ball.
    public func continuousCues(into cues: inout [FeedbackCue]) {
        guard let rolling else { return }
        let level = 0.05 + 0.4 * rolling.speed.clamped(to: 0...1)
        cues.append(.layer(id: Self.rollLayer, sound: rolling.material.sound,
                           haptic: rolling.material.hapticPattern, level: level, pan: FeedbackRouter.pan(rolling.x)))
    }

    /// The id of the rolling-texture feedback layer.
    public static let rollLayer = "ricochet-roll"
}

extension ChallengeState {
    /// What rolls on a texture during this tick, nil when nothing does or for other kinds.
    public var rolling: RicochetRolling? { (challenge as? RicochetChallenge)?.rolling }
}
