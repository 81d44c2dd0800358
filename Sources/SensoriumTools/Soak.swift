import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// How a soak runs. Times are simulated: the soak runs as fast as the machine allows.
public struct SoakOptions {
    /// Simulated play time, in minutes (at least the warm-up pass always runs).
    public var minutes = 30.0
    /// Seeds the random player: the same seed plays the same session.
    public var seed: UInt64 = 1
    /// How long each level visit lasts, in simulated seconds (a solve ends it sooner).
    public var levelSeconds: ClosedRange<Double> = 4...30
    /// How long the home screen is played between two levels, in simulated seconds.
    public var homeSeconds: ClosedRange<Double> = 0.5...3
    /// A small window: every draw call still runs (the canvas is scaled into it), but a software
    /// GL driver, as on a headless machine, does not spend the soak filling pixels.
    public var windowWidth: Int32 = 640
    public var windowHeight: Int32 = 360
    /// `Resources/sounds`: the sounds are loaded into the real mixer, as in play.
    public var soundsDirectory: String
    /// Haptic pattern folders, as in play.
    public var hapticDirectories: [String] = []
    /// Called at every simulated minute, and once when the warm-up pass ends.
    public var onProgress: (SoakProgress) -> Void = { _ in }

    public init(soundsDirectory: String) {
        self.soundsDirectory = soundsDirectory
    }
}

/// Where a soak stands: printed as it goes, so a leak shows as a trend before the end.
public struct SoakProgress: Sendable {
    public var ticks: Int
    public var wallSeconds: Double
    /// Resident memory now, in MB.
    public var residentMB: Double
    /// Complete passes over the catalog so far.
    public var passes: Int
    /// True for the line printed when the warm-up pass ends (where the memory baseline is taken).
    public var isWarmUpEnd: Bool
}

/// What a soak measured.
public struct SoakReport: Sendable {
    public var ticks: Int
    public var wallSeconds: Double
    public var framesDrawn: Int
    /// Complete passes over the catalog (the first is the warm-up).
    public var passes: Int
    /// Ids of the levels entered at least once, in catalog order.
    public var levelsVisited: [String]
    public var levelVisits: Int
    /// Resident memory after the warm-up pass and at the end, in MB.
    public var residentStartMB: Double
    public var residentEndMB: Double
    /// Audio device callbacks counted while the soak ran.
    public var audioCallbacks: Int
    /// The longest soundscape callback, and how much audio one callback fills, in seconds.
    public var worstCallbackSeconds: Double
    public var bufferSeconds: Double

    public var simulatedMinutes: Double { TickClock.seconds(ticks) / 60 }
    /// Simulated time over wall time: how many times faster than real time the soak ran.
    public var speed: Double { wallSeconds > 0 ? TickClock.seconds(ticks) / wallSeconds : 0 }
    public var residentGrowthMB: Double { residentEndMB - residentStartMB }
    /// A callback that took longer than the audio it produces lets the device run dry.
    public var hasLateCallback: Bool { worstCallbackSeconds > bufferSeconds }
}

/// A long headless session of random play over every level of the catalog, with the home screen
/// between them, to catch leaks and audio stalls that only show after a while. It runs the same
/// `PlaySession` as the window, its outputs into the real mixer and rumble, its frames through
/// the draw-list renderer, but at full speed: 120 Hz ticks, a frame drawn every second tick.
/// SDL's video must be started (`SDLSession.start`) before it runs.
public final class Soak {
    /// The mixer could not open a device, so audio callbacks cannot be measured.
    static let noAudio = Refusal("soak: no audio device opened; run it with SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=/dev/null")

    private let options: SoakOptions
    private var session: PlaySession
    private var game: Game { session.game }
    private let window: GameWindow
    private let gamepads = GamepadSet()
    private let feedback: FeedbackOutput
    private let callbackCounter = AudioCallbackCounter()
    private var player: SoakPlayer
    private var output = TickOutput()
    private var list = DrawList()
    private var style = DrawStyle()
    private var worstCallbackSeconds = 0.0
    private var framesDrawn = 0
    private var passes = 0
    private var levelVisits = 0
    private var visited: Set<String> = []
    private var start = MonotonicClock.now

    public init(catalog: LevelCatalog, options: SoakOptions) throws {
        self.options = options
        session = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        player = SoakPlayer(seed: options.seed)
        window = try GameWindow(title: "Sensorium soak", width: options.windowWidth, height: options.windowHeight,
                                fullscreen: false, vsync: false)
        gamepads.openPresent()
        feedback = FeedbackOutput(soundsDirectory: options.soundsDirectory, hapticDirectories: options.hapticDirectories,
                                  rumbleSettings: RumbleSettings(), effectsGain: 1, soundscapeGain: 1, gamepads: gamepads)
        guard feedback.audio?.isSilent == false else {
            feedback.close()
            throw Self.noAudio
        }
    }

    /// Plays until the simulated time is reached (finishing the level being visited) and at least
    /// the warm-up pass is done, then closes the audio and reports.
    public func run() -> SoakReport {
        callbackCounter.start()
        start = MonotonicClock.now
        let targetTicks = TickClock.ticks(options.minutes * 60)
        var residentStart = 0.0
        var done = false
        while !done && !game.catalog.levels.isEmpty {
            for level in game.catalog.levels {
                visit(level)
                if passes > 0 && game.tick >= targetTicks {
                    done = true
                    break
                }
            }
            guard !done else { break }
            passes += 1
            if passes == 1 {
                residentStart = ResidentMemory.megabytes() ?? 0
                options.onProgress(progress(residentMB: residentStart, warmUpEnd: true))
            }
        }
        let wallSeconds = elapsedSeconds
        let residentEnd = ResidentMemory.megabytes() ?? 0
        sampleWorstCallback()
        callbackCounter.stop()
        let callbacks = callbackCounter.count
        let bufferBytes = callbackCounter.lastBufferBytes
        let format = feedback.audio?.format ?? AudioDeviceFormat()
        feedback.close()
        return SoakReport(ticks: game.tick, wallSeconds: wallSeconds, framesDrawn: framesDrawn, passes: passes,
                          levelsVisited: game.catalog.levels.map(\.id).filter(visited.contains),
                          levelVisits: levelVisits, residentStartMB: residentStart, residentEndMB: residentEnd,
                          audioCallbacks: callbacks, worstCallbackSeconds: worstCallbackSeconds,
                          bufferSeconds: Double(bufferBytes / format.bytesPerFrame) / Double(format.sampleRate))
    }

    /// Some home-screen play, then the level opened from there, played at random until its time
    /// is up or it is solved, then left for the home screen again.
    private func visit(_ level: Level) {
        for _ in 0..<player.ticks(in: options.homeSeconds) { step(player.homeInput()) }
        deliver(session.enter(levelID: level.id))
        visited.insert(level.id)
        levelVisits += 1
        for _ in 0..<player.ticks(in: options.levelSeconds) {
            guard case .level = game.screen else { break }
            step(player.levelInput())
        }
        if case .level = game.screen { step(InputCommand(buttons: .back)) }
        // A solve plays its celebration before the home screen returns.
        while !isHome { step(.idle) }
        // Let go of back so the next press registers.
        step(.idle)
    }

    private var isHome: Bool {
        if case .home = game.screen { return true }
        return false
    }

    /// One tick, its feedback, and every second tick a frame (60 fps).
    private func step(_ command: InputCommand) {
        session.step(command, into: &output)
        deliver(output)
        if game.tick % 2 == 0 { drawFrame() }
        if game.tick % TickClock.ticks(60) == 0 {
            options.onProgress(progress(residentMB: ResidentMemory.megabytes() ?? 0, warmUpEnd: false))
        }
    }

    /// One tick's output into sound and rumble, as the window's loop hands it over.
    private func deliver(_ output: TickOutput) {
        sampleWorstCallback()
        feedback.play(output)
        sampleWorstCallback()
    }

    /// The audio output keeps the worst time per soundscape graph and forgets it when the graph
    /// is removed, so the soak reads it before every change and keeps the worst of all.
    private func sampleWorstCallback() {
        worstCallbackSeconds = max(worstCallbackSeconds, feedback.worstAudioCallbackSeconds)
    }

    /// Draws the frame halfway between ticks, as a 60 Hz display sees a 120 Hz game.
    private func drawFrame() {
        gamepads.handlePendingEvents()
        style.visualHaptics = !feedback.hasRumble
        session.draw(into: &list, alpha: 0.5, style: style)
        window.render(list)
        window.present()
        framesDrawn += 1
    }

    private var elapsedSeconds: Double { MonotonicClock.now.seconds(since: start) }

    private func progress(residentMB: Double, warmUpEnd: Bool) -> SoakProgress {
        SoakProgress(ticks: game.tick, wallSeconds: elapsedSeconds, residentMB: residentMB, passes: passes,
                     isWarmUpEnd: warmUpEnd)
    }
}
