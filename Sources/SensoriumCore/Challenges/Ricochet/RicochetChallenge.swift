/// Apple's HapticRicochet as puzzles: a ball rolls on a walled field as the player tilts it. It
/// spawns, grows when acted on, takes a shield when acted on again, loses the shield to a wall
/// hit, implodes and spawns again. The player can lay a dot texture on the floor and feel (and
/// hear) the ball roll over it. Rules: docs/challenges.md.
public struct RicochetChallenge: Sendable {
    /// The ball's life cycle. Spawning and imploding are animations: the ball is frozen and cannot
    /// be acted on.
    public enum Phase: Equatable, Sendable {
        case spawning, small, large, shielded, imploding
    }

    public static let smallRadius = 36.0
    public static let largeRadius = 56.0
    /// The spawn animation and pattern: 0.6 s.
    public static let spawnTicks = TickClock.ticks(0.6)
    /// The grow animation and pattern: 0.45 s (the ball is large from the first tick).
    public static let growTicks = TickClock.ticks(0.45)
    /// The shield animation, its continuous haptic and its sound: 500 ms, started together.
    public static let shieldTicks = TickClock.ticks(0.5)
    /// The implosion animation and pattern: 1.0 s, then the ball spawns again.
    public static let implodeTicks = TickClock.ticks(1.0)
    /// A press within this distance of the ball's edge acts on the ball.
    public static let pressSlack = 30.0
    /// A mouse press that moves farther than this before release is a drag, not a click.
    public static let dragSlop = 16.0
    /// Slower than this the ball counts as still: no rolling texture is felt.
    public static let rollingThreshold = 20.0

    public let rules: RicochetRules
    /// Ticks since the level (re)started.
    public private(set) var tick = 0
    public private(set) var ball: RicochetBall
    public private(set) var phase: Phase = .spawning
    /// The tick the current phase began (drives the animations).
    public private(set) var phaseStart = 0
    /// The tick the last grow or shield started, for their animations.
    public private(set) var growStart: Int?
    public private(set) var shieldStart: Int?
    public private(set) var tilt = RicochetTilt()
    /// The texture the player laid over the whole field, or nil.
    public private(set) var texture: RicochetMaterial?
    /// The last wall hit and how hard (normalized), for the visual vibration.
    public private(set) var lastImpact: (tick: Int, speed: Double)?
    /// Mouse drag: where the press went down, whether it moved beyond the slop, and whether it
    /// began on the ball.
    public private(set) var drag: (x: Double, y: Double, moved: Bool, onBall: Bool)?

    // Goal progress
    public private(set) var implosions = 0
    /// Walls hit by the current shield (bits of `RicochetWall`), and the most any shield reached.
    public private(set) var shieldWalls: UInt8 = 0
    public private(set) var bestShieldedHits = 0
    public private(set) var rollTicks = 0
    /// Ticks the ball has stayed in the exit without a break.
    public private(set) var exitTicks = 0
    private var impacts: [RicochetPhysics.Impact] = []
    private var reportedProgress = 0

    public init(rules: RicochetRules, random: inout SeededRandom) {
        self.rules = rules
        ball = RicochetBall(x: rules.spawnX, y: rules.spawnY)
        impacts.reserveCapacity(4)
    }

    // MARK: Reading the state

    /// The radius collisions use: small until grown, then large until the implosion.
    public var radius: Double {
        switch phase {
        case .spawning, .small: return Self.smallRadius
        case .large, .shielded, .imploding: return Self.largeRadius
        }
    }

    /// The ball can roll and be acted on.
    public var isActive: Bool { phase == .small || phase == .large || phase == .shielded }

    /// The floor under a point: a level patch, else the player's texture, else bare.
    public func material(atX x: Double, y: Double) -> RicochetMaterial? {
        for patch in rules.patches where patch.contains(x: x, y: y) { return patch.material }
        return texture
    }

    /// The ball rolling on a texture this tick, or nil (still, on bare floor, frozen).
    public var rolling: RicochetRolling? {
        guard isActive, let material = material(atX: ball.x, y: ball.y) else { return nil }
        let speed = ball.speed
        guard speed >= Self.rollingThreshold else { return nil }
        return RicochetRolling(material: material, speed: min(1, speed / RicochetPhysics.hardImpactSpeed),
                               x: Float(ball.x), y: Float(ball.y))
    }

    public var shieldedHits: Int { shieldWalls.nonzeroBitCount }

    /// Each goal's share, 0...1, in the order implosions, shieldedHits, rollSeconds, exitSeconds
    /// (only the goals the level has).
    public var goalProgress: [Double] {
        var parts: [Double] = []
        if rules.implosions > 0 { parts.append(min(1, Double(implosions) / Double(rules.implosions))) }
        if rules.shieldedHits > 0 { parts.append(min(1, Double(bestShieldedHits) / Double(rules.shieldedHits))) }
        if rules.rollSeconds > 0 { parts.append(min(1, Double(rollTicks) / Double(rollTicksNeeded))) }
        if rules.exitSeconds > 0 { parts.append(min(1, Double(exitTicks) / Double(exitTicksNeeded))) }
        return parts
    }

    var rollTicksNeeded: Int { max(1, TickClock.ticks(rules.rollSeconds)) }
    var exitTicksNeeded: Int { max(1, TickClock.ticks(rules.exitSeconds)) }

    public var isSolved: Bool { goalProgress.allSatisfy { $0 >= 1 } }

    public var progress: Double {
        let parts = goalProgress
        return parts.reduce(0, +) / Double(max(1, parts.count))
    }

    // MARK: The tick

    public mutating func step(_ input: InputCommand, previous: InputCommand,
                              random: inout SeededRandom, events: inout [ChallengeEvent]) {
        tick += 1
        guard !isSolved else { return }
        if tick == 1 { events.append(.kind(RicochetEvent.ballSpawned(x: Float(ball.x), y: Float(ball.y)))) }
        let pressed = input.pressed(since: previous)

        // Input: texture, ball actions, drag, then tilt.
        if pressed.contains(.alternate) { cycleTexture(events: &events) }
        if pressed.contains(.confirm) {
            if let pointer = input.pointer {
                let px = Double(pointer.x), py = Double(pointer.y)
                let onBall = Self.distance(px - ball.x, py - ball.y) <= radius + Self.pressSlack
                drag = (px, py, false, onBall)
                if onBall { actOnBall(events: &events) }
            } else {
                actOnBall(events: &events)
            }
        }
        var dragTilt: (dx: Double, dy: Double)?
        if let start = drag {
            if let pointer = input.pointer, input.buttons.contains(.confirm) {
                let dx = Double(pointer.x) - start.x, dy = Double(pointer.y) - start.y
                if !start.moved && Self.distance(dx, dy) > Self.dragSlop { drag?.moved = true }
                if drag?.moved == true { dragTilt = (dx, dy) }
            } else {
                // Released: a click that did not drag, on the background, lays the texture.
                if !start.moved && !start.onBall && input.pointer != nil { cycleTexture(events: &events) }
                drag = nil
            }
        }
        tilt.update(input, drag: dragTilt)

        // Animations that end.
        if phase == .spawning && tick - phaseStart >= Self.spawnTicks {
            enter(.small)
        } else if phase == .imploding && tick - phaseStart >= Self.implodeTicks {
            ball = RicochetBall(x: rules.spawnX, y: rules.spawnY)
            growStart = nil
            shieldStart = nil
            enter(.spawning)
            events.append(.kind(RicochetEvent.ballSpawned(x: Float(ball.x), y: Float(ball.y))))
        }

        if isActive {
            roll(events: &events)
        }
        account()

        let step = Int((progress * 100).rounded(.down))
        if step != reportedProgress {
            reportedProgress = step
            events.append(.progressChanged(progress))
        }
        if isSolved { events.append(.solved) }
    }

    private mutating func enter(_ next: Phase) {
        phase = next
        phaseStart = tick
    }

    private mutating func actOnBall(events: inout [ChallengeEvent]) {
        switch phase {
        case .small:
            enter(.large)
            growStart = tick
            RicochetPhysics.fit(&ball, radius: radius)
            events.append(.kind(RicochetEvent.ballGrew(x: Float(ball.x), y: Float(ball.y))))
        case .large:
            enter(.shielded)
            shieldStart = tick
            shieldWalls = 0
            events.append(.kind(RicochetEvent.shieldUp(x: Float(ball.x), y: Float(ball.y))))
        case .spawning, .shielded, .imploding:
            break
        }
    }

    /// Off, then each of the level's materials in turn, then off again.
    private mutating func cycleTexture(events: inout [ChallengeEvent]) {
        guard !rules.materials.isEmpty else { return }
        if let current = texture, let index = rules.materials.firstIndex(of: current) {
            texture = index + 1 < rules.materials.count ? rules.materials[index + 1] : nil
        } else {
            texture = rules.materials[0]
        }
        events.append(.kind(RicochetEvent.textureLaid(texture)))
    }

    private mutating func roll(events: inout [ChallengeEvent]) {
        impacts.removeAll(keepingCapacity: true)
        RicochetPhysics.step(&ball, radius: radius, tiltX: tilt.x, tiltY: tilt.y, rules: rules, impacts: &impacts)
        for impact in impacts {
            let speed = min(1, impact.normalSpeed / RicochetPhysics.hardImpactSpeed)
            lastImpact = (tick, speed)
            let x = Float(impact.x), y = Float(impact.y)
            switch phase {
            case .small:
                let hit = RicochetCollision(wall: impact.wall, kind: .small, speed: speed, x: x, y: y)
                events.append(.kind(RicochetEvent.ballCollided(hit)))
            case .large:
                let hit = RicochetCollision(wall: impact.wall, kind: .large, speed: speed, x: x, y: y)
                events.append(.kind(RicochetEvent.ballCollided(hit)))
            case .shielded:
                let holds = rules.shieldBreak > 0 && speed < rules.shieldBreak
                let hit = RicochetCollision(wall: impact.wall, kind: .shielded, speed: speed, shieldHeld: holds, x: x, y: y)
                events.append(.kind(RicochetEvent.ballCollided(hit)))
                if holds {
                    shieldWalls |= impact.wall.bit
                    bestShieldedHits = max(bestShieldedHits, shieldedHits)
                } else {
                    // The shield takes the blow and the ball implodes where it is.
                    events.append(.kind(RicochetEvent.shieldLost(x: x, y: y)))
                    shieldWalls = 0
                    ball = RicochetBall(x: impact.x, y: impact.y)
                    enter(.imploding)
                    implosions += 1
                    events.append(.kind(RicochetEvent.ballImploded(x: x, y: y)))
                    return
                }
            case .spawning, .imploding:
                return
            }
        }
    }

    private mutating func account() {
        guard isActive else {
            exitTicks = 0
            return
        }
        if rules.rollSeconds > 0, let material = material(atX: ball.x, y: ball.y),
           rules.rollMaterial == nil || rules.rollMaterial == material,
           !rules.rollShielded || phase == .shielded,
           ball.speed >= rules.rollSpeed {
            rollTicks += 1
        }
        if let exit = rules.exit, exit.contains(x: ball.x, y: ball.y) {
            exitTicks += 1
        } else {
            exitTicks = 0
        }
    }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(tick)
        hasher.combine(ball.x); hasher.combine(ball.y); hasher.combine(ball.vx); hasher.combine(ball.vy)
        hasher.combine(Self.phases.firstIndex(of: phase) ?? -1)
        hasher.combine(phaseStart)
        hasher.combine(growStart ?? -1)
        hasher.combine(shieldStart ?? -1)
        tilt.hash(into: &hasher)
        hasher.combine(texture.flatMap { RicochetMaterial.allCases.firstIndex(of: $0) } ?? -1)
        hasher.combine(lastImpact?.tick ?? -1)
        hasher.combine(lastImpact?.speed ?? -1)
        if let drag {
            hasher.combine(drag.x); hasher.combine(drag.y); hasher.combine(drag.moved); hasher.combine(drag.onBall)
        } else {
            hasher.combine(-1)
        }
        hasher.combine(implosions)
        hasher.combine(Int(shieldWalls))
        hasher.combine(bestShieldedHits)
        hasher.combine(rollTicks)
        hasher.combine(exitTicks)
        hasher.combine(reportedProgress)
    }

    static func distance(_ dx: Double, _ dy: Double) -> Double { (dx * dx + dy * dy).squareRoot() }

    private static let phases: [Phase] = [.spawning, .small, .large, .shielded, .imploding]
}

extension RicochetChallenge {
    /// Tests place the ball directly (position, velocity, phase) to probe the physics and states.
    mutating func place(_ ball: RicochetBall, phase: Phase? = nil) {
        self.ball = ball
        if let phase {
            self.phase = phase
            phaseStart = tick
        }
    }
}
