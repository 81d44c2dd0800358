import Foundation

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
    /// Ticks the mark has stayed within the goal.
    public private(set) var heldTicks = 0
    public private(set) var isSolved = false

    /// How long the world takes to ease to a new angle.
    public static let easeTicks = TickClock.ticks(0.25)

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

    /// The angle the world shows at a (possibly fractional) tick.
    public func shownAngle(at time: Double) -> Double { turn.value(at: time) }

    /// How far the mark is from the goal now, radians (signed, -π...π).
    public var goalError: Double {
        Self.wrapped(rules.goalDegrees * .pi / 180 - rules.markDegrees * .pi / 180 - shownAngle(at: Double(tick)))
    }

    private var holdTicksNeeded: Int { TickClock.ticks(rules.holdSeconds) }

    /// 0 with the mark opposite the goal, rising as it comes near, 1 when held long enough.
    public var progress: Double {
        if isSolved { return 1 }
        let near = 1 - abs(goalError) / .pi
        return min(0.99, near * 0.9 + 0.1 * Double(heldTicks) / Double(holdTicksNeeded))
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
        let direction = input.direction
        if direction.x != 0 || direction.y != 0 {
            // Arrows and stick are the tilt itself.
            tilt = atan2(direction.x, direction.y)
        }
        let turnPerTick = rules.turnDegreesPerSecond * .pi / 180 / Double(TickClock.rate)
        // E / Q (zoom in / out elsewhere) and Z / C (rotate) both turn the device.
        if !input.buttons.isDisjoint(with: [.zoomIn, .rotateRight]) { tilt += turnPerTick }
        if !input.buttons.isDisjoint(with: [.zoomOut, .rotateLeft]) { tilt -= turnPerTick }
        tilt = Self.wrapped(tilt)

        if Self.isSample(tick: tick, hz: rules.sampleHz) {
            let change = Self.wrapped(Self.angle(ofTilt: tilt) - target)
            if abs(change) > rules.thresholdRadians {
                let shown = shownAngle(at: Double(tick))
                target += change
                turn = Tween(from: shown, to: target, startTick: tick, duration: Self.easeTicks, curve: .easeInOut)
            }
        }

        let before = progress
        if abs(goalError) <= rules.toleranceDegrees * .pi / 180 {
            heldTicks += 1
            if heldTicks >= holdTicksNeeded {
                isSolved = true
                events.append(.solved)
            }
        } else {
            heldTicks = 0
        }
        if progress != before { events.append(.progressChanged(progress)) }
    }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(tick)
        hasher.combine(tilt)
        hasher.combine(target)
        hasher.combine(turn.from); hasher.combine(turn.to); hasher.combine(turn.startTick)
        hasher.combine(heldTicks)
        hasher.combine(isSolved ? 1 : 0)
    }
}
