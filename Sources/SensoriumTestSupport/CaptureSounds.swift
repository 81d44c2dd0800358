import FoundationEssentials
import Glibc
import SensoriumCore

/// The sounds a player makes at a microphone, made here so that every test hears the same thing:
/// mono Float samples in -1...1 at the rate asked for. Noise comes from `SeededRandom`, so a
/// seed names a take exactly. The hearing tests feed them to the core's feature extractor; the
/// platform's tests write them as capture files for SDL's disk audio driver (`writeRaw`).
public enum CaptureSounds {
    /// A hummed note: a voice-like tone, its harmonics falling off as a voice's do, with a gentle
    /// vibrato (5.5 Hz, ±8 cents: a real voice wavers, the detector must hold it) and a soft
    /// 60 ms attack and release, as a hum starts and stops.
    ///
    /// - Parameter amplitude: the peak, 0...1.
    public static func hum(hertz: Double, seconds: Double, rate: Int, amplitude: Float = 0.3) -> [Float] {
        let harmonics = max(1, min(12, Int(4000 / hertz)))
        // 1/k, with the second and third lifted a little: a hum's energy is in its low harmonics.
        let weights = (1...harmonics).map { k in (k == 2 || k == 3 ? 1.3 : 1.0) / Double(k) }
        let norm = weights.reduce(0, +)
        return tone(hertz: hertz, seconds: seconds, rate: rate, vibratoCents: 8, edge: 0.06) { phase in
            var sum = 0.0
            for (index, weight) in weights.enumerated() { sum += weight * sin(Double(index + 1) * phase) }
            return Float(sum / norm) * amplitude
        }
    }

    /// A whistle: nearly a sine (a whisper of the second harmonic), the faintest vibrato, 30 ms edges.
    public static func whistle(hertz: Double, seconds: Double, rate: Int, amplitude: Float = 0.2) -> [Float] {
        tone(hertz: hertz, seconds: seconds, rate: rate, vibratoCents: 3, edge: 0.03) { phase in
            Float(0.97 * sin(phase) + 0.03 * sin(2 * phase)) * amplitude
        }
    }

    /// A pure sine with no vibrato and no edges: the detector's reference tone.
    public static func sine(hertz: Double, seconds: Double, rate: Int, amplitude: Float = 0.3) -> [Float] {
        let step = 2 * Double.pi * hertz / Double(rate)
        return (0..<count(seconds, rate)).map { Float(sin(Double($0) * step)) * amplitude }
    }

    /// One clap (or a tap on the desk): a burst of broadband noise at full strength within a
    /// millisecond, dying away with a 30 ms time constant, 200 ms long in all.
    public static func clap(rate: Int, amplitude: Float = 0.7, seed: UInt64 = 1) -> [Float] {
        var random = SeededRandom(seed: seed)
        var previous = 0.0
        return (0..<count(0.2, rate)).map { index in
            let time = Double(index) / Double(rate)
            let envelope = min(1, time / 0.001) * exp(-time / 0.03)
            // A first difference tilts the noise towards the highs, where a clap's energy is.
            let white = random.bipolar()
            let tilted = white - 0.5 * previous
            previous = white
            return Float(tilted * envelope / 1.5) * amplitude
        }
    }

    /// `count` claps `interval` seconds apart (each a different take), then `interval` of quiet.
    public static func claps(_ count: Int, interval: Double = 0.4, rate: Int, amplitude: Float = 0.7, seed: UInt64 = 1) -> [Float] {
        var samples: [Float] = []
        let slot = self.count(interval, rate)
        for index in 0..<count {
            let one = clap(rate: rate, amplitude: amplitude, seed: seed &+ UInt64(index)).prefix(slot)
            samples += one + [Float](repeating: 0, count: slot - one.count)
        }
        return samples + silence(seconds: interval, rate: rate)
    }

    /// A breath blown at the microphone: noise band-passed around 500 Hz...2 kHz, swelling over
    /// 400 ms, held, and fading over 400 ms, as a long out-breath does.
    public static func breath(seconds: Double, rate: Int, amplitude: Float = 0.25, seed: UInt64 = 7) -> [Float] {
        var random = SeededRandom(seed: seed)
        var band = BandPass(low: 500, high: 2000, rate: rate)
        let total = count(seconds, rate)
        return (0..<total).map { index in
            let envelope = edges(index, total, rate, rise: 0.4, fall: 0.4)
            return Float(band.filter(random.bipolar()) * 2.5 * envelope) * amplitude
        }
    }

    /// A quiet room: pink-ish noise (falling 3 dB an octave, as a room's hum of fans and traffic
    /// does) at an RMS of `dBFS`.
    public static func roomNoise(seconds: Double, rate: Int, dBFS: Double = -60, seed: UInt64 = 3) -> [Float] {
        var random = SeededRandom(seed: seed)
        // An economy pink filter: three one-pole low-passes of the white noise summed with it.
        var (b0, b1, b2) = (0.0, 0.0, 0.0)
        var pink = (0..<count(seconds, rate)).map { _ in
            let white = random.bipolar()
            b0 = 0.99765 * b0 + white * 0.0990460
            b1 = 0.96300 * b1 + white * 0.2965164
            b2 = 0.57000 * b2 + white * 1.0526913
            return b0 + b1 + b2 + white * 0.1848
        }
        let rms = (pink.reduce(0) { $0 + $1 * $1 } / Double(max(1, pink.count))).squareRoot()
        let gain = rms > 0 ? pow(10, dBFS / 20) / rms : 0
        for index in pink.indices { pink[index] *= gain }
        return pink.map { Float($0) }
    }

    /// Digital silence.
    public static func silence(seconds: Double, rate: Int) -> [Float] {
        [Float](repeating: 0, count: count(seconds, rate))
    }

    /// `sound` with `under` added beneath it (room noise under claps), as long as the longer.
    public static func mixed(_ sound: [Float], under: [Float]) -> [Float] {
        (0..<max(sound.count, under.count)).map { index in
            (index < sound.count ? sound[index] : 0) + (index < under.count ? under[index] : 0)
        }
    }

    /// The samples of `seconds` at `rate`, never negative.
    static func count(_ seconds: Double, _ rate: Int) -> Int {
        max(0, Int((seconds * Double(rate)).rounded()))
    }

    /// A periodic tone of `shape` (a function of the phase in radians) with vibrato and edges.
    private static func tone(hertz: Double, seconds: Double, rate: Int, vibratoCents: Double, edge: Double,
                             shape: (Double) -> Float) -> [Float] {
        let total = count(seconds, rate)
        var phase = 0.0
        return (0..<total).map { index in
            let time = Double(index) / Double(rate)
            let vibrato = pow(2, vibratoCents * sin(2 * Double.pi * 5.5 * time) / 1200)
            let sample = shape(phase) * Float(edges(index, total, rate, rise: edge, fall: edge))
            phase += 2 * Double.pi * hertz * vibrato / Double(rate)
            if phase > 2 * Double.pi { phase -= 2 * Double.pi }
            return sample
        }
    }

    /// A raised-cosine envelope rising over `rise` seconds at the start and falling over `fall` at the end.
    private static func edges(_ index: Int, _ total: Int, _ rate: Int, rise: Double, fall: Double) -> Double {
        let fromStart = Double(index) / Double(rate), toEnd = Double(total - index) / Double(rate)
        func ramp(_ time: Double, _ length: Double) -> Double {
            length <= 0 || time >= length ? 1 : 0.5 - 0.5 * cos(Double.pi * time / length)
        }
        return ramp(fromStart, rise) * ramp(toEnd, fall)
    }
}

/// A band-pass of a one-pole high-pass after a one-pole low-pass: gentle skirts, enough to give
/// noise a breath's colour.
private struct BandPass {
    let highPass: Double, lowPass: Double
    var low = 0.0, high = 0.0, previousInput = 0.0

    init(low lowHertz: Double, high highHertz: Double, rate: Int) {
        highPass = exp(-2 * Double.pi * lowHertz / Double(rate))
        lowPass = 1 - exp(-2 * Double.pi * highHertz / Double(rate))
    }

    mutating func filter(_ input: Double) -> Double {
        low += lowPass * (input - low)
        high = highPass * (high + low - previousInput)
        previousInput = low
        return high
    }
}
