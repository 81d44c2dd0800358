/// Turns game events into cues: the one place that decides what each event sounds like. The
/// platform plays the cues; nothing else in the game chooses sounds.
public enum FeedbackRouter {
    public static func cues(for event: Game.Event, into cues: inout [FeedbackCue]) {
        switch event {
        case .home(.focusChanged(let index)):
            if index != nil { cues.append(.sound(.homeFocus, volume: 1, pan: 0)) }
        case .home(.open):
            cues.append(.sound(.homeOpen, volume: 1, pan: 0))
        case .home(.denied):
            cues.append(.sound(.homeDeny, volume: 1, pan: 0))
            cues.append(.haptic(pattern: .homeDeny, intensity: 1))
        case .challenge(.caught(let x, _)):
            cues.append(.sound(.targetCatch, volume: 1, pan: pan(x)))
            cues.append(.haptic(pattern: .targetCatch, intensity: 1))
        case .challenge(.missed(let x, _)):
            cues.append(.sound(.homeDeny, volume: 0.6, pan: pan(x)))
            cues.append(.haptic(pattern: .homeDeny, intensity: 0.6))
        case .challenge(.jumped(let x, _)):
            cues.append(.sound(.targetLeap, volume: 0.7, pan: pan(x)))
            cues.append(.haptic(pattern: .targetLeap, intensity: 0.7))
        case .challenge(.landed(let x, _)):
            // The jumping target touches down: without sight, the moment it can be caught.
            cues.append(.sound(.targetLand, volume: 0.8, pan: pan(x)))
            cues.append(.haptic(pattern: .targetLand, intensity: 0.6))
        case .challenge(.fled):
            // A shy target startles: the player learns that chasing it fails.
            cues.append(.sound(.targetFlee, volume: 0.8, pan: 0))
        case .challenge(.solved):
            // The win is heard and felt, with the expanding ring: unmistakable without words.
            cues.append(.sound(.homeSolved, volume: 1, pan: 0))
            cues.append(.haptic(pattern: .homeSolved, intensity: 1))
        case .challenge(.ballSpawned(let x, _)):
            cues.append(.sound(.ricochetSpawn, volume: 0.8, pan: pan(x)))
            cues.append(.haptic(pattern: .ricochetSpawn, intensity: 1))
        case .challenge(.ballCollided(let hit)):
            // Apple's sample: intensity control 0.375 -> 1.0, volume 0.1 -> 1.0 over impact speed.
            let speed = hit.speed.clamped(to: 0...1)
            let name: CueName
            switch hit.kind {
            case .small: name = .ricochetCollisionSmall
            case .large: name = .ricochetCollisionLarge
            case .shielded: name = .ricochetCollisionShield
            }
            cues.append(.sound(name, volume: 0.1 + 0.9 * speed, pan: pan(hit.x)))
            cues.append(.haptic(pattern: name, intensity: 0.375 + 0.625 * speed))
        case .challenge(.ballGrew(let x, _)):
            cues.append(.sound(.ricochetGrow, volume: 1, pan: pan(x)))
            cues.append(.haptic(pattern: .ricochetGrow, intensity: 1))
        case .challenge(.shieldUp(let x, _)):
            // Sound and continuous haptic start in the same tick as the 500 ms animation.
            cues.append(.sound(.ricochetShieldOn, volume: 0.9, pan: pan(x)))
            cues.append(.haptic(pattern: .ricochetShieldOn, intensity: 1))
        case .challenge(.ballImploded(let x, _)):
            cues.append(.sound(.ricochetImplode, volume: 1, pan: pan(x)))
            cues.append(.haptic(pattern: .ricochetImplode, intensity: 1))
        case .challenge(.textureLaid(let material)):
            // A short taste of the new floor (or a neutral tick when it is taken away), heard
            // even while the ball rests: the material can be chosen by ear.
            if let material {
                cues.append(.sound(material.sound, volume: 0.4, pan: 0))
            } else {
                cues.append(.sound(.homeFocus, volume: 0.6, pan: 0))
            }
        case .challenge(.shieldLost):
            // Heard and felt through the shield collision and the implosion of the same tick.
            break
        case .challenge(.progressChanged), .entered, .finished, .runFinished, .runAbandoned:
            break
        case .challenge(.announcement):
            // Spoken (or captioned) by the platform's speech client, not played as a sound.
            break
        }
    }

    /// The continuous layers of a tick, from the running challenge's state
    /// (`Challenge.continuousCues`): call once per simulated tick (after `step`) while a level is
    /// on screen. A layer missing from a tick's cues stops, so a still ball, bare floor or a
    /// pause silences the texture.
    public static func continuousCues(for state: ChallengeState, into cues: inout [FeedbackCue]) {
        state.challenge.continuousCues(into: &cues)
    }

    /// Canvas x (0...1920) to stereo pan (-1...1).
    public static func pan(_ x: Float) -> Double {
        (Double(x) / Double(DrawList.canvasWidth) * 2 - 1).clamped(to: -1...1)
    }
}
