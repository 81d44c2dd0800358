import FoundationEssentials
import Glibc

/// A tilt level in play: the device's tilt, the angle the world shows, its easing, and how long
/// the mark has been held at the goal.
///
/// Angles are radians, clockwise on screen. The device's tilt is a unit vector (x, y) in the
/// screen's axes; its angle `atan2(x, y) + π` is the seed's `z`. The world is drawn turned by the
/// shown angle, so the mark appears at `mark + shown`.
public struct TiltChallenge: Equatable, Sendable {
    public let rules: TiltRules
    public private(set) var tick = 0
    /// The device's tilt direction (the vector's angle from straight down the screen).
    public private(set) var tilt: Double
    /// The angle the world turns to (the seed's `ZZ`), changed only past the threshold.
    public private(set) var target: Double
    /// The world's easing from its last angle to `target`.
    public private(set) var turn: Tween
    /// Ticks the mark has stayed within the current target.
    public private(set) var heldTicks = 0
    /// The targets already held long enough, one bit per index of `rules.targets`.
    public private(set) var reached = 0
    /// While the mouse drags: the pointer's angle around the world's centre at the last tick.
    public private(set) var dragAngle: Double?
    public private(set) var isSolved = false
    /// A turn held inside the dead band: how far the tilt has moved from the angle shown, of the
    /// threshold (0...1), signed the way it turns (positive: clockwise); 0 when no turn is held
    /// or the world followed. Feedback only (the tremble, the creak): it never feeds a tick or
    /// the hash, so replays keep their hashes.
    public private(set) var strain = 0.0
    /// Ticks the current strain has lasted, for the creak's rhythm.
    public private(set) var strainTicks = 0

    /// How long the world takes to ease to a new angle.
    public static let easeTicks = TickClock.ticks(0.25)
    /// A drag this close to the centre has no direction to speak of; it turns nothing.
    static let dragDeadRadius = 60.0
    /// A held strain creaks every 0.1 s, the first after 0.1 s (a quick step never creaks).
    static let creakTicks = TickClock.ticks(0.1)

    public init(rules: TiltRules) {
        self.rules = rules
        tilt = rules.startDegrees * .pi / 180
        target = Self.angle(ofTilt: tilt)
        turn = .resting(at: target)
    }

    /// The seed's `z = atan2(x, y) + π` of a tilt vector at `direction`.
    static func angle(ofTilt direction: Double) -> Double {
        atan2(sin(direction), cos(direction)) + .pi
    }

    /// An angle folded into -π...π.
    static func wrapped(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a <= -.pi { a += 2 * .pi }
        return a
    }

    /// The angle the world shows at a (possibly fractional) tick: the eased turn, plus the drift
    /// (a pure function of time, so it needs no state and old replays keep their hashes).
    public func shownAngle(at time: Double) -> Double { turn.value(at: time) + rules.driftPerTick * time }

    /// Where the mark is on screen now, radians clockwise from the top.
    var markAngle: Double { rules.markDegrees * .pi / 180 + shownAngle(at: Double(tick)) }

    /// The index of the target the player is after: the next in order, or (any order) the
    /// nearest one not yet reached. Nil once every target is reached.
    public var currentTarget: Int? {
        let open = rules.targets.indices.filter { reached & (1 << $0) == 0 }
        if rules.inOrder { return open.first }
        let mark = markAngle
        return open.min { abs(Self.wrapped(rules.targets[$0] * .pi / 180 - mark)) < abs(Self.wrapped(rules.targets[$1] * .pi / 180 - mark)) }
    }

    /// The current target's angle, degrees (the last one once all are reached).
    public var goalDegrees: Double { rules.targets[currentTarget ?? rules.targets.count - 1] }

    /// How far the mark is from the current target now, radians (signed, -π...π; positive: turn
    /// clockwise).
    public var goalError: Double {
        // The first levels' expression, term for term, so their replays keep every bit.
        Self.wrapped(goalDegrees * .pi / 180 - rules.markDegrees * .pi / 180 - shownAngle(at: Double(tick)))
    }

    /// Is the mark within the current target's window?
    public var isInGoal: Bool { abs(goalError) <= rules.toleranceDegrees * .pi / 180 }

    private var holdTicksNeeded: Int { TickClock.ticks(rules.holdSeconds) }

    /// 0 with the mark opposite the goal, rising as it comes near, 1 when held long enough. With
    /// several targets, each reached one is an equal share.
    public var progress: Double {
        if isSolved { return 1 }
        let near = 1 - abs(goalError) / .pi
        let here = min(0.99, near * 0.9 + 0.1 * Double(heldTicks) / Double(holdTicksNeeded))
        let count = rules.targets.count
        guard count > 1 else { return here }
        return min(0.99, (Double(reached.nonzeroBitCount) + here) / Double(count))
    }

    /// Is this tick one of the `sampleHz` samples a second (tick 120/sampleHz, 2x120/sampleHz ...)?
    static func isSample(tick: Int, hz: Double) -> Bool {
        let rate = Double(TickClock.rate)
        return (Double(tick) * hz / rate).rounded(.down) > (Double(tick - 1) * hz / rate).rounded(.down)
    }

    public mutating func step(_ input: InputCommand, previous: InputCommand,
                              random: inout SeededRandom, events: inout [ChallengeEvent]) {
        tick += 1
        guard !isSolved else { return }
        let tiltBefore = tilt
        steer(input)

        if Self.isSample(tick: tick, hz: rules.sampleHz) {
            let change = Self.wrapped(Self.angle(ofTilt: tilt) - target)
            if abs(change) > rules.thresholdRadians {
                // Without drift this is `shownAngle`; with it, the eased part only (the drift
                // is added on top at every instant).
                let shown = turn.value(at: Double(tick))
                target += change
                turn = Tween(from: shown, to: target, startTick: tick, duration: Self.easeTicks, curve: .easeInOut)
            }
        }

        feelStrain(moved: tilt != tiltBefore, events: &events)

        let before = progress
        hold(events: &events)
        if progress != before { events.append(.progressChanged(progress)) }
    }

    /// The device's tilt from this tick's input: arrows and stick are the tilt itself (the pad's
    /// accelerometer arrives as the stick), E / Q and Z / C turn it steadily, and a mouse drag
    /// turns it by the angle the pointer sweeps around the world's centre — grabbing the map and
    /// turning it.
    private mutating func steer(_ input: InputCommand) {
        let direction = input.direction
        if direction.x != 0 || direction.y != 0 {
            tilt = atan2(direction.x, direction.y)
        }
        let turnPerTick = rules.turnDegreesPerSecond * .pi / 180 / Double(TickClock.rate)
        // E / Q (zoom in / out elsewhere) and Z / C (rotate) both turn the device.
        if !input.buttons.isDisjoint(with: [.zoomIn, .rotateRight]) { tilt += turnPerTick }
        if !input.buttons.isDisjoint(with: [.zoomOut, .rotateLeft]) { tilt -= turnPerTick }
        if input.buttons.contains(.confirm), let pointer = input.pointer,
           let angle = Self.dragAngle(of: pointer) {
            if let last = dragAngle { tilt += Self.wrapped(angle - last) }
            dragAngle = angle
        } else {
            dragAngle = nil
        }
        tilt = Self.wrapped(tilt)
    }

    /// A turn that moved the tilt but not yet the world (still inside the threshold) strains it:
    /// the world trembles toward the turn and creaks, so a player knows to hold on. Past the
    /// threshold the world turns at its next sample, and an arrow's jump is past it at once.
    private mutating func feelStrain(moved: Bool, events: inout [ChallengeEvent]) {
        let offset = Self.wrapped(Self.angle(ofTilt: tilt) - target)
        guard moved, abs(offset) > 1e-9, abs(offset) <= rules.thresholdRadians else {
            strain = 0
            strainTicks = 0
            return
        }
        strain = offset / rules.thresholdRadians
        strainTicks += 1
        if strainTicks % Self.creakTicks == 0 {
            events.append(.kind(TiltEvent.strained(strain)))
        }
    }

    /// The pointer's angle around the world's centre (clockwise from up), or nil too near it.
    static func dragAngle(of pointer: InputCommand.Pointer) -> Double? {
        let dx = Double(pointer.x) - Double(center.x)
        let dy = Double(pointer.y) - Double(center.y)
        guard dx * dx + dy * dy >= dragDeadRadius * dragDeadRadius else { return nil }
        return atan2(dx, -dy)
    }

    /// Counts the hold at the current target; a target held long enough is reached (the pop of a
    /// catch), and the last one solves the level. In a drifting world the ring drains at half the
    /// rate it fills instead of emptying at once: the drift keeps pushing the mark out, and a
    /// player who pulls it back in time keeps what they held.
    private mutating func hold(events: inout [ChallengeEvent]) {
        guard let index = currentTarget else { return }
        if isInGoal {
            heldTicks += 1
            guard heldTicks >= holdTicksNeeded else { return }
            reached |= 1 << index
            if reached == (1 << rules.targets.count) - 1 {
                // heldTicks stays full: the ring stays closed (and old replays keep their hash).
                isSolved = true
                events.append(.solved)
            } else {
                heldTicks = 0
                let notch = Self.point(goalAt(index), Self.worldRadius + 70)
                events.append(.caught(x: notch.x, y: notch.y))
            }
        } else if rules.driftDegreesPerSecond != 0 {
            if tick % 2 == 0 { heldTicks = max(0, heldTicks - 1) }
        } else {
            heldTicks = 0
        }
    }

    private func goalAt(_ index: Int) -> Double { rules.targets[index] * .pi / 180 }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(tick)
        hasher.combine(tilt)
        hasher.combine(target)
        hasher.combine(turn.from); hasher.combine(turn.to); hasher.combine(turn.startTick)
        hasher.combine(heldTicks)
        hasher.combine(isSolved ? 1 : 0)
        // Only what a level or input that uses them can change, so keyboard runs of the first
        // levels keep their recorded hashes.
        if rules.targets.count > 1 { hasher.combine(reached) }
        if let dragAngle { hasher.combine(dragAngle) }
    }
}
