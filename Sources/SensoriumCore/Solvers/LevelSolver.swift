/// Finds a keyboard-only input sequence that solves a level, by playing it tick by tick the way
/// a careful player would. Level designers use it (`sensorium solve`) to prove a new level can be
/// finished with keys; its output is an ordinary replay.
public enum LevelSolver {
    /// Gives up after this many ticks (five minutes of play).
    public static let tickLimit = TickClock.rate * 300

    /// The inputs up to and including the solving tick, or nil when no solution was found.
    public static func solve(_ level: Level) -> [InputCommand]? {
        var session = LevelSession(level: level)
        var inputs: [InputCommand] = []
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        while !session.isSolved && inputs.count < tickLimit {
            let command: InputCommand
            switch session.state {
            case .jumpingTarget(let challenge):
                command = JumpingTargetSolver.next(challenge, previous: previous)
            case .darkScan(let challenge):
                command = DarkScanSolver.next(challenge, previous: previous)
            case .ricochet(let challenge):
                command = RicochetSolver.next(challenge, previous: previous)
            }
            inputs.append(command)
            session.step(command, events: &events)
            previous = command
        }
        return session.isSolved ? inputs : nil
    }
}

/// Keys for the jumping target: walk to where the target will land and press when it is under
/// the cursor. A shy target is never approached: the solver keeps still and lets it come.
enum JumpingTargetSolver {
    static func next(_ challenge: JumpingTargetChallenge, previous: InputCommand) -> InputCommand {
        let time = Double(challenge.tick + 1)
        let target = challenge.targetPosition(at: time)
        let dx = target.x - challenge.cursorX
        let dy = target.y - challenge.cursorY
        var buttons: InputButtons = []
        let landed = challenge.leapStart.map { challenge.tick + 1 >= $0 + JumpingTargetChallenge.leapTicks } ?? true
        let onTarget = (dx * dx + dy * dy).squareRoot() <= challenge.catchRadius(at: time) - 10
        if landed && onTarget && !previous.buttons.contains(.confirm) {
            buttons.insert(.confirm)
        }
        if challenge.rules.shyRadius == 0 {
            let landingX = challenge.targetMoveX.to - challenge.cursorX
            let landingY = challenge.targetMoveY.to - challenge.cursorY
            let step = challenge.rules.cursorSpeed / Double(TickClock.rate)
            if landingX > step { buttons.insert(.right) } else if landingX < -step { buttons.insert(.left) }
            if landingY > step { buttons.insert(.down) } else if landingY < -step { buttons.insert(.up) }
        }
        return InputCommand(buttons: buttons)
    }
}
