/// What a listening level reports besides its progress, and how each is heard and felt. The
/// answers are short and few: while the microphone listens, everything the game plays is time
/// in which it cannot hear the player.
public enum ListeningEvent: KindEvent {
    /// A clap, a beat or a note of a melody counted (`beat`: of a rhythm, felt only).
    case counted(beat: Bool)
    /// A step heard in full (`step`: its word; a breath's is a candle going out).
    case stepDone(step: String, index: Int)
    /// Too many claps, off the beat, a wrong note, a hush broken: a soft "no", never a dialog.
    case missed
    /// One knock of the rhythm the game performs.
    case knock
    /// Tab went down: the keys' clap, heard as one.
    case keyClap

    public func cues(into cues: inout [FeedbackCue]) {
        switch self {
        case .counted(let beat):
            if !beat { cues.append(.sound(.listeningCount, volume: 0.5, pan: 0)) }
            cues.append(.haptic(pattern: .listeningCount, intensity: 0.6))
        case .stepDone(let step, _):
            cues.append(.sound(step == "breath" ? .listeningCandle : .listeningStep, volume: 0.8, pan: 0))
            cues.append(.haptic(pattern: .listeningStep, intensity: 0.8))
        case .missed:
            cues.append(.sound(.homeDeny, volume: 0.6, pan: 0))
            cues.append(.haptic(pattern: .homeDeny, intensity: 0.6))
        case .knock:
            cues.append(.sound(.listeningKnock, volume: 0.9, pan: 0))
            cues.append(.haptic(pattern: .listeningCount, intensity: 0.9))
        case .keyClap:
            cues.append(.sound(.listeningClap, volume: 0.7, pan: 0))
        }
    }
}
