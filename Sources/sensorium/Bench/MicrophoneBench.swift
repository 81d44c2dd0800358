import FoundationEssentials
import Glibc
import SensoriumCore
import SensoriumSDL

/// `sensorium bench microphone`: the time from a sound reaching the capture device to the tick
/// that hears it (which is the tick a listening level answers in: it steps on that tick's input).
/// Measured through SDL's disk audio driver, as a microphone paced in real time: claps at known
/// sample offsets in a capture file, the microphone polled at the game's 120 Hz. A sample
/// reaches the device as the buffer holding it is delivered, less the time of the samples after
/// it in that buffer (a real device fills its buffer as the sound arrives).
enum MicrophoneBench {
    /// Claps, half a second apart after a second of quiet.
    static let claps = 12
    static let interval = 0.5

    /// In a child process of its own, so SDL's audio starts on the disk driver with the file.
    static func report() {
        let file = FileManager.default.temporaryDirectory.path + "/sensorium-bench-microphone-\(getpid()).raw"
        defer { unlink(file) }
        let samples = clapTrack()
        let bytes = samples.withUnsafeBufferPointer { Array(UnsafeRawBufferPointer($0)) }
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: file))) != nil else { return }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_AUDIODRIVER"] = "disk"
        environment["SDL_DISKAUDIOFILE"] = "/dev/null"
        environment["SDL_DISKAUDIOFILEIN"] = file
        // The driver's own pacing: each buffer read after its own length, as a device delivers it.
        environment["SDL_DISKAUDIODELAY"] = nil
        guard let process = ChildProcess(executable, arguments: ["bench", "microphone"], environment: environment,
                                         output: .captured) else { return }
        let output = String(decoding: process.readAllOutput(), as: UTF8.self)
        _ = process.waitForExit()
        print(output.isEmpty ? "microphone: skipped (the child did not report)" : output, terminator: "")
    }

    /// The child: opens the microphone and listens at 120 Hz until every clap is heard.
    static func run() -> Int32 {
        let rate = Double(SoundFeatureExtractor.sampleRate)
        let offsets = (0..<claps).map { Int((1 + Double($0) * interval) * rate) }
        let microphone: Microphone
        do {
            microphone = try Microphone()
        } catch {
            print("microphone: skipped (\(error))")
            return 0
        }
        let start = MonotonicClock.now
        var arrivals: [Double] = [], latencies: [Double] = []
        var nextTick = 0.0
        let deadline = Double(claps) * interval + 3
        while latencies.count < claps, MonotonicClock.now.seconds(since: start) < deadline {
            // Between ticks: note when each clap's first sample reached the device.
            let captured = microphone.samplesCaptured
            let now = MonotonicClock.now.seconds(since: start)
            if arrivals.count < claps, captured > offsets[arrivals.count] {
                arrivals.append(now - Double(captured - offsets[arrivals.count]) / rate)
            }
            guard now >= nextTick else {
                MonotonicClock.sleep(seconds: 0.001)
                continue
            }
            nextTick += 1.0 / Double(TickClock.rate)
            let heard = microphone.hear(gameSounding: false)
            while latencies.count < min(Int(heard.onsets), arrivals.count) {
                latencies.append(now - arrivals[latencies.count])
            }
        }
        guard !latencies.isEmpty else {
            print("microphone: no clap heard in \(format(deadline)) s")
            return 1
        }
        let median = Statistics.median(latencies) * 1000, worst = (latencies.max() ?? 0) * 1000
        print("microphone: a clap reaching the device to the tick that hears it: median \(String(median, decimals: 1)) ms, "
              + "worst \(String(worst, decimals: 1)) ms (\(latencies.count) of \(claps) claps, disk driver at \(Int(rate)) Hz)")
        return 0
    }

    /// Quiet, then sharp bursts of noise dying away in 30 ms: claps as a microphone hears them.
    private static func clapTrack() -> [Float] {
        let rate = Double(SoundFeatureExtractor.sampleRate)
        var samples = [Float](repeating: 0, count: Int((1 + Double(claps) * interval + 0.5) * rate))
        var random = SeededRandom(seed: 1)
        for clap in 0..<claps {
            let offset = Int((1 + Double(clap) * interval) * rate)
            for index in 0..<Int(0.15 * rate) {
                samples[offset + index] = Float(0.7 * random.bipolar() * exp(-Double(index) / (0.03 * rate)))
            }
        }
        return samples
    }
}
