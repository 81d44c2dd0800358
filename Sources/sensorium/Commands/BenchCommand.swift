import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// `sensorium bench [--seconds N]`: the performance figures of docs/performance.md, as medians.
/// Window figures need a display (on a headless machine: `xvfb-run -a -s "-screen 0 1920x1080x24"`).
/// `sensorium bench darkscan --window --seconds N [--peer DIR]` plays a dark-scan level in a real
/// window with vsync off, beside a peer program in the same run.
enum BenchCommand {
    static func run(_ words: [String]) throws -> Int32 {
        if words.first == "darkscan" { return try DarkScanBench.run(Array(words.dropFirst())) }
        if words.first == "microphone" { return MicrophoneBench.run() }
        let arguments = try Arguments(words, valueOptions: ["--seconds", "--audio-seconds"])
        let seconds = try arguments.number(.benchSeconds) ?? 3
        let audioSeconds = try arguments.number(.benchAudioSeconds) ?? 60
        let locations = FileLocations.resolve()
        let catalog = try locations.loadCatalog()
        guard let level = catalog.levels.first else {
            printError("no levels in \(locations.levelsDirectory)")
            return 1
        }
        print("simulation: \(format(CoreBench.simulationTicksPerSecond(level))) ticks/s headless (median of 5, level \(level.id))")
        CoreBench.reportVerification(catalog: catalog, solutions: locations.solutionsDirectory)
        CoreBench.reportAudio()
        CoreBench.reportHaptics(locations: locations)
        CoreBench.reportDarkScan()
        CoreBench.reportRicochet()
        CoreBench.reportHearing()
        WindowBench.reportWindow(catalog: catalog, seconds: seconds)
        WindowBench.reportStartup()
        WindowBench.reportAudioCallbacks(catalog: catalog, seconds: audioSeconds)
        MicrophoneBench.report()
        return 0
    }
}
