/// One session of play, doing one job: each tick, take the input (`InputSource`: the player's,
/// or a replay's), step the game (or a run's `SpeedrunDriver`, or the open menu) and collect
/// what the tick asks of the devices as a `TickOutput`; `draw` gives the whole frame. The rest is
/// pieces it holds: `MenuSession`, `AttemptFlags`, `EventRouter` (what the events ask),
/// `OverlayStack` (what is drawn over the game), `Captions`, `SessionHUD`. Pure and
/// deterministic: `play`, `screenshot`, the soak, the benchmarks and the tests all run it.
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
    /// The player's input, or a replay's in playback.
    private var source: InputSource
    var captions: Captions
    /// What is drawn over the game and never simulated: ghosts, hint, signs, the tuner.
    public private(set) var overlays: OverlayStack
    /// What sets the attempt being played apart (hint, assist, webcam, tuning, the microphone).
    private var attemptFlags: AttemptFlags
    /// What the tick's events ask of the devices and the files.
    private let router: EventRouter
    /// The game's events of the last tick, for tests and tools (the output carries the devices').
    public internal(set) var events: [Game.Event] = []

    public init(catalog: LevelCatalog, setup: Setup) {
        game = Game(catalog: catalog, solved: setup.solved, bestTicks: setup.bestTicks, unverifiedBestTicks: setup.unverifiedBestTicks)
        game.keepsInputs = setup.keepsInputs
        speedrun = setup.speedrun
        source = InputSource(replay: setup.replayInputs, playbackSpeed: setup.playbackSpeed)
        captions = Captions(isOn: setup.captions)
        menus = MenuSession(settings: setup.settings)
        attemptFlags = AttemptFlags(cameraInUse: setup.cameraInUse)
        router = EventRouter(isPlayingBack: setup.replayInputs != nil)
        overlays = OverlayStack(setup: setup, catalog: catalog)
        hud = SessionHUD(catalog: catalog)
        setup.open(&game, speedrun: &speedrun)
    }

    /// A replay's input is being played instead of the player's.
    public var isPlayingBack: Bool { source.isPlayingBack }

    /// The overlays' pieces, as tests and tools read them (`overlays`).
    public var hint: LevelHint { overlays.hint }
    public var race: PersonalBestRace? { overlays.race }
    public var restartSign: RestartSign { overlays.restartSign }
    public var lastCommand: InputCommand { overlays.lastCommand }
    /// The device the player used last, whose glyphs the lessons draw; the platform sets it.
    public var inputDevice: BindingDevice { get { overlays.inputDevice } set { overlays.inputDevice = newValue } }

    /// The words on screen now (a spoken announcement, a level file's error), if any.
    public var caption: String? { captions.current }

    /// A menu is open: the game and its clock stand still.
    public var isPaused: Bool { menus.isOpen }

    /// Real seconds one tick takes (the frame loop paces by it): longer in assist mode.
    public var secondsPerTick: Double { source.secondsPerTick(playerSpeed: menus.settings.gameSpeed) }

    /// The device the platform must capture the next key or button from, else nil.
    public var bindingCapture: BindingDevice? { menus.bindingCapture }

    /// The level being played wants the webcam's frames (`supplyCameraFrame`).
    public var wantsCameraFrames: Bool { game.session?.level.kind.acceptsCameraFrames ?? false }

    /// The attempt being played, when its level reads the desktop: the platform observes it into
    /// each tick's input (`InputCommand.desktop`) and gives the window back whenever this changes.
    public var desktopReader: DesktopReader? { DesktopReader(of: game) }

    /// The level being played listens: the platform hears the microphone into each tick's input.
    public var listens: Bool { game.session?.level.kind.descriptor.listens ?? false }

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
        defer { source.ticked(live: live) }
        captions.tick()
        if isPaused { return menus.step(live, previous: source.previousLive, into: &output, captions: &captions) }
        let command = input(live)
        events.removeAll(keepingCapacity: true)
        attemptFlags.observe(command, onLevel: game.isPlayingLevel, assisted: menus.settings.gameSpeed.isAssist && !isPlayingBack,
                             run: &speedrun)
        if speedrun != nil {
            speedrun?.step(command, game: &game, events: &events, notices: &output.runNotices)
        } else {
            game.step(command, events: &events)
        }
        route(events, into: &output)
        overlays.follow(command, game: game, events: events, into: &output, captions: &captions)
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
        router.saveNotices(of: speedrun?.session, into: &output)
    }

    /// The tick's command: the replay's, or the player's with what the menu left held or pressed,
    /// the pointer mapped back from the HUD's safe area in a run.
    private mutating func input(_ live: InputCommand) -> InputCommand {
        var command = source.command(live: live, menus: &menus)
        guard !isPlayingBack else { return command }
        if speedrun != nil, game.session != nil, let pointer = command.pointer { command.pointer = hud.levelPoint(pointer) }
        overlays.pressBulb(&command, previous: source.previousLive, game: game)
        return command
    }

    /// A shell action (pause and the menus, HUD, debug overlay, run reset, tuning).
    public mutating func handle(_ action: SessionAction) -> TickOutput {
        var output = TickOutput()
        switch action {
        case .togglePause, .menuFirst, .menuLast, .bindingPressed:
            menus.handle(action, overLevel: game.session != nil, held: source.previousLive.buttons, into: &output, captions: &captions)
        case .focusLost:
            // Nothing should happen to a player who is not looking; a replay plays on.
            let pauses = game.session?.level.kind.descriptor.pausesWhenFocusLost ?? true
            if !isPlayingBack, !isPaused, pauses { menus.open(overLevel: game.session != nil, into: &output, captions: &captions) }
        case .copy:
            output.windowRequest = game.session?.state.copyRequest
        case .toggleHUD:
            hud.toggle()
        case .toggleDebugOverlay:
            overlays.toggleDebugOverlay()
        case .resetRun:
            guard speedrun != nil, !isPaused else { break }
            events.removeAll(keepingCapacity: true)
            speedrun?.reset(&game, events: &events, notices: &output.runNotices)
            output.silence = true
            router.saveNotices(of: speedrun?.session, into: &output)
        case .tune(let key):
            if overlays.tune(key, game: &game, into: &output) { speedrun?.flag(.debugTweaks) }
        }
        return output
    }

    /// Opens a level directly, as `--level` does at the start (the soak visits every level so).
    public mutating func enter(levelID: String) -> TickOutput {
        var output = TickOutput()
        events.removeAll(keepingCapacity: true)
        game.enter(levelID: levelID, events: &events)
        for case .entered(let id) in events { router.save(.progress(.attemptStarted(levelID: id)), into: &output) }
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

    /// The whole frame: the game and what is drawn over it, the speedrun HUD, the menus and the
    /// caption. `alpha` (0...1) interpolates between the last two ticks; a menu holds the game still.
    public func draw(into list: inout DrawList, alpha: Double, style: DrawStyle) {
        var style = style
        style.debugOverlay = overlays.debugOverlay
        let levelMark = list.mark
        game.draw(into: &list, alpha: isPaused ? 1 : alpha, style: style)
        overlays.drawOverLevel(into: &list, game: game, alpha: isPaused ? 1 : alpha, settings: menus.settings, style: style)
        if let run = speedrun?.session { hud.draw(into: &list, since: levelMark, run: run, game: game) }
        overlays.drawOverScreen(into: &list, game: game)
        menus.draw(into: &list, alpha: alpha, style: style)
        captions.draw(into: &list)
    }

    /// The caps the level's lesson draws this frame (none when no lesson shows).
    public func lessonGlyphs(style: DrawStyle = DrawStyle()) -> [LessonOverlay.PlacedGlyph] {
        overlays.lessonGlyphs(game: game, settings: menus.settings, style: style)
    }

    /// What the game's events of a tick ask of the devices, the captions and the save files.
    mutating func route(_ events: [Game.Event], into output: inout TickOutput) {
        router.route(events, game: &game, flags: &attemptFlags, tunedLevels: overlays.tunedLevels, captions: &captions, into: &output)
    }
}
