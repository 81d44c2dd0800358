/// The player's progress: per level, whether it is solved, the best time and how often it was
/// tried; and the `speedrun` section: splits, personal bests and golds per category. Saved as
/// `progress.json` (format 1, `docs/settings.md`, `docs/speedrun.md`) by `ProgressStore`.
public struct Progress: Equatable, Sendable {
    /// The `format` this game writes and reads.
    public static let formatVersion = 1
    /// Largest count or tick value accepted (207 days of ticks; counts stop there).
    public static let maxCount = Int(Int32.max)

    /// Progress per level id. Levels missing from the game (renamed, temporarily broken) are
    /// kept, so nothing is lost when they come back.
    public var levels: [String: LevelProgress]
    /// The speedrun records: `speedrun.categories` in the file, typed and strictly validated.
    public var speedrunRecords: SpeedrunRecords
    /// Every other key of the `speedrun` object, carried through unchanged. Format 1 promised
    /// that whatever a game wrote there is kept (`sensorium save-stress` keeps its check there),
    /// so only `categories` is typed; a `categories` key here is ignored in favour of
    /// `speedrunRecords`. Nil when the file has no `speedrun` object or only `categories`.
    public var speedrun: JSONObject?

    public init(levels: [String: LevelProgress] = [:], speedrun: JSONObject? = nil,
                speedrunRecords: SpeedrunRecords = SpeedrunRecords()) {
        self.levels = levels
        self.speedrun = speedrun
        self.speedrunRecords = speedrunRecords
    }

    /// A level's progress; an untouched level reads as `LevelProgress()`.
    public subscript(level id: String) -> LevelProgress {
        get { levels[id] ?? LevelProgress() }
        set { levels[id] = newValue }
    }

    /// Counts one attempt: call when the player starts playing a level (its first input).
    public mutating func recordAttempt(levelID: String) {
        self[level: levelID].attempts = min(self[level: levelID].attempts + 1, Progress.maxCount)
    }

    /// Records a solve and keeps the better time.
    ///
    /// - Parameter ticks: the in-game time of the solve, in simulation ticks (at least 1).
    /// - Returns: true when this is the level's first solve or a new best time.
    @discardableResult
    public mutating func record(levelID: String, solvedInTicks ticks: Int) -> Bool {
        let ticks = ticks.clamped(to: 1...Progress.maxCount)
        var level = self[level: levelID]
        level.solves = min(level.solves + 1, Progress.maxCount)
        let isBest = level.bestTicks.map { ticks < $0 } ?? true
        if isBest { level.bestTicks = ticks }
        self[level: levelID] = level
        return isBest
    }

    /// Records a solve that cannot count as a time (webcam input, tuned thresholds): the level is
    /// solved, so what it unlocks opens, but its best time stays as it was.
    public mutating func recordUnverifiedSolve(levelID: String) {
        self[level: levelID].solves = min(self[level: levelID].solves + 1, Progress.maxCount)
    }

    /// The file's bytes: pretty JSON, levels sorted by id so saves diff cleanly.
    public func encode() -> [UInt8] {
        var levelObject = JSONObject()
        for id in levels.keys.sorted() {
            levelObject[id] = levels[id]!.json
        }
        var root = JSONObject()
        root["format"] = .number(Double(Progress.formatVersion))
        root["levels"] = .object(levelObject)
        if speedrun != nil || !speedrunRecords.isEmpty {
            var section = speedrun ?? JSONObject()
            section["categories"] = speedrunRecords.isEmpty ? nil : speedrunRecords.json
            root["speedrun"] = .object(section)
        }
        return Array(JSONWriter.pretty(.object(root)).utf8)
    }

    /// Parses and validates a progress file, refusing it at its first problem. The writer checks
    /// every save with this before writing, so the game never writes what it would not read.
    public static func decode(_ bytes: [UInt8]) throws(JSONError) -> Progress {
        try decode(bytes) { (problem: JSONError) throws(JSONError) in throw problem }
    }

    /// Parses a progress file record by record: a level entry, a speedrun category or its
    /// imported comparison that does not validate is dropped and reported, and every other
    /// record is kept. Only a document that is not a progress file at all (not JSON, not an
    /// object, another format, no `levels` object) is an error.
    ///
    /// - Returns: the good records, and one error per dropped record (naming its JSON path).
    public static func decodeKeepingGoodRecords(_ bytes: [UInt8]) throws(JSONError) -> (progress: Progress, dropped: [JSONError]) {
        var dropped: [JSONError] = []
        let progress = try decode(bytes) { (problem: JSONError) throws(JSONError) in dropped.append(problem) }
        return (progress, dropped)
    }

    /// The one description of the file: `badRecord` decides whether a bad record stops the read
    /// (strict) or is dropped (lenient).
    private static func decode(_ bytes: [UInt8], badRecord: (JSONError) throws(JSONError) -> Void) throws(JSONError) -> Progress {
        let value = try JSONParser(limits: .init(maxBytes: maxFileBytes, maxDepth: 32, maxValues: 1_000_000)).parse(bytes)
        var root = try JSONObjectReader(value, strict: false)
        let format = try root.int("format", in: 0...Int(Int32.max))
        guard format == formatVersion else {
            throw root.error("format", format > formatVersion
                ? "format \(format) is from a newer version of the game; this one reads format \(formatVersion)"
                : "format \(format) is not supported; expected \(formatVersion)")
        }
        let levelsReader = try root.object("levels")
        var levels: [String: LevelProgress] = [:]
        for (id, item) in levelsReader.object.pairs {
            let path = levelsReader.path(of: id)
            do throws(JSONError) {
                guard LevelProgress.isLevelID(id) else {
                    throw JSONError(path: path, reason: "a level id must be 1 to 128 bytes")
                }
                levels[id] = try LevelProgress(json: item, path: path)
            } catch {
                try badRecord(error)
            }
        }
        var speedrun: JSONObject?
        var records = SpeedrunRecords()
        do throws(JSONError) {
            speedrun = try root.optionalObject("speedrun")?.object
        } catch {
            try badRecord(error)
        }
        if let categories = speedrun?["categories"] {
            records = try SpeedrunRecords(json: categories, path: "speedrun.categories", badRecord: badRecord)
            speedrun?["categories"] = nil
            if speedrun?.count == 0 { speedrun = nil }
        }
        for key in root.object.keys where !["format", "levels", "speedrun"].contains(key) {
            try badRecord(root.error(key, "unknown field"))
        }
        return Progress(levels: levels, speedrun: speedrun, speedrunRecords: records)
    }

    /// The largest progress file read (a few hundred levels take a few tens of kilobytes).
    public static let maxFileBytes = 16 << 20
}

/// One level's record.
public struct LevelProgress: Equatable, Sendable {
    /// Best in-game time of a verifiable solve, in ticks; nil until there is one.
    public var bestTicks: Int?
    /// Attempts started, solved or not.
    public var attempts: Int
    /// Times the level was solved.
    public var solves: Int

    public init(bestTicks: Int? = nil, attempts: Int = 0, solves: Int = 0) {
        self.bestTicks = bestTicks
        self.attempts = attempts
        self.solves = solves
    }

    /// Solved at least once (the home screen shows the tile as solved).
    public var isSolved: Bool { solves > 0 }

    /// What the file accepts as a level id key.
    static func isLevelID(_ id: String) -> Bool { (1...128).contains(id.utf8.count) }

    var json: JSONValue {
        .object(JSONObject([
            ("solved", .bool(isSolved)),
            ("bestTicks", bestTicks.map { .number(Double($0)) } ?? .null),
            ("attempts", .number(Double(attempts))),
            ("solves", .number(Double(solves))),
        ]))
    }

    init(json: JSONValue, path: String) throws(JSONError) {
        var reader = try JSONObjectReader(json, path: path)
        let solved = try reader.bool("solved")
        let best: Int?
        if reader.has("bestTicks"), reader.object["bestTicks"] == .null {
            _ = reader.optionalValue("bestTicks")
            best = nil
        } else {
            best = try reader.int("bestTicks", in: 1...Progress.maxCount)
        }
        attempts = try reader.int("attempts", in: 0...Progress.maxCount)
        solves = try reader.int("solves", in: 0...Progress.maxCount)
        try reader.finish()
        bestTicks = best
        guard solved || best == nil else {
            throw reader.error("bestTicks", "an unsolved level cannot have a best time")
        }
        guard solved == (solves > 0) else {
            throw reader.error("solves", solved ? "a solved level was solved at least once" : "an unsolved level has no solves")
        }
    }
}
