/// Arrow keys found by trying them: every `stride` ticks each of the nine arrow combinations
/// (none included) is played on a copy of the challenge, held for the stride and then released
/// for `horizon` ticks, and the one that does best over those ticks is held — for the exit, the
/// ball nearest it; for rolling, the most rolled time, else the ball nearest the patch. No model of the ease, the friction or the
/// bounces to get wrong: the copy runs the level's own physics, so a heavy tilt, a frictionless
/// floor or a small exit are handled alike. A solver's search, never part of a tick.
enum RicochetLookahead {
    /// Ticks between decisions (a key is held at least this long).
    static let stride = 4
    /// Ticks watched after the keys are released: the ball's coast, with every bounce.
    static let horizon = 120

    static func keys(_ challenge: RicochetChallenge, into exit: RicochetRules.Patch,
                     previous: InputCommand) -> InputButtons {
        keys(challenge, previous: previous) { _, after in
            after.isSolved ? 0 : outside(after.ball, exit)
        }
    }

    /// Arrow keys that roll the ball over `region` fast enough to count: a tick that adds to
    /// the rolled time costs nothing, any other its distance from the region.
    static func keys(_ challenge: RicochetChallenge, rollingOn region: RicochetRules.Patch,
                     previous: InputCommand) -> InputButtons {
        keys(challenge, previous: previous) { before, after in
            after.isSolved || after.rollTicks > before.rollTicks ? 0 : outside(after.ball, region)
        }
    }

    /// How far the ball's centre is outside `rect`, plus a step, so being in beats being near;
    /// 0 inside.
    private static func outside(_ ball: RicochetBall, _ rect: RicochetRules.Patch) -> Double {
        let dx = max(rect.x - ball.x, 0, ball.x - (rect.x + rect.w))
        let dy = max(rect.y - ball.y, 0, ball.y - (rect.y + rect.h))
        return dx > 0 || dy > 0 ? (dx * dx + dy * dy).squareRoot() + 10 : 0
    }

    /// The arrows whose trial costs least by `cost` (of each tick: the state before and after).
    private static func keys(_ challenge: RicochetChallenge, previous: InputCommand,
                             cost: (RicochetChallenge, RicochetChallenge) -> Double) -> InputButtons {
        let arrows: InputButtons = [.left, .right, .up, .down]
        guard challenge.tick % stride == 0 else { return previous.buttons.intersection(arrows) }
        var best: (keys: InputButtons, cost: Double)?
        var events: [ChallengeEvent] = []
        for across in [InputButtons(), .left, .right] {
            for along in [InputButtons(), .up, .down] {
                let keys = across.union(along)
                let cost = trial(of: keys, challenge, previous: previous, events: &events, cost: cost)
                if cost < (best?.cost ?? .infinity) { best = (keys, cost) }
            }
        }
        return best?.keys ?? []
    }

    /// The summed cost of the stride and the coast when `keys` are held for the stride.
    private static func trial(of keys: InputButtons, _ challenge: RicochetChallenge, previous: InputCommand,
                              events: inout [ChallengeEvent],
                              cost: (RicochetChallenge, RicochetChallenge) -> Double) -> Double {
        var copy = challenge
        var random = SeededRandom(seed: 0)
        var before = InputCommand(buttons: previous.buttons.subtracting([.confirm, .alternate]))
        var total = 0.0
        for tick in 0..<(stride + horizon) {
            let command = InputCommand(buttons: tick < stride ? keys : [])
            let earlier = copy
            copy.step(command, previous: before, random: &random, events: &events)
            events.removeAll(keepingCapacity: true)
            before = command
            total += cost(earlier, copy)
            if copy.isSolved { break }
        }
        return total
    }
}
