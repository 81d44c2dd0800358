/// The tilted world's sonic interface, after the talk's first challenge: far from the answer a
/// rough, beating drone; near it a consonant chord that swells (see `TiltChallenge.continuousCues`).
/// Both loops fit whole cycles into 4 s, so they wrap without a seam.
extension SoundRecipes {
    /// Far: two low saws a semitone apart (110 and 116.5 Hz, beating 6.5 times a second) through
    /// a low-pass — uneasy on purpose.
    static func tiltDrone() -> [Float] {
        let length = 4.0
        var lowPass = SynthFilter(.lowPass, cutoff: 700, resonance: 1.2)
        var low = SynthOscillator(.saw, sampleRate: sampleRate)
        var high = SynthOscillator(.saw, sampleRate: sampleRate, phase: 0.4)
        var tonal = silence(length * 2)
        for n in tonal.indices {
            tonal[n] = Float(lowPass.process(low.next(frequency: 110) * 0.5 + high.next(frequency: 116.5) * 0.5))
        }
        // Keep the second 4 s: the filter has settled, so the loop is periodic.
        return Array(tonal[frames(length)...])
    }

    /// Near: an A major triad (220, 277.5, 330 Hz) of soft triangles, breathing twice in 4 s.
    static func tiltChord() -> [Float] {
        let length = 4.0
        let frequencies = [220.0, 277.5, 330.0]
        var voices = frequencies.indices.map { SynthOscillator(.triangle, sampleRate: sampleRate, phase: Double($0) * 0.25) }
        var out = silence(length)
        for n in out.indices {
            let t = Double(n) / sampleRate
            var sum = 0.0
            for index in voices.indices { sum += voices[index].next(frequency: frequencies[index]) }
            out[n] = Float(sum / 3 * (0.8 + 0.2 * SynthMath.sinCycle(t / 2)))
        }
        return out
    }
}

extension SoundRecipes {
    /// Edges: a bright, open shimmer — sines on E5, B5 and E6 (660, 990, 1320 Hz, whole cycles in
    /// 4 s) with a slow sparkle across the voices; sweet on purpose, it rises at each screen edge.
    static func tiltEdge() -> [Float] {
        let length = 4.0
        let frequencies = [660.0, 990.0, 1320.0]
        let gains = [0.5, 0.3, 0.2]
        var voices = frequencies.indices.map { SynthOscillator(.sine, sampleRate: sampleRate, phase: Double($0) * 0.3) }
        var out = silence(length)
        for n in out.indices {
            let t = Double(n) / sampleRate
            var sum = 0.0
            for index in voices.indices {
                // Each voice swells in turn, once per 4 s, so the loop glitters without a seam.
                let swell = 0.75 + 0.25 * SynthMath.sinCycle(t / length + Double(index) / 3)
                sum += voices[index].next(frequency: frequencies[index]) * gains[index] * swell
            }
            out[n] = Float(sum)
        }
        return out
    }
}

extension SoundRecipes {
    /// Strain: a dry wooden creak, 60 ms — a click of filtered noise over a low knock at 180 Hz
    /// that drops as it dies, like a lid that will not yet give.
    static func tiltStrain() -> [Float] {
        var out = filter(noise(0.06, seed: 301, envelope: .percussive(attack: 0.0005, decay: 0.008)),
                         SynthFilter(.bandPass, cutoff: 1400, resonance: 2))
        SynthSignal.mix(tone(.triangle, seconds: 0.06, envelope: .percussive(attack: 0.001, decay: 0.02)) { t in 180 - 400 * t },
                        into: &out, gain: 0.6)
        return oneShot(out, seconds: 0.06)
    }
}
