/// One session of play, whole: it takes the input (the player's, or a replay's), steps the game
/// (or the open menu), and collects what the tick asks of the devices as a `TickOutput`
/// (sounds, rumble, speech, saves); `draw` gives the whole frame. Each concern around it is its
/// own piece: the menus and settings screen (`MenuSession`), what gets saved (`SavePolicy`), the
/// captions (`Captions`), the run's HUD (`SessionHUD`), hot reload (`PlaySession+HotReload`).
/// Pure and deterministic: `play`, `play --replay`, `screenshot`, `bench` and the tests all run
/// this same session.
///
/// ```swift
/// var session = PlaySession(catalog: catalog, setup: setup)
/// let output = session.step(command)          // one 120 Hz tick
/// session.draw(into: &list, alpha: 0.5, style: style)
/// ```
public struct PlaySession: Sendable {
    public internal(set) var game: Game
    public private(set) var speedrun: SpeedrunDriver?
    /// The menus and the settings screen, and the player's settings (`menus.settings`).
    public private(set) var menus: MenuSession
    /// The speedrun HUD around a run (H expands it).
    public internal(set) var hud: SessionHUD
    public private(set) var debugOverlay = false
    private let replayInputs: [InputCommand]?
    private let playbackSpeed: Double
    private var replayIndex = 0
    private let cameraInUse: Bool
    var captions: Captions
    private var tuner = LevelTuner()
    /// The ghost that shows a kind's first level its goal; drawn only, never simulated.
    private var goalDemo = GoalDemoOverlay()
    /// The ghost of the idea a level introduces, with its key's cap; drawn only, never simulated.
    private var lesson = LessonOverlay()
    /// The device the player used last, whose glyphs the lessons draw; the platform sets it.
    public var inputDevice = BindingDevice.keyboard
    /// The level's hint (goal pulse, solution ghost); drawn and heard only, asked through the input.
    public private(set) var hint = LevelHint()
    /// The hint's corner lightbulb as a button for the pointer.
    private var hintBulb = HintBulbButton()
    /// The restart's sign over the level (R, the menu's ↻); drawn and heard only.
    public private(set) var restartSign = RestartSign()
    private let solutions: SolutionShelf
    /// The personal best's ghost in a run; drawn only.
    public private(set) var race: PersonalBestRace?
    /// Ticks the game was stepped (not in a menu).
    private var ticksPlayed = 0
    /// Assist mode's reduced speed was on during the attempt being played (flagged `assist`).
    private var attemptAssisted = false
    /// Hints asked for, by the rule the verifier follows; the attempt's since it began.
    private var hintRule = RunFlags()
    private var attemptHinted = false
    /// The player's input of the last tick, for the menu's presses.
    private var previousLive = InputCommand.idle
    /// The game's events of the last tick (tests and tools read them; the output carries what
    /// the devices need).
    public internal(set) var events: [Game.Event] = []
    /// The command the last tick simulated, drawn by the input display when it is on.
    public private(set) var lastCommand = InputCommand.idle
    private let showsInput: Bool

    public init(catalog: LevelCatalog, setup: Setup) {
        game = Game(catalog: catalog, solved: setup.solved, bestTicks: setup.bestTicks, unverifiedBestTicks: setup.unverifiedBestTicks)
        game.keepsInputs = setup.keepsInputs
        speedrun = setup.speedrun
        replayInputs = setup.replayInputs
        playbackSpeed = setup.playbackSpeed
        captions = Captions(isOn: setup.captions)
        menus = MenuSession(settings: setup.settings)
        cameraInUse = setup.cameraInUse
        solutions = setup.solutions
        showsInput = setup.inputDisplay
        hud = SessionHUD(catalog: catalog)
        if let replay = setup.raceReplay, let levels = setup.speedrun?.definition.levelIDs ?? setup.runLevels {
            race = PersonalBestRace(replay: replay, levelIDs: levels, catalog: catalog)
        }
        if speedrun != nil {
            speedrun?.begin(&game, events: &events)
        } else if let levels = setup.runLevels {
            game.startRun(levelIDs: levels, events: &events)
        } else if let id = setup.levelID {
            game.enter(levelID: id, events: &events)
        }
        events.removeAll()
    }

    /// A replay's input is being played instead of the player's.
    public var isPlayingBack: Bool { replayInputs != nil }

    /// The words on screen now (a spoken announcement, a level file's error), if any.
    public var caption: String? { captions.current }

    /// A menu is open: the game and its clock stand still.
    public var isPaused: Bool { menus.isOpen }

    /// Real seconds one tick takes: longer in assist mode (the frame loop paces by it); playback
    /// runs at full speed, or `playbackSpeed` times faster.
    public var secondsPerTick: Double {
        isPlayingBack ? GameSpeed.full.secondsPerTick / playbackSpeed : menus.settings.gameSpeed.secondsPerTick
    }

    /// The device the platform must capture the next key or button from, else nil.
    public var bindingCapture: BindingDevice? { menus.bindingCapture }

    /// The level being played wants the webcam's frames (`supplyCameraFrame`).
    public var wantsCameraFrames: Bool { game.session?.level.kind.acceptsCameraFrames ?? false }

    /// The level being played reads the desktop: the platform observes it into each tick's input
    /// (`InputCommand.desktop`); other levels' inputs and replays hold nothing of it.
    public var wantsDesktop: Bool { game.session?.level.kind.descriptor.readsDesktop ?? false }

    /// One fixed tick. `live` is the player's input; ignored while a replay plays back.
    public mutating func step(_ live: InputCommand) -> TickOutput {
        var output = TickOutput()
        step(live, into: &output)
        return output
    }

    /// One fixed tick into a reused output (cleared first): the input, the game's step, and
    /// what its events and state ask of the devices and the files.
    public mutating func step(_ live: InputCommand, into output: inout TickOutput) {
        output.clear()
        defer { previousLive = live }
        captions.tick()
        if isPaused { return menus.step(live, previous: previousLive, into: &output, captions: &captions) }
        ticksPlayed += 1
        if menus.settings.gameSpeed.isAssist, !isPlayingBack, case .level = game.screen {
            attemptAssisted = true
            speedrun?.flag(.assist)
        }
        let command = input(live)
        lastCommand = command
        events.removeAll(keepingCapacity: true)
        // A hint asked for flags the attempt and the run, by the verifier's rule (`RunFlags`),
        // before the step: a run or an attempt that ends on this tick carries it.
        if hintRule.observe(command, onLevel: game.isPlayingLevel) {
            attemptHinted = true
            speedrun?.flag(.hinted)
        }
        if speedrun != nil {
            speedrun?.step(command, game: &game, events: &events, notices: &output.runNotices)
        } else {
            game.step(command, events: &events)
        }
        route(events, into: &output)
        let entered = events.contains { if case .entered = $0 { true } else { false } }
        goalDemo.observe(command, entered: entered, clock: ticksPlayed)
        lesson.observe(command, game: game, entered: entered, clock: ticksPlayed)
        hint.observe(command, game: game, solutions: solutions, into: &output, captions: &captions)
        restartSign.observe(game: game, clock: ticksPlayed, into: &output)
        race?.follow(game)
        switch game.screen {
        case .level(let session):
            FeedbackRouter.continuousCues(for: session.state, into: &output.cues)
            output.soundscape = SoundscapeCommand(kind: session.level.kind, progress: session.state.progress,
                                                  opening: session.ticks <= 1)
            output.windowRequest = session.state.windowRequest
        case .home:
            output.soundscape = SoundscapeCommand()
        case .celebration:
            break
        }
        saveRunNotices(into: &output)
    }

    /// The tick's command: the replay's, or the player's with what the menu left held or pressed,
    /// the pointer mapped back from the HUD's safe area in a run.
    private mutating func input(_ live: InputCommand) -> InputCommand {
        guard let replayInputs else {
            var command = live
            menus.carryOver(into: &command, live: live)
            if speedrun != nil, game.session != nil, let pointer = command.pointer { command.pointer = hud.levelPoint(pointer) }
            hintBulb.take(&command, previous: previousLive, shown: hint.showsBulb(in: game))
            return command
        }
        var command = replayIndex < replayInputs.count ? replayInputs[replayIndex] : .idle
        replayIndex += 1
        menus.carryOver(into: &command, live: nil)
        return command
    }

    /// A shell action (pause and the menus, HUD, debug overlay, run reset, tuning).
    public mutating func handle(_ action: SessionAction) -> TickOutput {
        var output = TickOutput()
        switch action {
        case .togglePause, .menuFirst, .menuLast, .bindingPressed:
            menus.handle(action, overLevel: game.session != nil, held: previousLive.buttons, into: &output, captions: &captions)
        case .focusLost:
            // Nothing should happen to a player who is not looking; a replay plays on.
            let pauses = game.session?.level.kind.descriptor.pausesWhenFocusLost ?? true
            if !isPlayingBack, !isPaused, pauses { menus.open(overLevel: game.session != nil, into: &output, captions: &captions) }
        case .copy:
            output.windowRequest = game.session?.state.copyRequest
        case .toggleHUD:
            hud.toggle()
        case .toggleDebugOverlay:
            debugOverlay.toggle()
        case .resetRun:
            guard speedrun != nil, !isPaused else { break }
            events.removeAll(keepingCapacity: true)
            speedrun?.reset(&game, events: &events, notices: &output.runNotices)
            output.silence = true
            saveRunNotices(into: &output)
        case .tune(let key):
            guard debugOverlay else { break }
            var tuned = false
            if let request = tuner.handle(key, game: &game, tuned: &tuned) { output.saves.append(request) }
            if tuned { speedrun?.flag(.debugTweaks) }
        }
        return output
    }

    /// Opens a level directly, as `--level` does at the start (the soak visits every level so).
    public mutating func enter(levelID: String) -> TickOutput {
        var output = TickOutput()
        events.removeAll(keepingCapacity: true)
        game.enter(levelID: levelID, events: &events)
        for case .entered(let id) in events { save(.progress(.attemptStarted(levelID: id)), into: &output) }
        return output
    }

    /// A new webcam frame for the level being played (only when `wantsCameraFrames`).
    public mutating func supplyCameraFrame(_ frame: LuminanceFrame) {
        guard wantsCameraFrames else { return }
        game.adjustLevel { $0.supply(frame: frame) }
        speedrun?.flag(.webcamInput)
    }

    /// Counts real time (pause included) toward a speedrun.
    public mutating func addRealTime(_ seconds: Double) {
        speedrun?.addRealTime(seconds)
    }

    /// The outside timer's link, which the HUD shows; the frame loop sets it from the client.
    public var timerLink: TimerLink {
        get { hud.timerLink }
        set { hud.timerLink = newValue }
    }

    /// What a LiveSplit client should show now, during a speedrun; nil during playback, which
    /// LiveSplit would otherwise save as an attempt of its own.
    public var liveSplitView: LiveSplitCommands.RunView? {
        guard !isPlayingBack else { return nil }
        return speedrun?.session.liveSplitView(atTick: game.tick)
    }

    /// The whole frame: the game, the speedrun HUD, the debug overlay, the menus and the
    /// caption. `alpha` (0...1) interpolates between the last two ticks.
    public func draw(into list: inout DrawList, alpha: Double, style: DrawStyle) {
        var style = style
        style.debugOverlay = debugOverlay
        let levelMark = list.mark
        game.draw(into: &list, alpha: isPaused ? 1 : alpha, style: style)
        goalDemo.draw(into: &list, game: game, clock: ticksPlayed, alpha: isPaused ? 1 : alpha, style: style)
        lesson.draw(into: &list, game: game, clock: ticksPlayed, alpha: isPaused ? 1 : alpha, settings: menus.settings,
                    device: inputDevice, style: style)
        hint.draw(into: &list, game: game, alpha: isPaused ? 1 : alpha, style: style, pointer: lastCommand.pointer)
        restartSign.draw(into: &list, game: game, clock: ticksPlayed, alpha: isPaused ? 1 : alpha, style: style)
        if menus.settings.raceGhost { race?.draw(into: &list, game: game, opacity: menus.settings.ghostOpacity, style: style) }
        if let run = speedrun?.session { hud.draw(into: &list, since: levelMark, run: run, game: game) }
        if showsInput { InputDisplay.draw(lastCommand, into: &list) }
        if debugOverlay { tuner.draw(into: &list, game: game) }
        menus.draw(into: &list, alpha: alpha, style: style)
        captions.draw(into: &list)
    }

    /// The caps the level's lesson draws this frame (none when no lesson shows).
    public func lessonGlyphs(style: DrawStyle = DrawStyle()) -> [LessonOverlay.PlacedGlyph] {
        lesson.glyphs(game: game, clock: ticksPlayed, alpha: 1, settings: menus.settings, device: inputDevice, style: style)
    }

    // MARK: - Outputs

    /// What the game's events of a tick ask of the devices, the captions and the save files.
    mutating func route(_ events: [Game.Event], into output: inout TickOutput) {
        for event in events {
            switch event {
            case .challenge(.announcement(let text)):
                captions.announce(text, into: &output)
            case .challenge(.solved):
                output.soundscapeSolved = true
            case .entered(let id):
                save(.progress(.attemptStarted(levelID: id)), into: &output)
            case .finished(let attempt):
                // Leaving a level mid-attempt stops its rumble and loops at once.
                if attempt.solvedInTicks == nil { output.silence = true }
                let flags = SavePolicy.flags(levelID: attempt.level.id, catalog: game.catalog, cameraInUse: cameraInUse,
                                             tunedLevels: tuner.tunedLevels, hinted: attemptHinted,
                                             assisted: attemptAssisted)
                attemptAssisted = false
                attemptHinted = false
                if !isPlayingBack, let ticks = attempt.solvedInTicks {
                    game.recordBest(levelID: attempt.level.id, ticks: ticks, verified: SavePolicy.countedTime(of: attempt, flags: flags) != nil)
                }
                for request in SavePolicy.saves(for: attempt, flags: flags) { save(request, into: &output) }
            default:
                break
            }
            FeedbackRouter.cues(for: event, into: &output.cues)
        }
    }

    private mutating func saveRunNotices(into output: inout TickOutput) {
        // A practice's record is only its comparison, and its attempts are not the category's.
        guard let run = speedrun?.session, !run.isPractice else { return }
        let record = run.record
        for request in SavePolicy.saves(for: output.runNotices, record: record) { save(request, into: &output) }
    }

    /// Playback saves nothing: the replay was the player's own, counted when it was played.
    private func save(_ request: SaveRequest, into output: inout TickOutput) {
        if !isPlayingBack { output.saves.append(request) }
    }
}
