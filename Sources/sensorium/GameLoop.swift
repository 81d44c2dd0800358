import SensoriumCore
import SensoriumSDL

/// The frame loop, read top to bottom like DOOM's `D_DoomLoop`: poll the window, run the fixed
/// 120 Hz ticks that are due (fewer a second in assist mode, more in a fast playback), draw,
/// present, hand the ticks' outputs to the devices and the run to the outside timers. Time only
/// decides how many ticks run (`TickPacer`), never what they do; every rule is in the `PlaySession`.
struct GameLoop {
    /// What the loop measures of itself, and when it stops besides the player quitting.
    var meter = FrameMeter()
    /// Reloads level files saved while the game runs (nil: no hot reload, as in benchmarks).
    var levelWatcher: LevelWatcher?
    /// The auto splitters' state block and LiveSplit's connections (none: nothing is told).
    var timers = RunTimers()
    /// The outputs of the frame's actions and ticks, delivered once it is on screen.
    private var outputs: [TickOutput] = []

    mutating func run(_ session: inout PlaySession, on platform: GamePlatform) {
        var last = meter.begin(), pacer = TickPacer(), list = DrawList()
        while platform.isOpen {
            let frameStart = MonotonicClock.now
            for action in platform.poll(tuning: session.overlays.debugOverlay, capturing: session.bindingCapture) { outputs.append(session.handle(action)) }
            reloadLevels(&session, now: frameStart)
            let seconds = frameStart.seconds(since: last)
            last = frameStart
            session.addRealTime(seconds)
            for _ in 0..<pacer.ticksDue(afterSeconds: seconds, secondsPerTick: session.secondsPerTick) { tick(&session, on: platform) }
            session.inputDevice = platform.lastInputDevice
            session.draw(into: &list, alpha: pacer.alpha, style: platform.style)
            platform.render(list)
            meter.drawn(since: frameStart)
            platform.present()
            ReadinessSignal.shared?.observe(session, outputs: outputs, window: platform.window)
            if meter.presented(window: platform.window) { break }
            deliver(to: platform)
            timers.framed(&session)
            if meter.isOver { break }
        }
        meter.end()
    }

    /// A run or a replay plays fixed files: a change waits (in the kernel's queue) until it ends.
    private mutating func reloadLevels(_ session: inout PlaySession, now: MonotonicClock.Instant) {
        guard session.acceptsReload, let reload = levelWatcher?.poll(now: now.seconds) else { return }
        outputs.append(session.reload(reload.catalog, problems: reload.problems))
    }

    /// One fixed tick: the camera's frame and the player's input (with the desktop, when the
    /// level reads it, and what the microphone heard, when it listens; a replay played back
    /// hears its own) in, the output kept for the frame, the state block out.
    private mutating func tick(_ session: inout PlaySession, on platform: GamePlatform) {
        if session.wantsCameraFrames, let frame = platform.cameraFrame() { session.supplyCameraFrame(frame) }
        let listening = session.listens && !session.isPlayingBack
        outputs.append(session.step(platform.command(desktopReader: session.desktopReader, listening: listening)))
        timers.ticked(session)
    }

    /// Sound and rumble start with the first frame on screen; then every output of the frame.
    private mutating func deliver(to platform: GamePlatform) {
        platform.startFeedback()
        for output in outputs { platform.deliver(output) }
        outputs.removeAll(keepingCapacity: true)
    }
}
