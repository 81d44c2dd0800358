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

    /// Records a solve that cannot count as a time (webcam input, tuned thresholds, a hint,
    /// assist mode): the level is solved, so what it unlocks opens, but its best time stays as it
    /// was. Its ticks, when known, are kept apart as the best unverified time, so the grid still
    /// shows a time under the tile (in its own colour) rather than a bare tick.
    public mutating func recordUnverifiedSolve(levelID: String, ticks: Int? = nil) {
        var level = self[level: levelID]
        level.solves = min(level.solves + 1, Progress.maxCount)
        if let ticks = ticks?.clamped(to: 1...Progress.maxCount) {
            level.unverifiedBestTicks = min(ticks, level.unverifiedBestTicks ?? .max)
        }
        self[level: levelID] = level
    }

    /// The file's bytes: pretty JSON, levels sorted by id so saves diff cleanly.
    public func encode() -> [UInt8] {
        Array(JSONWriter.pretty(.object(Progress.format.object(self))).utf8)
    }

    /// Parses and validates a progress file, refusing it at its first problem. The writer checks
    /// every save with this before writing, so the game never writes what it would not read.
    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> Progress {
        try decode(bytes) { (problem: FormatError) throws(FormatError) in throw problem }
    }

    /// Parses a progress file record by record: a level entry, a speedrun category or its
    /// imported comparison that does not validate is dropped and reported, and every other
    /// record is kept. Only a document that is not a progress file at all (not JSON, not an
    /// object, another format, no `levels` object) is an error.
    ///
    /// - Returns: the good records, and one error per dropped record (naming its JSON path).
    public static func decodeKeepingGoodRecords(_ bytes: [UInt8]) throws(FormatError) -> (progress: Progress, dropped: [FormatError]) {
        var dropped: [FormatError] = []
        let progress = try decode(bytes) { (problem: FormatError) throws(FormatError) in dropped.append(problem) }
        return (progress, dropped)
    }

    /// Reads the file through its one description: `badRecord` decides whether a bad record
    /// stops the read (strict) or is dropped (lenient).
    private static func decode(_ bytes: [UInt8], badRecord: SaveField<Progress>.BadRecord) throws(FormatError) -> Progress {
        let value = try JSONParser(limits: .init(maxBytes: maxFileBytes, maxDepth: 32, maxValues: 1_000_000)).parse(bytes)
        var root = try JSONObjectReader(value, strict: false)
        var progress = Progress()
        try format.read(&root, into: &progress, badRecord: badRecord)
        for key in root.object.keys where !format.fields.contains(where: { $0.key == key }) {
            try badRecord(root.error(key, "unknown field"))
        }
        return progress
    }

    /// The one description of `progress.json` (`docs/settings.md`, `docs/speedrun.md`): the
    /// table writes the file and reads it back. Computed: closures and key paths are not Sendable.
    static var format: SaveFormat<Progress> {
        SaveFormat([
            .formatVersion(formatVersion) { format in
                format > formatVersion
                    ? "format \(format) is from a newer version of the game; this one reads format \(formatVersion)"
                    : "format \(format) is not supported; expected \(formatVersion)"
            },
            levelsField,
            speedrunField,
        ])
    }

    /// Every level's record by id, sorted; a bad record costs only that level.
    private static var levelsField: SaveField<Progress> {
        let level = LevelProgress.format
        return SaveField("levels", write: { progress in
            var object = JSONObject()
            for id in progress.levels.keys.sorted() { object[id] = .object(level.object(progress.levels[id]!)) }
            return .object(object)
        }) { (root, key, progress, badRecord) throws(FormatError) in
            let levelsReader = try root.object(key)
            for (id, item) in levelsReader.object.pairs {
                let path = levelsReader.path(of: id)
                do throws(FormatError) {
                    guard LevelProgress.isLevelID(id) else {
                        throw FormatError(path: path, reason: "a level id must be 1 to 128 bytes")
                    }
                    var reader = try JSONObjectReader(item, path: path)
                    var record = LevelProgress()
                    try level.read(&reader, into: &record) { (problem: FormatError) throws(FormatError) in throw problem }
                    progress.levels[id] = record
                } catch {
                    try badRecord(error)
                }
            }
        }
    }

    /// The typed `categories` and every other key of the `speedrun` object, carried through.
    private static var speedrunField: SaveField<Progress> {
        SaveField("speedrun", write: { progress in
            guard progress.speedrun != nil || !progress.speedrunRecords.isEmpty else { return nil }
            var section = progress.speedrun ?? JSONObject()
            section["categories"] = progress.speedrunRecords.isEmpty ? nil : progress.speedrunRecords.json
            return .object(section)
        }) { (root, key, progress, badRecord) throws(FormatError) in
            do throws(FormatError) {
                progress.speedrun = try root.optionalObject(key)?.object
            } catch {
                try badRecord(error)
            }
            if let categories = progress.speedrun?["categories"] {
                progress.speedrunRecords = try SpeedrunRecords(json: categories, path: "\(key).categories", badRecord: badRecord)
                progress.speedrun?["categories"] = nil
                if progress.speedrun?.count == 0 { progress.speedrun = nil }
            }
        }
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
    /// Best in-game time of an unverifiable solve (a hint, assist mode, webcam input, tuned
    /// thresholds), in ticks; nil when there is none. Never a record: shown apart on the grid.
    public var unverifiedBestTicks: Int?

    public init(bestTicks: Int? = nil, attempts: Int = 0, solves: Int = 0, unverifiedBestTicks: Int? = nil) {
        self.bestTicks = bestTicks
        self.attempts = attempts
        self.solves = solves
        self.unverifiedBestTicks = unverifiedBestTicks
    }

    /// Solved at least once (the home screen shows the tile as solved).
    public var isSolved: Bool { solves > 0 }

    /// What the file accepts as a level id key.
    static func isLevelID(_ id: String) -> Bool { (1...128).contains(id.utf8.count) }

    /// One level's record in the file; every field but `unverifiedBestTicks` is required (files
    /// from before it have none, and it is written only when there is one), and `solved` must
    /// agree with the counts.
    static var format: SaveFormat<LevelProgress> {
        SaveFormat([
            SaveField("solved", write: { .bool($0.isSolved) }) { (reader, key, _, _) throws(FormatError) in
                _ = try reader.bool(key)
            },
            SaveField("bestTicks", write: { $0.bestTicks.map { .number(Double($0)) } ?? .null }) { (reader, key, level, _) throws(FormatError) in
                if reader.has(key), reader.object[key] == .null {
                    _ = reader.optionalValue(key)
                    level.bestTicks = nil
                } else {
                    level.bestTicks = try reader.int(key, in: 1...Progress.maxCount)
                }
            },
            .int("attempts", \.attempts) { _ in 0...Progress.maxCount },
            .int("solves", \.solves) { _ in 0...Progress.maxCount },
            SaveField("unverifiedBestTicks", write: { $0.unverifiedBestTicks.map { .number(Double($0)) } }) { (reader, key, level, _) throws(FormatError) in
                if !reader.has(key) || reader.object[key] == .null {
                    _ = reader.optionalValue(key)
                    level.unverifiedBestTicks = nil
                } else {
                    level.unverifiedBestTicks = try reader.int(key, in: 1...Progress.maxCount)
                }
            },
        ], check: { (reader, level) throws(FormatError) in
            try reader.finish()
            let solved = reader.object["solved"] == .bool(true)
            guard solved || level.bestTicks == nil else {
                throw reader.error("bestTicks", "an unsolved level cannot have a best time")
            }
            guard solved || level.unverifiedBestTicks == nil else {
                throw reader.error("unverifiedBestTicks", "an unsolved level cannot have a best time")
            }
            guard solved == (level.solves > 0) else {
                throw reader.error("solves", solved ? "a solved level was solved at least once" : "an unsolved level has no solves")
            }
        })
    }
}
