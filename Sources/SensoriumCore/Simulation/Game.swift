import FoundationEssentials
import Glibc

/// The whole game as one deterministic state machine: the home screen, a level attempt, and the
/// short celebration after a solve. The platform feeds it one `InputCommand` per tick and turns
/// its events into sound, rumble and saves.
public struct Game: Sendable {
    public enum Screen: Sendable {
        case home
        case level(LevelSession)
        /// A solved level shown for `celebrationTicks` before the home screen returns.
        case celebration(LevelSession, since: Int)
    }

    /// One finished or abandoned attempt, with every tick's input, ready to become a replay.
    public struct Attempt: Sendable {
        public var level: Level
        public var inputs: [InputCommand]
        /// In-game ticks to the solve, or nil when the player left first.
        public var solvedInTicks: Int?
    }

    public enum Event: Sendable {
        case home(HomeScreen.Event)
        case challenge(ChallengeEvent)
        case entered(levelID: String)
        case finished(Attempt)
        /// The last level of a run was solved.
        case runFinished(Run)
        /// The player left a run before its end (back to the home screen).
        case runAbandoned(Run)
    }

    /// A speedrun through levels in a fixed order. The tick after a level is solved, the next
    /// one is being played: no celebration, no menu in between, exactly as the replay verifier
    /// re-simulates it.
    public struct Run: Sendable {
        public let levelIDs: [String]
        /// The level being played, as an index into `levelIDs`.
        public fileprivate(set) var index = 0
        /// Every tick's input as the levels saw it, from the run's first tick: the run's replay.
        public fileprivate(set) var inputs: [InputCommand] = []
        /// The run's ticks so far (`inputs.count` when inputs are kept).
        public fileprivate(set) var ticks = 0
        /// `ticks` at each solve: the cumulative splits in ticks.
        public fileprivate(set) var solvedAt: [Int] = []
    }

    public static let celebrationTicks = TickClock.ticks(1.0)

    public private(set) var catalog: LevelCatalog
    public private(set) var solved: Set<String>
    /// Best verified times in ticks, by level id, shown on the home grid's solved tiles.
    public private(set) var bestTicks: [String: Int]
    /// Best unverifiable times (a hint, assist mode, webcam, tuning), shown in their own colour
    /// under a solved tile that has no verified time.
    public private(set) var unverifiedBestTicks: [String: Int]
    public private(set) var home: HomeScreen
    public private(set) var screen: Screen = .home
    public private(set) var tick = 0
    /// Levels opened so far, each time counted (a run's next level, a reload, the same level
    /// again): what tells two attempts apart (`DesktopReader`). Not part of any state hash.
    public private(set) var levelsOpened = 0
    /// The speedrun being played, if any.
    public private(set) var run: Run?
    /// Whether every tick's input is kept for the attempt's and the run's replay. The replay
    /// verifier, which has the replay already, turns it off: a day of input then costs nothing.
    public var keepsInputs = true
    private var attemptInputs: [InputCommand] = []
    /// The longest attempt or run kept: what a replay can hold (24 hours). At the limit the
    /// attempt ends as if the player had gone back to the grid, so its replay is one the game
    /// reads, and memory stops growing. Lowered by tests only.
    var maxAttemptTicks = Replay.maxTicks
    private var previousInput = InputCommand.idle
    private var challengeEvents: [ChallengeEvent] = []
    private var homeEvents: [HomeScreen.Event] = []
    /// Buttons held when the screen last changed. They do nothing until released: a key press
    /// spans many ticks, and the Enter that opens a level must not also be a press inside it.
    private var heldAcrossScreens: InputButtons = []

    public init(catalog: LevelCatalog, solved: Set<String>, bestTicks: [String: Int] = [:],
                unverifiedBestTicks: [String: Int] = [:]) {
        self.catalog = catalog
        self.solved = solved
        self.bestTicks = bestTicks
        self.unverifiedBestTicks = unverifiedBestTicks
        home = HomeScreen(catalog: catalog, solved: solved, bestTicks: bestTicks, unverifiedBestTicks: unverifiedBestTicks)
    }

    /// A solve in `ticks`: the level's tile shows it when it beats the best so far of its kind,
    /// verified or not. (The session decides what is verified; this only keeps the number for
    /// the grid.)
    public mutating func recordBest(levelID: String, ticks: Int, verified: Bool = true) {
        if verified {
            bestTicks[levelID] = min(ticks, bestTicks[levelID] ?? .max)
        } else {
            unverifiedBestTicks[levelID] = min(ticks, unverifiedBestTicks[levelID] ?? .max)
        }
    }

    /// The grid as the catalog, the solves and the best times make it now.
    private func makeHome() -> HomeScreen {
        HomeScreen(catalog: catalog, solved: solved, bestTicks: bestTicks, unverifiedBestTicks: unverifiedBestTicks)
    }

    /// Opens a level directly (command line `--level`, replays, tests).
    public mutating func enter(levelID: String, events: inout [Event]) {
        guard let level = catalog.level(id: levelID) else { return }
        screen = .level(LevelSession(level: level))
        levelsOpened += 1
        attemptInputs.removeAll(keepingCapacity: true)
        previousInput = .idle
        events.append(.entered(levelID: levelID))
    }

    /// Starts a run: the first level opens now, the others follow each solve.
    /// - Parameter held: buttons already down, which do nothing until released, as after a solve
    ///   in a run: the verifier re-simulates a run's levels apart, each from where the run's
    ///   previous solve left it (the buttons of that solve's tick).
    public mutating func startRun(levelIDs: [String], held: InputButtons = [], events: inout [Event]) {
        guard let first = levelIDs.first, levelIDs.allSatisfy({ catalog.level(id: $0) != nil }) else { return }
        run = Run(levelIDs: levelIDs)
        enter(levelID: first, events: &events)
        heldAcrossScreens.formUnion(held)
    }

    /// New level files while the game runs (a designer saved one): the home grid shows them at
    /// once; a level being played whose file changed starts again as the file now says, and one
    /// whose file is gone goes back to the grid. Not for runs: their levels are fixed.
    public mutating func reload(_ newCatalog: LevelCatalog, events: inout [Event]) {
        catalog = newCatalog
        switch screen {
        case .home:
            let focused = home.focusedIndex.map { home.tiles[$0].id }
            home = makeHome()
            if let focused, home.tiles.contains(where: { $0.id == focused }) { home.focus(id: focused) }
        case .level(let session):
            let changed = catalog.level(id: session.level.id)
            guard changed != session.level else { return }
            events.append(.finished(Attempt(level: session.level, inputs: attemptInputs, solvedInTicks: nil)))
            if let changed {
                enter(levelID: changed.id, events: &events)
            } else {
                returnHome(focus: session.level.id, holding: previousInput)
            }
            heldAcrossScreens.formUnion(previousInput.buttons)
        case .celebration:
            // The grid is built from the new catalog when the celebration ends.
            break
        }
    }

    /// Changes the level being played from outside the simulation (see `LevelSession.adjust`).
    public mutating func adjustLevel(_ change: (inout ChallengeState) -> Void) {
        guard case .level(var session) = screen else { return }
        session.adjust(change)
        screen = .level(session)
    }

    /// The session being played or celebrated, if any.
    public var session: LevelSession? {
        switch screen {
        case .home: return nil
        case .level(let session), .celebration(let session, _): return session
        }
    }

    public mutating func step(_ input: InputCommand, events: inout [Event]) {
        tick += 1
        heldAcrossScreens.formIntersection(input.buttons)
        var input = input
        input.buttons.subtract(heldAcrossScreens)
        switch screen {
        case .home:
            homeEvents.removeAll(keepingCapacity: true)
            home.step(input, events: &homeEvents)
            for event in homeEvents {
                events.append(.home(event))
                if case .open(let id) = event {
                    enter(levelID: id, events: &events)
                    heldAcrossScreens.formUnion(input.buttons)
                }
            }
        case .level(var session):
            let full = attemptInputs.count >= maxAttemptTicks || (run?.ticks ?? 0) >= maxAttemptTicks
            if full || input.pressed(since: previousInput).contains(.back) {
                events.append(.finished(Attempt(level: session.level, inputs: attemptInputs, solvedInTicks: nil)))
                if let run { events.append(.runAbandoned(run)) }
                returnHome(focus: session.level.id, holding: input)
                heldAcrossScreens.formUnion(input.buttons)
                break
            }
            if keepsInputs {
                attemptInputs.append(input)
                run?.inputs.append(input)
            }
            run?.ticks += 1
            challengeEvents.removeAll(keepingCapacity: true)
            session.step(input, events: &challengeEvents)
            for event in challengeEvents { events.append(.challenge(event)) }
            if let solvedTicks = session.solvedAtTick {
                solved.insert(session.level.id)
                events.append(.finished(Attempt(level: session.level, inputs: attemptInputs, solvedInTicks: solvedTicks)))
                if var run {
                    run.solvedAt.append(run.ticks)
                    run.index += 1
                    self.run = run
                    if run.index < run.levelIDs.count {
                        enter(levelID: run.levelIDs[run.index], events: &events)
                        heldAcrossScreens.formUnion(input.buttons)
                        break
                    }
                    events.append(.runFinished(run))
                }
                screen = .celebration(session, since: tick)
            } else {
                screen = .level(session)
            }
        case .celebration(let session, let since):
            if tick - since >= Self.celebrationTicks {
                returnHome(focus: session.level.id, holding: input, afterWin: true)
                heldAcrossScreens.formUnion(input.buttons)
            }
        }
        previousInput = input
    }

    /// Back to the grid with the focus on the level left; `input`, held as the grid appears, is
    /// not a press or a push there. After a win the grid is calm a moment (`HomeScreen.arrive`).
    private mutating func returnHome(focus id: String, holding input: InputCommand, afterWin: Bool = false) {
        run = nil
        home = makeHome()
        home.focus(id: id)
        home.arrive(holding: input, afterWin: afterWin)
        screen = .home
    }

    public func draw(into list: inout DrawList, alpha: Double, style: DrawStyle) {
        switch screen {
        case .home:
            home.draw(into: &list, alpha: alpha, style: style)
        case .level(let session):
            session.draw(into: &list, alpha: alpha, style: style)
        case .celebration(let session, let since):
            session.draw(into: &list, alpha: alpha, style: style)
            drawCelebration(into: &list, color: session.level.tile.color,
                            age: (Double(tick - since) + alpha) / Double(Self.celebrationTicks), style: style)
        }
    }

    /// An expanding ring in the level's colour: the solve is unmistakable without words.
    private func drawCelebration(into list: inout DrawList, color: RGBA, age: Double, style: DrawStyle) {
        let eased = TimingCurve.easeOut.value(at: age)
        let radius = Float(style.reducedMotion ? 260 : 80 + 700 * eased)
        let alpha = UInt8((1 - age).clamped(to: 0...1) * 200)
        let segments = 64
        let width: Float = 26
        for i in 0..<segments {
            let a0 = Float(i) / Float(segments) * 2 * .pi
            let a1 = Float(i + 1) / Float(segments) * 2 * .pi
            let inner = radius - width, outer = radius
            list.quad(PointF(x: 960 + inner * cos(a0), y: 540 + inner * sin(a0)),
                      PointF(x: 960 + outer * cos(a0), y: 540 + outer * sin(a0)),
                      PointF(x: 960 + outer * cos(a1), y: 540 + outer * sin(a1)),
                      PointF(x: 960 + inner * cos(a1), y: 540 + inner * sin(a1)), color.withAlpha(alpha))
        }
    }
}
