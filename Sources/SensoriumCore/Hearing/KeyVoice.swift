/// The voice a player plays with keys: what a listening level hears where there is no
/// microphone, none is allowed, or a speedrun is run on the keyboard (and what the solver and the
/// shipped solutions play). It stands in for the microphone as the simulated desktop stands in
/// for the desktop: its sounds are given as the microphone's own features (`HeardSound`), so a
/// level hears both alike.
///
/// - Space (confirm) held: a hummed note of the scale below, at the voice's loudness.
/// - Up and Down: the next note up or down the scale (held Space slides with it).
/// - Left and Right: softer or louder (three steps).
/// - Tab (alternate): a clap as it goes down; held on, a breath.
public struct KeyVoice: Equatable, Sendable {
    /// The notes it sings, MIDI numbers: the pentatonic scale from C4 to C5 (262...523 Hz), a
    /// range any voice can answer an octave down, with no half steps for an ear to mistake.
    public static let scale = [60, 62, 64, 67, 69, 72]
    /// Its loudnesses, soft to loud, in dBFS.
    public static let loudnesses: [Int8] = [-38, -24, -10]
    /// How loud a clap is, and how long it rings before Tab held becomes a breath.
    static let clapLoudness: Int8 = -8
    public static let clapTicks = 6

    /// The note sung, an index into `scale`.
    public private(set) var note = 0
    /// The loudness, an index into `loudnesses`.
    public private(set) var volume = 1
    /// Claps since the level started (a counter, like the microphone's onsets).
    public private(set) var onsets: UInt32 = 0
    /// Ticks Tab has been held.
    public private(set) var tabTicks = 0
    /// Space was held on the last tick: the voice hums (heard as its note's loop).
    public private(set) var humming = false

    /// Tab has been held past a clap: the voice breathes.
    public var breathing: Bool { tabTicks > Self.clapTicks }

    public init() {}

    /// The pitch of `note`, in cents above MIDI note 0.
    public static func cents(ofNote index: Int) -> Int { scale[index] * 100 }

    /// The note of the scale `semitones` above its first, if it is one.
    public static func note(semitonesUp semitones: Int) -> Int? { scale.firstIndex(of: scale[0] + semitones) }

    /// The note of the scale in a pitch class (0 = C ... 11 = B), if it has one.
    public static func note(pitchClass: Int) -> Int? { scale.firstIndex { $0 % 12 == pitchClass } }

    /// One tick of the keys; returns what the voice sounds like (silence when no voice key is
    /// held), and whether a voice key is held (the keys then speak over the microphone).
    public mutating func step(_ input: InputCommand, previous: InputCommand) -> (sound: HeardSound, sounding: Bool) {
        let pressed = input.pressed(since: previous)
        if pressed.contains(.up) { note = min(note + 1, Self.scale.count - 1) }
        if pressed.contains(.down) { note = max(note - 1, 0) }
        if pressed.contains(.right) { volume = min(volume + 1, Self.loudnesses.count - 1) }
        if pressed.contains(.left) { volume = max(volume - 1, 0) }
        if pressed.contains(.alternate) { onsets &+= 1 }
        tabTicks = input.buttons.contains(.alternate) ? tabTicks + 1 : 0
        humming = input.buttons.contains(.confirm)
        var sound = HeardSound.silence
        sound.onsets = onsets
        if humming {
            sound.loudness = Self.loudnesses[volume]
            sound.pitch = UInt16(Self.cents(ofNote: note))
            sound.pitchConfidence = 95
            sound.noisiness = 5
        } else if tabTicks > 0 {
            sound.loudness = tabTicks <= Self.clapTicks ? Self.clapLoudness : Self.loudnesses[volume]
            sound.noisiness = 90
        }
        return (sound, humming || tabTicks > 0)
    }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(note); hasher.combine(volume); hasher.combine(Int(onsets)); hasher.combine(tabTicks); hasher.combine(humming)
    }
}
