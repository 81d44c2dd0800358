/// What the ricochet's ball reports (docs/challenges.md), and how each is heard and felt, panned
/// to the ball.
public enum RicochetEvent: KindEvent {
    /// The ball appeared (its spawn animation starts), at a canvas position.
    case ballSpawned(x: Float, y: Float)
    /// The ball hit a wall hard enough to be felt; resting contact never reports one.
    case ballCollided(RicochetCollision)
    /// The ball grew (its grow animation starts).
    case ballGrew(x: Float, y: Float)
    /// The ball took a shield: the 500 ms shield animation, haptic and sound start now.
    case shieldUp(x: Float, y: Float)
    /// A wall hit cost the shield (the ball implodes in the same tick).
    case shieldLost(x: Float, y: Float)
    /// The ball implodes (its 1 s animation starts; it spawns again after).
    case ballImploded(x: Float, y: Float)
    /// The player laid a texture over the field (or removed it: nil).
    case textureLaid(RicochetMaterial?)

    public func cues(into cues: inout [FeedbackCue]) {
        let pan = FeedbackRouter.pan
        switch self {
        case .ballSpawned(let x, _):
            cues.append(.sound(.ricochetSpawn, volume: 0.8, pan: pan(x)))
            cues.append(.haptic(pattern: .ricochetSpawn, intensity: 1))
        case .ballCollided(let hit):
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
        case .ballGrew(let x, _):
            cues.append(.sound(.ricochetGrow, volume: 1, pan: pan(x)))
            cues.append(.haptic(pattern: .ricochetGrow, intensity: 1))
        case .shieldUp(let x, _):
            // Sound and continuous haptic start in the same tick as the 500 ms animation.
            cues.append(.sound(.ricochetShieldOn, volume: 0.9, pan: pan(x)))
            cues.append(.haptic(pattern: .ricochetShieldOn, intensity: 1))
        case .ballImploded(let x, _):
            cues.append(.sound(.ricochetImplode, volume: 1, pan: pan(x)))
            cues.append(.haptic(pattern: .ricochetImplode, intensity: 1))
        case .textureLaid(let material):
            // A short taste of the new floor (or a neutral tick when it is taken away), heard
            // even while the ball rests: the material can be chosen by ear.
            if let material {
                cues.append(.sound(material.sound, volume: 0.4, pan: 0))
            } else {
                cues.append(.sound(.homeFocus, volume: 0.6, pan: 0))
            }
        case .shieldLost:
            // Heard and felt through the shield collision and the implosion of the same tick.
            break
        }
    }
}
