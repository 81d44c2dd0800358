/// The keyboard solver of a window level: a player at a desktop. It moves and shapes the window
/// with the level's keys, and acts on the desktop (F11, Caps Lock, Num Lock, clicking away and
/// back, copying) through the simulated desktop, whose observation it hands in as the tick's
/// input, as the platform would.
enum WindowSolver {
    static func next(_ challenge: WindowChallenge, previous: InputCommand) -> InputCommand {
        var desktop = challenge.model
        desktop.apply(challenge.request)
        var command = InputCommand()
        let rules = challenge.rules
        let observation = desktop.observation
        switch rules.goal {
        case .viewfinder:
            let offset = challenge.markOffset
            let aim = rules.markRadius / 3
            if offset.x > aim { command.buttons.insert(.right) }
            if offset.x < -aim { command.buttons.insert(.left) }
            if offset.y > aim { command.buttons.insert(.down) }
            if offset.y < -aim { command.buttons.insert(.up) }
            // A mark the window's centre cannot reach at this size: shrink while moving.
            let view = challenge.view, display = observation.display, mark = challenge.mark
            let reachX = Double(display.x) + Double(view.width) / 2 ... Double(display.x + display.width) - Double(view.width) / 2
            let reachY = Double(display.y) + Double(view.height) / 2 ... Double(display.y + display.height) - Double(view.height) / 2
            if !reachX.contains(mark.x) || !reachY.contains(mark.y) { command.buttons.insert(.zoomOut) }
        case .shape:
            let error = challenge.shapeError
            if error < 0 { command.buttons = .rotateLeft }
            if error > 0 { command.buttons = .rotateRight }
        case .fullscreen:
            // Not before the level has seen how the window opened.
            if challenge.tick >= 1, !observation.fullscreen || !challenge.armed { desktop.toggleFullscreen() }
        case .locks:
            let wrong = challenge.wrongLights
            if wrong.caps { desktop.toggleCapsLock() }
            if wrong.num { desktop.toggleNumLock() }
        case .lookAway:
            desktop.setFocused(challenge.awayTicks >= challenge.neededTicks)
        case .clipboard:
            if challenge.lastCall == challenge.tick { desktop.copy("answer \(challenge.tick)") }
        case .patience:
            break
        }
        command.desktop = desktop.observation
        return command
    }
}
