/// One session of play, whole: the `Game`, the speedrun being run, the replay being played back,
/// the attempt flags, pause, the HUD, captions and the debug overlay. Pure and deterministic: the
/// platform feeds it input commands and shell actions and carries out the `TickOutput`s it returns
/// (sounds, rumble, speech, saves); `draw` gives the whole frame. `play`, `play --replay`,
/// `screenshot`, `bench` and the tests all run this same session.
///
/// ```swift
/// var session = PlaySession(catalog: catalog, setup: setup)
/// let output = session.step(command)          // one 120 Hz tick
/// session.draw(into: &list, alpha: 0.5, style: style)
/// ```
public struct PlaySession: Sendable {
    /// How a session starts.
    public struct Setup: Sendable {
        /// Open this level directly instead of the home screen.
        public var levelID: String?
        /// Play these levels in order, each solve opening the next, with no speedrun timer (the
        /// verifier re-simulating a replay).
        public var runLevels: [String]?
        /// Levels already solved (from the progress file).
        public var solved: Set<String> = []
        /// Their best verified times in ticks (from the progress file), shown on the tiles.
        public var bestTicks: [String: Int] = [:]
        /// Play a speedrun category: frozen until the first input, splits, HUD, reset.
        public var speedrun: SpeedrunDriver?
        /// Play these inputs instead of the player's (a replay); nothing is saved.
        public var replayInputs: [InputCommand]?
        /// Announcements are captioned (speech is on).
        public var captions = false
        /// A webcam feeds the levels that look through a camera: their attempts are unverifiable.
        public var cameraInUse = false
        /// The player's settings, as the settings screen starts from them.
        public var settings = Settings()

        public init() {}

        /// The session that plays `replay` back: a one-level replay opens its level; a run
        /// plays as a run, splits and HUD included, marked unofficial when the replay is flagged
        /// (tool-assisted, webcam...), so it never shows as a personal best.
        public static func playback(of replay: Replay) -> Setup {
            var setup = Setup()
            setup.replayInputs = replay.inputs
            if replay.header.levelIDs.count == 1 {
                setup.levelID = replay.header.levelIDs[0]
            } else {
                var driver = SpeedrunDriver(definition: CategoryDefinition(category: replay.header.category,
                                                                           levelIDs: replay.header.levelIDs),
                                            records: SpeedrunRecords())
                for flag in replay.header.flags.sorted() { driver.flag(flag) }
                setup.speedrun = driver
            }
            return setup
        }
    }

    public private(set) var game: Game
    public private(set) var speedrun: SpeedrunDriver?
    /// The open menu (pause, or the home menu); the game does not tick while one is open.
    public internal(set) var menu: SessionMenu?
    /// The settings screen, opened from the menu (which stays open under it).
    public internal(set) var settingsScreen: SettingsScreen?
    /// The player's settings now, changed only on the settings screen.
    public internal(set) var settings: Settings
    public private(set) var hudExpanded = false
    public private(set) var debugOverlay = false
    private let replayInputs: [InputCommand]?
    private var replayIndex = 0
    var captionsOn: Bool
    private let cameraInUse: Bool
    var captions = Captions()
    private var tuner = LevelTuner()
    /// The ghost that shows a kind's first level its goal; drawn only, never simulated.
    private var goalDemo = GoalDemoOverlay()
    /// Ticks the game was stepped (not in a menu).
    private var ticksPlayed = 0
    /// Ticks with a menu open, for the menu's animation.
    var menuTicks = 0
    /// Captions are timed by every tick the session ran, played or in a menu.
    var captionClock: Int { ticksPlayed + menuTicks }
    /// The player's input of the last tick, for the menu's presses.
    var previousLive = InputCommand.idle
    /// Buttons held when a menu closed: they do nothing until released (the Enter that chose
    /// "resume" must not also press inside the level).
    private var heldFromMenu: InputButtons = []
    /// A press the menu asks of the next tick ("restart" is R, "home" is Back), so it is in the
    /// replay like any other press.
    private var pressFromMenu: InputButtons = []
    /// The game's events of the last tick (tests and tools read them; the output carries what
    /// the devices need).
    public private(set) var events: [Game.Event] = []
    /// How the speedrun HUD labels each level's split, from the catalog.
    private var splitLabels: [String: SpeedrunHUD.Label]

    public init(catalog: LevelCatalog, setup: Setup) {
        game = Game(catalog: catalog, solved: setup.solved, bestTicks: setup.bestTicks)
        speedrun = setup.speedrun
        replayInputs = setup.replayInputs
        captionsOn = setup.captions
        settings = setup.settings
        cameraInUse = setup.cameraInUse
        splitLabels = SpeedrunHUD.labels(of: catalog)
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
    public var caption: String? { captions.current(atTick: captionClock) }

    /// A menu is open: the game and its clock stand still.
    public var isPaused: Bool { menu != nil }

    /// The level being played wants the webcam's frames (`supplyCameraFrame`).
    public var wantsCameraFrames: Bool { game.session?.level.kind.acceptsCameraFrames ?? false }

    /// One fixed tick. `live` is the player's input; ignored while a replay plays back.
    public mutating func step(_ live: InputCommand) -> TickOutput {
        var output = TickOutput()
        step(live, into: &output)
        return output
    }

    /// One fixed tick into a reused output (cleared first).
    public mutating func step(_ live: InputCommand, into output: inout TickOutput) {
        output.clear()
        defer { previousLive = live }
        if menu != nil {
            stepMenu(live, output: &output)
            return
        }
        ticksPlayed += 1
        var command: InputCommand
        if let replayInputs {
            command = replayIndex < replayInputs.count ? replayInputs[replayIndex] : .idle
            replayIndex += 1
        } else {
            command = live
            heldFromMenu.formIntersection(live.buttons)
            command.buttons.subtract(heldFromMenu)
            // In a run the level is drawn inside the HUD's safe area: the mouse is mapped back.
            if speedrun != nil, game.session != nil, let pointer = command.pointer {
                command.pointer = SpeedrunSafeArea.levelPoint(pointer, expanded: hudExpanded)
            }
        }
        command.buttons.formUnion(pressFromMenu)
        pressFromMenu = []
        events.removeAll(keepingCapacity: true)
        if speedrun != nil {
            speedrun?.step(command, game: &game, events: &events, notices: &output.runNotices)
        } else {
            game.step(command, events: &events)
        }
        route(events, into: &output)
        goalDemo.observe(command, entered: events.contains { if case .entered = $0 { true } else { false } }, clock: ticksPlayed)
        switch game.screen {
        case .level(let session):
            FeedbackRouter.continuousCues(for: session.state, into: &output.cues)
            output.soundscape = SoundscapeCommand(kind: session.level.kind, progress: session.state.progress,
                                                  opening: session.ticks <= 1)
        case .home:
            output.soundscape = SoundscapeCommand()
        case .celebration:
            break
        }
        saveRunNotices(into: &output)
    }

    /// A shell action (pause, HUD, debug overlay, run reset, tuning).
    public mutating func handle(_ action: SessionAction) -> TickOutput {
        var output = TickOutput()
        switch action {
        case .togglePause:
            if settingsScreen != nil {
                settingsBack(output: &output)
            } else if menu != nil {
                closeMenu()
            } else {
                openMenu(output: &output)
            }
        case .bindingPressed(let name):
            bindPressed(name, output: &output)
        case .focusLost:
            // Nothing should happen to a player who is not looking; a replay plays on.
            if !isPlayingBack, menu == nil { openMenu(output: &output) }
        case .menuFirst, .menuLast:
            if settingsScreen != nil {
                jumpInSettings(toLast: action == .menuLast, output: &output)
            } else if var open = menu {
                report(open.jump(toLast: action == .menuLast, tick: menuTicks), menu: open, output: &output)
                menu = open
            }
        case .toggleHUD:
            hudExpanded.toggle()
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

    /// Level files changed on disk while the game runs (a designer saved one; see
    /// `Game.reload`). The first problem is captioned, speech on or not, since a designer
    /// watching the game should see why a save did not apply; the platform prints them all.
    public mutating func reload(_ catalog: LevelCatalog, problems: [JSONError]) -> TickOutput {
        var output = TickOutput()
        guard acceptsReload else { return output }
        events.removeAll(keepingCapacity: true)
        game.reload(catalog, events: &events)
        splitLabels = SpeedrunHUD.labels(of: catalog)
        route(events, into: &output)
        if let problem = problems.first {
            var shown = problem
            shown.file = shown.file.map { String($0.split(separator: "/").last ?? Substring($0)) }
            captions.show(shown.description, atTick: captionClock)
        }
        return output
    }

    /// A speedrun and a replay play fixed level files: changes wait until they end.
    public var acceptsReload: Bool { speedrun == nil && !isPlayingBack && game.run == nil }

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

    /// What a LiveSplit client should show now, during a speedrun.
    public var liveSplitView: LiveSplitCommands.RunView? {
        speedrun?.session.liveSplitView(atTick: game.tick)
    }

    /// The whole frame: the game, the speedrun HUD, the debug overlay, the caption and the
    /// pause overlay. `alpha` (0...1) interpolates between the last two ticks.
    public func draw(into list: inout DrawList, alpha: Double, style: DrawStyle) {
        var style = style
        style.debugOverlay = debugOverlay
        let levelMark = list.mark
        game.draw(into: &list, alpha: isPaused ? 1 : alpha, style: style)
        goalDemo.draw(into: &list, game: game, clock: ticksPlayed, alpha: isPaused ? 1 : alpha, style: style)
        if let session = speedrun?.session {
            // No HUD covers the level: in a run the level draws inside the HUD's safe area.
            if game.session != nil {
                list.fit(since: levelMark, into: SpeedrunSafeArea.levelRect(expanded: hudExpanded))
                SpeedrunSafeArea.drawFrame(into: &list, expanded: hudExpanded)
            }
            SpeedrunHUD.draw(into: &list, state: session.hudState(atTick: game.tick, expanded: hudExpanded, labels: splitLabels))
        }
        if debugOverlay { tuner.draw(into: &list, game: game) }
        if let settingsScreen {
            settingsScreen.draw(into: &list, time: Double(menuTicks) + alpha, style: style)
        } else {
            menu?.draw(into: &list, time: Double(menuTicks) + alpha, style: style)
        }
        captions.draw(into: &list, atTick: captionClock)
    }

    // MARK: - Rules

    /// What the game's events of a tick ask of the devices, the captions and the save files.
    private mutating func route(_ events: [Game.Event], into output: inout TickOutput) {
        for event in events {
            switch event {
            case .challenge(.announcement(let text)):
                output.announcements.append(text)
                if captionsOn { captions.show(text, atTick: captionClock) }
            case .challenge(.solved):
                output.soundscapeSolved = true
            case .entered(let id):
                save(.progress(.attemptStarted(levelID: id)), into: &output)
            case .finished(let attempt):
                finish(attempt, into: &output)
            default:
                break
            }
            FeedbackRouter.cues(for: event, into: &output.cues)
        }
    }

    /// A finished or abandoned attempt: its replay is kept; a solve counts, verifiable or not.
    private mutating func finish(_ attempt: Game.Attempt, into output: inout TickOutput) {
        // Leaving a level mid-attempt stops its rumble and loops at once.
        if attempt.solvedInTicks == nil { output.silence = true }
        guard !isPlayingBack else { return }
        let id = attempt.level.id
        let flags = attemptFlags(levelID: id)
        let results = attempt.solvedInTicks.map { [ReplayLevelResult(levelID: id, solvedAtTick: $0)] }
        var header = ReplayVerifier.header(for: [attempt.level], category: .level(id), results: results)
        header.flags = flags
        let replay = Replay(header: header, inputs: attempt.inputs)
        save(.attemptReplay(.lastAttempt(replay, levelID: id)), into: &output)
        guard let ticks = attempt.solvedInTicks else { return }
        // An unverifiable solve (webcam, tuned thresholds) unlocks what follows but sets no best time.
        if flags.isEmpty {
            game.recordBest(levelID: id, ticks: ticks)
            save(.progress(.solved(levelID: id, ticks: ticks), bestReplay: .best(replay, levelID: id)), into: &output)
        } else {
            save(.progress(.unverifiedSolve(levelID: id)), into: &output)
        }
    }

    /// What makes an attempt at `levelID` unverifiable; the speedrun driver is told the same
    /// flags as they arise (`handle(.tune)`, `supplyCameraFrame`).
    private func attemptFlags(levelID: String) -> Set<ReplayFlag> {
        var flags: Set<ReplayFlag> = []
        if cameraInUse, game.catalog.level(id: levelID)?.kind.acceptsCameraFrames == true {
            flags.insert(.webcamInput)
        }
        if tuner.tunedLevels.contains(levelID) { flags.insert(.debugTweaks) }
        return flags
    }

    /// A run that ended is kept as a replay, and its category's records are saved.
    private mutating func saveRunNotices(into output: inout TickOutput) {
        guard let record = speedrun?.session.record else { return }
        for notice in output.runNotices {
            if case .ended(let replay, _, let file) = notice { save(.runReplay(NamedReplay(replay, name: file)), into: &output) }
            save(.progress(.runRecord(record)), into: &output)
        }
    }

    /// Playback saves nothing: the replay was the player's own, counted when it was played.
    private func save(_ request: SaveRequest, into output: inout TickOutput) {
        if !isPlayingBack { output.saves.append(request) }
    }

    // MARK: - Menus

    /// Opens the pause menu over a level, the home menu over the home grid. The clock stops, so
    /// nothing may keep buzzing or sounding.
    private mutating func openMenu(output: inout TickOutput) {
        let opened = SessionMenu(game.session == nil ? .home : .pause, tick: menuTicks)
        menu = opened
        output.silence = true
        output.cues.append(.sound(.homeFocus, volume: 0.6, pan: 0))
        announce(opened, output: &output)
    }

    private mutating func closeMenu() {
        menu = nil
        heldFromMenu = previousLive.buttons
    }

    /// One tick of the open menu, read from the player's own input (even during playback).
    private mutating func stepMenu(_ live: InputCommand, output: inout TickOutput) {
        guard var open = menu else { return }
        menuTicks += 1
        if settingsScreen != nil { return stepSettings(live, output: &output) }
        let outcome = open.step(live, previous: previousLive, tick: menuTicks)
        menu = open
        report(outcome, menu: open, output: &output)
        guard case .chose(let item) = outcome else { return }
        switch item {
        case .resume: break
        case .restart: pressFromMenu = .restart
        case .home: pressFromMenu = .back
        case .quit: output.quit = true
        case .settings:
            openSettings(output: &output)
            return
        }
        menu = nil
        heldFromMenu = live.buttons
    }

    /// Every move is heard (and spoken, with speech on); a move past the ends answers "no".
    mutating func report(_ outcome: SessionMenu.Outcome, menu: SessionMenu, output: inout TickOutput) {
        switch outcome {
        case .none: break
        case .moved:
            output.cues.append(.sound(.homeFocus, volume: 0.6, pan: 0))
            announce(menu, output: &output)
        case .blocked: output.cues.append(.sound(.homeDeny, volume: 0.5, pan: 0))
        case .chose: output.cues.append(.sound(.homeOpen, volume: 0.7, pan: 0))
        }
    }

    mutating func announce(_ menu: SessionMenu, output: inout TickOutput) {
        guard captionsOn else { return }
        let name = menu.items[menu.focused].rawValue
        output.announcements.append(name)
        captions.show(name, atTick: captionClock)
    }
}
