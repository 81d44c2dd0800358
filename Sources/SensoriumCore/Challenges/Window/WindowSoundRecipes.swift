/// The window kind's sounds: wooden knocks and glassy tones, a desk's sounds rather than a
/// game's, so the desktop's own changes sound like objects on it.
extension SoundRecipes {
    /// The window knocks against the display's edge: a short, low, muffled thud.
    static func windowBump() -> [Float] {
        let thud = filter(tone(.triangle, seconds: 0.15, envelope: .percussive(attack: 0.001, decay: 0.03)) { t in
            110 * (1 - 0.3 * min(t / 0.05, 1))
        }, SynthFilter(.lowPass, cutoff: 500, resonance: 0.8))
        var out = thud
        SynthSignal.mix(noise(0.02, seed: 501, envelope: .percussive(attack: 0.0005, decay: 0.004)), into: &out, gain: 0.3)
        return oneShot(out, seconds: 0.15)
    }

    /// A lock light flips: a dry, bright click with a short ring, like a toggle switch.
    static func windowSwitch() -> [Float] {
        var out = filter(noise(0.03, seed: 502, envelope: .percussive(attack: 0.0003, decay: 0.003)),
                         SynthFilter(.highPass, cutoff: 2500, resonance: 0.7))
        out += silence(0.15)
        SynthSignal.mix(tone(.triangle, seconds: 0.15, envelope: .percussive(attack: 0.001, decay: 0.05)) { _ in 1760 }, into: &out, gain: 1)
        return oneShot(out, seconds: 0.18)
    }

    /// The focus leaves or returns: a soft breath of filtered noise.
    static func windowAway() -> [Float] {
        oneShot(filter(noise(0.4, seed: 503, envelope: .adsr(attack: 0.12, decay: 0.1, sustain: 0.5, releaseAt: 0.25, release: 0.12)),
                       SynthFilter(.bandPass, cutoff: 900, resonance: 1.5)), seconds: 0.4)
    }

    /// Fullscreen: a wide upward sweep, the picture opening out.
    static func windowFill() -> [Float] {
        oneShot(tone(.saw, seconds: 0.5, envelope: .adsr(attack: 0.02, decay: 0.2, sustain: 0.4, releaseAt: 0.35, release: 0.12)) { t in
            220 * SynthMath.exp(SynthMath.log(4.0) * min(t / 0.4, 1))
        }.map { $0 * 0.5 }, seconds: 0.5)
    }

    /// The clipboard changed: two quick glassy taps, the second higher (a copy).
    static func windowCopy() -> [Float] {
        bellArpeggio([88, 95], spacing: 0.07, gain: 0.6, seconds: 0.3,
                     bell: Bell(duration: 0.2, ratio: 3.5, brightness: 1, decay: 0.06))
    }

    /// The goal begins to hold: a warm held fifth that says "stay".
    static func windowSettle() -> [Float] {
        var out = tone(.triangle, seconds: 0.5, envelope: .adsr(attack: 0.03, decay: 0.1, sustain: 0.7, releaseAt: 0.35, release: 0.15)) { _ in 392 }
        SynthSignal.mix(tone(.triangle, seconds: 0.5, envelope: .adsr(attack: 0.05, decay: 0.1, sustain: 0.7, releaseAt: 0.35, release: 0.15)) { _ in 588 },
                        into: &out, gain: 0.6)
        return oneShot(out, seconds: 0.5)
    }

    /// Look away: the level has grown; three rising bells call the player back.
    static func windowGrown() -> [Float] {
        bellArpeggio([67, 71, 74], spacing: 0.12, gain: 0.7, seconds: 0.9,
                     bell: Bell(duration: 0.6, ratio: 2, brightness: 1.2, decay: 0.2))
    }

    /// Clipboard: the level calls, a two-note chirp asking to be answered.
    static func windowCall() -> [Float] {
        var out = silence(0.35)
        for (index, pitch) in [1200.0, 1600].enumerated() {
            let chirp = tone(.sine, seconds: 0.12, envelope: .percussive(attack: 0.004, decay: 0.03)) { t in pitch * (1 + 0.2 * min(t / 0.08, 1)) }
            SynthSignal.mix(chirp, into: &out, at: frames(Double(index) * 0.15), gain: 0.7)
        }
        return oneShot(out, seconds: 0.35)
    }

    /// A file or a text dropped on the window: a short papery swish that lands with a soft,
    /// low knock, like a sheet laid on the desk (the clipboard's alternative, unlike its taps).
    static func windowDrop() -> [Float] {
        var out = filter(noise(0.18, seed: 509, envelope: .adsr(attack: 0.06, decay: 0.05, sustain: 0.6, releaseAt: 0.12, release: 0.05)),
                         SynthFilter(.bandPass, cutoff: 2200, resonance: 1.2))
        out += silence(0.22)
        let knock = filter(tone(.triangle, seconds: 0.2, envelope: .percussive(attack: 0.001, decay: 0.05)) { t in
            180 * (1 - 0.25 * min(t / 0.06, 1))
        }, SynthFilter(.lowPass, cutoff: 700, resonance: 0.9))
        SynthSignal.mix(knock, into: &out, at: frames(0.17), gain: 0.8)
        return oneShot(out, seconds: 0.4)
    }

    /// A loop of soft tones at `frequencies` (whole cycles in 1 s, so it wraps without a seam and
    /// the sound files stay small), breathing once a second.
    private static func windowLoop(_ frequencies: [Double], _ waveform: Waveform) -> [Float] {
        let length = 1.0
        var voices = frequencies.indices.map { SynthOscillator(waveform, sampleRate: sampleRate, phase: Double($0) * 0.2) }
        var out = silence(length)
        for n in out.indices {
            let t = Double(n) / sampleRate
            var sum = 0.0
            for index in voices.indices { sum += voices[index].next(frequency: frequencies[index]) }
            out[n] = Float(sum / Double(frequencies.count) * (0.85 + 0.15 * SynthMath.sinCycle(t / length)))
        }
        return out
    }

    /// The viewfinder's horizontal guide, panned toward the mark: an open fifth (D4, A4).
    static func windowNear() -> [Float] { windowLoop([294, 440], .triangle) }
    /// The mark is above the view: a high, thin pair.
    static func windowHigh() -> [Float] { windowLoop([1175, 1760], .sine) }
    /// The mark is below: a low, round pair.
    static func windowLow() -> [Float] { windowLoop([110, 147], .sine) }
    /// The level's waiting hum (patience, look away, the locks, fullscreen, the shape).
    static func windowHum() -> [Float] { windowLoop([196, 247, 294], .triangle) }
    /// Far from the goal (viewfinder, shape): G2 and a note 6 Hz above it, beating six times a
    /// second, a rough low drone that thins out as the goal nears.
    static func windowFar() -> [Float] { windowLoop([98, 104], .triangle) }
}
