/// Keys for a listening level, played on the keys' voice (`KeyVoice`): wait while the game
/// performs, then blow (Tab held), keep still, tap Tab for claps and beats on their ticks, step
/// the voice to the note and hum it (Space), slide with Space held, go softer or louder first.
///
/// It plays as a player sings, not as tight as the rules allow, so the same keys sung aloud
/// (the platform's tests render them as sound for the microphone) solve the level too. A
/// microphone hears a sound a few ticks late and a few ticks short (its 43 ms window), its clock
/// drifts from the level's, and it is deaf to the player while the game sounds (the platform's
/// gate: what is heard then may be the game's echo). So each sound goes on a moment after it
/// counted, and a new sound waits until the game's answer, or its performance, has died away.
enum ListeningSolver {
    /// The quiet between claps the solver leaves: the count the game answers a clap with dies
    /// first.
    static let clapSpacing = TickClock.ticks(0.4)
    /// A slide steps to the next note this often (eight notes a second).
    static let slideSpacing = 15
    /// A sound goes on this long after its step is done.
    static let overhang = TickClock.ticks(0.1)
    /// How long the game's answer may sound, echo included: to a step done (a chime, a candle's
    /// puff, half a second at most) and to a clap or a note counted (a tick of a sound); the
    /// platform's gate adds a fifth of a second of echo to each.
    static let stepAnswer = TickClock.ticks(0.7), countAnswer = TickClock.ticks(0.3)
    /// An answer starts this long after the game's performance (and its echo) ended.
    static let answerSlack = TickClock.ticks(0.4)

    static func next(_ challenge: ListeningChallenge, previous: InputCommand) -> InputCommand {
        guard !challenge.isSolved else { return .idle }
        let sinceStep = challenge.tick - challenge.stepStarted
        if challenge.stepIndex > 0, sinceStep < stepAnswer {
            if sinceStep < overhang, let held = goingOn(challenge.voice) { return held }
            return .idle
        }
        guard !challenge.isPerforming(at: challenge.tick + 1 - answerSlack) else { return .idle }
        let ear = challenge.ear, voice = challenge.voice
        switch challenge.step {
        case .breath:
            // One breath a candle: a breath still blowing from the last one has stopped.
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
            return sing(KeyVoice.note(pitchClass: pitchClass) ?? 0, challenge, previous)
        case .slide(let semitones):
            // Started on the far end of the scale (a sound going on from the step before is
            // turned back from, and the slide starts again there).
            let start = semitones > 0 ? 0 : KeyVoice.scale.count - 1
            guard ear.startPitch == KeyVoice.cents(ofNote: start) else { return hum(note: start, voice, previous) }
            var keys = (ear.age + 1 - ear.slideStart) % slideSpacing == 0 ? tap(semitones > 0 ? .up : .down, previous) : .idle
            keys.buttons.insert(.confirm)
            return keys
        case .leap(let semitones):
            guard ear.reference != 0 else { return InputCommand(buttons: .confirm) }
            return sing(leapNote(from: ear.reference, semitones: semitones), challenge, previous)
        case .tone, .hold:
            return InputCommand(buttons: .confirm)
        case .loud:
            return voice.volume < KeyVoice.loudnesses.count - 1 ? tap(.right, previous) : InputCommand(buttons: .confirm)
        case .soft:
            return voice.volume > 0 ? tap(.left, previous) : InputCommand(buttons: .confirm)
        case .melody(let intervals):
            return sing(KeyVoice.note(semitonesUp: intervals[ear.count]) ?? 0, challenge, previous)
        }
    }

    /// The sound held as the last step was done, held on (a hum, a breath), if one was.
    private static func goingOn(_ voice: KeyVoice) -> InputCommand? {
        var keys = InputCommand.idle
        if voice.humming { keys.buttons.insert(.confirm) }
        if voice.breathing { keys.buttons.insert(.alternate) }
        return keys == .idle ? nil : keys
    }

    /// Hums `note`; a note being hummed is held until it has counted and the game's answer to it
    /// has died.
    private static func sing(_ note: Int, _ challenge: ListeningChallenge, _ previous: InputCommand) -> InputCommand {
        let voice = challenge.voice
        if voice.note != note, voice.humming, challenge.toneTicks < ListeningChallenge.noteTicks + countAnswer {
            return InputCommand(buttons: .confirm)
        }
        return hum(note: note, voice, previous)
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
