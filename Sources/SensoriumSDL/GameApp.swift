import CSDL2
import Foundation
import SensoriumCore

/// How one `sensorium play` session runs.
public struct PlayOptions {
    /// Open this level directly instead of the home screen.
    public var levelID: String?
    /// Play these inputs instead of reading the devices (a replay), then keep the last frame.
    public var replayInputs: [InputCommand]?
    public var style = DrawStyle()
    public var fullscreen = false
    public var vsync = true
    public var windowWidth: Int32 = 1280
    public var windowHeight: Int32 = 720
    public var keyBindings = Settings.defaultKeyboard
    public var padBindings = Settings.defaultGamepad
    /// Tilt from the pad's accelerometer where it has one (`tiltInput: motion`).
    public var tiltFromMotion = false
    /// Levels already solved (from the progress file).
    public var solved: Set<String> = []
    /// Quit after this much wall time (benchmarks, tests); nil runs until the player quits.
    public var maxSeconds: Double?
    /// Keep every frame's work time in `statistics` (benchmarks; it grows with the session).
    public var collectsFrameTimes = false
    /// Quit right after the first presented frame (start-up benchmark).
    public var exitAfterFirstFrame = false
    /// Where the game's sounds are (`Resources/sounds`); nil plays no sound at all.
    public var soundsDirectory: String?
    /// Haptic pattern folders: the game's, then the player's own (which overrides by name).
    public var hapticDirectories: [String] = []
    public var rumbleSettings = RumbleSettings()
    /// Effects and soundscape gains after master volume and mute, 0...1.
    public var effectsGain = 1.0
    public var soundscapeGain = 1.0
    /// Print the worst audio-callback time when the run ends (`sensorium bench`).
    public var reportAudioStatistics = false
    /// Play a speedrun category (`--run`): frozen until the first input, splits, HUD, reset.
    public var speedrun: SpeedrunDriver?
    /// Called with what the run reports (records and replays to save), and the session after it.
    public var onRunNotice: (SpeedrunDriver.Notice, SpeedrunSession) -> Void = { _, _ in }
    /// A LiveSplit Server to drive (`--livesplit HOST:PORT`).
    public var liveSplit: LiveSplitClient?
    /// Where F12 screenshots go.
    public var screenshotDirectory: String = "."
    /// Called for every finished or abandoned level attempt (progress, replays), with what makes
    /// it unverifiable (webcam input, debug tweaks).
    public var onAttempt: (Game.Attempt, Set<ReplayFlag>) -> Void = { _, _ in }
    /// The webcam as the dark scan's camera (`--camera`); nil plays the level's own scene.
    public var webcam: WebcamCapture?
    /// Speaks (and captions) the dark scan's announcements (`--speech` or the setting).
    public var speech: SpeechOutput?
    /// Where the debug overlay writes tuned thresholds back.
    public var levelsDirectory = "Levels"
    /// Called with each tick's events, after the attempt bookkeeping (sound, rumble).
    public var onEvents: ([Game.Event]) -> Void = { _ in }

    public init() {}
}

/// Frame timings a benchmark reads after a run.
public struct FrameStatistics {
    /// The game's own CPU time per frame (events, ticks, building and submitting the draw list),
    /// before present, in seconds.
    public var workPerFrame: [Double] = []
    public var frames = 0
    public var wallSeconds = 0.0
}

/// The main loop: poll events -> build the tick's input -> run whole fixed ticks -> draw the
/// interpolated frame -> present. Logic stays on this thread; time only decides how many ticks
/// run, never what they do.
public final class GameApp {
    public private(set) var game: Game
    public private(set) var statistics = FrameStatistics()
    private let options: PlayOptions
    private let window: GameWindow
    private let input: InputMapper
    private let gamepads = GamepadSet()
    private var list = DrawList()
    private var paused = false
    private var running = true
    private var replayIndex = 0
    private var events: [Game.Event] = []
    private var cues: [FeedbackCue] = []
    private var speedrun: SpeedrunDriver?
    private var notices: [SpeedrunDriver.Notice] = []
    /// The HUD shows the timer alone until H expands it to the splits.
    private var hudExpanded = false
    private lazy var tuner = ThresholdTuner(levelsDirectory: options.levelsDirectory)
    /// Sound and rumble, started right after the first frame is on screen: opening the audio
    /// device and decoding the sounds would otherwise delay it by a tenth of a second.
    private var feedback: FeedbackOutput?
    private var style: DrawStyle

    public init(catalog: LevelCatalog, options: PlayOptions) throws {
        self.options = options
        game = Game(catalog: catalog, solved: options.solved)
        window = try GameWindow(width: options.windowWidth, height: options.windowHeight,
                                fullscreen: options.fullscreen, vsync: options.vsync)
        input = InputMapper(keys: options.keyBindings, pad: options.padBindings)
        input.tiltFromMotion = options.tiltFromMotion
        for problem in input.problems { printError("settings: \(problem)") }
        gamepads.openPresent()
        style = options.style
        speedrun = options.speedrun
        if speedrun != nil {
            speedrun?.begin(&game, events: &events)
        } else if let id = options.levelID {
            guard catalog.level(id: id) != nil else { throw UnknownLevel(id: id) }
            game.enter(levelID: id, events: &events)
        }
    }

    public struct UnknownLevel: Error, CustomStringConvertible {
        public let id: String
        public var description: String { "no valid level has id \"\(id)\"" }
    }

    /// Runs until the player quits (or the time limit); returns the process exit code.
    public func run() -> Int32 {
        let frequency = Double(SDL_GetPerformanceFrequency())
        let tickSeconds = 1 / Double(TickClock.rate)
        let start = SDL_GetPerformanceCounter()
        var last = start
        var accumulator = 0.0
        var screenshotRequested = false
        while running {
            let frameStart = SDL_GetPerformanceCounter()
            screenshotRequested = pollEvents() || screenshotRequested
            let now = SDL_GetPerformanceCounter()
            speedrun?.addRealTime(Double(now - last) / frequency)
            // A long stall (debugger, suspend) runs at most a quarter second of catch-up ticks.
            accumulator += min(Double(now - last) / frequency, 0.25)
            last = now
            while accumulator >= tickSeconds {
                accumulator -= tickSeconds
                if !paused { runTick() }
            }
            // Pads come and go: without rumble, haptics are drawn as a small vibration instead.
            style.visualHaptics = !options.style.reducedMotion && !(feedback?.hasRumble ?? false)
            game.draw(into: &list, alpha: paused ? 1 : accumulator / tickSeconds, style: style)
            if let session = speedrun?.session {
                SpeedrunHUD.draw(into: &list, state: session.hudState(atTick: game.tick, expanded: hudExpanded,
                                                                       levelColors: levelColors))
                options.liveSplit?.update(session.liveSplitView(atTick: game.tick))
            }
            if style.debugOverlay { tuner.draw(into: &list, game: game) }
            options.speech?.drawCaption(into: &list)
            if paused { PauseOverlay.draw(into: &list) }
            window.render(list)
            if screenshotRequested {
                screenshotRequested = false
                saveScreenshot()
            }
            if options.collectsFrameTimes {
                statistics.workPerFrame.append(Double(SDL_GetPerformanceCounter() - frameStart) / frequency)
            }
            window.present()
            statistics.frames += 1
            if feedback == nil { startFeedback() }
            if options.exitAfterFirstFrame {
                // Written straight to the descriptor: a benchmark times this line as it arrives.
                FileHandle.standardOutput.write(Data("first-frame window_ms=\(String(format: "%.1f", window.creationSeconds * 1000))\n".utf8))
                running = false
            }
            let elapsed = Double(SDL_GetPerformanceCounter() - start) / frequency
            if let limit = options.maxSeconds, elapsed >= limit { running = false }
        }
        statistics.wallSeconds = Double(SDL_GetPerformanceCounter() - start) / frequency
        if options.reportAudioStatistics {
            print("audio worst_callback_ms=\(String(format: "%.3f", (feedback?.worstAudioCallbackSeconds ?? 0) * 1000))")
        }
        feedback?.close()
        options.liveSplit?.close()
        gamepads.closeAll()
        return 0
    }

    private func runTick() {
        let command: InputCommand
        if let replay = options.replayInputs {
            command = replayIndex < replay.count ? replay[replayIndex] : .idle
            replayIndex += 1
        } else {
            command = input.command(controllers: gamepads.all)
        }
        events.removeAll(keepingCapacity: true)
        supplyWebcamFrame()
        if speedrun != nil {
            notices.removeAll(keepingCapacity: true)
            speedrun?.step(command, game: &game, events: &events, notices: &notices)
            reportNotices()
        } else {
            game.step(command, events: &events)
        }
        cues.removeAll(keepingCapacity: true)
        for event in events {
            if case .challenge(.announcement(let text)) = event { options.speech?.say(text) }
            if case .finished(let attempt) = event {
                options.onAttempt(attempt, flags(for: attempt.level.id))
                // Leaving a level mid-attempt stops its rumble and loops at once.
                if attempt.solvedInTicks == nil { feedback?.silence() }
            }
            FeedbackRouter.cues(for: event, into: &cues)
            if case .challenge(.solved) = event { feedback?.soundscapeSolved() }
        }
        if case .level(let session) = game.screen {
            FeedbackRouter.continuousCues(for: session.state, into: &cues)
        }
        feedback?.play(cues)
        if case .level(let session) = game.screen {
            feedback?.updateSoundscape(playing: session.level.kind.hasSoundscape, progress: session.state.progress,
                                      opening: session.ticks <= 1)
        } else if case .home = game.screen {
            feedback?.updateSoundscape(playing: false, progress: 0)
        }
        options.onEvents(events)
    }

    /// Handles every pending SDL event; returns true when a screenshot was asked for.
    private func pollEvents() -> Bool {
        var screenshot = false
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            gamepads.handle(event)
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                running = false
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
                // Leaving the window pauses: nothing should happen to a player who is not looking.
                if options.replayInputs == nil { setPaused(true) }
            default:
                break
            }
            if style.debugOverlay, tuner.handle(event, game: &game) {
                speedrun?.flag(.debugTweaks)
                continue
            }
            switch input.handle(event) {
            case .pause:
                setPaused(!paused)
            case .hud:
                hudExpanded.toggle()
            case .debugOverlay:
                style.debugOverlay.toggle()
            case .resetRun where speedrun != nil && !paused:
                notices.removeAll(keepingCapacity: true)
                speedrun?.reset(&game, events: &events, notices: &notices)
                feedback?.silence()
                reportNotices()
            case .fullscreen: window.toggleFullscreen()
            case .screenshot: screenshot = true
            default: break
            }
        }
        return screenshot
    }

    /// The newest webcam frame goes to the level being played, if it is one that looks.
    private func supplyWebcamFrame() {
        guard let webcam = options.webcam, game.session?.level.kind == .darkScan, webcam.poll() else { return }
        let frame = LuminanceFrame(width: webcam.width, height: webcam.height, pixels: webcam.luma)
        game.adjustLevel { $0.supply(frame: frame) }
        speedrun?.flag(.webcamInput)
    }

    /// What makes an attempt at `levelID` unverifiable.
    private func flags(for levelID: String) -> Set<ReplayFlag> {
        var flags: Set<ReplayFlag> = []
        if options.webcam != nil, game.catalog.level(id: levelID)?.kind == .darkScan { flags.insert(.webcamInput) }
        if tuner.tunedLevels.contains(levelID) { flags.insert(.debugTweaks) }
        return flags
    }

    private func startFeedback() {
        feedback = FeedbackOutput(soundsDirectory: options.soundsDirectory, hapticDirectories: options.hapticDirectories,
                                  rumbleSettings: options.rumbleSettings, effectsGain: options.effectsGain,
                                  soundscapeGain: options.soundscapeGain, gamepads: gamepads)
    }

    private func reportNotices() {
        guard let session = speedrun?.session else { return }
        for notice in notices { options.onRunNotice(notice, session) }
    }

    private lazy var levelColors: [String: RGBA] = Dictionary(
        uniqueKeysWithValues: game.catalog.levels.map { ($0.id, $0.tile.color) })

    /// Pausing stops the clock, so nothing may keep buzzing or sounding.
    private func setPaused(_ value: Bool) {
        paused = value
        if paused { feedback?.silence() }
    }

    private func saveScreenshot() {
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let path = options.screenshotDirectory + "/sensorium-\(stamp).png"
        do {
            try FileManager.default.createDirectory(atPath: options.screenshotDirectory, withIntermediateDirectories: true)
            try Screenshot.save(renderer: window.renderer, to: path)
            printError("screenshot saved to \(path)")
        } catch {
            printError("screenshot failed: \(error)")
        }
    }

    public var rendererName: String { window.rendererName }
}

/// Messages for the player go to stderr, one line each, prefixed with the program name.
public func printError(_ message: String) {
    FileHandle.standardError.write(Data("sensorium: \(message)\n".utf8))
}
