/// In-game time is a count of fixed simulation ticks; this is the one place that turns ticks
/// into seconds and into the text a speedrunner reads.
public enum TickClock {
    /// Simulation ticks per second.
    public static let rate = 120

    public static func seconds(_ ticks: Int) -> Double { Double(ticks) / Double(rate) }

    /// Whole ticks in `seconds`, rounded to the nearest tick.
    public static func ticks(_ seconds: Double) -> Int { Int((seconds * Double(rate)).rounded()) }

    /// Milliseconds elapsed at the start of tick `ticks`, truncated, so a time is never shown
    /// before it has been reached.
    public static func milliseconds(_ ticks: Int) -> Int { ticks * 1000 / rate }

    /// `m:ss.mmm` (or `h:mm:ss.mmm` past an hour).
    public static func format(_ ticks: Int) -> String {
        let sign = ticks < 0 ? "-" : ""
        let total = milliseconds(abs(ticks))
        let millis = total % 1000
        let seconds = total / 1000 % 60
        let minutes = total / 60_000 % 60
        let hours = total / 3_600_000
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        if hours > 0 { return "\(sign)\(hours):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(millis, 3))" }
        return "\(sign)\(minutes):\(pad(seconds, 2)).\(pad(millis, 3))"
    }
}
