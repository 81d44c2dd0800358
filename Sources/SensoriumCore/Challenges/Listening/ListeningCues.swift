/// What a listening level plays continuously: the note the game sings while it performs (a note
/// to match, a melody to repeat), and the keys' voice while Space hums or Tab breathes, so a
/// player without sight hears both and compares them. Each note is its own layer (a platform
/// layer keeps the loop it started with).
extension ListeningChallenge {
    public func continuousCues(into cues: inout [FeedbackCue]) {
        guard !isSolved else { return }
        if let sung = sungNote(at: tick) {
            let name = CueName.listeningNotes[sung]
            cues.append(.layer(id: "listening-sung-\(sung)", sound: name, haptic: nil, level: 0.8, pan: 0))
        }
        if voice.humming {
            let name = CueName.listeningNotes[voice.note]
            cues.append(.layer(id: "listening-voice-\(voice.note)", sound: name, haptic: nil,
                               level: [0.3, 0.55, 0.85][voice.volume], pan: 0))
        } else if voice.breathing {
            cues.append(.layer(id: CueName.listeningBreath.rawValue, sound: .listeningBreath, haptic: nil,
                               level: [0.3, 0.55, 0.85][voice.volume], pan: 0))
        }
    }

    /// The note of the scale the game sings at `time`, if it is singing.
    public func sungNote(at time: Int) -> Int? {
        guard let start = performanceStart, time >= start else { return nil }
        let elapsed = time - start
        switch step {
        case .note(let pitchClass, _):
            return elapsed < Self.sungNoteTicks ? KeyVoice.note(pitchClass: pitchClass) : nil
        case .melody(let intervals):
            let slot = Self.melodyNoteTicks + Self.melodyRestTicks
            guard elapsed / slot < intervals.count, elapsed % slot < Self.melodyNoteTicks else { return nil }
            return KeyVoice.note(semitonesUp: intervals[elapsed / slot])
        default:
            return nil
        }
    }
}
