import FoundationEssentials
import Glibc

/// Every parameter of the dark-scan graph for one progress value: the single place where "how
/// close the player is" becomes sound.
///
/// As progress goes 0 -> 1 the donk speeds up (tempo and pitch), everything gets louder, the
/// "cold" ambient crossfades into the "hot" texture, the echo tightens and brightens, and the
/// bitcrushers clean up from lo-fi to transparent, so the sound itself says "warmer".
/// Rates, hold factors and the echo cutoff move exponentially (even steps to the ear);
/// everything else linearly. See `docs/audio.md` for the table.
public struct DarkScanMix: Equatable, Sendable {
    /// Donk varispeed rate = donks per second (the loop holds one donk per second): 0.6 -> 2.5.
    public var donkRate: Float
    /// Donk level into the main mixer, 0.0 silent ... 1.0 unity: 0.25 -> 0.9.
    public var donkGain: Float
    /// Donk crusher bit depth: 4 -> 16 bits.
    public var donkBitDepth: Float
    /// Donk crusher hold factor: 8 -> 1 (no reduction).
    public var donkHold: Float
    /// Pad dry/wet mix: 0.0 all ambient ("cold") -> 1.0 all texture ("hot").
    public var padMix: Float
    /// Pad varispeed rate: 0.8 -> 1.25.
    public var padRate: Float
    /// Pad level into the main mixer: 0.3 -> 0.8.
    public var padGain: Float
    /// Echo time in seconds: 0.42 -> 0.18.
    public var delayTime: Float
    /// Echo feedback: 0.6 -> 0.25.
    public var delayFeedback: Float
    /// Echo dry/wet: 0.45 -> 0.2.
    public var delayMix: Float
    /// Echo low-pass cutoff in Hz: 1200 -> 8000.
    public var delayCutoff: Float
    /// Pad crusher bit depth: 6 -> 16 bits.
    public var padBitDepth: Float
    /// Pad crusher hold factor: 6 -> 1.
    public var padHold: Float

    /// The mix for `progress`: 0.0 is far from the answer, 1.0 is solved (clamped; NaN is 0).
    public init(progress: Float) {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        func linear(_ from: Float, _ to: Float) -> Float { from + (to - from) * p }
        func exponential(_ from: Float, _ to: Float) -> Float { from * powf(to / from, p) }
        donkRate = exponential(0.6, 2.5)
        donkGain = linear(0.25, 0.9)
        donkBitDepth = linear(4, 16)
        donkHold = exponential(8, 1)
        padMix = p
        padRate = exponential(0.8, 1.25)
        padGain = linear(0.3, 0.8)
        delayTime = linear(0.42, 0.18)
        delayFeedback = linear(0.6, 0.25)
        delayMix = linear(0.45, 0.2)
        delayCutoff = exponential(1200, 8000)
        padBitDepth = linear(6, 16)
        padHold = exponential(6, 1)
    }
}
