/// Listens for one step, tick by tick: how far the sound heard has come toward what the step
/// asks, and whether it missed. Forgiving where a voice wavers (a tenth of a second's break
/// keeps a held sound), strict where the idea is the count or the order.
struct ListeningEar: Equatable, Sendable {
    enum Verdict: Equatable { case none, progress, done, miss }

    /// A sound may break this long (a breath between, the detector losing a tone) and go on.
    static let grace = TickClock.ticks(0.1)
    /// A note of a melody or a leap counts once it has been held this long.
    static let noteTicks = TickClock.ticks(0.2)
    /// Two pitches within this many cents are one note.
    static let sameNote = 70
    /// A note is in tune within this many cents.
    static let inTune = 60
    /// A clapped beat is on time within this many ticks.
    static let onTime = TickClock.ticks(0.125)
    /// A slide takes at least this long (a jump is a leap, not a slide).
    static let slideTicks = TickClock.ticks(0.5)
    /// Claps end this long after the last; a count left unfinished this long is missed.
    static let clapsSettle = TickClock.ticks(0.6), clapsGiveUp = TickClock.ticks(2)

    let step: ListeningStep
    /// Ticks fed since the step started or was missed.
    private(set) var age = 0
    /// Ticks of the asked sound so far (held steps), or claps, beats, notes counted.
    private(set) var held = 0
    private(set) var count = 0
    private var off = 0
    /// A held step counts only a sound begun for it: a breath still blowing when the last candle
    /// went out must stop before the next candle, so holding one key blows out one candle.
    private(set) var fresh: Bool
    private(set) var lastOnset = -1
    private(set) var firstOnset = -1
    /// Where a slide or a hold started, where a slide has reached; the pitch a leap is measured
    /// from (the last tone heard before it), and a melody's first note.
    private(set) var startPitch = 0
    private(set) var reached = 0
    /// When the slide being sung started (its age).
    private(set) var slideStart = 0
    private(set) var reference: Int
    /// The note being sung now (melody, leap): its pitch and how long it has been held.
    private var notePitch = 0, noteTicks = 0

    /// `breathing`: a breath is blowing as the step starts (it must stop before it counts).
    init(_ step: ListeningStep, reference: Int, breathing: Bool = false) {
        self.step = step
        self.reference = reference
        fresh = !breathing
    }

    /// 0...1 of the step done.
    var fraction: Double {
        switch step {
        case .breath(let ticks), .silence(let ticks), .note(_, let ticks), .tone(let ticks), .loud(let ticks),
             .soft(let ticks), .hold(let ticks):
            return min(Double(held) / Double(ticks), 1)
        case .claps(let total): return min(Double(count) / Double(total), 1)
        case .rhythm(let beats): return Double(count) / Double(beats.count)
        case .melody(let intervals): return Double(count) / Double(intervals.count)
        case .slide(let semitones):
            guard startPitch != 0 else { return 0 }
            return (Double(reached - startPitch) * Double(semitones.signum()) / Double(abs(semitones) * 100)).clamped(to: 0...1)
        case .leap: return 0
        }
    }

    mutating func hear(_ moment: ListeningMoment) -> Verdict {
        guard !moment.masked else { return .none }
        age += 1
        switch step {
        case .breath(let ticks):
            guard moment.isBreath else {
                fresh = true
                return .none
            }
            return fresh ? grow(to: ticks) : .none
        case .silence(let ticks):
            if moment.isSilent { return grow(to: ticks) }
            let stirred = held > Self.grace * 2
            held = 0
            return stirred ? .miss : .none
        case .claps(let total): return clap(moment, total: total)
        case .rhythm(let beats): return beat(moment, beats: beats)
        case .note(let pitchClass, let ticks):
            return sustain(moment.isTone && Self.cents(from: moment.pitch, toClass: pitchClass) <= Self.inTune, to: ticks)
        case .tone(let ticks): return sustain(moment.isTone, to: ticks)
        case .loud(let ticks): return sustain(moment.isSound && moment.loudness >= -16, to: ticks)
        case .soft(let ticks):
            if moment.isSound && moment.loudness > -30 {
                let wasSoft = held > Self.grace
                held = 0
                return wasSoft ? .miss : .none
            }
            return sustain(moment.isSound && moment.loudness >= -46, to: ticks)
        case .hold(let ticks):
            if moment.isTone, startPitch != 0, abs(moment.pitch - startPitch) > 50 {
                let wavered = held > Self.noteTicks
                held = 0
                startPitch = moment.pitch
                return wavered ? .miss : .none
            }
            if moment.isTone, startPitch == 0 { startPitch = moment.pitch }
            let verdict = sustain(moment.isTone, to: ticks)
            if held == 0 { startPitch = moment.isTone ? moment.pitch : 0 }
            return verdict
        case .slide(let semitones): return slide(moment, semitones: semitones)
        case .leap(let semitones): return leap(moment, semitones: semitones)
        case .melody(let intervals): return melody(moment, intervals: intervals)
        }
    }

    /// How far a pitch is from the nearest note of a pitch class, in any octave, in cents.
    static func cents(from pitch: Int, toClass pitchClass: Int) -> Int {
        let offset = ((pitch - pitchClass * 100) % 1200 + 1200) % 1200
        return min(offset, 1200 - offset)
    }

    private mutating func grow(to ticks: Int) -> Verdict {
        held += 1
        return held >= ticks ? .done : .progress
    }

    /// A held sound: grows while `holding`, survives a short break, starts over after a long one.
    private mutating func sustain(_ holding: Bool, to ticks: Int) -> Verdict {
        if holding {
            off = 0
            return grow(to: ticks)
        }
        off += 1
        if off > Self.grace { held = 0 }
        return .none
    }

    private mutating func clap(_ moment: ListeningMoment, total: Int) -> Verdict {
        if moment.onsets > 0 {
            count += moment.onsets
            lastOnset = age
            if count > total {
                count = 0
                return .miss
            }
            return .progress
        }
        guard count > 0 else { return .none }
        if count == total, age - lastOnset >= Self.clapsSettle { return .done }
        if count < total, age - lastOnset > Self.clapsGiveUp {
            count = 0
            return .miss
        }
        return .none
    }

    private mutating func beat(_ moment: ListeningMoment, beats: [Int]) -> Verdict {
        if moment.onsets > 0 {
            if firstOnset < 0 {
                firstOnset = age
                count = 1
                return .progress
            }
            guard abs(age - firstOnset - beats[count]) <= Self.onTime else { return restart() }
            count += 1
            return count == beats.count ? .done : .progress
        }
        if firstOnset >= 0, age - firstOnset > beats[count] + Self.onTime { return restart() }
        return .none
    }

    private mutating func restart() -> Verdict {
        count = 0
        firstOnset = -1
        return .miss
    }

    private mutating func slide(_ moment: ListeningMoment, semitones: Int) -> Verdict {
        guard moment.isTone else {
            off += 1
            if off > Self.grace { startPitch = 0 }
            return .none
        }
        off = 0
        let direction = semitones.signum()
        // Not started, or turned back more than a semitone and a half: it starts (again) here.
        if startPitch == 0 || (reached - moment.pitch) * direction > 150 {
            startPitch = moment.pitch
            reached = moment.pitch
            slideStart = age
            return .none
        }
        if (moment.pitch - reached) * direction > 0 { reached = moment.pitch }
        let far = (reached - startPitch) * direction >= abs(semitones) * 100 - 50
        return far && age - slideStart >= Self.slideTicks ? .done : .progress
    }

    /// Follows the note being sung; returns its pitch on the tick it has been held long enough
    /// to count, once.
    private mutating func note(_ moment: ListeningMoment) -> Int? {
        guard moment.isTone else {
            off += 1
            if off > Self.grace { notePitch = 0; noteTicks = 0 }
            return nil
        }
        off = 0
        if notePitch == 0 || abs(moment.pitch - notePitch) > Self.sameNote {
            notePitch = moment.pitch
            noteTicks = 0
        }
        noteTicks += 1
        return noteTicks == Self.noteTicks ? notePitch : nil
    }

    private mutating func leap(_ moment: ListeningMoment, semitones: Int) -> Verdict {
        guard let sung = note(moment) else { return .none }
        defer { reference = sung }
        guard reference != 0 else { return .none }
        let moved = (sung - reference) * semitones.signum()
        if moved >= abs(semitones) * 100 - 50 { return .done }
        return abs(sung - reference) >= 100 ? .miss : .none
    }

    private mutating func melody(_ moment: ListeningMoment, intervals: [Int]) -> Verdict {
        if count > 0, age - lastOnset > TickClock.ticks(3) { return restartMelody() }
        guard let sung = note(moment) else { return .none }
        lastOnset = age
        if count == 0 {
            startPitch = sung
            count = 1
            return .progress
        }
        guard abs(sung - startPitch - intervals[count] * 100) <= Self.inTune else { return restartMelody() }
        count += 1
        return count == intervals.count ? .done : .progress
    }

    private mutating func restartMelody() -> Verdict {
        count = 0
        startPitch = 0
        return .miss
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(fresh)
        for value in [age, held, count, off, lastOnset, firstOnset, startPitch, reached, slideStart, reference, notePitch, noteTicks] {
            hasher.combine(value)
        }
    }
}
