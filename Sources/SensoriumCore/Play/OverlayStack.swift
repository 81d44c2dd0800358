/// Everything drawn over the game that the game never sees: a first level's goal ghost
/// (`GoalDemoOverlay`), the lesson of a level that introduces an idea (`LessonOverlay`), the
/// hint with its lightbulb (`LevelHint`, `HintBulbButton`), the restart's sign (`RestartSign`),
/// the personal best's ghost in a run (`PersonalBestRace`), the input display and the debug
/// overlay's threshold tuner. Each follows the live game after its tick and reads it to draw;
/// none reaches the game's state, its replay or its state hash. Their clock is the ticks played
/// (a menu stops it). Only the hint is asked for through the input (its button, which the bulb
/// presses), and only the tuner changes the level, on the debug overlay, flagging the attempt.
public struct OverlayStack: Sendable {
    /// Ticks the game was stepped (not in a menu): what the ghosts and signs are timed by.
    private var clock = 0
    private var goalDemo = GoalDemoOverlay()
    private var lesson = LessonOverlay()
    /// The level's hint (goal pulse, solution ghost); drawn and heard only.
    public private(set) var hint = LevelHint()
    /// The hint's corner lightbulb as a button for the pointer.
    private var hintBulb = HintBulbButton()
    /// The shipped solutions the hint's ghost plays.
    private let solutions: SolutionShelf
    /// The restart's sign over the level (R, the menu's ↻); drawn and heard only.
    public private(set) var restartSign = RestartSign()
    /// The personal best's ghost in a run; drawn only, with `Settings.raceGhost` on.
    public private(set) var race: PersonalBestRace?
    private var tuner = LevelTuner()
    /// The debug overlay (F3), where the tuner's keys work.
    public private(set) var debugOverlay = false
    private let showsInput: Bool
    /// The command the last tick simulated, drawn by the input display when it is on.
    public private(set) var lastCommand = InputCommand.idle
    /// The device the player used last, whose glyphs the lessons draw.
    public var inputDevice = BindingDevice.keyboard

    init(setup: PlaySession.Setup, catalog: LevelCatalog) {
        solutions = setup.solutions
        showsInput = setup.inputDisplay
        if let replay = setup.raceReplay, let levels = setup.speedrun?.definition.levelIDs ?? setup.runLevels {
            race = PersonalBestRace(replay: replay, levelIDs: levels, catalog: catalog)
        }
    }

    /// The levels whose thresholds were tuned, which flags their attempts.
    var tunedLevels: Set<String> { tuner.tunedLevels }

    /// A click on the shown lightbulb becomes the hint button in the player's command, so the
    /// replay holds it.
    mutating func pressBulb(_ command: inout InputCommand, previous: InputCommand, game: Game) {
        hintBulb.take(&command, previous: previous, shown: hint.showsBulb(in: game))
    }

    /// After a played tick of `command`: each overlay follows the game; the hint and the sign
    /// ask for their sounds and words.
    mutating func follow(_ command: InputCommand, game: Game, events: [Game.Event], into output: inout TickOutput,
                         captions: inout Captions) {
        clock += 1
        lastCommand = command
        let entered = events.contains { if case .entered = $0 { true } else { false } }
        goalDemo.observe(command, entered: entered, clock: clock)
        lesson.observe(command, game: game, entered: entered, clock: clock)
        hint.observe(command, game: game, solutions: solutions, into: &output, captions: &captions)
        restartSign.observe(game: game, clock: clock, into: &output)
        race?.follow(game)
    }

    mutating func toggleDebugOverlay() {
        debugOverlay.toggle()
    }

    /// A tuning key, on the debug overlay only: the save it asks for goes into `output`; returns
    /// whether a threshold changed (which flags the run).
    mutating func tune(_ key: TuningKey, game: inout Game, into output: inout TickOutput) -> Bool {
        guard debugOverlay else { return false }
        var tuned = false
        if let request = tuner.handle(key, game: &game, tuned: &tuned) { output.saves.append(request) }
        return tuned
    }

    /// What is drawn over the level, inside the HUD's safe area in a run. `alpha` (0...1)
    /// interpolates between the last two ticks.
    func drawOverLevel(into list: inout DrawList, game: Game, alpha: Double, settings: Settings, style: DrawStyle) {
        goalDemo.draw(into: &list, game: game, clock: clock, alpha: alpha, style: style)
        lesson.draw(into: &list, game: game, clock: clock, alpha: alpha, settings: settings, device: inputDevice, style: style)
        hint.draw(into: &list, game: game, alpha: alpha, style: style, pointer: lastCommand.pointer)
        restartSign.draw(into: &list, game: game, clock: clock, alpha: alpha, style: style)
        if settings.raceGhost { race?.draw(into: &list, game: game, opacity: settings.ghostOpacity, style: style) }
    }

    /// What is drawn over the whole screen, HUD included, under the menus.
    func drawOverScreen(into list: inout DrawList, game: Game) {
        if showsInput { InputDisplay.draw(lastCommand, into: &list) }
        if debugOverlay { tuner.draw(into: &list, game: game) }
    }

    /// The caps the level's lesson draws this frame (none when no lesson shows).
    func lessonGlyphs(game: Game, settings: Settings, style: DrawStyle) -> [LessonOverlay.PlacedGlyph] {
        lesson.glyphs(game: game, clock: clock, alpha: 1, settings: settings, device: inputDevice, style: style)
    }
}
