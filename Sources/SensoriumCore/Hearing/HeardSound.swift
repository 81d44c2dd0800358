import FoundationEssentials
import Glibc

/// What the microphone heard over the last moment, as features, never samples: quantized at the
/// edge like every other input, so a replay records it and `verify` re-simulates a listening
/// level bit for bit. It enters each tick as `InputCommand.hearing`.
///
/// The semantics of `InputCommand.hearing`: a platform that listens sends the features on every
/// tick while a listening level plays; nil means nothing was heard this tick (no microphone,
/// the microphone not allowed, headless runs, every replay recorded before the microphone).
/// A listening level then hears the voice the player plays with keys (`KeyVoice`) instead.
public struct HeardSound: Equatable, Hashable, Sendable {
    /// Loudness floor: a quieter moment (or digital silence) reads as this.
    public static let loudnessRange: ClosedRange<Int8> = -100...0
    /// Pitches a replay stores, in cents above MIDI note 0 (8.18 Hz): 0 is "no pitch".
    public static let pitchRange: ClosedRange<UInt16> = 0...12_799
    /// Confidence and noisiness are percentages.
    public static let percentRange: ClosedRange<UInt8> = 0...100

    /// RMS loudness in dBFS, rounded down, `loudnessRange`.
    public var loudness: Int8
    /// The pitch heard, in cents above MIDI note 0 (A4, 440 Hz, is 6900); 0 when none was heard.
    public var pitch: UInt16
    /// How sure the pitch detector is, 0...100 (100: a clean periodic tone).
    public var pitchConfidence: UInt8
    /// Noise against tone, 0...100: a breath or a hiss is high, a hum or a whistle low.
    public var noisiness: UInt8
    /// Onsets (a clap, a tap on the desk) heard since the microphone opened, wrapping at 2^32:
    /// a counter, like the desktop's drops, so a tick without an observation loses none.
    public var onsets: UInt32
    /// The game itself was sounding (its own output and its echo's tail): what is heard may be
    /// the game, so a level ignores it. The platform knows what it plays; the core does not.
    public var gameSounding: Bool

    public init(loudness: Int8 = HeardSound.loudnessRange.lowerBound, pitch: UInt16 = 0, pitchConfidence: UInt8 = 0,
                noisiness: UInt8 = 0, onsets: UInt32 = 0, gameSounding: Bool = false) {
        self.loudness = loudness
        self.pitch = pitch
        self.pitchConfidence = pitchConfidence
        self.noisiness = noisiness
        self.onsets = onsets
        self.gameSounding = gameSounding
    }

    /// Silence: what a quiet room sends.
    public static let silence = HeardSound()

    /// The pitch in cents of `hertz`, clamped to what a replay stores (0 for no pitch).
    public static func cents(hertz: Double) -> UInt16 {
        guard hertz.isFinite, hertz > 0 else { return 0 }
        let cents = (1200 * log2(hertz / 440) + 6900).rounded()
        return UInt16(min(max(cents, 1), Double(pitchRange.upperBound)))
    }

    /// The frequency of a pitch in cents.
    public static func hertz(cents: UInt16) -> Double {
        440 * pow(2, (Double(cents) - 6900) / 1200)
    }

    /// Why this observation cannot be stored in a replay, or nil when it can.
    public var problem: String? {
        if !Self.loudnessRange.contains(loudness) { return "hearing loudness \(loudness) is outside \(Self.loudnessRange)" }
        if !Self.pitchRange.contains(pitch) { return "hearing pitch \(pitch) is outside \(Self.pitchRange)" }
        if !Self.percentRange.contains(pitchConfidence) { return "hearing pitch confidence \(pitchConfidence) is outside 0...100" }
        if !Self.percentRange.contains(noisiness) { return "hearing noisiness \(noisiness) is outside 0...100" }
        return nil
    }
}
