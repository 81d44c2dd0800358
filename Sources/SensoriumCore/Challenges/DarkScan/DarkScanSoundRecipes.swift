/// The dark scan's sound recipes (see `SoundRecipes`: same seeds, same bits on every machine).
extension SoundRecipes {
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

    /// The refusal: a low "uh-uh", two soft falling thuds (A1 then F1) a fifth of a second
    /// apart; repeated by the cues while it lasts.
    static func darkScanRefusal() -> [Float] {
        let length = 0.4
        var out = silence(length)
        for (index, pitch) in [55.0, 43.65].enumerated() {
            let thud = tone(.sine, seconds: 0.16, envelope: .percussive(attack: 0.004, decay: 0.05)) { t in
                pitch * (1 + 0.15 * SynthMath.exp(-t / 0.03))
            }
            SynthSignal.mix(thud, into: &out, at: frames(Double(index) * 0.2), gain: 0.8)
        }
        return oneShot(out, seconds: length)
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
        bellArpeggio([69, 73, 76, 81], spacing: 0.04, gain: 0.7, seconds: 1.5,
                     bell: Bell(duration: 1.4, ratio: 3.5, brightness: 2.2, decay: 0.45))
    }
}
