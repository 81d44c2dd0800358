/// The jumping target's sound recipes (see `SoundRecipes`: same seeds, same bits on every machine).
extension SoundRecipes {
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

/// The cues that let the jumping target be played without sight (`JumpingTargetChallenge.continuousCues`).
extension SoundRecipes {
    /// The beacon: a sine "pip" four times a second with a soft octave, like a sonar. Three loops
    /// share it at three pitches (G4, D5, A5: target below, level with, above the cursor); each
    /// is 1 s of whole cycles, so it wraps without a seam.
    static func targetBeacon(pitch: Double) -> [Float] {
        let frequency = pitch.rounded()
        var out = silence(1)
        for n in out.indices {
            let t = Double(n) / sampleRate
            // A pip every 0.25 s: a raised sine cubed, so each pip is short and soft-edged.
            let pulse = 0.5 + 0.5 * SynthMath.sinCycle(t * 4 - 0.25)
            let tone = SynthMath.sinCycle(t * frequency) + 0.25 * SynthMath.sinCycle(t * frequency * 2)
            out[n] = Float(tone * pulse * pulse * pulse)
        }
        return out
    }

    /// The landing: a soft low thump (a sine falling 180 -> 90 Hz) with a light tap of noise.
    static func targetLand() -> [Float] {
        var out = tone(.sine, seconds: 0.25, envelope: .percussive(attack: 0.003, decay: 0.07)) { t in
            180 * SynthMath.exp(-SynthMath.log(2) * min(t / 0.1, 1))
        }
        let tap = filter(noise(0.05, seed: 71, envelope: .percussive(attack: 0.001, decay: 0.01)),
                         SynthFilter(.bandPass, cutoff: 900, resonance: 0.8))
        SynthSignal.mix(tap, into: &out, gain: 0.4)
        return oneShot(out, seconds: 0.25)
    }

    /// A shy target startles: two quick chirps falling 1400 -> 600 Hz.
    static func targetFlee() -> [Float] {
        var out = silence(0.35)
        let chirp = tone(.triangle, seconds: 0.12, envelope: .percussive(attack: 0.002, decay: 0.04)) { t in
            1400 * SynthMath.exp(SynthMath.log(600.0 / 1400.0) * min(t / 0.12, 1))
        }
        SynthSignal.mix(chirp, into: &out)
        SynthSignal.mix(chirp, into: &out, at: frames(0.15))
        return oneShot(out, seconds: 0.35)
    }
}
