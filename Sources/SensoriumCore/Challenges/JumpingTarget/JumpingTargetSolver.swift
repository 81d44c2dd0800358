/// Keys for the jumping target: walk to where the target will land and press when it is under
/// the cursor. A shy target is never approached: the solver keeps still and lets it come.
enum JumpingTargetSolver {
    static func next(_ challenge: JumpingTargetChallenge, previous: InputCommand) -> InputCommand {
        let time = Double(challenge.tick + 1)
        let target = challenge.targetPosition(at: time)
        let dx = target.x - challenge.cursorX
        let dy = target.y - challenge.cursorY
        var buttons: InputButtons = []
        let landed = challenge.leapStart.map { challenge.tick + 1 >= $0 + challenge.leapTicks } ?? true
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

extension JumpingTargetChallenge {
    public func solverInput(previous: InputCommand) -> InputCommand {
        JumpingTargetSolver.next(self, previous: previous)
    }
}
