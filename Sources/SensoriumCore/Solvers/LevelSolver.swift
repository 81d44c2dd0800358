/// Finds a keyboard-only input sequence that solves a level, by playing it tick by tick the way
/// a careful player would. Level designers use it (`sensorium solve`) to prove a new level can be
/// finished with keys; its output is an ordinary replay. Each kind's own solver
/// (`Challenge.solverInput`) lives in its folder, with the plans it knows
/// (`Challenge.solverPlans`): they are played in order, and the first that solves wins.
public enum LevelSolver {
    /// Gives up a plan after this many ticks (five minutes of play).
    public static let tickLimit = TickClock.rate * 300
    /// Gives up a plan whose progress has not risen for this long (one minute of play): it is
    /// going round in circles, and the next plan deserves the time.
    public static let stallLimit = TickClock.rate * 60

    /// What the solver made of a level.
    public enum Outcome: Equatable, Sendable {
        /// The inputs up to and including the solving tick.
        case solved([InputCommand])
        /// Why it could not, in one line.
        case refused(String)
    }

    /// The inputs up to and including the solving tick, or nil when no solution was found.
    public static func solve(_ level: Level, held: InputButtons = []) -> [InputCommand]? {
        if case .solved(let inputs) = attempt(level, held: held) { return inputs }
        return nil
    }

    /// Plays each of the kind's plans until one solves, or says why none did.
    /// - Parameter held: buttons already down as the level opens (in a run, those of the last
    ///   level's solving tick): the game ignores them until they are let go, so the solver lets
    ///   them go on its first tick and presses afresh what it needs.
    public static func attempt(_ level: Level, held: InputButtons = []) -> Outcome {
        let challenge = LevelSession(level: level).state.challenge
        if let obstacle = challenge.solverObstacle { return .refused(obstacle) }
        var best = 0.0
        var longest = 0
        for plan in 0..<max(1, challenge.solverPlans) {
            let played = play(level, plan: plan, held: held)
            if played.solved { return .solved(played.inputs) }
            best = max(best, played.progress)
            longest = max(longest, played.inputs.count)
        }
        let percent = Int((best * 100).rounded(.down))
        let plans = challenge.solverPlans > 1 ? "none of its \(challenge.solverPlans) plans reached" : "its plan did not reach"
        return .refused("\(plans) the goal (best progress \(percent)%, gave up after \(TickClock.format(longest)) of play)")
    }

    private static func play(_ level: Level, plan: Int, held: InputButtons) -> (solved: Bool, inputs: [InputCommand], progress: Double) {
        var session = LevelSession(level: level)
        var inputs: [InputCommand] = []
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        var best = 0.0
        var bestAt = 0
        while !session.isSolved && inputs.count < tickLimit && inputs.count - bestAt < stallLimit {
            var command = session.state.challenge.solverInput(previous: previous, plan: plan)
            if inputs.isEmpty { command.buttons.subtract(held) }
            inputs.append(command)
            session.step(command, events: &events)
            events.removeAll(keepingCapacity: true)
            previous = command
            let progress = session.state.challenge.progress
            if progress > best { best = progress; bestAt = inputs.count }
        }
        return (session.isSolved, inputs, best)
    }
}
