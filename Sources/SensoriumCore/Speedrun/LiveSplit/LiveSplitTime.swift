/// Times as LiveSplit writes them: .NET `TimeSpan` text in 100-nanosecond units,
/// `hh:mm:ss.fffffff` (`00:01:23.4560000`), with `d.` in front past a day.
///
/// A tick is 1/120 s = 83,333.3... units, so ticks are written truncated to the unit (never
/// showing a time before it was reached, like `TickClock`). Reading keeps every digit given, up
/// to nine (livesplit-core, and so LiveSplit One, writes nanoseconds): `parse` returns
/// nanoseconds and `ticks(nanoseconds:)` turns them into the first tick at or after that
/// instant, computed exactly. That one rule applies to every time read from a file, and for the
/// times written here it gives back the tick written: the round trip is exact.
public enum LiveSplitTime {
    /// 100-nanosecond units per second.
    public static let unitsPerSecond = 10_000_000

    /// Units at the end of `ticks` in-game ticks, truncated.
    public static func units(ticks: Int) -> Int {
        ticks * unitsPerSecond / TickClock.rate
    }

    public static let nanosecondsPerSecond = 1_000_000_000

    /// The first tick at or after `nanoseconds` (the exact inverse of `units(ticks:)` for its
    /// values; a time from another timer rounds up to the tick that reaches it). Negative times
    /// round towards zero the same way.
    public static func ticks(nanoseconds: Int) -> Int {
        // ticks = ns * 120 / 1e9 = ns * 3 / 25e6: the smaller factors cannot overflow for any time
        // `parse` accepts (under 10,000 days).
        let numerator = TickClock.rate / 40, denominator = nanosecondsPerSecond / 40
        let scaled = abs(nanoseconds) * numerator
        let ticks = scaled / denominator + (scaled % denominator > 0 ? 1 : 0)
        return nanoseconds < 0 ? -ticks : ticks
    }

    /// `00:01:23.4560000`; `1.02:03:04.0000000` past a day; `-` in front when negative.
    public static func format(units: Int) -> String {
        let sign = units < 0 ? "-" : ""
        let value = abs(units)
        let fraction = value % unitsPerSecond
        let totalSeconds = value / unitsPerSecond
        let days = totalSeconds / 86_400
        let clock = "\(pad(totalSeconds / 3600 % 24, 2)):\(pad(totalSeconds / 60 % 60, 2)):\(pad(totalSeconds % 60, 2)).\(pad(fraction, 7))"
        return sign + (days > 0 ? "\(days).\(clock)" : clock)
    }

    /// `format(units: units(ticks: ticks))`.
    public static func format(ticks: Int) -> String { format(units: units(ticks: ticks)) }

    /// Parses what LiveSplit's and livesplit-core's readers accept: `[-][d.]h:mm:ss[.f...]`,
    /// `m:ss[.f...]` or `s[.f...]`, up to 9 fraction digits, in nanoseconds. Nil for anything else.
    public static func parse(_ text: String) -> Int? {
        var rest = Substring(text)
        var negative = false
        if rest.first == "-" { negative = true; rest = rest.dropFirst() }
        var fields = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count) else { return nil }
        var days = 0
        if fields.count == 3, let dot = fields[0].firstIndex(of: ".") {
            guard let value = number(fields[0][..<dot]) else { return nil }
            days = value
            fields[0] = fields[0][fields[0].index(after: dot)...]
        }
        let secondsField = fields.removeLast()
        var wholeMinutes = 0
        for field in fields {
            guard let value = number(field) else { return nil }
            wholeMinutes = wholeMinutes * 60 + value
        }
        let secondParts = secondsField.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(secondParts.count), let seconds = number(secondParts[0]) else { return nil }
        var fraction = 0
        if secondParts.count == 2 {
            let digits = secondParts[1]
            guard (1...9).contains(digits.count), let value = number(digits) else { return nil }
            fraction = value
            for _ in digits.count..<9 { fraction *= 10 }
        }
        guard days < 10_000, wholeMinutes < 10_000_000, seconds < 10_000_000 else { return nil }
        let total = ((days * 86_400 + wholeMinutes * 60 + seconds) * nanosecondsPerSecond) + fraction
        return negative ? -total : total
    }

    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
