import CSDL2
import FoundationEssentials
import SensoriumCore

/// The devices one game window plays through: the window and its renderer, SDL input mapped to
/// commands and shell actions, gamepads, sound and rumble, speech, a camera and the player's
/// files (the outside timers are `RunTimers`). It decides nothing about the game: the
/// `PlaySession` does; this carries out.
public final class GamePlatform {
    /// How the platform is set up; every device that is not there is a silent one.
    public struct Devices {
        public var speech: SpeechDevice = SilentSpeech()
        public var storage: SaveDevice = NoStorage()
        public var camera: CameraDevice = NoCamera()
        /// Makes sound and rumble; called once the first frame is on screen (opening the audio
        /// device and decoding the sounds would otherwise delay it by a tenth of a second).
        public var startFeedback: (GamepadSet) -> FeedbackDevice = { _ in SilentFeedback() }
        /// Where F12 screenshots go.
        public var screenshotDirectory = "."
        /// The desktop's GNOME `enable-animations` (nil: unknown), for reduced motion's "follow
        /// the desktop" when the settings change.
        public var desktopAnimationsEnabled: Bool?
        /// Makes the speech device when the settings turn speech on.
        public var startSpeech: () -> SpeechDevice = { SilentSpeech() }
        /// The command line's `--fullscreen` (true) or `--windowed` (false): wins over the
        /// setting at start, until the player changes it.
        public var fullscreenOverride: Bool?
        /// `--speech`: speak at start even with the setting off, until the player changes it.
        public var speechOverride = false
        /// `--no-microphone`: the listening levels hear the keys, never the microphone.
        public var microphoneRefused = false

        public init() {}
    }

    public let window: GameWindow
    public let gamepads = GamepadSet()
    private let input: InputMapper
    /// The desktop around the window, for the levels that read it, and the hand that moves it.
    private let desktop: DesktopObserver
    private let windowMover: WindowMover
    /// The microphone, for the levels that listen.
    private let hearing: HearingObserver
    private var devices: Devices
    private var baseStyle: DrawStyle
    /// The settings in force (`apply`: at start, then on each change from the settings screen).
    public var settings: Settings { applied ?? Settings() }
    /// What `apply` last carried out; nil before the first.
    private var applied: Settings?
    public private(set) var feedback: FeedbackDevice = SilentFeedback()
    private var feedbackStarted = false
    public private(set) var isOpen = true
    private var screenshotRequested = false

    public init(window: GameWindow, input: InputMapper, style: DrawStyle, devices: Devices) {
        self.window = window
        self.input = input
        desktop = DesktopObserver(window: window)
        windowMover = WindowMover(window: window, observer: desktop)
        hearing = HearingObserver(refused: devices.microphoneRefused)
        self.devices = devices
        baseStyle = style
        for problem in input.problems { printError(problem) }
        gamepads.openPresent()
    }

    /// Handles every pending SDL event; returns the shell actions for the session. Tuning keys
    /// are read only while the debug overlay is on (`tuning`), and then only as tuning keys.
    ///
    /// While the settings screen waits for a new binding (`capturing`), the next key or pad
    /// button of that device is its answer, by SDL name; Escape (or Start) gives up instead.
    public func poll(tuning: Bool, capturing: BindingDevice? = nil) -> [SessionAction] {
        var actions: [SessionAction] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            gamepads.handle(event)
            desktop.handle(event)
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                isOpen = false
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
                actions.append(.focusLost)
            default:
                break
            }
            if let device = capturing, let name = InputMapper.bindingName(of: event, for: device) {
                actions.append(name == "Escape" || name == "start" ? .togglePause : .bindingPressed(name))
                continue
            }
            if tuning, let key = Self.tuningKey(event) {
                actions.append(.tune(key))
                continue
            }
            if let jump = Self.menuJump(event) {
                actions.append(jump)
                continue
            }
            if InputMapper.isCopyKey(event) { actions.append(.copy) }
            switch input.handle(event) {
            case .pause: actions.append(.togglePause)
            case .hud: actions.append(.toggleHUD)
            case .debugOverlay: actions.append(.toggleDebugOverlay)
            case .resetRun: actions.append(.resetRun)
            case .fullscreen: window.toggleFullscreen()
            case .screenshot: screenshotRequested = true
            default: break
            }
        }
        return actions
    }

    /// The player's input for the next tick; with the desktop observed into it while a level
    /// that reads the desktop plays (`reader`, the session's `desktopReader`), and nothing of it
    /// otherwise; with the microphone heard into it while a level that listens plays
    /// (`listening`, the session's `listens`), which opens the microphone only then.
    public func command(desktopReader reader: DesktopReader? = nil, listening: Bool = false) -> InputCommand {
        var command = input.command(controllers: gamepads.all)
        if reader != currentReader { keepOrGiveBackTheWindow(enteringAttempt: reader != nil) }
        currentReader = reader
        desktop.isObserving = reader != nil
        if reader != nil { command.desktop = desktop.observe() }
        command.hearing = hearing.observe(listening: listening, output: (feedback as? FeedbackOutput)?.audio?.format)
        return command
    }

    /// The levels that read the desktop move and shape the window: its placement is taken as
    /// the first such attempt opens and given back whenever one ends (the level solved or left,
    /// restarted, or followed in a run by the next such level, which keeps the placement to give
    /// back in its turn).
    private func keepOrGiveBackTheWindow(enteringAttempt: Bool) {
        placementBeforeLevel?.restore(on: window, positionKnown: desktop.positionKnown)
        placementBeforeLevel = enteringAttempt ? placementBeforeLevel ?? WindowPlacement(of: window) : nil
    }

    /// The attempt whose reading of the desktop the last command observed, if any.
    private var currentReader: DesktopReader?
    /// The window as it was before the levels that read the desktop now playing; nil otherwise.
    private var placementBeforeLevel: WindowPlacement?

    /// The device the player pressed something on last, whose glyphs the lessons draw.
    public var lastInputDevice: BindingDevice { input.lastDevice }

    /// A new camera frame, when the camera has one.
    public func cameraFrame() -> LuminanceFrame? { devices.camera.poll() }

    /// How to draw: pads come and go, and without rumble haptics are drawn as a small vibration.
    public var style: DrawStyle {
        var style = baseStyle
        style.visualHaptics = settings.visualRumble && !baseStyle.reducedMotion && !feedback.hasRumble
        return style
    }

    /// Draws the frame into the renderer and takes an asked-for screenshot of it.
    public func render(_ list: DrawList) {
        window.render(list)
        if screenshotRequested {
            screenshotRequested = false
            saveScreenshot()
        }
    }

    /// Shows the rendered frame.
    public func present() {
        window.present()
    }

    /// Starts sound and rumble (opening SDL_mixer and the audio device, reading the patterns);
    /// the first call does, later ones nothing. The loop calls it once the first frame is on
    /// screen, so the window never waits for the sound device.
    public func startFeedback() {
        guard !feedbackStarted else { return }
        feedbackStarted = true
        feedback = devices.startFeedback(gamepads)
        feedback.apply(settings)
    }

    /// Hands the ticks' outputs to the devices: sound and rumble, speech, the player's files;
    /// a quit closes the window's loop.
    public func deliver(_ output: TickOutput) {
        if output.quit { isOpen = false }
        // Before the cues: the sound a volume change plays is heard at the new volume.
        if let settings = output.settings { apply(settings) }
        feedback.play(output)
        // Only while the level that asked is still playing: once it is left, the window is given back.
        if let request = output.windowRequest, desktop.isObserving {
            windowMover.carryOut(request)
            if let text = request.copy { desktop.copy(text) }
        }
        for text in output.announcements { devices.speech.say(text) }
        for save in output.saves { devices.storage.write(save) }
    }

    /// The one way settings reach the devices, at start and on every change: gains and rumble,
    /// bindings and tilt, the window, reduced motion, speech. The first call sets everything
    /// (the command line's overrides included); later ones touch only what differs, so a
    /// window opened with `--fullscreen` stays so when a volume moves. The visible rumble
    /// stand-in follows `settings` as `style` is read.
    public func apply(_ new: Settings) {
        let old = applied
        applied = new
        /// At start (nothing applied yet), or the player changed it.
        func changed<Value: Equatable>(_ setting: KeyPath<Settings, Value>) -> Bool {
            old.map { $0[keyPath: setting] != new[keyPath: setting] } ?? true
        }
        feedback.apply(new)
        if changed(\.keyboard) || changed(\.gamepad) || changed(\.tiltInput) {
            input.bind(keys: new.keyboard, pad: new.gamepad)
            input.tiltFromMotion = new.tiltInput == .motion
            for problem in input.problems { printError(problem) }
        }
        if changed(\.fullscreen) {
            window.setFullscreen(old == nil ? devices.fullscreenOverride ?? new.fullscreen : new.fullscreen)
            // Chosen in the settings during a window level: kept when the window is given back.
            placementBeforeLevel?.fullscreen = window.isFullscreen
        }
        if changed(\.vsync) { window.setVSync(new.vsync) }
        if changed(\.reducedMotion) {
            baseStyle.reducedMotion = new.resolvedReducedMotion(desktopAnimationsEnabled: devices.desktopAnimationsEnabled)
        }
        if changed(\.speech) {
            let speaks = new.speech || (old == nil && devices.speechOverride)
            devices.speech = speaks ? devices.startSpeech() : SilentSpeech()
        }
    }

    public func close() {
        // The microphone's tap is taken off the mixer before the mixer closes.
        hearing.stop()
        feedback.close()
        gamepads.closeAll()
    }

    /// `[` `]` `-` `=` F5: the debug overlay's fixed tuning keys.
    private static func tuningKey(_ event: SDL_Event) -> TuningKey? {
        guard SDL_EventType(event.type) == SDL_KEYDOWN else { return nil }
        switch event.key.keysym.scancode {
        case SDL_SCANCODE_LEFTBRACKET: return .previousField
        case SDL_SCANCODE_RIGHTBRACKET: return .nextField
        case SDL_SCANCODE_MINUS: return .lower
        case SDL_SCANCODE_EQUALS: return .raise
        case SDL_SCANCODE_F5: return .write
        default: return nil
        }
    }

    /// Home / End: a menu's first and last item (fixed keys, like the tuning keys).
    private static func menuJump(_ event: SDL_Event) -> SessionAction? {
        guard SDL_EventType(event.type) == SDL_KEYDOWN else { return nil }
        switch event.key.keysym.scancode {
        case SDL_SCANCODE_HOME: return .menuFirst
        case SDL_SCANCODE_END: return .menuLast
        default: return nil
        }
    }

    private func saveScreenshot() {
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let path = devices.screenshotDirectory + "/sensorium-\(stamp).png"
        do {
            try FileManager.default.createDirectory(atPath: devices.screenshotDirectory, withIntermediateDirectories: true)
            try Screenshot.save(renderer: window.renderer, to: path)
            printError("screenshot saved to \(path)")
        } catch {
            printError("screenshot failed: \(error)")
        }
    }
}
