import FoundationEssentials
import Glibc

/// Catch the target. It leaps with the seed's "jumping fruit" animation: a 0.8 s ease-in-out move
/// while its scale grows to 1.4x and auto-reverses at half time. Levels add a restless target that
/// leaps on its own, and a shy one that flees a moving cursor but comes to a still one — a rule
/// the player discovers by watching, with no words.
public struct JumpingTargetChallenge: Sendable {
    /// The seed's CONST_TIME_flying: 0.8 s, the default `leapSeconds`.
    public static let leapTicks = TickClock.ticks(0.8)
    /// The seed's scale at the top of the leap.
    public static let leapScale = 1.4
    /// Where the target and cursor may be: the canvas less a margin and the top band of dots.
    public static let field = (minX: 100.0, maxX: 1820.0, minY: 180.0, maxY: 1000.0)

    public let rules: JumpingTargetRules
    /// Ticks since the level (re)started.
    public private(set) var tick = 0
    public private(set) var cursorX: Double
    public private(set) var cursorY: Double
    public private(set) var targetMoveX: Tween
    public private(set) var targetMoveY: Tween
    /// Tick the current leap started, or nil when the target rests.
    public private(set) var leapStart: Int?
    public private(set) var catches = 0
    /// Tick of the next leap a restless target makes on its own.
    public private(set) var nextOwnLeap: Int?
    /// Ticks the cursor has kept still.
    public private(set) var stillTicks = 0
    /// Tick of the last miss, for the soft shake.
    public private(set) var lastMiss: Int?

    public init(rules: JumpingTargetRules, random: inout SeededRandom) {
        self.rules = rules
        cursorX = 960
        cursorY = 590
        let start = Self.randomPoint(&random, awayFromX: cursorX, y: cursorY, by: 420)
        targetMoveX = .resting(at: start.x)
        targetMoveY = .resting(at: start.y)
        if rules.leapEvery > 0 { nextOwnLeap = TickClock.ticks(rules.leapEvery) }
    }

    /// Ticks this level's leap lasts (`rules.leapSeconds`).
    public var leapTicks: Int { rules.leapTicks }

    /// The target is on the ground: it can be caught.
    public var isResting: Bool { leapStart == nil }

    public var isSolved: Bool { catches >= rules.catches }
    public var progress: Double { Double(catches) / Double(rules.catches) }

    /// The target's centre at a possibly fractional tick.
    public func targetPosition(at time: Double) -> (x: Double, y: Double) {
        (targetMoveX.value(at: time), targetMoveY.value(at: time))
    }

    /// The target's scale: 1 at rest, rising to 1.4 with ease-out over the first half of a leap
    /// and playing the same curve backwards over the second (Core Animation's autoreverse).
    public func targetScale(at time: Double) -> Double {
        guard let start = leapStart else { return 1 }
        let half = Double(leapTicks) / 2
        let elapsed = time - Double(start)
        guard elapsed >= 0, elapsed < 2 * half else { return 1 }
        let t = elapsed < half ? elapsed / half : (2 * half - elapsed) / half
        return 1 + (Self.leapScale - 1) * TimingCurve.easeOut.value(at: t)
    }

    /// The radius within which a press catches the target.
    public func catchRadius(at time: Double) -> Double {
        rules.targetRadius * targetScale(at: time) + 6
    }

    public mutating func step(_ input: InputCommand, previous: InputCommand,
                              random: inout SeededRandom, events: inout [ChallengeEvent]) {
        tick += 1
        guard !isSolved else { return }
        let moved = moveCursor(input)
        stillTicks = moved ? 0 : stillTicks + 1
        let now = Double(tick)
        if let start = leapStart, tick >= start + leapTicks {
            leapStart = nil
            // Heard as a soft landing, so a player without sight knows it can be caught now.
            let landing = targetPosition(at: now)
            events.append(.kind(JumpingTargetEvent.landed(x: Float(landing.x), y: Float(landing.y))))
        }

        // A shy target sees a moving cursor before it can be caught, so a mouse that jumps
        // onto it scares it off like keys do.
        let resting = leapStart == nil
        let target = targetPosition(at: now)
        let distance = hypot(cursorX - target.x, cursorY - target.y)
        if resting && rules.shyRadius > 0 && moved && distance < rules.shyRadius {
            events.append(.kind(JumpingTargetEvent.fled))
            leap(&random, trustCursor: false, events: &events)
            return
        }
        if input.pressed(since: previous).contains(.confirm) {
            // Only a target on the ground can be caught; in the air it slips through the cursor.
            if resting && distance <= catchRadius(at: now) {
                catches += 1
                events.append(.caught(x: Float(target.x), y: Float(target.y)))
                events.append(.progressChanged(progress))
                if isSolved {
                    events.append(.solved)
                    return
                }
                // A caught target bolts, even from a still cursor: every catch is earned anew.
                leap(&random, trustCursor: false, events: &events)
                return
            }
            lastMiss = tick
            events.append(.kind(JumpingTargetEvent.missed(x: Float(cursorX), y: Float(cursorY))))
        }
        if resting, let due = nextOwnLeap, tick >= due {
            leap(&random, trustCursor: true, events: &events)
        }
    }

    /// Moves the cursor from stick, keys or mouse; returns whether it moved.
    private mutating func moveCursor(_ input: InputCommand) -> Bool {
        let oldX = cursorX, oldY = cursorY
        if let pointer = input.pointer {
            cursorX = Double(pointer.x)
            cursorY = Double(pointer.y)
        } else {
            let (dx, dy) = input.direction
            let step = rules.cursorSpeed / Double(TickClock.rate)
            cursorX += dx * step
            cursorY += dy * step
        }
        let field = Self.field
        cursorX = cursorX.clamped(to: field.minX...field.maxX)
        cursorY = cursorY.clamped(to: field.minY...field.maxY)
        return cursorX != oldX || cursorY != oldY
    }

    private mutating func leap(_ random: inout SeededRandom, trustCursor: Bool, events: inout [ChallengeEvent]) {
        let from = targetPosition(at: Double(tick))
        let calm = trustCursor && rules.shyRadius > 0 && stillTicks >= TickClock.ticks(rules.calmSeconds)
        let to: (x: Double, y: Double)
        if calm {
            // A shy target trusts a still cursor and lands right beside it.
            let angle = random.unit() * 2 * .pi
            let distance = rules.targetRadius * 0.4 * random.unit()
            to = (cursorX + cos(angle) * distance, cursorY + sin(angle) * distance)
        } else {
            let away = rules.shyRadius > 0 ? rules.shyRadius + 150 : 0
            to = Self.randomPoint(&random, awayFromX: from.x, y: from.y, by: rules.leapDistance,
                                  alsoFromX: cursorX, y: cursorY, by: away)
        }
        let field = Self.field
        let x = to.x.clamped(to: field.minX...field.maxX)
        let y = to.y.clamped(to: field.minY...field.maxY)
        targetMoveX = Tween(from: from.x, to: x, startTick: tick, duration: leapTicks, curve: .easeInOut)
        targetMoveY = Tween(from: from.y, to: y, startTick: tick, duration: leapTicks, curve: .easeInOut)
        leapStart = tick
        if rules.leapEvery > 0 { nextOwnLeap = tick + leapTicks + TickClock.ticks(rules.leapEvery) }
        events.append(.kind(JumpingTargetEvent.jumped(toX: Float(x), toY: Float(y))))
    }

    /// A random field point at least `by` from one point and `alsoBy` from another; after a few
    /// tries, the farthest candidate, so the search is bounded.
    static func randomPoint(_ random: inout SeededRandom, awayFromX ax: Double, y ay: Double, by distance: Double,
                            alsoFromX bx: Double = 0, y by: Double = 0, by alsoDistance: Double = 0) -> (x: Double, y: Double) {
        var best = (x: 960.0, y: 590.0)
        var bestScore = -Double.infinity
        for _ in 0..<16 {
            let x = field.minX + (field.maxX - field.minX) * random.unit()
            let y = field.minY + (field.maxY - field.minY) * random.unit()
            let score = min(hypot(x - ax, y - ay) - distance, hypot(x - bx, y - by) - alsoDistance)
            if score >= 0 { return (x, y) }
            if score > bestScore { bestScore = score; best = (x, y) }
        }
        return best
    }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(tick)
        hasher.combine(cursorX); hasher.combine(cursorY)
        for tween in [targetMoveX, targetMoveY] {
            hasher.combine(tween.from); hasher.combine(tween.to); hasher.combine(tween.startTick)
        }
        hasher.combine(leapStart ?? -1)
        hasher.combine(catches)
        hasher.combine(nextOwnLeap ?? -1)
        hasher.combine(stillTicks)
        hasher.combine(lastMiss ?? -1)
    }
}
