/// What the listening row brings, each where it first appears: the microphone itself (blow, or
/// hold Tab), a hush, a count of claps (Tab's taps), the note the game sings (Space hums, Up and
/// Down change it), a rhythm clapped back, louder and softer (Right and Left). Each lesson's
/// ghost plays its step's picture from nothing to heard, the keys beside it.
extension ListeningKind {
    public var lessons: [Lesson] { ListeningLessons.all }
}

enum ListeningLessons {
    static let all = [candles, hush, claps, hum, knock, swell]

    static let candles = lesson("candles", .input, "the microphone: blow the candles out (or hold Tab)",
                                "the candle's flame bows and goes out as a breath is heard", [.action(.alternate)])
    static let hush = lesson("hush", .rule, "a hush: a lullaby, then the room kept quiet while the moon sleeps",
                             "the moon's disc fills while nothing is heard", [], showing: "silence")
    static let claps = lesson("claps", .rule, "exactly as many claps as dots (or taps of Tab)",
                              "the dots light one clap at a time", [.action(.alternate)])
    static let hum = lesson("hum", .action, "hum the note the game sings (or hold Space; Up and Down change the note)",
                            "a ghost voice climbs the ladder to the lit rung and hums; the ring closes", [.action(.confirm), .action(.up), .action(.down)])
    static let knock = lesson("knock", .rule, "the rhythm the game knocks, clapped back",
                              "the dots light at the rhythm's times", [])
    static let swell = lesson("swell", .action, "loud, then soft (or Right and Left before Space)",
                              "the speaker's arcs light one by one", [.action(.right), .action(.left)])

    /// A lesson whose ghost draws the level's step of the idea (`showing`, a step's word; the
    /// level's first step without one) heard `phase` of the way.
    private static func lesson(_ levelID: String, _ idea: Lesson.Idea, _ introduces: String, _ shows: String,
                               _ glyphs: [Lesson.Glyph], showing: String? = nil) -> Lesson {
        Lesson(levelID: levelID, idea: idea, introduces: introduces, shows: shows, glyphs: glyphs) { list, frame in
            guard let listening = frame.challenge as? ListeningChallenge else { return PointF(x: 960, y: 540) }
            let step = listening.rules.steps.first { $0.word == showing } ?? listening.step
            listening.drawPicture(into: &list, step: step, center: ListeningChallenge.center, fraction: frame.phase,
                                  color: frame.color.withAlpha(UInt8(255 * frame.opacity)), time: frame.phase * 240)
            ListeningChallenge.drawGhostVoice(into: &list, note: listening.askedNote ?? listening.voice.note, opacity: frame.opacity)
            return PointF(x: ListeningChallenge.center.x, y: ListeningChallenge.center.y + 330)
        }
    }
}
