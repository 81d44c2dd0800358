/// The keyboard solver of a tilt level: turn the device with E or Q toward the current target
/// until the world's angle brings the mark within it, then hold still; in a drifting world, turn
/// back against the drift each time it has carried the mark to `driftTrigger`.
enum TiltSolver {
    static func next(_ challenge: TiltChallenge, previous: InputCommand) -> InputCommand {
        let rules = challenge.rules
        let tolerance = rules.toleranceDegrees * .pi / 180
        // Decide on the angle the world is turning to, not the eased one on screen.
        let world = challenge.target + rules.driftPerTick * Double(challenge.tick)
        let error = TiltChallenge.wrapped(challenge.goalDegrees * .pi / 180 - rules.markDegrees * .pi / 180 - world)
        let toward = InputCommand(buttons: error > 0 ? .zoomIn : .zoomOut)
        guard rules.driftDegreesPerSecond != 0 else {
            return abs(error) <= tolerance * 0.8 ? .idle : toward
        }
        // Positive drift turns the world clockwise, which lowers the error; Q raises it again.
        let against = InputCommand(buttons: rules.driftDegreesPerSecond > 0 ? .zoomOut : .zoomIn)
        let downstream = rules.driftDegreesPerSecond > 0 ? -error : error
        if downstream >= driftTrigger(rules) { return against }
        return downstream < -0.9 * tolerance ? toward : .idle
    }

    /// How far past the goal's centre, along the drift (radians, may be negative: before the
    /// centre), the solver lets the mark go before turning back. The jump back is threshold to
    /// threshold + one sample's turn, and the drift goes on while the device travels that far,
    /// so: early enough that the mark has not left the window when the jump comes, late enough
    /// that the jump does not throw it out the other side. The middle of those two.
    static func driftTrigger(_ rules: TiltRules) -> Double {
        let tolerance = rules.toleranceDegrees * .pi / 180
        let turnRate = rules.turnDegreesPerSecond * .pi / 180
        let jump = rules.thresholdRadians + turnRate / rules.sampleHz
        let travel = jump / turnRate + 1 / rules.sampleHz
        let driftDuring = abs(rules.driftDegreesPerSecond) * .pi / 180 * travel
        let earliest = jump - 0.9 * tolerance - driftDuring
        let latest = 0.9 * tolerance - driftDuring
        return (earliest + latest) / 2
    }
}
