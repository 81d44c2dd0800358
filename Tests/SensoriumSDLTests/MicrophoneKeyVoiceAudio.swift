import FoundationEssentials
import Glibc
import SensoriumCore
import SensoriumTestSupport

/// The voice a player plays with keys (`KeyVoice`), sung aloud: a level's keyboard solution
/// rendered as the sounds a player would make at the microphone, tick by tick, so the platform's
/// tests can solve each listening level from a capture file (or through a sound server). A held
/// note is a hum at the note's pitch and loudness, a clap is a clap where the keys clap, a held
/// breath is breath noise; everything else is silence. Loudness follows `KeyVoice`'s dBFS as
/// RMS; every change of level glides (a 40 ms time constant), as a voice starts and stops, so starting a
/// hum is not a clap.
enum KeyVoiceAudio {
    /// The last sound is held this long after the keys' last tick, as a player goes on until the
    /// game answers: a solution ends on the very tick its level is solved, and a voice is heard
    /// a few ticks late (its rise, the extractor's window).
    static let holdAfterSeconds = 0.25

    /// Mono samples at `rate` for `inputs`, one tick of `rate / TickClock.rate` samples each.
    static func render(_ inputs: [InputCommand], rate: Int) -> [Float] {
        let inputs = inputs + Array(repeating: inputs.last ?? .idle, count: TickClock.ticks(holdAfterSeconds))
        // A Tab held past a clap is a breath from its first tick, as the keys' voice hears it.
        var breathRun = [Bool](repeating: false, count: inputs.count)
        var runStart = 0
        for tick in 0...inputs.count {
            let held = tick < inputs.count && inputs[tick].buttons.contains(.alternate)
            if held { continue }
            if tick - runStart > KeyVoice.clapTicks { for index in runStart..<tick { breathRun[index] = true } }
            runStart = tick + 1
        }
        let perTick = rate / TickClock.rate
        var samples = [Float](repeating: 0, count: inputs.count * perTick + rate / 2)
        var voice = KeyVoice(), previous = InputCommand.idle
        // A bank of breath noise, its RMS measured once, sliced as the breath goes on.
        let breath = CaptureSounds.breath(seconds: 8, rate: rate, amplitude: 1)
        let breathHeld = Array(breath[(rate / 2)..<(breath.count - rate / 2)])
        let breathRMS = rms(breathHeld)
        var phase = 0.0, humLevel = 0.0, breathLevel = 0.0, breathIndex = 0
        let glide = 1 - exp(-1 / (0.04 * Double(rate)))
        for (tick, input) in inputs.enumerated() {
            let onsetsBefore = voice.onsets
            let (sound, sounding) = voice.step(input, previous: previous)
            previous = input
            let start = tick * perTick
            if voice.onsets != onsetsBefore {
                for (index, value) in CaptureSounds.clap(rate: rate, seed: UInt64(tick)).enumerated() where start + index < samples.count {
                    samples[start + index] += value
                }
            }
            let target = pow(10, Double(sound.loudness) / 20)
            let humTarget = sounding && voice.humming ? target : 0
            let breathTarget = sounding && !voice.humming && breathRun[tick] ? target : 0
            let hertz = sound.pitch > 0 ? HeardSound.hertz(cents: sound.pitch) : 0
            for index in start..<(start + perTick) {
                humLevel += (humTarget - humLevel) * glide
                breathLevel += (breathTarget - breathLevel) * glide
                if hertz > 0 { phase += 2 * Double.pi * hertz / Double(rate) }
                // A fundamental with two harmonics (RMS of the three: sqrt((1 + 0.25 + 0.0625) / 2)).
                let hum = sin(phase) + 0.5 * sin(2 * phase) + 0.25 * sin(3 * phase)
                samples[index] += Float(humLevel * hum / 0.81)
                samples[index] += Float(breathLevel) * breathHeld[breathIndex % breathHeld.count] / breathRMS
                breathIndex += 1
            }
        }
        return samples
    }

    private static func rms(_ samples: [Float]) -> Float {
        (samples.reduce(0) { $0 + $1 * $1 } / Float(max(1, samples.count))).squareRoot()
    }
}
