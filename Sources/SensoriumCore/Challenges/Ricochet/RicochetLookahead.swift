/// Arrow keys that bring the ball into the exit and keep it there, found by trying them: every
/// `stride` ticks each of the nine arrow combinations (none included) is played on a copy of
/// the challenge, held for the stride and then released for `horizon` ticks, and the one whose
/// ball spends those ticks nearest the exit is held. No model of the ease, the friction or the
/// bounces to get wrong: the copy runs the level's own physics, so a heavy tilt, a frictionless
/// floor or a small exit are handled alike. A solver's search, never part of a tick.
enum RicochetLookahead {
    /// Ticks between decisions (a key is held at least this long).
    static let stride = 4
    /// Ticks watched after the keys are released: the ball's coast, with every bounce.
    static let horizon = 120

    static func keys(_ challenge: RicochetChallenge, into exit: RicochetRules.Patch,
                     previous: InputCommand) -> InputButtons {
        let arrows: InputButtons = [.left, .right, .up, .down]
        guard challenge.tick % stride == 0 else { return previous.buttons.intersection(arrows) }
        var best: (keys: InputButtons, cost: Double)?
        var events: [ChallengeEvent] = []
        for across in [InputButtons(), .left, .right] {
            for along in [InputButtons(), .up, .down] {
                let keys = across.union(along)
                let cost = self.cost(of: keys, challenge, exit: exit, previous: previous, events: &events)
                if cost < (best?.cost ?? .infinity) { best = (keys, cost) }
            }
        }
        return best?.keys ?? []
    }

    /// The summed distance of the ball from the exit over the stride and the coast (0 inside,
    /// and 0 once solved), plus a step for every tick outside, so being in beats being near.
    private static func cost(of keys: InputButtons, _ challenge: RicochetChallenge, exit: RicochetRules.Patch,
                             previous: InputCommand, events: inout [ChallengeEvent]) -> Double {
        var copy = challenge
        var random = SeededRandom(seed: 0)
        var before = InputCommand(buttons: previous.buttons.subtracting([.confirm, .alternate]))
        var cost = 0.0
        for tick in 0..<(stride + horizon) {
            let command = InputCommand(buttons: tick < stride ? keys : [])
            copy.step(command, previous: before, random: &random, events: &events)
            events.removeAll(keepingCapacity: true)
            before = command
            if copy.isSolved { break }
            let ball = copy.ball
            let dx = max(exit.x - ball.x, 0, ball.x - (exit.x + exit.w))
            let dy = max(exit.y - ball.y, 0, ball.y - (exit.y + exit.h))
            if dx > 0 || dy > 0 { cost += (dx * dx + dy * dy).squareRoot() + 10 }
        }
        return cost
    }
}
