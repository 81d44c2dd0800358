/// The listening kind's sounds: a hummed voice for the keys and the game's singing, a breath,
/// a wooden knock, and answers kept short and soft (the microphone cannot hear the player while
/// the game sounds).
extension SoundRecipes {
    /// A hummed note (`midi`): a triangle with a soft octave above it, a loop of a second. The
    /// pitch is rounded to a whole number of hertz, so the second holds whole cycles and the loop
    /// has no seam (three cents off at most, far inside what a level counts in tune).
    static func listeningNote(midi: Int) -> [Float] {
        let length = 1.0
        let frequency = SynthMath.frequency(midiNote: Double(midi)).rounded()
        var fundamental = SynthOscillator(.triangle, sampleRate: sampleRate)
        var octave = SynthOscillator(.sine, sampleRate: sampleRate, phase: 0.25)
        var out = silence(length)
        for n in out.indices {
            out[n] = Float(0.8 * fundamental.next(frequency: frequency) + 0.2 * octave.next(frequency: 2 * frequency))
        }
        return out
    }

    /// The keys' breath: airy band-passed noise, folded into a seamless loop.
    static func listeningBreath() -> [Float] {
        let air = filter(noise(1.2, seed: 3401), SynthFilter(.bandPass, cutoff: 1400, resonance: 0.8))
        return SynthSignal.seamlessLoop(air, crossfade: frames(0.1))
    }

    /// A clap, a beat or a melody's note counted: the smallest high tick.
    static func listeningCount() -> [Float] {
        oneShot(tone(.sine, seconds: 0.06, envelope: .percussive(attack: 0.001, decay: 0.012)) { _ in 1568 }, seconds: 0.06)
    }

    /// A step heard in full: two bells a fifth apart.
    static func listeningStep() -> [Float] {
        bellArpeggio([79, 86], spacing: 0.08, gain: 0.6, seconds: 0.5,
                     bell: Bell(duration: 0.4, ratio: 2, brightness: 1.2, decay: 0.12))
    }

    /// A candle goes out: a short puff of air, falling.
    static func listeningCandle() -> [Float] {
        let puff = filter(noise(0.3, seed: 3402, envelope: .percussive(attack: 0.01, decay: 0.08)),
                          SynthFilter(.lowPass, cutoff: 900, resonance: 0.7))
        return oneShot(puff, seconds: 0.3)
    }

    /// The game's knock: a dry, wooden tap on a desk.
    static func listeningKnock() -> [Float] {
        var out = filter(tone(.triangle, seconds: 0.12, envelope: .percussive(attack: 0.0005, decay: 0.02)) { _ in 420 },
                         SynthFilter(.lowPass, cutoff: 1800, resonance: 1.2))
        SynthSignal.mix(noise(0.012, seed: 3403, envelope: .percussive(attack: 0.0003, decay: 0.003)), into: &out, gain: 0.4)
        return oneShot(out, seconds: 0.12)
    }

    /// The keys' clap: a bright burst of noise.
    static func listeningClap() -> [Float] {
        oneShot(filter(noise(0.1, seed: 3404, envelope: .percussive(attack: 0.0005, decay: 0.015)),
                       SynthFilter(.highPass, cutoff: 900, resonance: 0.7)), seconds: 0.1)
    }
}
