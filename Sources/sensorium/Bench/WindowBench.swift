import Dispatch
import FoundationEssentials
import Glibc
import SensoriumCore
import SensoriumSDL

/// Figures that need a display: frames in a real window, the game's own work per frame, and
/// start-up to the first presented frame.
enum WindowBench {
    /// The home screen at 1920x1080 with vsync off: frames per second and the game's own work.
    static func reportWindow(catalog: LevelCatalog, seconds: Double) {
        do {
            try SDLSession.start()
        } catch {
            print("home screen window: skipped (\(error))")
            return
        }
        defer { SDLSession.stop() }
        var setup = PlaySession.Setup()
        setup.replayInputs = focusSweep(ticks: TickClock.ticks(seconds) + TickClock.rate)
        do {
            let (loop, renderer) = try playInWindow(catalog: catalog, setup: setup, seconds: seconds)
            let fps = Double(loop.meter.frames) / loop.meter.wallSeconds
            let work = Statistics.median(loop.meter.workPerFrame) * 1000
            print("home screen 1920x1080 (\(renderer), vsync off): \(format(fps)) fps, "
                + "game work \(String(work, decimals: 3)) ms/frame median before present")
        } catch {
            print("home screen window: failed (\(error))")
        }
    }

    /// Plays `setup` in a 1920x1080 window with vsync off for `seconds`, through the same session
    /// and loop as the game, keeping every frame's work time. Returns the loop and the renderer's name.
    static func playInWindow(catalog: LevelCatalog, setup: PlaySession.Setup, seconds: Double) throws -> (GameLoop, String) {
        let window = try GameWindow(width: 1920, height: 1080, fullscreen: false, vsync: false)
        let platform = GamePlatform(window: window, input: InputMapper(keys: Settings.defaultKeyboard, pad: Settings.defaultGamepad),
                                    style: DrawStyle(), devices: GamePlatform.Devices())
        var session = PlaySession(catalog: catalog, setup: setup)
        var loop = GameLoop()
        loop.meter.maxSeconds = seconds
        loop.meter.collectsFrameTimes = true
        loop.run(&session, on: platform)
        platform.close()
        return (loop, window.rendererName)
    }

    /// Arrow presses every quarter second, so the dock animation runs all through the measurement.
    static func focusSweep(ticks: Int) -> [InputCommand] {
        let pattern: [InputButtons] = [.right, .right, .down, .left, .left, .up]
        return (0..<ticks).map { tick in
            let step = tick / 30
            return tick % 30 < 2 ? InputCommand(buttons: pattern[step % pattern.count]) : .idle
        }
    }

    /// Launches `sensorium play --first-frame` a few times and times it to the first present.
    static func reportStartup() {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        var samples: [Double] = []
        var windowSamples: [Double] = []
        for _ in 0..<7 {
            let start = DispatchTime.now().uptimeNanoseconds
            guard let process = ChildProcess(executable, arguments: ["play", "--first-frame"], output: .captured) else { break }
            // Timed to the line the game prints right after its first present, not to its exit.
            let output = process.readOutput(through: UInt8(ascii: "\n"))
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            _ = process.readAllOutput()
            let status = process.waitForExit()
            let text = String(decoding: output, as: UTF8.self)
            guard status == 0, let marker = text.firstRange(of: "first-frame window_ms=") else {
                print("start-up: skipped (play --first-frame exited \(status))")
                return
            }
            samples.append(elapsed)
            if let windowMilliseconds = Double(text[marker.upperBound...].prefix { !$0.isWhitespace }) {
                windowSamples.append(windowMilliseconds)
            }
        }
        guard !samples.isEmpty else { return }
        print("start-up to first presented frame: \(String(Statistics.median(samples), decimals: 1)) ms "
            + "(median of \(samples.count); of which SDL window+renderer creation "
            + "\(String(Statistics.median(windowSamples), decimals: 1)) ms)")
    }

    /// The left/right panning a player does while scanning, for dark-scan measurements.
    static func panSweep(ticks: Int) -> [InputCommand] {
        (0..<ticks).map { tick in InputCommand(buttons: (tick / TickClock.rate) % 2 == 0 ? .right : .left) }
    }

    /// The worst time the soundscape's audio callback took while a dark-scan level played for
    /// `seconds` headless (offscreen video, SDL's disk audio driver at real-time pace).
    static func reportAudioCallbacks(catalog: LevelCatalog, seconds: Double) {
        guard let level = catalog.levels.first(where: { $0.kind.hasSoundscape }) else { return }
        let path = FileManager.default.temporaryDirectory.path + "/sensorium-bench-\(getpid()).replay"
        defer { unlink(path) }
        let replay = Replay(header: ReplayVerifier.header(for: [level], category: .level(level.id)),
                            inputs: panSweep(ticks: TickClock.ticks(seconds) + TickClock.rate))
        guard (try? replay.write(to: path)) != nil else { return }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let arguments = ["play", "--replay", path, "--seconds", String(seconds), "--audio-stats"]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        environment["SDL_AUDIODRIVER"] = "disk"
        environment["SDL_DISKAUDIOFILE"] = "/dev/null"
        guard let process = ChildProcess(executable, arguments: arguments, environment: environment, output: .captured) else { return }
        let output = String(decoding: process.readAllOutput(), as: UTF8.self)
        _ = process.waitForExit()
        guard let marker = output.firstRange(of: "audio worst_callback_ms=") else {
            print("audio callbacks: skipped (the headless play did not report)")
            return
        }
        let value = output[marker.upperBound...].prefix { !$0.isWhitespace }
        print("audio: worst soundscape callback during \(format(seconds)) s of headless play (level \(level.id)): \(value) ms")
    }
}
