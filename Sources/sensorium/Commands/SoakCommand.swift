import FoundationEssentials
import Glibc
import SensoriumCore
import SensoriumTools
import SensoriumSDL

/// `sensorium soak [--minutes N] [--seed N] [--check-mb X]`: simulated minutes of random play over
/// every level, headless and at full speed, checking that memory stays flat and that no audio
/// callback takes longer than the audio it fills. Exit 1 when either check fails.
enum SoakCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--minutes", "--seed", "--check-mb"])
        let minutes = try arguments.number(.soakMinutes) ?? 30
        let allowedGrowth = try arguments.number(.soakGrowthMB) ?? 4
        let seed = try arguments.number(.soakSeed) ?? 1

        // Headless unless the caller chose other drivers: a soak is not for watching or hearing.
        setenv("SDL_VIDEODRIVER", "offscreen", 0)
        setenv("SDL_AUDIODRIVER", "disk", 0)
        setenv("SDL_DISKAUDIOFILE", "/dev/null", 0)
        setenv("SDL_DISKAUDIODELAY", "0", 0)

        let locations = FileLocations.resolve()
        let catalog = try locations.loadCatalog()
        for problem in catalog.problems { printError(problem.description) }
        guard !catalog.levels.isEmpty else {
            printError("\(locations.levelsDirectory): no valid levels to soak")
            return 1
        }
        try SDLSession.start()
        defer { SDLSession.stop() }

        var options = SoakOptions(soundsDirectory: locations.resourcesDirectory + "/sounds")
        options.minutes = minutes
        options.seed = seed
        options.hapticDirectories = [locations.resourcesDirectory + "/haptics"]
        options.onProgress = { progress in
            let label = progress.isWarmUpEnd ? "warm-up pass done (baseline)"
                : "minute \(progress.ticks / TickClock.ticks(60))"
            say("soak: \(label)  ticks \(progress.ticks)  wall \(fixed(progress.wallSeconds, 1)) s  "
                + "rss \(fixed(progress.residentMB, 1)) MB  passes \(progress.passes)")
        }
        let report = try Soak(catalog: catalog, options: options).run()

        let flat = report.residentGrowthMB <= allowedGrowth
        let audioRan = report.audioCallbacks > 0
        say("""
            soak report (seed \(seed))
              simulated: \(fixed(report.simulatedMinutes, 1)) min (\(report.ticks) ticks, \(report.framesDrawn) frames drawn)
              wall: \(fixed(report.wallSeconds, 1)) s (\(fixed(report.speed, 1))x real time)
              levels visited: \(report.levelsVisited.count) of \(catalog.levels.count) \
            (\(report.levelVisits) visits, \(report.passes) full passes): \(report.levelsVisited.joined(separator: " "))
              memory (RSS): start \(fixed(report.residentStartMB, 1)) MB, end \(fixed(report.residentEndMB, 1)) MB, \
            growth \(fixed(report.residentGrowthMB, 1)) MB (allowed \(fixed(allowedGrowth, 1)))
              audio: \(report.audioCallbacks) callbacks, worst soundscape callback \
            \(fixed(report.worstCallbackSeconds * 1000, 3)) ms vs buffer \(fixed(report.bufferSeconds * 1000, 2)) ms
            """)
        if !flat { printError("soak: memory grew \(fixed(report.residentGrowthMB, 1)) MB, over the \(fixed(allowedGrowth, 1)) MB allowed") }
        if !audioRan { printError("soak: the audio device never called back") }
        if report.hasLateCallback { printError("soak: an audio callback took longer than its buffer lasts") }
        return flat && audioRan && !report.hasLateCallback ? 0 : 1
    }

    /// Straight to the descriptor, unbuffered: progress lines show while a long soak runs.
    private static func say(_ line: String) { UnbufferedOutput.write(line + "\n") }

    private static func fixed(_ value: Double, _ digits: Int) -> String { String(value, decimals: digits) }
}
