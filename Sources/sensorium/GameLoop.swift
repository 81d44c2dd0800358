import CSDL2
import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// The frame loop, read top to bottom like DOOM's `D_DoomLoop`: poll the window, run the fixed
/// 120 Hz ticks that are due (fewer a second in assist mode, more in a fast playback), draw,
/// present, hand the ticks' outputs to the devices. Time only decides how many ticks run, never
/// what they do; every rule is in the `PlaySession`.
struct GameLoop {
    /// When to stop besides the player quitting (benchmarks, tests, the start-up measure).
    var maxSeconds: Double?
    var exitAfterFirstFrame = false
    /// Keep every frame's own work time (benchmarks; it grows with the run).
    var collectsFrameTimes = false
    private(set) var workPerFrame: [Double] = []
    private(set) var frames = 0
    private(set) var wallSeconds = 0.0
    /// Reloads level files saved while the game runs (nil: no hot reload, as in benchmarks).
    var levelWatcher: LevelWatcher?
    /// The run's state block auto splitters read, rewritten after every tick (nil: none).
    var runState: RunStateMemory?
    /// LiveSplit One's WebSocket server (`--livesplit-one PORT`), told the run every frame.
    var liveSplitOne: LiveSplitOneServer?

    mutating func run(_ session: inout PlaySession, on platform: GamePlatform) {
        let frequency = Double(SDL_GetPerformanceFrequency())
        let start = SDL_GetPerformanceCounter()
        var last = start, accumulator = 0.0
        var outputs: [TickOutput] = [], list = DrawList()
        while platform.isOpen {
            let frameStart = SDL_GetPerformanceCounter()
            for action in platform.poll(tuning: session.debugOverlay, capturing: session.bindingCapture) {
                outputs.append(session.handle(action))
            }
            // A run or a replay plays fixed files: a change waits (in the kernel's queue) until it ends.
            if session.acceptsReload, let reload = levelWatcher?.poll(now: Double(frameStart) / frequency) {
                outputs.append(session.reload(reload.catalog, problems: reload.problems))
            }
            let seconds = Double(frameStart - last) / frequency
            last = frameStart
            session.addRealTime(seconds)
            // A long stall (debugger, suspend) runs at most a quarter second of catch-up ticks.
            accumulator += min(seconds, 0.25)
            // Assist mode stretches each tick's real time; the ticks themselves never change.
            let tickSeconds = session.secondsPerTick
            while accumulator >= tickSeconds {
                accumulator -= tickSeconds
                if session.wantsCameraFrames, let frame = platform.cameraFrame() { session.supplyCameraFrame(frame) }
                outputs.append(session.step(platform.command(desktopReader: session.desktopReader)))
                runState?.write(session.runStateBlock)
            }
            session.inputDevice = platform.lastInputDevice
            session.draw(into: &list, alpha: accumulator / tickSeconds, style: platform.style)
            platform.render(list)
            if collectsFrameTimes { workPerFrame.append(Double(SDL_GetPerformanceCounter() - frameStart) / frequency) }
            platform.present()
            frames += 1
            ReadinessSignal.shared?.observe(session, outputs: outputs, window: platform.window)
            if exitAfterFirstFrame {
                // Written straight to the descriptor: a benchmark times this line as it arrives.
                // Start-up ends here, with the frame on screen: sound and rumble start after it.
                let line = "first-frame window_ms=\(String(platform.window.creationSeconds * 1000, decimals: 1))\n"
                UnbufferedOutput.write(line)
                break
            }
            platform.startFeedback()
            for output in outputs { platform.deliver(output) }
            outputs.removeAll(keepingCapacity: true)
            session.timerLink = platform.update(liveSplit: session.liveSplitView)
            liveSplitOne?.update(session.liveSplitView)
            if let maxSeconds, Double(SDL_GetPerformanceCounter() - start) / frequency >= maxSeconds { break }
        }
        wallSeconds = Double(SDL_GetPerformanceCounter() - start) / frequency
    }
}
