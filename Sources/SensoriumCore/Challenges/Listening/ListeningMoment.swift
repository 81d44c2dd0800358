/// What a listening level makes of one tick's sound, from the microphone's features or the keys'
/// voice alike: a tone (a hum, a whistle: pitched, not noisy), a breath (noise), silence, and the
/// onsets (claps) new this tick. The thresholds are where a quiet room, a hum and a breath part
/// on a laptop's microphone; the keys' voice sits well inside each.
struct ListeningMoment: Equatable, Sendable {
    /// Quieter than this is silence.
    static let silenceBelow = -50
    /// A tone: a pitch heard with this confidence at most this noisy.
    static let toneConfidence = 60, toneNoisiness = 40
    /// A breath: at least this noisy and this loud.
    static let breathNoisiness = 55, breathLoudness = -45

    var loudness: Int
    /// Cents above MIDI note 0 when a tone, else 0.
    var pitch: Int
    var isBreath: Bool
    var onsets: Int
    /// The game itself was sounding: nothing heard counts, nothing breaks.
    var masked: Bool

    static let nothing = ListeningMoment(loudness: Int(HeardSound.loudnessRange.lowerBound), pitch: 0, isBreath: false,
                                         onsets: 0, masked: false)
    static let masked = ListeningMoment(loudness: Int(HeardSound.loudnessRange.lowerBound), pitch: 0, isBreath: false,
                                        onsets: 0, masked: true)

    init(loudness: Int, pitch: Int, isBreath: Bool, onsets: Int, masked: Bool) {
        self.loudness = loudness; self.pitch = pitch; self.isBreath = isBreath; self.onsets = onsets; self.masked = masked
    }

    init(_ sound: HeardSound, onsets: Int) {
        let loudness = Int(sound.loudness)
        let tone = sound.pitch > 0 && Int(sound.pitchConfidence) >= Self.toneConfidence
            && Int(sound.noisiness) <= Self.toneNoisiness && loudness >= Self.silenceBelow
        self.init(loudness: loudness, pitch: tone ? Int(sound.pitch) : 0,
                  isBreath: !tone && Int(sound.noisiness) >= Self.breathNoisiness && loudness >= Self.breathLoudness,
                  onsets: onsets, masked: false)
    }

    var isTone: Bool { pitch > 0 }
    var isSound: Bool { isTone || isBreath }
    var isSilent: Bool { !masked && loudness < Self.silenceBelow && onsets == 0 }
}
