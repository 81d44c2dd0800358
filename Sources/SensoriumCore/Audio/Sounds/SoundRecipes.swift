/// One recipe per sound: how each ``SoundName`` is synthesised, before loudness normalisation.
///
/// Recipes use only ``SynthMath``, ``SeededRandom`` and the other synthesis types, so the same
/// code gives the same bits on every machine. Each recipe has its own seed. Mono, 48 kHz.
/// One-shots start and end at zero; loops wrap without a seam (events are mixed modulo the loop
/// length, noise beds are folded with ``SynthSignal/seamlessLoop(_:crossfade:)``).
enum SoundRecipes {
    static let sampleRate = 48_000.0

    static func samples(for name: SoundName) -> [Float] {
        switch name {
        case .darkScanOpening: return darkScanOpening()
        case .darkScanDonk: return darkScanDonk()
        case .darkScanAmbient: return darkScanAmbient()
        case .darkScanTexture: return darkScanTexture()
        case .darkScanSolved: return darkScanSolved()
        case .ricochetSpawn: return ricochetSpawn()
        case .ricochetCollisionSmall: return collisionSmall()
        case .ricochetCollisionLarge: return collisionLarge()
        case .ricochetCollisionShield: return collisionShield()
        case .ricochetGrow: return grow()
        case .ricochetShieldOn: return shieldOn()
        case .ricochetImplode: return implode()
        case .ricochetRollPaper: return rollPaper()
        case .ricochetRollMetal: return rollMetal()
        case .ricochetRollGrid: return rollGrid()
        case .ricochetRollRough: return rollRough()
        case .homeFocus: return homeFocus()
        case .targetCatch: return targetCatch()
        case .targetLeap: return targetLeap()
        case .homeOpen: return homeOpen()
        case .homeDeny: return homeDeny()
        case .homeSolved: return homeSolved()
        }
    }

    // MARK: Dark scan

    /// A falling, echoing figure of five plucks (E5 B4 ...) that announces the challenge.
    static func darkScanOpening() -> [Float] {
        var out = silence(1.3)
        let notes: [Double] = [76, 71, 76, 71, 64]
        for (index, note) in notes.enumerated() {
            let level = Float(SynthMath.exp(-Double(index) * 0.4))
            let pluck = SynthFM.pluck(frequency: SynthMath.frequency(midiNote: note), duration: 0.6,
                                      brightness: 2.2, decay: 0.14, sampleRate: sampleRate)
            SynthSignal.mix(pluck, into: &out, at: frames(Double(index) * 0.15), gain: level)
        }
        let swell = tone(.sine, seconds: 1.3, envelope: .adsr(attack: 0.4, decay: 0.3, sustain: 0.6, releaseAt: 0.8, release: 0.45)) { _ in 82.41 }
        SynthSignal.mix(swell, into: &out, gain: 0.5)
        return oneShot(out, seconds: 1.3)
    }

    /// One hollow, low "donk" per second: a sine falling 220 -> 140 Hz, an FM body and a tiny
    /// click, silent well before the loop point. Varispeed sets the tempo.
    static func darkScanDonk() -> [Float] {
        let length = 1.0
        var out = tone(.sine, seconds: length, envelope: .percussive(attack: 0.0015, decay: 0.09)) { t in
            140 + 80 * SynthMath.exp(-t / 0.02)
        }
        let body = SynthFM.voice(frequency: 140, ratio: 2, duration: 0.6, index: 1.6, indexDecay: 0.03,
                                 decay: 0.07, sampleRate: sampleRate)
        SynthSignal.mix(body, into: &out, gain: 0.45)
        let click = filter(noise(0.01, seed: 11, envelope: .percussive(attack: 0.0005, decay: 0.0015)),
                           SynthFilter(.bandPass, cutoff: 2500, resonance: 1.2))
        SynthSignal.mix(click, into: &out, gain: 0.25)
        // End at exactly zero so the loop point is silent.
        return SynthSignal.faded(out, in: 0, out: 0.1, sampleRate: sampleRate)
    }

    /// The "cold" bed: two low saws (A1, E2) through a slowly breathing low-pass, plus dark
    /// noise. Every periodic part fits a whole number of cycles into 4 s.
    static func darkScanAmbient() -> [Float] {
        let length = 4.0
        let lfo: (Double) -> Double = { t in 0.5 + 0.5 * SynthMath.sinCycle(t / length) } // 0.25 Hz
        var lowPass = SynthFilter(.lowPass, cutoff: 300, resonance: 1.5)
        var sawLow = SynthOscillator(.saw, sampleRate: sampleRate)
        var sawHigh = SynthOscillator(.saw, sampleRate: sampleRate, phase: 0.3)
        var tonal = silence(length * 2)
        for n in tonal.indices {
            let t = Double(n) / sampleRate
            if n % 32 == 0 { lowPass.set(cutoff: 220 + 380 * lfo(t), resonance: 1.5) }
            let raw = sawLow.next(frequency: 55) * 0.6 + sawHigh.next(frequency: 82.5) * 0.4
            tonal[n] = Float(lowPass.process(raw))
        }
        // Keep the second 4 s: the filter has settled, so the part is periodic.
        let periodic = Array(tonal[frames(length)...])
        let crossfade = frames(0.5)
        let bed = SynthSignal.seamlessLoop(filter(noise(length + 0.5, seed: 21), SynthFilter(.lowPass, cutoff: 250, resonance: 0.7)),
                                           crossfade: crossfade)
        var out = periodic
        SynthSignal.mix(bed, into: &out, gain: 0.5)
        return out
    }

    /// The "hot" layer: a pentatonic pluck arpeggio (eight notes in 4 s) over a trembling
    /// triangle fifth; notes ring across the loop point and wrap round.
    static func darkScanTexture() -> [Float] {
        let length = 4.0
        var out = silence(length)
        let notes: [Double] = [69, 72, 76, 79, 81, 79, 76, 72]
        for (index, note) in notes.enumerated() {
            let pluck = SynthFM.pluck(frequency: SynthMath.frequency(midiNote: note), duration: 1.2,
                                      brightness: 1.8, decay: 0.3, sampleRate: sampleRate)
            mixWrapping(pluck, into: &out, at: frames(Double(index) * 0.5), gain: index % 2 == 0 ? 0.8 : 0.55)
        }
        // 220 and 330 Hz and a 4 Hz tremolo: whole cycles in 4 s.
        var low = SynthOscillator(.triangle, sampleRate: sampleRate)
        var fifth = SynthOscillator(.triangle, sampleRate: sampleRate, phase: 0.5)
        for n in out.indices {
            let t = Double(n) / sampleRate
            let tremolo = 0.75 + 0.25 * SynthMath.sinCycle(4 * t)
            out[n] += Float((low.next(frequency: 220) * 0.18 + fifth.next(frequency: 330) * 0.12) * tremolo)
        }
        return out
    }

    /// The solved chord: A major as FM bells, rolled from the bottom.
    static func darkScanSolved() -> [Float] {
        var out = silence(1.5)
        for (index, note) in [69.0, 73, 76, 81].enumerated() {
            let bell = SynthFM.bell(frequency: SynthMath.frequency(midiNote: note), duration: 1.4, ratio: 3.5,
                                    brightness: 2.2, decay: 0.45, sampleRate: sampleRate)
            SynthSignal.mix(bell, into: &out, at: frames(Double(index) * 0.04), gain: 0.7)
        }
        return oneShot(out, seconds: 1.5)
    }

    // MARK: Ricochet

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

    // MARK: Jumping target

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

    // MARK: Home screen

    /// Focus moves to a tile: a tiny high tick.
    static func homeFocus() -> [Float] {
        var out = tone(.sine, seconds: 0.12, envelope: .percussive(attack: 0.001, decay: 0.025)) { _ in 1320 }
        let octave = tone(.sine, seconds: 0.12, envelope: .percussive(attack: 0.001, decay: 0.012)) { _ in 2640 }
        SynthSignal.mix(octave, into: &out, gain: 0.3)
        return oneShot(out, seconds: 0.12)
    }

    /// A tile opens: two plucks a fifth apart, rising.
    static func homeOpen() -> [Float] {
        var out = silence(0.5)
        SynthSignal.mix(SynthFM.pluck(frequency: SynthMath.frequency(midiNote: 72), duration: 0.4, brightness: 2, decay: 0.09, sampleRate: sampleRate), into: &out)
        SynthSignal.mix(SynthFM.pluck(frequency: SynthMath.frequency(midiNote: 79), duration: 0.4, brightness: 2, decay: 0.11, sampleRate: sampleRate), into: &out, at: frames(0.07))
        return oneShot(out, seconds: 0.5)
    }

    /// The soft "nope" under the deny-shake: two muffled low notes, falling, with a droop.
    static func homeDeny() -> [Float] {
        var out = silence(0.4)
        for (index, note) in [57.0, 53].enumerated() {
            let voice = filter(tone(.triangle, seconds: 0.2, envelope: .adsr(attack: 0.012, decay: 0.06, sustain: 0.6, releaseAt: 0.1, release: 0.08)) { t in
                SynthMath.frequency(midiNote: note) * (1 - 0.03 * min(t / 0.15, 1))
            }, SynthFilter(.lowPass, cutoff: 700, resonance: 0.7))
            SynthSignal.mix(voice, into: &out, at: frames(Double(index) * 0.13), gain: index == 0 ? 1 : 0.85)
        }
        return oneShot(out, seconds: 0.4)
    }

    /// A level solved, heard on the home screen: C major arpeggio of bells.
    static func homeSolved() -> [Float] {
        var out = silence(1.3)
        for (index, note) in [72.0, 76, 79, 84].enumerated() {
            let bell = SynthFM.bell(frequency: SynthMath.frequency(midiNote: note), duration: 0.9, ratio: 2,
                                    brightness: 1.5, decay: 0.3, sampleRate: sampleRate)
            SynthSignal.mix(bell, into: &out, at: frames(Double(index) * 0.1), gain: 0.7)
        }
        return oneShot(out, seconds: 1.3)
    }

    // MARK: Helpers

    static func frames(_ seconds: Double) -> Int { Int((seconds * sampleRate).rounded()) }

    static func silence(_ seconds: Double) -> [Float] { [Float](repeating: 0, count: frames(seconds)) }

    /// An oscillator following `frequency(t)` shaped by `envelope`.
    static func tone(_ waveform: Waveform, seconds: Double, envelope: SynthEnvelope, seed: UInt64 = 1,
                     frequency: (Double) -> Double) -> [Float] {
        var oscillator = SynthOscillator(waveform, sampleRate: sampleRate, seed: seed)
        var out = silence(seconds)
        for n in out.indices {
            let t = Double(n) / sampleRate
            out[n] = Float(oscillator.next(frequency: frequency(t)) * envelope.value(at: t))
        }
        return endFaded(out)
    }

    /// White noise, optionally shaped by an envelope.
    static func noise(_ seconds: Double, seed: UInt64, envelope: SynthEnvelope? = nil) -> [Float] {
        var random = SeededRandom(seed: seed)
        var out = silence(seconds)
        for n in out.indices {
            let level = envelope?.value(at: Double(n) / sampleRate) ?? 1
            out[n] = Float(random.bipolar() * level)
        }
        return envelope == nil ? out : endFaded(out)
    }

    /// The last 5 ms faded to zero: an event cut at its length never ends in a step.
    static func endFaded(_ signal: [Float]) -> [Float] {
        var out = signal
        let fadeFrames = min(out.count, frames(0.005))
        for index in 0..<fadeFrames { out[out.count - 1 - index] *= Float(index) / Float(fadeFrames) }
        return out
    }

    static func filter(_ signal: [Float], _ filter: SynthFilter) -> [Float] {
        var filter = filter
        return signal.map { Float(filter.process(Double($0))) }
    }

    /// Adds `source` into a loop starting at `offset`, wrapping past the end to the start.
    static func mixWrapping(_ source: [Float], into loop: inout [Float], at offset: Int, gain: Float = 1) {
        guard !loop.isEmpty else { return }
        for index in source.indices {
            loop[(offset + index) % loop.count] += source[index] * gain
        }
    }

    /// Trims/pads to `seconds` and fades: 1 ms in, 30 ms out, so it starts and ends at zero.
    static func oneShot(_ signal: [Float], seconds: Double) -> [Float] {
        var out = Array(signal.prefix(frames(seconds)))
        if out.count < frames(seconds) { out.append(contentsOf: [Float](repeating: 0, count: frames(seconds) - out.count)) }
        return SynthSignal.faded(out, in: 0.001, out: 0.03, sampleRate: sampleRate)
    }
}
