import FoundationEssentials

/// What a LiveSplit Server said about its timer when the connection opened: the answers to
/// `LiveSplitCommands.openingLines`, in the order asked (the server answers in order and says
/// nothing unasked).
///
/// LiveSplit's server knows `getsplitcount` on its main branch, but not in release 1.8.37 (that
/// one logs "Invalid command" and answers nothing), so the segment count may never come: the
/// client then calls `splitCountUnanswered()` after a short wait and the run goes on unchecked.
public struct LiveSplitTimerAnswers: Equatable, Sendable {
    /// LiveSplit's `TimerPhase`, as `getcurrenttimerphase` spells it.
    public enum Phase: String, Sendable {
        case notRunning = "NotRunning"
        case running = "Running"
        case paused = "Paused"
        case ended = "Ended"
    }

    public enum SplitCount: Equatable, Sendable {
        case awaited
        /// The server did not answer in time.
        case unknown
        case known(Int)
    }

    public private(set) var phase: Phase?
    /// `getsplitindex`: the segment being run (-1 when not running, the count when ended).
    public private(set) var splitIndex: Int?
    public private(set) var splitCount = SplitCount.awaited
    private var answers = 0

    public init() {}

    /// True once phase and split index are known: enough to continue the timer's run.
    public var knowsTheTimer: Bool { phase != nil && splitIndex != nil }

    /// Takes one line the server sent. Anything beyond the three answers is ignored.
    public mutating func receive(_ line: String) {
        let text = line.trimmingWhitespace(newlines: false)
        switch answers {
        case 0: phase = Phase(rawValue: text) ?? .running   // unknown words: assume a run is held
        case 1: splitIndex = Int(text) ?? 0
        case 2: splitCount = Int(text).map(SplitCount.known) ?? .unknown
        default: return
        }
        answers += 1
    }

    public mutating func splitCountUnanswered() {
        if splitCount == .awaited { splitCount = .unknown }
    }
}
