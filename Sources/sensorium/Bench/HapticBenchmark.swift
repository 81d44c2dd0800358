import FoundationEssentials
import SensoriumCore

/// Measurements for `sensorium bench` (never run from unit tests). Returns numbers; the caller
/// prints them and records them in docs/performance.md.
enum HapticBenchmark {
    struct LoadResult: Equatable, Sendable {
        /// `.ahap` files in the folder, and how many loaded without error.
        var files: Int
        var loaded: Int
        /// Median wall time to load the whole folder once, milliseconds.
        var medianMilliseconds: Double
    }

    struct TickResult: Equatable, Sendable {
        /// Events in the pattern played.
        var events: Int
        /// Median cost of one tick (player advance + rumble mapping), nanoseconds. Budget: 2,000.
        var medianNanoseconds: Double
    }

    /// Loads every `.ahap` of `folder` `repetitions` times.
    static func loadDirectory(_ folder: URL, repetitions: Int = 20) -> LoadResult {
        let loader = AHAPLoader()
        var times: [Double] = []
        var files = 0, loaded = 0
        let clock = ContinuousClock()
        for _ in 0..<max(1, repetitions) {
            var results: [(file: URL, result: Result<AHAPPattern, FormatError>)] = []
            let elapsed = clock.measure { results = loader.loadDirectory(folder) }
            files = results.count
            loaded = results.filter { if case .success = $0.result { return true } else { return false } }.count
            times.append(elapsed.nanoseconds / 1e6)
        }
        return LoadResult(files: files, loaded: loaded, medianMilliseconds: Statistics.median(times))
    }

    /// Plays a synthetic `events`-event pattern (looping, with intensity and sharpness curves and a
    /// live intensity control) for `ticks` ticks, `repetitions` times, through a `RumbleMapper`.
    static func tickCost(events: Int = 100, ticks: Int = 120_000, repetitions: Int = 7) -> TickResult {
        let pattern = syntheticPattern(events: events)
        var times: [Double] = []
        var sink = 0
        let clock = ContinuousClock()
        for _ in 0..<max(1, repetitions) {
            var player = HapticPatternPlayer(pattern: pattern)
            player.loopEnabled = true
            player.start()
            var mapper = RumbleMapper()
            let elapsed = clock.measure {
                for tick in 0..<ticks {
                    if tick & 63 == 0 { player.sendParameter(.hapticIntensityControl, Double(tick & 1023) / 1023) }
                    let rumble = mapper.map(player.advance())
                    sink &+= Int(rumble.low) &+ Int(rumble.high) &+ Int(rumble.leftTrigger)
                }
            }
            times.append(elapsed.nanoseconds / Double(max(1, ticks)))
        }
        Statistics.keep(sink)
        return TickResult(events: pattern.eventCount, medianNanoseconds: Statistics.median(times))
    }

    /// A deterministic pattern of `events` events over 2 s: four transients for every continuous
    /// event, plus intensity and sharpness curves of 16 points.
    static func syntheticPattern(events: Int) -> AHAPPattern {
        var transients: [HapticTransientEvent] = []
        var continuous: [HapticContinuousEvent] = []
        for index in 0..<max(0, events) {
            let time = 2.0 * Double(index) / Double(max(1, events))
            let wobble = Double((index * 37) % 100) / 100
            if index % 5 == 4 {
                continuous.append(HapticContinuousEvent(time: time, duration: 0.3, intensity: 0.5 + wobble / 2,
                                                        sharpness: wobble, attackTime: 0.05, releaseTime: 0.1))
            } else {
                transients.append(HapticTransientEvent(time: time, intensity: 0.4 + wobble * 0.6, sharpness: 1 - wobble))
            }
        }
        var intensity = DynamicParameterTrack(id: .hapticIntensityControl)
        var intensityPoints: [(Double, Double)] = []
        var sharpnessPoints: [(Double, Double)] = []
        for point in 0..<16 {
            let step = Double(point)
            intensityPoints.append((step * 0.13, Double(point % 4) / 3))
            sharpnessPoints.append((step * 0.12, Double(point % 5) / 4 - 0.5))
        }
        intensity.addCurve(at: 0, relativePoints: intensityPoints)
        var sharpness = DynamicParameterTrack(id: .hapticSharpnessControl)
        sharpness.addCurve(at: 0.1, relativePoints: sharpnessPoints)
        var tracks = HapticDynamicParameterID.allCases.map { DynamicParameterTrack(id: $0) }
        tracks[HapticDynamicParameterID.hapticIntensityControl.index] = intensity
        tracks[HapticDynamicParameterID.hapticSharpnessControl.index] = sharpness
        return AHAPPattern(transients: transients, continuous: continuous, parameterTracks: tracks)
    }
}
