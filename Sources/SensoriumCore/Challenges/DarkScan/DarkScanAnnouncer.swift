/// The spoken side of the dark scan, in the talk's words ("small semi-dark colored square
/// detected", "square is not parallel with camera"). The challenge emits each phrase as a
/// `ChallengeEvent.announcement`; the platform speaks it (speech-dispatcher) or shows a caption.
///
/// Rules: at most one phrase per `gapTicks` (1.5 s); never the same phrase twice in a row; the
/// first of the current phrases that differs from the last one spoken is chosen, so a square that
/// stays askew alternates "... square detected" and "square is not parallel with camera", as in
/// the talk, and a view that says one thing says it once.
public struct DarkScanAnnouncer: Equatable, Sendable {
    public static let gapTicks = TickClock.ticks(1.5)

    public private(set) var lastPhrase: String?
    public private(set) var lastTick: Int?

    public init() {}

    /// What there is to say about `quads` (the detector's, best first), most important first.
    public static func phrases(for quads: [DarkQuad], thresholds t: DarkScanThresholds) -> [String] {
        guard let quad = quads.first(where: { $0.isQuadrilateral && $0.darkness >= t.semiDarkTone }) else { return [] }
        let size = quad.size >= t.largeSize ? "large" : "small"
        let tone = quad.darkness >= t.darkTone ? "dark" : "semi-dark"
        let isSquare = quad.squareness >= t.squarenessFrom
        var phrases = ["\(size) \(tone) colored \(isSquare ? "square" : "rectangle") detected"]
        if isSquare && quad.parallelism < 0.5 { phrases.append("square is not parallel with camera") }
        if isSquare && DarkScanThresholds.ramp(quad.surround, from: t.surroundFrom, to: t.surroundTo) < 0.5 {
            phrases.append("square is not surrounded by light")
        }
        return phrases
    }

    /// The phrase to speak at `tick`, if any, given what there is to say now.
    public mutating func next(tick: Int, phrases: [String]) -> String? {
        if let lastTick, tick - lastTick < Self.gapTicks { return nil }
        guard let phrase = phrases.first(where: { $0 != lastPhrase }) else { return nil }
        lastPhrase = phrase
        lastTick = tick
        return phrase
    }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(lastTick ?? -1)
        for byte in (lastPhrase ?? "").utf8 { hasher.combine(Int(byte)) }
    }
}
