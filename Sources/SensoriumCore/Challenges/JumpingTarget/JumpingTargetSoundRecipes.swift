/// The jumping target's sound recipes (see `SoundRecipes`: same seeds, same bits on every machine).
extension SoundRecipes {
    /// Caught: a quick upward pop, a pluck that bends up a fourth.
    static func targetCatch() -> [Float] {
        var out = tone(.sine, seconds: 0.3, envelope: .percussive(attack: 0.002, decay: 0.06)) { t in
            660 * SynthMath.exp(SynthMath.log(4.0 / 3.0) * min(t / 0.04, 1))
        }
        let pluck = SynthFM.pluck(frequency: SynthMath.frequency(midiNote: 84), duration: 0.25, brightness: 1.5,
                                  decay: 0.05, sampleRate: sampleRate)
        SynthSignal.mix(pluck, into: &out, gain: 0.5)
        return oneShot(out, seconds: 0.3)
    }

    /// The leap: a soft swoop up and back down over the 0.8 s jump, like the 1.4x scale.
    static func targetLeap() -> [Float] {
        let envelope = SynthEnvelope.adsr(attack: 0.15, decay: 0.2, sustain: 0.6, releaseAt: 0.5, release: 0.3)
        var out = tone(.triangle, seconds: 0.8, envelope: envelope) { t in
            let arc = SynthMath.sin(Double.pi * min(t / 0.8, 1))
            return 220 * SynthMath.exp(SynthMath.log(2) * arc)
        }
        let air = filter(noise(0.8, seed: 53, envelope: envelope), SynthFilter(.bandPass, cutoff: 1200, resonance: 0.7))
        SynthSignal.mix(air, into: &out, gain: 0.25)
        return oneShot(out, seconds: 0.8)
    }
}
