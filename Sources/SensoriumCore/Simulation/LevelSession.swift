/// One attempt at a level: the challenge, its random generator and the in-game clock. A restart
/// (R) rebuilds the challenge from the level's seed on the next tick, and the clock keeps running,
/// so restarts cost time like everything else.
public struct LevelSession: Sendable {
    public let level: Level
    public private(set) var state: ChallengeState
    /// The state one tick ago, for interpolated drawing.
    public private(set) var previousState: ChallengeState
    public private(set) var random: SeededRandom
    public private(set) var previousInput = InputCommand.idle
    /// In-game ticks since the level was entered, restarts included.
    public private(set) var ticks = 0
    /// The tick count at which the goal was reached.
    public private(set) var solvedAtTick: Int?
    public private(set) var restarts = 0

    public init(level: Level) {
        self.level = level
        var random = SeededRandom(seed: level.seed)
        state = ChallengeState(rules: level.rules, random: &random)
        previousState = state
        self.random = random
    }

    public var isSolved: Bool { solvedAtTick != nil }

    /// Advances one fixed tick. Input after the solve is ignored, so a replay's tail cannot
    /// change its result.
    public mutating func step(_ input: InputCommand, events: inout [ChallengeEvent]) {
        guard solvedAtTick == nil else { return }
        ticks += 1
        previousState = state
        if input.pressed(since: previousInput).contains(.restart) {
            random = SeededRandom(seed: level.seed)
            state = ChallengeState(rules: level.rules, random: &random)
            previousState = state
            restarts += 1
            events.append(.progressChanged(0))
        } else {
            state.step(input, previous: previousInput, random: &random, events: &events)
            if state.isSolved { solvedAtTick = ticks }
        }
        previousInput = input
    }

    /// A hash of everything the next tick depends on.
    public var stateHash: UInt64 {
        var hasher = StateHasher()
        state.hash(into: &hasher)
        hasher.combine(random.state)
        hasher.combine(ticks)
        hasher.combine(restarts)
        hasher.combine(Int(previousInput.buttons.rawValue))
        return hasher.value
    }

    public func draw(into list: inout DrawList, alpha: Double, style: DrawStyle) {
        state.draw(into: &list, previous: previousState, alpha: alpha, color: level.tile.color, style: style)
    }

    /// Changes the challenge from outside the simulation (a webcam frame, a debug tweak). Such a
    /// change is not in the replay, so the platform flags the attempt as unverifiable.
    public mutating func adjust(_ change: (inout ChallengeState) -> Void) {
        change(&state)
    }
}
