import XCTest
@testable import SensoriumCore

/// What the ears make of the ricochet cues, kept across ticks. On a texture the rolling layer is
/// panned to the ball and its level follows the ball's speed, so a listener knows where the ball
/// is across the field and how fast it goes; two ticks give which way it goes. The life cycle is
/// heard from the one-shots (shield up, implosion).
struct BallByEar {
    /// Canvas x of the ball when last heard rolling, and its horizontal velocity (units/s).
    var x: Double?
    var vx: Double?
    /// This tick's speed and floor, nil when nothing rolls (still, bare floor, frozen).
    var speed: Double?
    var floor: CueName?
    var shielded = false
    private var heardLastTick = false

    mutating func hear(_ heard: [FeedbackCue]) {
        if let layer = heard.rollLayer {
            let newX = (layer.pan + 1) / 2 * Double(DrawList.canvasWidth)
            if heardLastTick, let x { vx = (newX - x) * Double(TickClock.rate) }
            x = newX
            // The layer's level is 0.05 -> 0.45 over 0 -> 1600 units/s.
            speed = (layer.level - 0.05) / 0.4 * RicochetPhysics.hardImpactSpeed
            floor = layer.sound
            heardLastTick = true
        } else {
            speed = nil
            floor = nil
            heardLastTick = false
        }
        if heard.sound(.ricochetShieldOn) != nil { shielded = true }
        if heard.sound(.ricochetImplode) != nil { shielded = false; vx = nil }
        if let pan = heard.collision { x = (pan + 1) / 2 * Double(DrawList.canvasWidth) }
    }

    /// Keys that bring the horizontal velocity to `wanted` (held while too slow that way).
    func steer(toward wanted: Double) -> InputButtons {
        guard let vx else { return wanted > 0 ? .right : wanted < 0 ? .left : [] }
        if wanted - vx > 40 { return .right }
        if wanted - vx < -40 { return .left }
        return []
    }
}

/// Taps a button: pressed on one tick, released the next, so each tap is a new press.
struct Tapper {
    var down = false
    mutating func tap(_ button: InputButtons) -> InputButtons {
        down.toggle()
        return down ? button : []
    }
}

/// Rolling on a lane of one texture, found by ear: lay the level's texture if it offers one (the
/// short taste of it says it is down), raise the shield when the goal wants it, then seek along
/// the field until the wanted texture is heard under the ball, and shuttle across it, turning
/// well beyond each side so the ball crosses it fast. With no wanted texture the lane is the
/// middle of the field. When a wall costs the shield, it raises a new one and carries on.
struct LaneByEar: BlindController {
    /// The texture to roll on, or nil for any.
    let material: CueName?
    let shielded: Bool
    let layTexture: Bool
    /// Top speed while looking, units/s: gentle enough that a wall keeps the shield.
    var seekSpeed = 450.0
    var ball = BallByEar()
    var laid = false
    var lane: (low: Double, high: Double)?
    var seekDirection = 1.0
    var side = 1.0
    var tapper = Tapper()
    var lastButtons: InputButtons = []

    init(material: CueName?, shielded: Bool, layTexture: Bool) {
        self.material = material
        self.shielded = shielded
        self.layTexture = layTexture
        if material == nil { lane = (860, 1060) }
    }

    mutating func next(heard: [FeedbackCue]) -> InputCommand {
        ball.hear(heard)
        for sound in RicochetMaterial.allCases.map(\.sound) where heard.sound(sound) != nil { laid = true }
        if heard.sound(.homeFocus) != nil { laid = false }
        var buttons: InputButtons = []
        if layTexture && !laid {
            if !lastButtons.contains(.alternate) { buttons.insert(.alternate) }
            lastButtons = buttons
            return InputCommand(buttons: buttons)
        }
        if shielded && !ball.shielded {
            lastButtons = tapper.tap(.confirm)
            return InputCommand(buttons: lastButtons)
        }
        if let floor = ball.floor, let x = ball.x, material == nil || floor == material {
            lane = lane.map { (min($0.low, x), max($0.high, x)) } ?? (x, x)
        }
        if let lane {
            let centre = (lane.low + lane.high) / 2
            let goal = (centre + side * 350).clamped(to: 300...1620)
            if let x = ball.x, side > 0 ? x >= goal : x <= goal { side = -side }
            let target = (centre + side * 350).clamped(to: 300...1620)
            if let x = ball.x {
                let distance = target - x
                let speed = min(900, (2 * 600 * abs(distance)).squareRoot())
                buttons = ball.steer(toward: distance >= 0 ? speed : -speed)
            } else {
                buttons = side > 0 ? .right : .left
            }
        } else {
            if let pan = heard.collision { seekDirection = pan > 0 ? -1 : 1 }
            buttons = ball.steer(toward: seekDirection * seekSpeed)
        }
        lastButtons = buttons
        return InputCommand(buttons: buttons)
    }
}

/// Shielded hits on different walls, by ear: lay a texture if the floor is bare (to hear the
/// ball's speed), raise the shield, then lean gently toward one wall after another (right, left,
/// bottom, top), never faster than half the speed that breaks the shield. A shield collision
/// heard at that wall's side, with no implosion, is a wall done; an implosion starts over.
struct GlanceByEar: BlindController {
    let hits: Int
    let layTexture: Bool
    var ball = BallByEar()
    var laid = false
    var done = 0
    var tapper = Tapper()
    var lastButtons: InputButtons = []
    static let walls: [RicochetWall] = [.right, .left, .bottom, .top]

    var isDone: Bool { done >= hits }

    mutating func next(heard: [FeedbackCue]) -> InputCommand {
        ball.hear(heard)
        for sound in RicochetMaterial.allCases.map(\.sound) where heard.sound(sound) != nil { laid = true }
        if heard.sound(.ricochetImplode) != nil {
            done = 0
        } else if heard.sound(.ricochetCollisionShield) != nil, let pan = heard.collision, !isDone {
            let wall = Self.walls[done]
            let atSide = wall == .right ? pan > 0.8 : wall == .left ? pan < -0.8 : abs(pan) < 0.8
            if atSide { done += 1 }
        }
        var buttons: InputButtons = []
        if layTexture && !laid {
            if !lastButtons.contains(.alternate) { buttons.insert(.alternate) }
        } else if !ball.shielded {
            buttons = tapper.tap(.confirm)
        } else if !isDone, (ball.speed ?? 0) < 250 {
            switch Self.walls[done] {
            case .right: buttons = .right
            case .left: buttons = .left
            case .bottom, .top:
                buttons = Self.walls[done] == .bottom ? .down : .up
                // Away from the side walls first, so the hit is heard as the floor's, not theirs.
                if let x = ball.x, x < 560 { buttons.insert(.right) }
                if let x = ball.x, x > 1360 { buttons.insert(.left) }
            }
        }
        lastButtons = buttons
        return InputCommand(buttons: buttons)
    }
}

/// One controller until its part is done, then the next. With `listensAhead` the next one hears
/// everything from the start (its keys are ignored until its turn), so it knows, say, that the
/// shield is already up.
struct ThenController: BlindController {
    var first: any BlindController
    var second: any BlindController
    var listensAhead = false

    mutating func next(heard: [FeedbackCue]) -> InputCommand {
        guard first.isDone else {
            if listensAhead { _ = second.next(heard: heard) }
            return first.next(heard: heard)
        }
        return second.next(heard: heard)
    }
}

/// An exit in a corner on a silent floor, by ear (`bounce`): the hole's floor is the only
/// texture, so its sound is the exit's. Lean the ball into each corner in turn; the corner where
/// the ball is heard rolling on a texture is the one to stay in, leaning into it until solved.
/// A corner that stays silent is left after `dwellTicks`, shorter than the exit's hold, so only
/// hearing the texture makes the controller stay long enough.
struct CornerByEar: BlindController {
    static let corners: [InputButtons] = [[.up, .left], [.up, .right], [.down, .right], [.down, .left]]
    static let dwellTicks = TickClock.ticks(2.0)
    var corner = 0
    var ticksHere = 0
    var found = false

    mutating func next(heard: [FeedbackCue]) -> InputCommand {
        if heard.rollLayer != nil { found = true }
        if !found {
            ticksHere += 1
            if ticksHere > Self.dwellTicks {
                corner = (corner + 1) % Self.corners.count
                ticksHere = 0
            }
        }
        return InputCommand(buttons: Self.corners[corner])
    }
}

/// A controller of any kind, chosen at run time.
struct AnyBlindController: BlindController {
    var base: any BlindController
    mutating func next(heard: [FeedbackCue]) -> InputCommand { base.next(heard: heard) }
}

enum RicochetByEar {
    /// The controller for a level, chosen from its goal as the goal marks show it (what to do,
    /// never where the ball is): the run itself hears only the cues.
    static func controller(for rules: RicochetRules) -> AnyBlindController {
        let canLay = !rules.materials.isEmpty
        let roll: any BlindController = LaneByEar(material: rules.rollMaterial?.sound, shielded: rules.rollShielded,
                                                  layTexture: canLay && rules.rollMaterial == nil)
        if rules.exitSeconds > 0 {
            if rules.shieldedHits > 0 {
                // The walls first (the hits, once made, stay counted), then the exit.
                let exit: any BlindController = canLay ? ExitByFeel() : CornerByEar()
                return AnyBlindController(base: ThenController(first: GlanceByEar(hits: rules.shieldedHits, layTexture: canLay), second: exit))
            }
            // Nothing to lay: the exit's own floor is the one sound there is.
            if !canLay && rules.implosions == 0 { return AnyBlindController(base: CornerByEar()) }
            guard rules.implosions > 0 else { return AnyBlindController(base: ExitByFeel()) }
            var implode = ImplodeByEar()
            implode.wanted = rules.implosions
            return AnyBlindController(base: ThenController(first: implode, second: ExitByFeel()))
        }
        if rules.shieldedHits > 0 {
            let glance = GlanceByEar(hits: rules.shieldedHits, layTexture: canLay)
            guard rules.rollSeconds > 0 else { return AnyBlindController(base: glance) }
            return AnyBlindController(base: ThenController(first: glance, second: roll, listensAhead: true))
        }
        if rules.rollSeconds > 0 {
            // A plain roll on a texture the player lays: run wall to wall.
            if rules.rollMaterial == nil && !rules.rollShielded && canLay { return AnyBlindController(base: RollByEar()) }
            return AnyBlindController(base: roll)
        }
        var implode = ImplodeByEar()
        implode.wanted = rules.implosions
        return AnyBlindController(base: implode)
    }
}
