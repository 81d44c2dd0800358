/// Make the sounds the level asks for, one step after another: blow out candles, keep a hush,
/// clap a count or a rhythm back, hum the note or the melody the game sings, slide, leap, swell.
/// The level hears the microphone's features (`InputCommand.hearing`) or, with no microphone,
/// the voice the keys play (`KeyVoice`); both are heard through the same `ListeningMoment`. What
/// the game itself sounds (a note it sings, a knock, an answer) is never heard as the player's:
/// while it performs, and while the platform says the game was sounding, nothing counts.
public struct ListeningChallenge: Sendable {
    /// The game sings a note this long; a melody's notes this long, with this rest between.
    public static let sungNoteTicks = TickClock.ticks(0.8), melodyNoteTicks = TickClock.ticks(0.3),
                      melodyRestTicks = TickClock.ticks(0.1)
    /// Before a performance the game waits this long; after one, its echo dies this long.
    static let performanceLead = TickClock.ticks(0.4), performanceTail = TickClock.ticks(0.25)
    /// A performed step not answered for this long is performed again.
    static let performAgainAfter = TickClock.ticks(8)
    /// A tone held this long is a note: the next leap counts from it.
    static let noteTicks = TickClock.ticks(0.2)

    public let rules: ListeningRules
    public private(set) var tick = 0
    public private(set) var stepIndex = 0
    /// The tick the step began: the solver's clock, which no rule reads (so it is not hashed).
    private(set) var stepStarted = 0
    private(set) var ear: ListeningEar
    /// The voice the keys play.
    public private(set) var voice = KeyVoice()
    /// The microphone was heard on the last tick (its glyph is lit; struck when not).
    public private(set) var hearsMicrophone = false
    private var lastMicrophoneOnsets: UInt32?
    /// What the last tick heard, for the meter.
    private(set) var moment = ListeningMoment.nothing
    /// The last note heard (a tone held `noteTicks`), cents; 0 before any.
    public private(set) var lastTone = 0
    private var tonePitch = 0
    /// How long the tone heard now has been held, ticks.
    private(set) var toneTicks = 0
    /// When the game's performance of the step (a note sung, a rhythm knocked) starts.
    public private(set) var performanceStart: Int?
    public private(set) var lastMiss: Int?
    private var lastProgress = 0
    public private(set) var isSolved = false

    public init(rules: ListeningRules) {
        self.rules = rules
        ear = ListeningEar(rules.steps[0], reference: 0)
        if rules.steps[0].isPerformed { performanceStart = Self.performanceLead }
    }

    /// The step being heard (the last one, once solved).
    public var step: ListeningStep { rules.steps[min(stepIndex, rules.steps.count - 1)] }

    public var progress: Double { isSolved ? 1 : (Double(stepIndex) + ear.fraction) / Double(rules.steps.count) }

    /// How long the game's performance of `step` lasts.
    public static func performanceTicks(_ step: ListeningStep) -> Int {
        switch step {
        case .note: return sungNoteTicks
        case .rhythm, .claps: return (step.knocks.last ?? 0) + TickClock.ticks(0.1)
        case .melody(let intervals): return intervals.count * (melodyNoteTicks + melodyRestTicks)
        default: return 0
        }
    }

    /// The game is performing (or its echo is dying) at `time`: nothing heard counts.
    public func isPerforming(at time: Int) -> Bool {
        guard let start = performanceStart else { return false }
        return time < start + Self.performanceTicks(step) + Self.performanceTail
    }

    public mutating func step(_ input: InputCommand, previous: InputCommand, events: inout [ChallengeEvent]) {
        tick += 1
        guard !isSolved else { return }
        let heard = hear(input, previous: previous, events: &events)
        moment = heard
        followTone(heard)
        performKnocks(events: &events)
        let before = progress, counted = ear.count
        switch ear.hear(heard) {
        case .none:
            break
        case .progress:
            lastProgress = tick
            // A clap, a beat or a note counted: felt (and heard, but for a rhythm's beats, whose
            // next one an answer could hide from the microphone).
            if ear.count > counted { events.append(.kind(ListeningEvent.counted(beat: isRhythm))) }
        case .done:
            lastProgress = tick
            finishStep(events: &events)
        case .miss:
            lastMiss = tick
            lastProgress = tick
            events.append(.kind(ListeningEvent.missed))
            if step.isPerformed { performanceStart = tick + Self.performanceLead }
        }
        if !isSolved, step.isPerformed, !isPerforming(at: tick), tick - max(lastProgress, performanceStart ?? 0) > Self.performAgainAfter {
            performanceStart = tick + Self.performanceLead
        }
        if progress != before { events.append(.progressChanged(progress)) }
    }

    private var isRhythm: Bool {
        if case .rhythm = step { return true }
        return false
    }

    /// This tick's sound: the keys' voice while a voice key sounds, else the microphone's, else
    /// silence; nothing at all while the game performs, nor while it says it was sounding, unless
    /// what is heard is silence.
    private mutating func hear(_ input: InputCommand, previous: InputCommand, events: inout [ChallengeEvent]) -> ListeningMoment {
        let keyOnsetsBefore = voice.onsets
        let keys = voice.step(input, previous: previous)
        let keyOnsets = Int(min(voice.onsets &- keyOnsetsBefore, 8))
        if keyOnsets > 0 { events.append(.kind(ListeningEvent.keyClap)) }
        var microphoneOnsets = 0
        if let heard = input.hearing {
            if let last = lastMicrophoneOnsets { microphoneOnsets = Int(min(heard.onsets &- last, 8)) }
            lastMicrophoneOnsets = heard.onsets
        } else {
            lastMicrophoneOnsets = nil
        }
        hearsMicrophone = input.hearing != nil
        if isPerforming(at: tick) { return .masked }
        if keys.sounding || keyOnsets > 0 { return ListeningMoment(keys.sound, onsets: keyOnsets) }
        guard let heard = input.hearing else { return .nothing }
        let moment = ListeningMoment(heard, onsets: microphoneOnsets)
        // The game's sound only adds to what is heard: silence heard while it sounds is silence
        // (a breath's pause between two candles is heard through the candle's puff).
        return heard.gameSounding && !moment.isSilent ? .masked : moment
    }

    /// Keeps the last note heard, the pitch a leap is measured from.
    private mutating func followTone(_ heard: ListeningMoment) {
        guard heard.isTone else {
            if !heard.masked { toneTicks = 0 }
            return
        }
        if abs(heard.pitch - tonePitch) > ListeningEar.sameNote || toneTicks == 0 {
            tonePitch = heard.pitch
            toneTicks = 0
        }
        toneTicks += 1
        if toneTicks >= Self.noteTicks { lastTone = tonePitch }
    }

    /// The knocks of a rhythm or a count being performed, each on its tick.
    private func performKnocks(events: inout [ChallengeEvent]) {
        guard let start = performanceStart, step.knocks.contains(tick - start) else { return }
        events.append(.kind(ListeningEvent.knock))
    }

    private mutating func finishStep(events: inout [ChallengeEvent]) {
        events.append(.kind(ListeningEvent.stepDone(step: step.word, index: stepIndex)))
        stepIndex += 1
        stepStarted = tick
        guard stepIndex < rules.steps.count else {
            isSolved = true
            events.append(.progressChanged(1))
            events.append(.solved)
            return
        }
        ear = ListeningEar(step, reference: lastTone, breathing: moment.isBreath)
        performanceStart = step.isPerformed ? tick + Self.performanceLead : nil
    }

    public func hash(into hasher: inout StateHasher) {
        for value in [tick, stepIndex, lastTone, tonePitch, toneTicks, performanceStart ?? -1, lastMiss ?? -1, lastProgress,
                      Int(lastMicrophoneOnsets ?? 0)] {
            hasher.combine(value)
        }
        hasher.combine(lastMicrophoneOnsets != nil)
        hasher.combine(hearsMicrophone)
        hasher.combine(isSolved)
        ear.hash(into: &hasher)
        voice.hash(into: &hasher)
    }
}
