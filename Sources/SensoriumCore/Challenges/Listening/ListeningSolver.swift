/// Keys for a listening level, played on the keys' voice (`KeyVoice`): wait while the game
/// performs, then blow (Tab held), keep still, tap Tab for claps and beats on their ticks, step
/// the voice to the note and hum it (Space), slide with Space held, go softer or louder first.
enum ListeningSolver {
    /// A clap's press and release, and the quiet between claps the solver leaves.
    static let clapSpacing = 12
    /// A slide steps to the next note this often (eight notes a second).
    static let slideSpacing = 15

    static func next(_ challenge: ListeningChallenge, previous: InputCommand) -> InputCommand {
        // The first tick is quiet: in a run, a key held from the level before is swallowed by
        // this one until it is let go, so a voice must start with a fresh press.
        guard challenge.tick > 0, !challenge.isSolved, !challenge.isPerforming(at: challenge.tick + 1) else { return .idle }
        let ear = challenge.ear, voice = challenge.voice
        switch challenge.step {
        case .breath:
            // One breath a candle: a breath still blowing from the last one stops first.
            return ear.fresh ? InputCommand(buttons: .alternate) : .idle
        case .silence:
            return .idle
        case .claps(let total):
            let rested = ear.lastOnset < 0 || ear.age - ear.lastOnset >= clapSpacing
            return ear.count < total && rested ? tap(.alternate, previous) : .idle
        case .rhythm(let beats):
            let due = ear.firstOnset < 0 || ear.age + 1 - ear.firstOnset == beats[ear.count]
            return due ? tap(.alternate, previous) : .idle
        case .note(let pitchClass, _):
            return hum(note: KeyVoice.note(pitchClass: pitchClass) ?? 0, voice, previous)
        case .slide(let semitones):
            guard ear.startPitch != 0 else {
                return hum(note: semitones > 0 ? 0 : KeyVoice.scale.count - 1, voice, previous)
            }
            var keys = (ear.age + 1 - ear.slideStart) % slideSpacing == 0 ? tap(semitones > 0 ? .up : .down, previous) : .idle
            keys.buttons.insert(.confirm)
            return keys
        case .leap(let semitones):
            guard ear.reference != 0 else { return InputCommand(buttons: .confirm) }
            return hum(note: leapNote(from: ear.reference, semitones: semitones), voice, previous)
        case .tone, .hold:
            return InputCommand(buttons: .confirm)
        case .loud:
            return voice.volume < KeyVoice.loudnesses.count - 1 ? tap(.right, previous) : InputCommand(buttons: .confirm)
        case .soft:
            return voice.volume > 0 ? tap(.left, previous) : InputCommand(buttons: .confirm)
        case .melody(let intervals):
            return hum(note: KeyVoice.note(semitonesUp: intervals[ear.count]) ?? 0, voice, previous)
        }
    }

    /// `button` pressed on this tick, released on the next.
    private static func tap(_ button: InputButtons, _ previous: InputCommand) -> InputCommand {
        previous.buttons.contains(button) ? .idle : InputCommand(buttons: button)
    }

    /// Steps the voice to `note` in silence, then hums it.
    private static func hum(note: Int, _ voice: KeyVoice, _ previous: InputCommand) -> InputCommand {
        if voice.note == note { return InputCommand(buttons: .confirm) }
        return tap(voice.note < note ? .up : .down, previous)
    }

    /// The nearest note of the scale a leap from `reference` reaches; where none does, the far
    /// end the other way (sung, it misses and becomes the new reference to leap from).
    static func leapNote(from reference: Int, semitones: Int) -> Int {
        let direction = semitones.signum()
        let reaching = KeyVoice.scale.indices.filter { (KeyVoice.cents(ofNote: $0) - reference) * direction >= abs(semitones) * 100 - 50 }
        if let nearest = direction > 0 ? reaching.first : reaching.last { return nearest }
        return direction > 0 ? 0 : KeyVoice.scale.count - 1
    }
}

extension ListeningChallenge {
    public func solverInput(previous: InputCommand) -> InputCommand {
        ListeningSolver.next(self, previous: previous)
    }
}
