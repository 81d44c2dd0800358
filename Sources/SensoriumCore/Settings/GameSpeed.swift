/// Assist mode's game speed (Celeste's idea): the simulation runs the same ticks, each taking
/// longer in real time, so a level can be played at half speed. In-game time stays exact ticks;
/// an attempt or run played below full speed is flagged `assist` and never sets a record. The
/// raw values are the settings file's strings.
public enum GameSpeed: String, CaseIterable, Comparable, Sendable {
    case half = "50%"
    case seventy = "70%"
    case eightyFive = "85%"
    case full = "100%"

    /// The share of real time's pace, 0.5 ... 1.0.
    public var fraction: Double {
        switch self {
        case .half: return 0.5
        case .seventy: return 0.7
        case .eightyFive: return 0.85
        case .full: return 1
        }
    }

    /// Real seconds one 120 Hz tick takes at this speed: 1/120 s at full speed, 1/60 s at half.
    public var secondsPerTick: Double { 1 / (Double(TickClock.rate) * fraction) }

    /// Below full speed: the play is assisted.
    public var isAssist: Bool { self != .full }

    public static func < (lhs: GameSpeed, rhs: GameSpeed) -> Bool { lhs.fraction < rhs.fraction }
}
