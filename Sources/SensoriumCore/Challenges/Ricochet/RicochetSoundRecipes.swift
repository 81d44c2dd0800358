/// The ricochet's sound recipes (see `SoundRecipes`: same seeds, same bits on every machine).
extension SoundRecipes {
    /// A bright rising blip with a sparkle on top: the ball appears.
    static func ricochetSpawn() -> [Float] {
        var out = tone(.sine, seconds: 0.45, envelope: .percussive(attack: 0.01, decay: 0.1)) { t in
            300 * SynthMath.exp(SynthMath.log(3) * min(t / 0.12, 1))
        }
        let sparkle = SynthFM.bell(frequency: 1800, duration: 0.4, ratio: 2.01, brightness: 1, decay: 0.08, sampleRate: sampleRate)
        SynthSignal.mix(sparkle, into: &out, at: frames(0.05), gain: 0.3)
        return oneShot(out, seconds: 0.45)
    }

    /// A light knock: short mallet pluck and a bright noise tick.
    static func collisionSmall() -> [Float] {
        var out = SynthFM.voice(frequency: 520, ratio: 1, duration: 0.25, index: 1.2, indexDecay: 0.01,
                                decay: 0.045, sampleRate: sampleRate)
        let tick = filter(noise(0.05, seed: 31, envelope: .percussive(attack: 0.0005, decay: 0.008)),
                          SynthFilter(.bandPass, cutoff: 2000, resonance: 1))
        SynthSignal.mix(tick, into: &out, gain: 0.6)
        return oneShot(out, seconds: 0.25)
    }

    /// A heavy thud: a falling low sine, a dull body and a noise burst.
    static func collisionLarge() -> [Float] {
        var out = tone(.sine, seconds: 0.7, envelope: .percussive(attack: 0.002, decay: 0.15)) { t in
            70 + 70 * SynthMath.exp(-t / 0.03)
        }
        let body = SynthFM.voice(frequency: 110, ratio: 1.41, duration: 0.7, index: 2, indexDecay: 0.03,
                                 decay: 0.12, sampleRate: sampleRate)
        SynthSignal.mix(body, into: &out, gain: 0.5)
        let burst = filter(noise(0.2, seed: 41, envelope: .percussive(attack: 0.001, decay: 0.04)),
                           SynthFilter(.lowPass, cutoff: 800, resonance: 0.8))
        SynthSignal.mix(burst, into: &out, gain: 0.8)
        return oneShot(out, seconds: 0.7)
    }

    /// The shield takes the hit: two inharmonic FM bells, metallic and bright.
    static func collisionShield() -> [Float] {
        var out = SynthFM.bell(frequency: 660, duration: 0.9, ratio: 3.5, brightness: 3, decay: 0.28, sampleRate: sampleRate)
        let upper = SynthFM.bell(frequency: 990, duration: 0.9, ratio: 2.76, brightness: 2, decay: 0.18, sampleRate: sampleRate)
        SynthSignal.mix(upper, into: &out, gain: 0.6)
        return oneShot(out, seconds: 0.9)
    }

    /// The ball grows: a triangle gliding 200 -> 500 Hz with vibrato, an octave saw below it.
    static func grow() -> [Float] {
        let envelope = SynthEnvelope.adsr(attack: 0.08, decay: 0.2, sustain: 0.7, releaseAt: 0.42, release: 0.16)
        var out = tone(.triangle, seconds: 0.6, envelope: envelope) { t in
            let glide = 200 * SynthMath.exp(SynthMath.log(2.5) * min(t / 0.45, 1))
            return glide * (1 + 0.01 * SynthMath.sinCycle(7 * t))
        }
        let saw = filter(tone(.saw, seconds: 0.6, envelope: envelope) { t in
            100 * SynthMath.exp(SynthMath.log(2.5) * min(t / 0.45, 1))
        }, SynthFilter(.lowPass, cutoff: 900, resonance: 0.9))
        SynthSignal.mix(saw, into: &out, gain: 0.35)
        return oneShot(out, seconds: 0.6)
    }

    /// Shield up (matches the 500 ms animation): an E major arpeggio rising under a hiss.
    static func shieldOn() -> [Float] {
        var out = silence(0.55)
        for (index, note) in [76.0, 80, 83].enumerated() {
            let pluck = SynthFM.voice(frequency: SynthMath.frequency(midiNote: note), ratio: 2, duration: 0.4,
                                      index: 1.5, indexDecay: 0.06, decay: 0.12, sampleRate: sampleRate)
            SynthSignal.mix(pluck, into: &out, at: frames(Double(index) * 0.08), gain: 0.6)
        }
        let hiss = filter(noise(0.55, seed: 51, envelope: .adsr(attack: 0.3, decay: 0.1, sustain: 1, releaseAt: 0.35, release: 0.18)),
                          SynthFilter(.highPass, cutoff: 5000, resonance: 0.7))
        SynthSignal.mix(hiss, into: &out, gain: 0.15)
        return oneShot(out, seconds: 0.55)
    }

    /// The ball implodes: a saw falling 800 -> 60 Hz as its filter closes, a rising whoosh that
    /// is cut short, and a final low thump.
    static func implode() -> [Float] {
        let seconds = 1.2
        var lowPass = SynthFilter(.lowPass, cutoff: 4000, resonance: 2)
        var saw = SynthOscillator(.saw, sampleRate: sampleRate)
        var out = silence(seconds)
        let fall = SynthEnvelope.adsr(attack: 0.01, decay: 0.5, sustain: 0.5, releaseAt: 0.85, release: 0.1)
        for n in out.indices {
            let t = Double(n) / sampleRate
            let progress = min(t / 0.9, 1)
            if n % 32 == 0 { lowPass.set(cutoff: 4000 * SynthMath.exp(SynthMath.log(150.0 / 4000) * progress), resonance: 2) }
            let frequency = 800 * SynthMath.exp(SynthMath.log(60.0 / 800) * progress)
            out[n] = Float(lowPass.process(saw.next(frequency: frequency)) * fall.value(at: t))
        }
        let whoosh = filter(noise(0.9, seed: 61, envelope: .adsr(attack: 0.8, decay: 0.1, sustain: 1, releaseAt: 0.84, release: 0.05)),
                            SynthFilter(.bandPass, cutoff: 1200, resonance: 0.8))
        SynthSignal.mix(whoosh, into: &out, gain: 0.5)
        let thump = tone(.sine, seconds: 0.35, envelope: .percussive(attack: 0.002, decay: 0.08)) { t in
            55 + 40 * SynthMath.exp(-t / 0.02)
        }
        SynthSignal.mix(thump, into: &out, at: frames(0.85), gain: 1)
        return oneShot(out, seconds: seconds)
    }

    /// Rolling on paper: soft band-passed hiss with a fast random flutter and sparse crackles.
    static func rollPaper() -> [Float] {
        let length = 2.0
        let crossfade = frames(0.2)
        let hiss = filter(noise(length + 0.2, seed: 71), SynthFilter(.bandPass, cutoff: 3000, resonance: 0.8))
        let flutter = SynthSignal.randomCurve(count: hiss.count, interval: 0.04, seed: 72, sampleRate: sampleRate)
        var out = SynthSignal.seamlessLoop(zip(hiss, flutter).map { $0 * (0.7 + 0.3 * $1) }, crossfade: crossfade)
        var random = SeededRandom(seed: 73)
        for index in 0..<40 {
            let crackle = filter(noise(0.004, seed: 100 + UInt64(index), envelope: .percussive(attack: 0.0002, decay: 0.0008)),
                                 SynthFilter(.highPass, cutoff: 2500, resonance: 0.7))
            mixWrapping(crackle, into: &out, at: Int(random.unit() * Double(out.count)), gain: Float(0.4 + 0.6 * random.unit()))
        }
        return out
    }

    /// Rolling on metal: noise ringing through two narrow resonances, with inharmonic partials
    /// (whole cycles in 2 s) that swell and fade.
    static func rollMetal() -> [Float] {
        let length = 2.0
        let crossfade = frames(0.2)
        let source = noise(length + 0.2, seed: 81)
        var ring = filter(source, SynthFilter(.bandPass, cutoff: 2200, resonance: 12))
        SynthSignal.mix(filter(source, SynthFilter(.bandPass, cutoff: 3700, resonance: 15)), into: &ring, gain: 0.7)
        var out = SynthSignal.seamlessLoop(ring, crossfade: crossfade)
        var first = SynthOscillator(.sine, sampleRate: sampleRate)
        var second = SynthOscillator(.sine, sampleRate: sampleRate, phase: 0.4)
        for n in out.indices {
            let t = Double(n) / sampleRate
            let swell = 0.5 + 0.5 * SynthMath.sinCycle(t / length)
            out[n] += Float((first.next(frequency: 1240) * 0.05 + second.next(frequency: 1975.5) * 0.035) * swell)
        }
        return out
    }

    /// Rolling over a grid: a regular tick, 8 per second, over a faint bed.
    static func rollGrid() -> [Float] {
        let length = 2.0
        let bed = SynthSignal.seamlessLoop(filter(noise(length + 0.2, seed: 91), SynthFilter(.bandPass, cutoff: 1500, resonance: 0.7)),
                                           crossfade: frames(0.2))
        var out = SynthSignal.scaled(bed, by: 0.08)
        for index in 0..<16 {
            var tick = tone(.sine, seconds: 0.03, envelope: .percussive(attack: 0.0008, decay: 0.005)) { _ in 2500 }
            let click = filter(noise(0.01, seed: 200 + UInt64(index), envelope: .percussive(attack: 0.0003, decay: 0.0012)),
                               SynthFilter(.highPass, cutoff: 3000, resonance: 0.7))
            SynthSignal.mix(click, into: &tick, gain: 0.4)
            mixWrapping(tick, into: &out, at: frames(Double(index) * 0.125), gain: index % 4 == 0 ? 1 : 0.75)
        }
        return out
    }

    /// Rolling on a rough surface: low rumble with dense random grains (small bumps).
    static func rollRough() -> [Float] {
        let length = 2.0
        let rumble = SynthSignal.seamlessLoop(filter(noise(length + 0.2, seed: 111), SynthFilter(.lowPass, cutoff: 400, resonance: 0.9)),
                                              crossfade: frames(0.2))
        var out = SynthSignal.scaled(rumble, by: 0.6)
        var random = SeededRandom(seed: 112)
        for _ in 0..<60 {
            let pitch = random.uniform(80...200)
            let bump = tone(.sine, seconds: 0.03, envelope: .percussive(attack: 0.001, decay: 0.006)) { _ in pitch }
            mixWrapping(bump, into: &out, at: Int(random.unit() * Double(out.count)), gain: Float(random.uniform(0.15...0.45)))
        }
        return out
    }
}
