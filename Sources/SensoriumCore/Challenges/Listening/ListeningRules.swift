/// The goal of a `listening` level: the steps it asks to hear, in order. See docs/levels.md.
public struct ListeningRules: Equatable, Sendable {
    public var steps: [ListeningStep]

    public init(steps: [ListeningStep]) {
        self.steps = steps
    }

    init(parameters: inout JSONObjectReader, goal: inout JSONObjectReader) throws(FormatError) {
        let items = try goal.array("steps")
        guard (1...8).contains(items.count) else { throw goal.error("steps", "needs 1 to 8 steps, found \(items.count)") }
        var steps: [ListeningStep] = []
        for (index, item) in items.enumerated() {
            var step = try JSONObjectReader(item, path: goal.path(of: "steps[\(index)]"))
            steps.append(try Self.step(&step))
            try step.finish()
        }
        if case .silence = steps[0] {
            throw goal.error("steps[0]", "a level must not be won by keeping still: begin with a sound, then the silence")
        }
        self.steps = steps
    }

    /// One step object: `hear` names it, the other fields are its own.
    private static func step(_ step: inout JSONObjectReader) throws(FormatError) -> ListeningStep {
        // One range for every step's seconds (the schema's), each step's own checked after.
        func ticks(_ range: ClosedRange<Double>, _ fallback: Double) throws(FormatError) -> Int {
            let seconds = try step.optionalDouble("seconds", in: 0.2...10) ?? fallback
            guard range.contains(seconds) else {
                throw step.error("seconds", "must be \(range.lowerBound)...\(range.upperBound) for this sound")
            }
            return TickClock.ticks(seconds)
        }
        func semitones() throws(FormatError) -> Int {
            let value = try step.int("semitones", in: -12...12)
            guard abs(value) >= 2 else { throw step.error("semitones", "must be at least 2 up or down (a step the ear can tell)") }
            return value
        }
        switch try step.string("hear") {
        case "breath": return .breath(ticks: try ticks(0.2...5, 0.6))
        case "silence": return .silence(ticks: try ticks(1...10, 3))
        case "claps": return .claps(try step.int("count", in: 1...8))
        case "rhythm": return .rhythm(beats: try beats(&step))
        case "note":
            let name = try step.string("note")
            guard let pitchClass = ListeningStep.noteNames[name] else {
                throw step.error("note", "expected one of C, D, E, G, A (the scale the keys sing)")
            }
            return .note(pitchClass: pitchClass, ticks: try ticks(0.3...3, 0.6))
        case "slide": return .slide(semitones: try semitones())
        case "leap": return .leap(semitones: try semitones())
        case "tone": return .tone(ticks: try ticks(0.2...5, 0.5))
        case "loud": return .loud(ticks: try ticks(0.2...3, 0.5))
        case "soft": return .soft(ticks: try ticks(0.3...5, 1))
        case "melody": return .melody(intervals: try intervals(&step))
        case "hold": return .hold(ticks: try ticks(0.5...8, 2))
        case let other:
            throw step.error("hear", "unknown sound \"\(other)\"; expected breath, silence, claps, rhythm, note, slide, leap, tone, loud, soft, melody or hold")
        }
    }

    /// `beats`: 2...8 times in seconds, the first 0, each at least 0.2 s after the one before,
    /// the whole within 4 s (a rhythm the player can hold in mind).
    private static func beats(_ step: inout JSONObjectReader) throws(FormatError) -> [Int] {
        let items = try step.array("beats")
        guard (2...8).contains(items.count) else { throw step.error("beats", "needs 2 to 8 beats, found \(items.count)") }
        var beats: [Int] = []
        for (index, item) in items.enumerated() {
            guard case .number(let seconds) = item, (0...4).contains(seconds) else {
                throw step.error("beats[\(index)]", "expected seconds in 0...4")
            }
            let tick = TickClock.ticks(seconds)
            if index == 0, tick != 0 { throw step.error("beats[0]", "the first beat is 0: the others count from it") }
            if let last = beats.last, tick - last < TickClock.ticks(0.2) {
                throw step.error("beats[\(index)]", "must come at least 0.2 s after the beat before")
            }
            beats.append(tick)
        }
        return beats
    }

    /// `notes`: 2...6 semitones from the melody's first note (0), each a note of the scale the
    /// keys sing when the melody starts on its first note (0, 2, 4, 7, 9, 12).
    private static func intervals(_ step: inout JSONObjectReader) throws(FormatError) -> [Int] {
        let items = try step.array("notes")
        guard (2...6).contains(items.count) else { throw step.error("notes", "needs 2 to 6 notes, found \(items.count)") }
        let sung = Set(KeyVoice.scale.map { $0 - KeyVoice.scale[0] })
        var notes: [Int] = []
        for (index, item) in items.enumerated() {
            guard case .number(let value) = item, value == value.rounded(), sung.contains(Int(value)) else {
                throw step.error("notes[\(index)]", "expected one of 0, 2, 4, 7, 9, 12 (semitones up the scale)")
            }
            if index == 0, value != 0 { throw step.error("notes[0]", "the first note is 0: the others count from it") }
            if let last = notes.last, last == Int(value) {
                throw step.error("notes[\(index)]", "must differ from the note before (two notes the same are one)")
            }
            notes.append(Int(value))
        }
        return notes
    }
}
