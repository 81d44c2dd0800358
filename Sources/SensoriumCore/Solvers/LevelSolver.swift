/// Finds a keyboard-only input sequence that solves a level, by playing it tick by tick the way
/// a careful player would. Level designers use it (`sensorium solve`) to prove a new level can be
/// finished with keys; its output is an ordinary replay. Each kind's own solver
/// (`Challenge.solverInput`) lives in its folder.
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
            let command = session.state.challenge.solverInput(previous: previous)
            inputs.append(command)
            session.step(command, events: &events)
            previous = command
        }
        return session.isSolved ? inputs : nil
    }
}
