enum RicochetSolver {
    static func next(_ challenge: RicochetChallenge, previous: InputCommand) -> InputCommand { .idle }
}
