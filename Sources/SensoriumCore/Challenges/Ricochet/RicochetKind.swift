extension ChallengeKind {
    /// Tilt a ball that grows, takes a shield and implodes; feel the walls and textures (seed 001).
    public static let ricochet = ChallengeKind(declaring: "ricochet")
}

/// Ricochet as `ChallengeKinds.all` lists it.
public struct RicochetKind: ChallengeKindDescriptor {
    public init() {}

    public var kind: ChallengeKind { .ricochet }

    public func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                           assets: inout LevelAssets) throws(FormatError) -> any ChallengeKindRules {
        try RicochetRules(parameters: &parameters, goal: &goal)
    }

    /// Played inside the window, from the keys, the pad and the mouse: the desktop is no input.
    public var readsDesktop: Bool { false }
    public var listens: Bool { false }

    /// Played inside the window: the focus going elsewhere pauses it.
    public var pausesWhenFocusLost: Bool { true }
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
        cues.append(.layer(id: Self.rollLayer(rolling.material), sound: rolling.material.sound,
                           haptic: rolling.material.hapticPattern, level: level, pan: FeedbackRouter.pan(rolling.x)))
    }

    /// The start of every rolling-texture layer id.
    public static let rollLayer = "ricochet-roll"

    /// One layer id per material: a layer keeps playing the loop it started with, so a ball
    /// rolling straight from rough onto metal must stop one layer and start another to be heard
    /// (and felt) on the new floor (`lane`, `armour`, `gauntlet` have such borders).
    public static func rollLayer(_ material: RicochetMaterial) -> String {
        rollLayer + "-" + material.rawValue
    }
}

extension ChallengeState {
    /// What rolls on a texture during this tick, nil when nothing does or for other kinds.
    public var rolling: RicochetRolling? { (challenge as? RicochetChallenge)?.rolling }
}
