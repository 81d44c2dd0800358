import Foundation
import SensoriumCore
import SensoriumSDL

/// `sensorium bench`: the performance figures of docs/performance.md, as medians. Window figures
/// need a display (run it under `xvfb-run -a -s "-screen 0 1920x1080x24"` on a headless machine).
enum BenchCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--seconds"])
        let seconds = try arguments.double("--seconds") ?? 3
        let locations = FileLocations.resolve()
        let catalog = locations.loadCatalog()
        guard let level = catalog.levels.first else {
            printError("no levels in \(locations.levelsDirectory)")
            return 1
        }
        print("simulation: \(format(simulationTicksPerSecond(level))) ticks/s headless (median of 5, level \(level.id))")
        reportVerification(catalog: catalog, solutions: locations.solutionsDirectory)
        reportAudio()
        reportHaptics(locations: locations)
        reportWindow(catalog: catalog, seconds: seconds)
        reportStartup()
        return 0
    }

    /// Plays the level's solution over and over with no window.
    static func simulationTicksPerSecond(_ level: Level) -> Double {
        let inputs = LevelSolver.solve(level) ?? Array(repeating: .idle, count: 1200)
        var samples: [Double] = []
        var events: [ChallengeEvent] = []
        for _ in 0..<5 {
            var ticks = 0
            let start = DispatchTime.now().uptimeNanoseconds
            while ticks < 200_000 {
                var session = LevelSession(level: level)
                for input in inputs {
                    events.removeAll(keepingCapacity: true)
                    session.step(input, events: &events)
                }
                ticks += inputs.count
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            samples.append(Double(ticks) / elapsed)
        }
        return Statistics.median(samples)
    }

    /// Re-simulating the full-game solution run, as a multiple of the run's own in-game time.
    static func reportVerification(catalog: LevelCatalog, solutions: String) {
        guard let replay = try? Replay.read(from: solutions + "/full-game.replay") else {
            print("verification: skipped (no full-game solution)")
            return
        }
        var samples: [Double] = []
        for _ in 0..<7 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = ReplayVerifier.verify(replay, catalog: catalog)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let speed = TickClock.seconds(replay.inputs.count) / Statistics.median(samples)
        print("verification: full-game run re-simulated at \(format(speed))x real time (median of 7)")
    }

    /// The dark-scan graph rendered offline on this core, as a multiple of real time.
    static func reportAudio() {
        let speed = AudioBenchmarks.darkScanRenderSpeed(seconds: 60)
        print("audio: dark-scan graph renders at \(format(speed))x real time on one core (60 s at 48 kHz stereo)")
    }

    /// Loading AHAP files (the shared test set when it sits beside the repository, else the
    /// game's own) and evaluating a 100-event pattern per tick.
    static func reportHaptics(locations: FileLocations) {
        let shared = locations.dataRoot + "/../shared/ahap"
        let folders = FileManager.default.fileExists(atPath: shared)
            ? [shared + "/ricochet", shared + "/effects"] : [locations.resourcesDirectory + "/haptics"]
        for folder in folders {
            let load = HapticBenchmark.loadDirectory(URL(fileURLWithPath: folder))
            print("haptics: loading \(load.loaded)/\(load.files) AHAP files of \((folder as NSString).lastPathComponent)/ takes "
                + "\(String(format: "%.2f", load.medianMilliseconds)) ms (median)")
        }
        let tick = HapticBenchmark.tickCost()
        print("haptics: one tick of a 100-event pattern with rumble mapping: \(format(tick.medianNanoseconds)) ns (median)")
    }

    /// The home screen at 1920x1080 with vsync off: frames per second and the game's own work.
    static func reportWindow(catalog: LevelCatalog, seconds: Double) {
        do {
            try SDLSession.start()
        } catch {
            print("home screen window: skipped (\(error))")
            return
        }
        defer { SDLSession.stop() }
        var options = PlayOptions()
        options.vsync = false
        options.windowWidth = 1920
        options.windowHeight = 1080
        options.maxSeconds = seconds
        options.replayInputs = focusSweep(ticks: TickClock.ticks(seconds) + TickClock.rate)
        do {
            let app = try GameApp(catalog: catalog, options: options)
            _ = app.run()
            let stats = app.statistics
            let fps = Double(stats.frames) / stats.wallSeconds
            let work = Statistics.median(stats.workPerFrame) * 1000
            print("home screen 1920x1080 (\(app.rendererName), vsync off): \(format(fps)) fps, "
                + "game work \(String(format: "%.3f", work)) ms/frame median before present")
        } catch {
            print("home screen window: failed (\(error))")
        }
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
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["play", "--first-frame"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            do { try process.run() } catch { break }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            process.waitUntilExit()
            let text = String(decoding: output, as: UTF8.self)
            guard process.terminationStatus == 0, let marker = text.range(of: "first-frame window_ms=") else {
                print("start-up: skipped (play --first-frame exited \(process.terminationStatus))")
                return
            }
            samples.append(elapsed)
            if let windowMilliseconds = Double(text[marker.upperBound...].prefix { !$0.isWhitespace }) {
                windowSamples.append(windowMilliseconds)
            }
        }
        guard !samples.isEmpty else { return }
        print("start-up to first presented frame: \(String(format: "%.1f", Statistics.median(samples))) ms "
            + "(median of \(samples.count); of which SDL window+renderer creation "
            + "\(String(format: "%.1f", Statistics.median(windowSamples))) ms)")
    }

    static func format(_ value: Double) -> String { String(format: "%.0f", value) }
}
