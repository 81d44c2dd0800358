/// Keys for ricochet, the way a careful player drives the ball: reach for the next unmet goal
/// (rolling, shielded hits, implosions, then the exit, which must hold while the rest are met),
/// steer with the arrow keys toward a wanted velocity (bang-bang around it: a key is held while
/// the ball is too slow that way), and press confirm or alternate once when the ball or the
/// floor must change. Reads the state; `RicochetBlindController` in the tests shows the levels
/// can also be solved from the feedback alone.
///
/// That one heuristic is plan 0, the shipped solutions' plan. Physics at the ends of the range
/// (a heavy tilt, no friction, a small exit) defeat it, so further plans steer more finely, and
/// reach the exit by looking ahead (`RicochetLookahead`) instead of by rule.
enum RicochetSolver {
    /// One way of playing: how finely it steers and brakes, and how it reaches the exit.
    struct Plan {
        /// Steering gives up a key when the velocity is this close to the wanted one, units/s.
        var band: Double
        /// The share of full tilt the solver counts on for braking, as the key ease lags.
        var brakingShare: Double
        /// Reach the exit by trying each key on a copy of the field rather than by rule.
        var exitByLookahead: Bool
        /// Roll over the patch the same way (a patch too small to shuttle along).
        var rollByLookahead = false
    }

    static let plans = [
        Plan(band: 30, brakingShare: 0.35, exitByLookahead: false),
        Plan(band: 30, brakingShare: 0.35, exitByLookahead: true),
        Plan(band: 10, brakingShare: 0.2, exitByLookahead: true),
        Plan(band: 10, brakingShare: 0.15, exitByLookahead: false),
        Plan(band: 10, brakingShare: 0.2, exitByLookahead: true, rollByLookahead: true),
    ]

    static func next(_ challenge: RicochetChallenge, previous: InputCommand, plan: Plan = plans[0]) -> InputCommand {
        let rules = challenge.rules
        let decel = rules.gravity * plan.brakingShare
        var buttons: InputButtons = []
        func press(_ button: InputButtons) {
            if !previous.buttons.contains(button) { buttons.insert(button) }
        }
        guard challenge.isActive else { return InputCommand() }
        let ball = challenge.ball
        var wanted = (x: 0.0, y: 0.0)

        if rules.rollSeconds > 0 && challenge.rollTicks < challenge.rollTicksNeeded {
            if rules.rollShielded && challenge.phase != .shielded {
                press(.confirm)
            } else if let region = rollRegion(challenge) {
                if region.needsTexture != challenge.texture, region.needsTexture != nil {
                    press(.alternate)
                }
                if plan.rollByLookahead {
                    buttons.formUnion(RicochetLookahead.keys(challenge, rollingOn: region.rect, previous: previous))
                    return InputCommand(buttons: buttons)
                }
                wanted = shuttle(challenge, in: region.rect, speed: max(700, rules.rollSpeed * 1.6), decel: decel)
            }
        } else if rules.shieldedHits > 0 && challenge.bestShieldedHits < rules.shieldedHits {
            if challenge.phase != .shielded {
                press(.confirm)
            } else {
                // Touch the walls not yet hit by this shield, gently: well under the break speed.
                let gentle = max(RicochetPhysics.restingSpeed * 2,
                                 rules.shieldBreak * RicochetPhysics.hardImpactSpeed * 0.5)
                // The nearest wall not yet hit: fast on the way, braking to `gentle` at the wall.
                let open = gaps(challenge).filter { challenge.shieldWalls & $0.wall.bit == 0 }
                if let target = open.min(by: { $0.gap < $1.gap }) {
                    let speed = min(1200, (gentle * gentle + 2 * decel * target.gap).squareRoot())
                    wanted = approach(target.wall, speed: speed)
                }
            }
        } else if rules.implosions > 0 && challenge.implosions < rules.implosions {
            if challenge.phase != .shielded {
                press(.confirm)
            } else {
                // Full tilt on the way the ball already goes, else at the farthest wall.
                let wall: RicochetWall
                if abs(ball.vx) > 50 {
                    wall = ball.vx < 0 ? .left : .right
                } else if abs(ball.vy) > 50 {
                    wall = ball.vy < 0 ? .top : .bottom
                } else {
                    wall = gaps(challenge).max { $0.gap < $1.gap }!.wall
                }
                wanted = approach(wall, speed: RicochetPhysics.maxSpeed)
            }
        } else if rules.exitSeconds > 0, let exit = rules.exit {
            // Last: the ball must stay in the exit while every other goal is already met.
            if plan.exitByLookahead {
                buttons.formUnion(RicochetLookahead.keys(challenge, into: exit, previous: previous))
                return InputCommand(buttons: buttons)
            }
            wanted = arrive(challenge, atX: exit.x + exit.w / 2, y: exit.y + exit.h / 2, maxSpeed: 600, decel: decel)
        }
        buttons.formUnion(steer(ball, toward: wanted, band: plan.band))
        return InputCommand(buttons: buttons)
    }

    /// Where rolling counts: a patch of the wanted material (then no texture is needed), else the
    /// whole field under the texture the player can lay.
    static func rollRegion(_ challenge: RicochetChallenge) -> (rect: RicochetRules.Patch, needsTexture: RicochetMaterial?)? {
        let rules = challenge.rules
        let field = RicochetRules.field
        if let patch = rules.patches.first(where: { rules.rollMaterial == nil || $0.material == rules.rollMaterial }) {
            return (patch, nil)
        }
        guard let material = rules.rollMaterial ?? rules.materials.first else { return nil }
        let whole = RicochetRules.Patch(x: field.minX, y: field.minY, w: field.maxX - field.minX,
                                        h: field.maxY - field.minY, material: material)
        return (whole, material)
    }

    /// Back and forth along the long side of `rect`, kept clear of its ends, on its centre line.
    static func shuttle(_ challenge: RicochetChallenge, in rect: RicochetRules.Patch, speed: Double,
                        decel: Double) -> (x: Double, y: Double) {
        let ball = challenge.ball
        let margin = challenge.radius + 60
        let centreX = rect.x + rect.w / 2, centreY = rect.y + rect.h / 2
        if rect.w >= rect.h {
            let target = ball.vx >= 0 ? rect.x + rect.w - margin : rect.x + margin
            let heading = abs(target - ball.x) < 40 ? (ball.vx >= 0 ? rect.x + margin : rect.x + rect.w - margin) : target
            return (axis(ball.x, to: heading, max: speed, decel: decel),
                    axis(ball.y, to: centreY, max: 300, decel: decel))
        }
        let target = ball.vy >= 0 ? rect.y + rect.h - margin : rect.y + margin
        let heading = abs(target - ball.y) < 40 ? (ball.vy >= 0 ? rect.y + margin : rect.y + rect.h - margin) : target
        return (axis(ball.x, to: centreX, max: 300, decel: decel),
                axis(ball.y, to: heading, max: speed, decel: decel))
    }

    static func arrive(_ challenge: RicochetChallenge, atX x: Double, y: Double, maxSpeed: Double,
                       decel: Double) -> (x: Double, y: Double) {
        (axis(challenge.ball.x, to: x, max: maxSpeed, decel: decel),
         axis(challenge.ball.y, to: y, max: maxSpeed, decel: decel))
    }

    /// The velocity along one axis that reaches `target` and can still stop there.
    static func axis(_ position: Double, to target: Double, max: Double, decel: Double) -> Double {
        let distance = target - position
        let speed = Swift.min(max, (2 * decel * abs(distance)).squareRoot())
        return distance >= 0 ? speed : -speed
    }

    /// Distance from the ball's edge to each wall.
    static func gaps(_ challenge: RicochetChallenge) -> [(wall: RicochetWall, gap: Double)] {
        let field = RicochetRules.field
        let ball = challenge.ball, r = challenge.radius
        return [(.left, ball.x - r - field.minX), (.right, field.maxX - r - ball.x),
                (.top, ball.y - r - field.minY), (.bottom, field.maxY - r - ball.y)]
    }

    static func approach(_ wall: RicochetWall, speed: Double) -> (x: Double, y: Double) {
        switch wall {
        case .left: return (-speed, 0)
        case .right: return (speed, 0)
        case .top: return (0, -speed)
        case .bottom: return (0, speed)
        }
    }

    static func steer(_ ball: RicochetBall, toward wanted: (x: Double, y: Double), band: Double) -> InputButtons {
        var keys: InputButtons = []
        if wanted.x - ball.vx > band { keys.insert(.right) } else if wanted.x - ball.vx < -band { keys.insert(.left) }
        if wanted.y - ball.vy > band { keys.insert(.down) } else if wanted.y - ball.vy < -band { keys.insert(.up) }
        return keys
    }
}

extension RicochetChallenge {
    public func solverInput(previous: InputCommand) -> InputCommand {
        RicochetSolver.next(self, previous: previous)
    }

    public var solverPlans: Int { RicochetSolver.plans.count }

    public func solverInput(previous: InputCommand, plan: Int) -> InputCommand {
        RicochetSolver.next(self, previous: previous, plan: RicochetSolver.plans[plan])
    }

    public var solverObstacle: String? {
        // Friction takes away at least what full tilt gives: the ball never leaves the spawn.
        guard rules.friction >= rules.gravity else { return nil }
        return "friction \(JSONWriter.number(rules.friction)) is not below gravity \(JSONWriter.number(rules.gravity)): full tilt "
            + "cannot move the ball, so no goal is reachable"
    }
}
