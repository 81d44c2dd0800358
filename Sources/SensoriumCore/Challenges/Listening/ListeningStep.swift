/// One thing a listening level asks to hear, in order: the level's `goal.steps`. Durations are
/// in ticks; pitches in semitones. See docs/levels.md ("listening") for the file's words.
public enum ListeningStep: Equatable, Sendable {
    /// Blow (noise, not a tone) for this long in all: a candle goes out.
    case breath(ticks: Int)
    /// Keep the room quiet this long without a break.
    case silence(ticks: Int)
    /// As many claps as the game knocks, then a moment's quiet (one more is a miss).
    case claps(Int)
    /// The rhythm the game knocks, clapped back: each beat's tick after the first.
    case rhythm(beats: [Int])
    /// Hum the note the game sings (a pitch class, 0 = C ... 11 = B, in any octave) this long.
    case note(pitchClass: Int, ticks: Int)
    /// One unbroken tone sliding up (positive) or down by this many semitones.
    case slide(semitones: Int)
    /// A tone this many semitones above (positive) or below the last tone heard.
    case leap(semitones: Int)
    /// Any steady tone, this long.
    case tone(ticks: Int)
    /// A loud sound, this long.
    case loud(ticks: Int)
    /// A soft sound (heard, but quiet), this long.
    case soft(ticks: Int)
    /// The melody the game sings, sung back in any key: semitones from its first note.
    case melody(intervals: [Int])
    /// One note held steady (within a quarter tone of where it started) this long.
    case hold(ticks: Int)

    /// The step's word in a level file.
    public var word: String {
        switch self {
        case .breath: return "breath"
        case .silence: return "silence"
        case .claps: return "claps"
        case .rhythm: return "rhythm"
        case .note: return "note"
        case .slide: return "slide"
        case .leap: return "leap"
        case .tone: return "tone"
        case .loud: return "loud"
        case .soft: return "soft"
        case .melody: return "melody"
        case .hold: return "hold"
        }
    }

    /// The game first performs what is asked (sings the note or the melody, knocks the rhythm or
    /// the count): the player answers it, and a player without sight knows what to answer.
    public var isPerformed: Bool {
        switch self {
        case .note, .rhythm, .melody, .claps: return true
        default: return false
        }
    }

    /// The ticks of the game's knocks, from the performance's start: a rhythm's beats, or a
    /// count knocked evenly.
    public var knocks: [Int] {
        switch self {
        case .rhythm(let beats): return beats
        case .claps(let count): return (0..<count).map { $0 * TickClock.ticks(0.35) }
        default: return []
        }
    }

    /// The note names a file may give a `note` step: the scale the key voice sings.
    public static let noteNames = ["C": 0, "D": 2, "E": 4, "G": 7, "A": 9]
}
