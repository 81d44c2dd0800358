import FoundationEssentials
import Glibc
import SensoriumCore

/// Measurements for `sensorium bench` (never run from unit tests): what hearing costs a tick.
enum HearingBenchmark {
    /// Median nanoseconds per tick to feed the extractor 1/120 s of microphone audio and take
    /// the tick's features (loudness, YIN pitch, noisiness, onsets), as the platform does.
    static func tickCost(ticks: Int = 1200, repetitions: Int = 7) -> Double {
        let perTick = SoundFeatureExtractor.sampleRate / 120
        let audio = voiceOverRoom(samples: perTick * ticks)
        var times: [Double] = []
        var sink: UInt32 = 0
        let clock = ContinuousClock()
        audio.withUnsafeBufferPointer { audio in
            for _ in 0..<max(1, repetitions) {
                var extractor = SoundFeatureExtractor()
                let elapsed = clock.measure {
                    for tick in 0..<ticks {
                        extractor.feed(UnsafeBufferPointer(rebasing: audio[(tick * perTick)..<((tick + 1) * perTick)]))
                        let heard = extractor.features(gameSounding: false)
                        sink &+= UInt32(heard.pitch) &+ heard.onsets
                    }
                }
                times.append(elapsed.nanoseconds / Double(ticks))
            }
        }
        Statistics.keep(Int(sink))
        return Statistics.median(times)
    }

    /// A voice to listen to: a 150 Hz tone with eight harmonics gliding up an octave, over
    /// faint noise, so the detector searches every tick as it would for a player humming.
    static func voiceOverRoom(samples: Int) -> [Float] {
        var random = SeededRandom(seed: 1)
        var phase = 0.0
        let rate = Double(SoundFeatureExtractor.sampleRate)
        return (0..<samples).map { index in
            let hertz = 150 * pow(2, Double(index) / Double(samples))
            phase += 2 * Double.pi * hertz / rate
            let tone = (1...8).reduce(0.0) { $0 + sin(Double($1) * phase) / Double($1) }
            return Float(0.1 * tone + 0.003 * random.bipolar())
        }
    }
}
