import Dispatch
import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// Figures that need no display: the simulation, replay verification, the audio graph, haptics,
/// the dark scan's per-frame work, ricochet and hearing, each a median over repeated runs on one core.
enum CoreBench {
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
            print("haptics: loading \(load.loaded)/\(load.files) AHAP files of \(folder.lastPathComponent)/ takes "
                + "\(String(load.medianMilliseconds, decimals: 2)) ms (median)")
        }
        let tick = HapticBenchmark.tickCost()
        print("haptics: one tick of a 100-event pattern with rumble mapping: \(format(tick.medianNanoseconds)) ns (median)")
    }

    /// The dark scan: the luminance pipeline on a 1280x720 frame (luma, as a webcam gives it, and
    /// RGBA, as pictures are), against this machine's memory bandwidth measured in the same run;
    /// and the game's own work per dark-scan frame (analysis plus the 64x36 grid's draw list).
    static func reportDarkScan() {
        let luma = DarkScanBenchmarks.pipeline(rgba: false)
        let rgba = DarkScanBenchmarks.pipeline(rgba: true)
        let bandwidth = memoryBandwidth()
        print("dark scan: pipeline 1280x720 -> 64x36 grid: luma \(String(luma.medianMilliseconds, decimals: 3)) ms "
            + "(\(String(luma.gigabytesPerSecond, decimals: 1)) GB/s), RGBA \(String(rgba.medianMilliseconds, decimals: 3)) ms "
            + "(\(String(rgba.gigabytesPerSecond, decimals: 1)) GB/s); memory copy bandwidth \(String(bandwidth, decimals: 1)) GB/s")
        let frame = DarkScanBenchmarks.frame()
        print("dark scan: game work per frame (analysis + \(frame.squares)-square grid draw list): "
            + "\(String(frame.medianMilliseconds, decimals: 3)) ms (median)")
    }

    /// Bytes read per second by copying a buffer far larger than the caches: the ceiling a
    /// pipeline that reads each pixel once is measured against.
    static func memoryBandwidth() -> Double {
        let count = 64 << 20
        let source = [UInt8](repeating: 1, count: count)
        var destination = [UInt8](repeating: 0, count: count)
        var samples: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            destination.withUnsafeMutableBytes { out in
                source.withUnsafeBytes { input in out.copyMemory(from: input) }
            }
            samples.append(Double(count) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) / 1e9)
        }
        return Statistics.median(samples)
    }

    /// Hearing: the microphone's features for one tick.
    static func reportHearing() {
        let tick = HearingBenchmark.tickCost()
        print("hearing: feature extraction per tick (1/120 s at \(SoundFeatureExtractor.sampleRate / 1000) kHz, YIN "
            + "pitch, loudness, noisiness, onsets): \(format(tick)) ns (median)")
    }

    /// Ricochet: one physics tick, and building a frame with the whole field textured.
    static func reportRicochet() {
        let tick = RicochetBenchmarks.physicsTick()
        let frame = RicochetBenchmarks.frame()
        print("ricochet: physics tick \(format(tick)) ns (median); frame with a full texture "
            + "\(String(frame, decimals: 3)) ms of game work (median)")
    }
}
