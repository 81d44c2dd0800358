import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// `sensorium bench darkscan --window --seconds N [--peer DIR]`: a dark-scan level in a real
/// 1920x1080 window, vsync off, the viewfinder panning all along; then, with `--peer`, the same
/// picture drawn by LÖVE (`love DIR`) under the same display, and the ratio of the two. The last
/// line is `fps=F`.
enum DarkScanBench {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--seconds", "--peer"], flagOptions: ["--window"])
        guard arguments.flag("--window") else { throw Refusal("bench darkscan needs --window") }
        let seconds = try arguments.number(.benchSeconds) ?? 5
        let catalog = try FileLocations.resolve().loadCatalog()
        guard let level = catalog.levels.first(where: { $0.kind == .darkScan }) else {
            throw Refusal("no dark-scan level to play")
        }
        try SDLSession.start()
        var setup = PlaySession.Setup()
        setup.levelID = level.id
        setup.replayInputs = WindowBench.panSweep(ticks: TickClock.ticks(seconds) + TickClock.rate)
        let (loop, renderer) = try WindowBench.playInWindow(catalog: catalog, setup: setup, seconds: seconds)
        SDLSession.stop()
        let fps = Double(loop.meter.frames) / loop.meter.wallSeconds
        print("dark scan \(level.id) 1920x1080 (\(renderer), vsync off): game work "
            + "\(String(Statistics.median(loop.meter.workPerFrame) * 1000, decimals: 3)) ms/frame median before present")
        if let peer = arguments.value("--peer") {
            if let peerFPS = peerFrameRate(directory: peer, seconds: seconds) {
                print("peer \(peer.lastPathComponent): fps=\(String(peerFPS, decimals: 1)); "
                    + "ratio \(String(fps / peerFPS, decimals: 2))x")
            } else {
                print("peer \(peer): did not report (is love installed?)")
            }
        }
        print("fps=\(String(fps, decimals: 1))")
        return 0
    }

    /// Runs `love DIR` for `seconds` and reads the `fps=F` it prints.
    static func peerFrameRate(directory: String, seconds: Double) -> Double? {
        var environment = ProcessInfo.processInfo.environment
        environment["PEER_SECONDS"] = String(seconds)
        guard let process = ChildProcess("/usr/bin/love", arguments: [directory], environment: environment,
                                         output: .captured) else { return nil }
        let output = String(decoding: process.readAllOutput(), as: UTF8.self)
        _ = process.waitForExit()
        guard let marker = output.firstRange(of: "fps=") else { return nil }
        return Double(output[marker.upperBound...].prefix { !$0.isWhitespace })
    }
}
