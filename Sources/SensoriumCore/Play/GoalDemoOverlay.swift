/// When the first level of a kind shows its goal demonstration, and how strongly. A level
/// teaches when none of the levels it requires is of its own kind (catch, scan, bounce and turn
/// today): a newcomer meets that kind there for the first time.
///
/// The ghost plays `passes` times from the level's start, fading in, and fades out at the
/// player's first input (a key or button going down, the stick moved, the mouse moved) or after
/// its last pass. It is a drawing only: it reads the session's tick count and the commands the
/// session already has, and nothing it holds reaches the simulation or a replay.
public struct GoalDemoOverlay: Sendable {
    /// One pass of the ghost, from start to goal and a short rest there.
    public static let passTicks = TickClock.ticks(2.4)
    /// Passes shown before the ghost fades by itself.
    public static let passes = 2
    public static let fadeInTicks = TickClock.ticks(0.25)
    public static let fadeOutTicks = TickClock.ticks(0.4)

    /// The session's tick the level was entered at.
    private var shownSince = 0
    /// The session's tick of the player's first input in this level, if any yet.
    private var dismissedAt: Int?
    private var previous = InputCommand.idle

    public init() {}

    /// Whether `level` teaches its kind: none of the levels it requires is of its kind.
    public static func teaches(_ level: Level, catalog: LevelCatalog) -> Bool {
        !level.requires.contains { catalog.level(id: $0)?.kind == level.kind }
    }

    /// Called every tick the game steps, with the command the level saw and whether a level was
    /// entered this tick (`clock` is the session's count of stepped ticks).
    public mutating func observe(_ command: InputCommand, entered: Bool, clock: Int) {
        defer { previous = command }
        if entered {
            shownSince = clock
            dismissedAt = nil
            return
        }
        guard dismissedAt == nil else { return }
        let moved = command.stickX != 0 || command.stickY != 0
            || (command.pointer != nil && command.pointer != previous.pointer)
        if !command.pressed(since: previous).isEmpty || moved { dismissedAt = clock }
    }

    /// The ghost's strength at `time` ticks after the level was entered (0 is gone).
    func opacity(at time: Double) -> Double {
        let end = dismissedAt.map { Double($0 - shownSince) } ?? Double(Self.passes * Self.passTicks)
        let fadeIn = (time / Double(Self.fadeInTicks)).clamped(to: 0...1)
        let fadeOut = (1 - (time - end) / Double(Self.fadeOutTicks)).clamped(to: 0...1)
        return fadeIn * fadeOut
    }

    /// Draws the ghost of the level being played, if it teaches and the ghost has not faded.
    public func draw(into list: inout DrawList, game: Game, clock: Int, alpha: Double, style: DrawStyle) {
        guard case .level(let session) = game.screen, Self.teaches(session.level, catalog: game.catalog),
              let demo = session.state.challenge as? GoalDemonstrating else { return }
        let time = Double(clock - shownSince) + alpha
        let opacity = opacity(at: time)
        guard opacity > 0.004 else { return }
        // Under reduced motion the ghost does not travel: it is shown at the goal.
        let phase = style.reducedMotion ? 1 : (time / Double(Self.passTicks)).truncatingRemainder(dividingBy: 1)
        demo.drawGoalDemo(into: &list, phase: phase, opacity: opacity, color: session.level.tile.color, style: style)
    }
}
