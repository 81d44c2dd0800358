/// The keyboard solver of a tilt level: turn the device with E or Q toward the goal until the
/// world's angle brings the mark within the goal, then hold still.
enum TiltSolver {
    static func next(_ challenge: TiltChallenge, previous: InputCommand) -> InputCommand {
        // Decide on the angle the world is turning to, not the eased one on screen.
        let error = TiltChallenge.wrapped(challenge.rules.goalDegrees * .pi / 180 - challenge.rules.markDegrees * .pi / 180
                                          - challenge.target)
        if abs(error) <= challenge.rules.toleranceDegrees * .pi / 180 * 0.8 { return .idle }
        return InputCommand(buttons: error > 0 ? .zoomIn : .zoomOut)
    }
}
