/// How sounds are synthesised, before loudness normalisation: the helpers every recipe uses, and
/// the shared sounds' recipes (`SharedCues`). Each kind's recipes are an extension in its own
/// folder (`<Kind>SoundRecipes.swift`), named by its `SoundDeclaration`s.
///
/// Recipes use only ``SynthMath``, ``SeededRandom`` and the other synthesis types, so the same
/// code gives the same bits on every machine. Each recipe has its own seed. Mono, 48 kHz.
/// One-shots start and end at zero; loops wrap without a seam (events are mixed modulo the loop
/// length, noise beds are folded with ``SynthSignal/seamlessLoop(_:crossfade:)``).
enum SoundRecipes {
    static let sampleRate = 48_000.0

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
        bellArpeggio([72, 76, 79, 84], spacing: 0.1, gain: 0.7, seconds: 1.3,
                     bell: Bell(duration: 0.9, ratio: 2, brightness: 1.5, decay: 0.3))
    }

    // MARK: Shared events

    /// A catch (any kind's `caught` event): a quick upward pop, a pluck that bends up a fourth.
    static func caught() -> [Float] {
        var out = tone(.sine, seconds: 0.3, envelope: .percussive(attack: 0.002, decay: 0.06)) { t in
            660 * SynthMath.exp(SynthMath.log(4.0 / 3.0) * min(t / 0.04, 1))
        }
        let pluck = SynthFM.pluck(frequency: SynthMath.frequency(midiNote: 84), duration: 0.25, brightness: 1.5,
                                  decay: 0.05, sampleRate: sampleRate)
        SynthSignal.mix(pluck, into: &out, gain: 0.5)
        return oneShot(out, seconds: 0.3)
    }

    // MARK: Helpers

    static func frames(_ seconds: Double) -> Int { Int((seconds * sampleRate).rounded()) }

    static func silence(_ seconds: Double) -> [Float] { [Float](repeating: 0, count: frames(seconds)) }

    /// One FM bell's voice (``SynthFM/bell(frequency:duration:ratio:brightness:decay:sampleRate:)``
    /// without its pitch): `duration` and `decay` in seconds, `ratio` the modulator's to the
    /// carrier's frequency, `brightness` the modulation index at the strike.
    struct Bell {
        var duration: Double
        var ratio: Double
        var brightness: Double
        var decay: Double
    }

    /// Bells struck one after another, the recipe of every arpeggio of bells (a level solved, a
    /// hint, a copy, a call back): a `bell` on each MIDI note of `notes`, each `spacing` seconds
    /// after the one before, mixed at `gain`, the whole a one-shot of `seconds`.
    static func bellArpeggio(_ notes: [Double], spacing: Double, gain: Float, seconds: Double, bell: Bell) -> [Float] {
        var out = silence(seconds)
        for (index, note) in notes.enumerated() {
            let struck = SynthFM.bell(frequency: SynthMath.frequency(midiNote: note), duration: bell.duration, ratio: bell.ratio,
                                      brightness: bell.brightness, decay: bell.decay, sampleRate: sampleRate)
            SynthSignal.mix(struck, into: &out, at: frames(Double(index) * spacing), gain: gain)
        }
        return oneShot(out, seconds: seconds)
    }

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
