/// Two-operator FM voices (a modulator bending a sine carrier's phase), the classic way to get
/// plucks and bells from a few multiplications.
public enum SynthFM {
    /// A plucked string or mallet: harmonic ratio 1:1, bright attack whose brightness (FM index)
    /// dies faster than its loudness.
    /// - Parameters:
    ///   - frequency: pitch in Hz.
    ///   - duration: length in seconds.
    ///   - brightness: peak modulation index, 0 (pure sine) ... 8 (buzzy); 2.5 is a soft pluck.
    ///   - decay: seconds for the level to fall to 37% (e^-1).
    public static func pluck(frequency: Double, duration: Double, brightness: Double = 2.5,
                             decay: Double = 0.25, sampleRate: Double = 48_000) -> [Float] {
        voice(frequency: frequency, ratio: 1, duration: duration, index: brightness,
              indexDecay: decay * 0.35, decay: decay, sampleRate: sampleRate)
    }

    /// A bell or chime: inharmonic ratio (1:3.5 by default) and a long decay.
    /// - Parameters:
    ///   - frequency: pitch in Hz.
    ///   - duration: length in seconds.
    ///   - ratio: modulator/carrier frequency ratio; non-integers ring metallic.
    ///   - brightness: peak modulation index, 0...8.
    ///   - decay: seconds for the level to fall to 37%.
    public static func bell(frequency: Double, duration: Double, ratio: Double = 3.5, brightness: Double = 3,
                            decay: Double = 0.6, sampleRate: Double = 48_000) -> [Float] {
        voice(frequency: frequency, ratio: ratio, duration: duration, index: brightness,
              indexDecay: decay * 0.6, decay: decay, sampleRate: sampleRate)
    }

    /// The general voice: carrier sin(2π f t + I(t) sin(2π f·ratio t)), I(t) = index·e^(-t/indexDecay),
    /// level e^(-t/decay) after a 2 ms linear attack, faded to zero over the last 5 ms.
    public static func voice(frequency: Double, ratio: Double, duration: Double, index: Double,
                             indexDecay: Double, decay: Double, sampleRate: Double = 48_000) -> [Float] {
        let count = Int(duration * sampleRate)
        var output = [Float](repeating: 0, count: count)
        let attackFrames = max(1, Int(0.002 * sampleRate))
        let carrierStep = frequency / sampleRate
        let modulatorStep = frequency * ratio / sampleRate
        var carrierPhase = 0.0
        var modulatorPhase = 0.0
        // Per-sample decay multipliers instead of exp() per sample: same bits, far cheaper.
        let indexFactor = SynthMath.exp(-1 / (indexDecay * sampleRate))
        let levelFactor = SynthMath.exp(-1 / (decay * sampleRate))
        var currentIndex = index
        var level = 1.0
        for n in 0..<count {
            let modulation = currentIndex * SynthMath.sinCycle(modulatorPhase)
            let value = SynthMath.sin(SynthMath.twoPi * carrierPhase + modulation)
            if n < attackFrames {
                output[n] = Float(value * Double(n) / Double(attackFrames))
            } else {
                output[n] = Float(value * level)
                level *= levelFactor
            }
            carrierPhase += carrierStep
            carrierPhase -= carrierPhase.rounded(.down)
            modulatorPhase += modulatorStep
            modulatorPhase -= modulatorPhase.rounded(.down)
            currentIndex *= indexFactor
        }
        // The last 5 ms fade to zero, so a voice cut at `duration` never ends in a step.
        let fadeFrames = min(count, Int(0.005 * sampleRate))
        for index in 0..<fadeFrames {
            output[count - 1 - index] *= Float(index) / Float(fadeFrames)
        }
        return output
    }
}
