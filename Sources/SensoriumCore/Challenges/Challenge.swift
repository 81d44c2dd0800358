/// The running state of one kind of challenge (`JumpingTargetChallenge`, `DarkScanChallenge`,
/// ...), advanced one fixed tick at a time. `ChallengeState` holds whichever one a level is.
public protocol Challenge: Sendable {
    /// The goal is reached.
    var isSolved: Bool { get }
    /// 0.0 is untouched, 1.0 is solved.
    var progress: Double { get }

    /// Advances one tick: reads `input` (and `previous`, the tick before, for presses), draws
    /// from `random`, and reports what happened to `events`.
    mutating func step(_ input: InputCommand, previous: InputCommand,
                       random: inout SeededRandom, events: inout [ChallengeEvent])

    /// Draws the state `alpha` (0...1) of the way from `previous` to this one.
    func draw(into list: inout DrawList, previous: Self, alpha: Double, color: RGBA, style: DrawStyle)

    /// Feeds everything the next tick depends on to `hasher` (the replay state hash).
    func hash(into hasher: inout StateHasher)

    /// The continuous feedback layers of this tick (a rolling texture); none by default.
    func continuousCues(into cues: inout [FeedbackCue])

    /// Hands a camera frame to the challenge; ignored by default (`acceptsCameraFrames`).
    mutating func supply(frame: LuminanceFrame)

    /// The solver's next key presses: a keyboard-only player that finishes the level
    /// (`LevelSolver`, `sensorium solve`).
    func solverInput(previous: InputCommand) -> InputCommand

    /// What the challenge asks of the game's window after this tick (`TickOutput.windowRequest`);
    /// nil, the default, leaves the window alone.
    var windowRequest: WindowRequest? { get }

    /// What the desktop's copy key (Ctrl+C, `SessionAction.copy`) copies while the challenge
    /// plays, as a request with `copy` set; nil, the default, copies nothing. Read, never
    /// stepped: the copy reaches the level only as the clipboard the next ticks observe, so the
    /// press is no tick input and replays re-simulate without it.
    var copyRequest: WindowRequest? { get }

    /// How many ways of playing the solver knows for this level, tried in order until one
    /// solves; 1 by default. Plan 0 is `solverInput(previous:)`, the one the shipped solutions
    /// were made with, so they stay what `sensorium solve` writes.
    var solverPlans: Int { get }

    /// The keys of one plan (0 ..< `solverPlans`).
    func solverInput(previous: InputCommand, plan: Int) -> InputCommand

    /// Why no plan can solve this level, in one line, when the kind can tell before playing
    /// (no dark region to frame, a ball friction holds still); nil when it will try.
    var solverObstacle: String? { get }
}

extension Challenge {
    public func continuousCues(into cues: inout [FeedbackCue]) {}

    public mutating func supply(frame: LuminanceFrame) {}

    public var windowRequest: WindowRequest? { nil }

    public var copyRequest: WindowRequest? { nil }

    public var solverPlans: Int { 1 }

    public func solverInput(previous: InputCommand, plan: Int) -> InputCommand { solverInput(previous: previous) }

    public var solverObstacle: String? { nil }

    /// `draw(into:previous:...)` with a previous state of unknown type: a session never changes
    /// kind, so it is always `Self`; anything else draws nothing.
    func draw(into list: inout DrawList, previousOfAnyKind previous: any Challenge, alpha: Double,
              color: RGBA, style: DrawStyle) {
        guard let before = previous as? Self else { return }
        draw(into: &list, previous: before, alpha: alpha, color: color, style: style)
    }
}
