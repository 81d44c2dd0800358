/// Amplitude shapes over time for sound recipes, evaluated at a time in seconds.
public enum SynthEnvelope: Sendable {
    /// Linear attack to 1, exponential-ish decay to `sustain`, held until `releaseAt` seconds,
    /// then released to 0 over `release` seconds. Times in seconds, `sustain` 0...1.
    case adsr(attack: Double, decay: Double, sustain: Double, releaseAt: Double, release: Double)
    /// Linear attack to 1 over `attack` seconds, then e^(-t/decay): the shape of a struck
    /// object. After 4.6 × `decay` it is 1% (-40 dB).
    case percussive(attack: Double, decay: Double)
    /// Rises from 0 to 1 over `duration` with a raised-cosine (S-shaped) curve.
    case rise(duration: Double)

    /// Envelope value (0...1) at `time` seconds after the start.
    public func value(at time: Double) -> Double {
        guard time >= 0 else { return 0 }
        switch self {
        case .adsr(let attack, let decay, let sustain, let releaseAt, let release):
            var level: Double
            if time < attack {
                level = time / attack
            } else {
                let since = time - attack
                level = sustain + (1 - sustain) * SynthMath.exp(-since / max(decay, 1e-6) * 3)
            }
            if time >= releaseAt {
                let since = time - releaseAt
                if since >= release { return 0 }
                let atRelease = Self.adsr(attack: attack, decay: decay, sustain: sustain, releaseAt: .infinity, release: 0).value(at: releaseAt)
                level = atRelease * (1 - since / release)
            }
            return level
        case .percussive(let attack, let decay):
            if time < attack { return time / attack }
            return SynthMath.exp(-(time - attack) / decay)
        case .rise(let duration):
            if time >= duration { return 1 }
            return 0.5 - 0.5 * SynthMath.cos(SynthMath.pi * time / duration)
        }
    }
}
