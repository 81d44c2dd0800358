/// LibreSplit split files (JSON): the native Linux timer opens them, and its auto splitter then
/// keeps them up to date with game time.
///
/// Written as LibreSplit saves its own: `title`, `attempt_count`, `finished_count` and one entry
/// per level under `splits` with `title` (the level id), `time` (the personal best's cumulative
/// split) and `best_segment` (the gold), each only when known. LibreSplit keeps times in
/// microseconds and writes them `H:MM:SS.ffffff` (`M:SS.ffffff` under an hour, `S.ffffff` under a
/// minute); ticks are written truncated to the microsecond, like `LiveSplitTime`. LibreSplit
/// fills a missing `best_time` (its best cumulative split) from `time`, so none is written.
///
/// ```swift
/// let text = LibreSplitFile.export(category: definition, record: records.record(for: definition))
/// ```
public enum LibreSplitFile {
    public static let microsecondsPerSecond = 1_000_000

    /// The JSON text for `record`, made for `category`'s levels; the title is the game and the
    /// category (`Sensorium full-game`).
    public static func export(category: CategoryDefinition, record: CategoryRecord) -> String {
        // A record made for another level list does not fit these splits: counts only.
        let fits = record.levelIDs == category.levelIDs
        var object = JSONObject()
        object["title"] = .string("\(LiveSplitFile.gameName) \(category.id)")
        if record.attempts > 0 { object["attempt_count"] = .number(Double(record.attempts)) }
        if record.completed > 0 { object["finished_count"] = .number(Double(record.completed)) }
        let splits: [JSONValue] = category.levelIDs.enumerated().map { index, levelID in
            var split = JSONObject([("title", .string(levelID))])
            if fits, let pb = record.personalBest { split["time"] = .string(format(ticks: pb.splits[index])) }
            if fits, let gold = record.bestSegments[index] { split["best_segment"] = .string(format(ticks: gold)) }
            return .object(split)
        }
        object["splits"] = .array(splits)
        return JSONWriter.pretty(.object(object))
    }

    /// `ticks` as LibreSplit writes a time: `1:23.358333`, `1:00:00.000000`, `0.008333`.
    public static func format(ticks: Int) -> String {
        let micro = ticks * microsecondsPerSecond / TickClock.rate
        let fraction = String(micro % microsecondsPerSecond)
        let dotted = "." + String(repeating: "0", count: 6 - fraction.count) + fraction
        let totalSeconds = micro / microsecondsPerSecond
        let hours = totalSeconds / 3600, minutes = totalSeconds / 60 % 60, seconds = totalSeconds % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours):\(two(minutes)):\(two(seconds))\(dotted)" }
        if minutes > 0 { return "\(minutes):\(two(seconds))\(dotted)" }
        return "\(seconds)\(dotted)"
    }
}
