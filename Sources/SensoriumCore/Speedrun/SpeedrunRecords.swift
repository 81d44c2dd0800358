/// Everything the speedrun mode keeps between sessions, per category: attempt and completion
/// counts, the personal best with its replay, best segments (golds), recent attempts' segments
/// and an imported LiveSplit comparison. Saved inside the progress file as
/// `speedrun.categories` (see `docs/speedrun.md`), strictly validated on load.
///
/// ```swift
/// var store = ProgressStore.load(from: path)
/// var session = SpeedrunSession(definition: category, records: store.progress.speedrunRecords)
/// ...
/// store.progress.speedrunRecords.store(session.record)
/// try store.save()
/// ```
public struct SpeedrunRecords: Equatable, Sendable {
    /// Most attempts kept in each category's `history` (the oldest are dropped first).
    public static let maxHistory = 1000

    /// Records by category id (`full-game`, `level:<id>`).
    public var categories: [String: CategoryRecord]

    public init(categories: [String: CategoryRecord] = [:]) {
        self.categories = categories
    }

    public var isEmpty: Bool { categories.isEmpty }

    /// The record for `definition`: the stored one when it was made for the same levels in the
    /// same order, else a fresh one. A full-game record made before a level was added or
    /// removed compares a different route, so it is not used (and is replaced on `store`).
    public func record(for definition: CategoryDefinition) -> CategoryRecord {
        if let stored = categories[definition.id], stored.levelIDs == definition.levelIDs { return stored }
        return CategoryRecord(categoryID: definition.id, levelIDs: definition.levelIDs)
    }

    /// Stores `record` under its category id, replacing what was there.
    public mutating func store(_ record: CategoryRecord) {
        categories[record.categoryID] = record
    }

    /// Adds a finished run that did not come from a live session — `sensorium verify --save` of
    /// a verified, clean replay — to `definition`'s record: it updates golds and, when faster,
    /// the personal best. It counts no attempt (the run was counted when it was played).
    ///
    /// - Parameter splits: cumulative in-game ticks, one per level, strictly increasing.
    /// - Returns: true when it became the personal best.
    @discardableResult
    public mutating func recordVerifiedRun(_ definition: CategoryDefinition, splits: [Int], replayFile: String?) -> Bool {
        guard splits.count == definition.levelIDs.count, CategoryRecord.isIncreasing(splits) else { return false }
        var record = record(for: definition)
        for index in splits.indices {
            record.offerSegment(index, ticks: splits[index] - (index > 0 ? splits[index - 1] : 0))
        }
        let isBest = record.offerPersonalBest(PersonalBest(splits: splits, realSplitsMilliseconds: nil,
                                                           replayFile: replayFile, attempt: nil))
        store(record)
        return isBest
    }
}

/// One category's history.
public struct CategoryRecord: Equatable, Sendable {
    /// `full-game` or `level:<id>`; the key in `SpeedrunRecords.categories`.
    public var categoryID: String
    /// The split order these records were made for.
    public var levelIDs: [String]
    /// Runs started (by their first input), finished or not.
    public var attempts = 0
    /// Runs that reached the last split.
    public var completed = 0
    /// The fastest finished official run.
    public var personalBest: PersonalBest?
    /// The fastest in-game ticks of each segment in any official run, finished or reset; nil
    /// until the segment was first completed.
    public var bestSegments: [Int?]
    /// The most recent attempts (at most `SpeedrunRecords.maxHistory`), oldest first.
    public var history: [AttemptRecord] = []
    /// A comparison imported from a LiveSplit file (`sensorium splits import`).
    public var imported: ImportedComparison?

    public init(categoryID: String, levelIDs: [String]) {
        self.categoryID = categoryID
        self.levelIDs = levelIDs
        bestSegments = Array(repeating: nil, count: levelIDs.count)
    }

    /// The sum of the best segments: the best time possible from the golds. Nil until every
    /// segment has been completed at least once.
    public var sumOfBest: Int? {
        var total = 0
        for segment in bestSegments {
            guard let segment else { return nil }
            total += segment
        }
        return total
    }

    /// Keeps `ticks` as segment `index`'s best when it is faster (or the first).
    ///
    /// - Returns: true when it is a new gold.
    @discardableResult
    mutating func offerSegment(_ index: Int, ticks: Int) -> Bool {
        guard bestSegments[index].map({ ticks < $0 }) ?? true else { return false }
        bestSegments[index] = ticks
        return true
    }

    /// Keeps `run` as the personal best when it is faster overall (or the first).
    mutating func offerPersonalBest(_ run: PersonalBest) -> Bool {
        guard let final = run.splits.last, personalBest.map({ final < $0.finalTicks }) ?? true else { return false }
        personalBest = run
        return true
    }

    /// Appends an attempt to the history, dropping the oldest beyond the limit.
    mutating func appendHistory(_ attempt: AttemptRecord) {
        history.append(attempt)
        if history.count > SpeedrunRecords.maxHistory { history.removeFirst(history.count - SpeedrunRecords.maxHistory) }
    }

    static func isIncreasing(_ splits: [Int]) -> Bool {
        var previous = 0
        for split in splits {
            guard split > previous else { return false }
            previous = split
        }
        return true
    }
}

/// The fastest finished run of a category.
public struct PersonalBest: Equatable, Sendable {
    /// Cumulative in-game ticks at each split, strictly increasing, one per level.
    public var splits: [Int]
    /// Real time at each split in milliseconds, when it was measured (not for a run saved from
    /// a replay).
    public var realSplitsMilliseconds: [Int]?
    /// The run's replay file name (in the player's replay folder), when it was saved.
    public var replayFile: String?
    /// The attempt number it was, when it was played live.
    public var attempt: Int?

    public init(splits: [Int], realSplitsMilliseconds: [Int]? = nil, replayFile: String? = nil, attempt: Int? = nil) {
        self.splits = splits
        self.realSplitsMilliseconds = realSplitsMilliseconds
        self.replayFile = replayFile
        self.attempt = attempt
    }

    /// The run's final in-game time.
    public var finalTicks: Int { splits.last ?? 0 }
}

/// One attempt's completed segments, for LiveSplit's segment history, and what a LiveSplit file
/// said of it when it was imported from one (the game's own attempts carry no clock time: the
/// core never reads a clock).
public struct AttemptRecord: Equatable, Sendable {
    /// The attempt number (1 is the category's first attempt).
    public var id: Int
    /// In-game ticks of each completed segment, in order; all of them for a finished run.
    public var segments: [Int]
    /// When it started and ended, UTC, as LiveSplit writes it (`MM/dd/yyyy HH:mm:ss`).
    public var started: String?
    public var ended: String?
    /// The finished run's real time in milliseconds, when the timer measured it.
    public var realMilliseconds: Int?

    public init(id: Int, segments: [Int], started: String? = nil, ended: String? = nil, realMilliseconds: Int? = nil) {
        self.id = id
        self.segments = segments
        self.started = started
        self.ended = ended
        self.realMilliseconds = realMilliseconds
    }

    /// Whether `text` is a date as LiveSplit writes one: `MM/dd/yyyy HH:mm:ss`, in range.
    public static func isTimestamp(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 19 else { return false }
        func field(_ range: Range<Int>) -> Int? {
            guard bytes[range].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard bytes[2] == 0x2F, bytes[5] == 0x2F, bytes[10] == 0x20, bytes[13] == 0x3A, bytes[16] == 0x3A,
              let month = field(0..<2), let day = field(3..<5), field(6..<10) != nil,
              let hour = field(11..<13), let minute = field(14..<16), let second = field(17..<19) else { return false }
        return (1...12).contains(month) && (1...31).contains(day) && hour < 24 && minute < 60 && second < 60
    }
}

/// Split times taken from another timer's file, used as a comparison.
public struct ImportedComparison: Equatable, Sendable {
    /// Where it came from (the file's category name), for the player.
    public var name: String
    /// Cumulative in-game ticks per level; nil where the file had no time.
    public var splits: [Int?]

    /// Most bytes of `name` kept.
    public static let maxNameBytes = 256

    public init(name: String, splits: [Int?]) {
        self.name = name
        self.splits = splits
    }

    /// The one rule for a comparison, used by the progress file's reader and by `splits import`,
    /// so an import can never store what the reader would refuse: one entry per level, each
    /// whole number 1 ... `Progress.maxCount` ticks, increasing where present, and a name of at
    /// most `maxNameBytes` bytes.
    ///
    /// - Parameter path: the JSON path (or file element) to name in errors.
    public init(name: String, splits: [Int?], levelCount: Int, path: String) throws(FormatError) {
        guard name.utf8.count <= Self.maxNameBytes else {
            throw FormatError(path: "\(path).name", reason: "longer than \(Self.maxNameBytes) bytes")
        }
        guard splits.count == levelCount else {
            throw FormatError(path: "\(path).splits", reason: "expected \(levelCount) entries, one per level, found \(splits.count)")
        }
        var previous = 0
        for (index, split) in splits.enumerated() {
            guard let split else { continue }
            guard (1...Progress.maxCount).contains(split) else {
                throw FormatError(path: "\(path).splits[\(index)]",
                                reason: "\(split) ticks is outside 1...\(Progress.maxCount) (the longest time the game keeps, 207 days)")
            }
            guard split > previous else { throw FormatError(path: "\(path).splits[\(index)]", reason: "split times must increase") }
            previous = split
        }
        self.init(name: name, splits: splits)
    }
}

// MARK: - JSON

extension SpeedrunRecords {
    /// The `speedrun.categories` object, categories sorted by id.
    public var json: JSONValue {
        var object = JSONObject()
        for id in categories.keys.sorted() { object[id] = categories[id]!.json }
        return .object(object)
    }

    /// Reads and validates `speedrun.categories`, refusing it at its first problem.
    public init(json: JSONValue, path: String) throws(FormatError) {
        try self.init(json: json, path: path) { (problem: FormatError) throws(FormatError) in throw problem }
    }

    /// Reads `speedrun.categories` category by category; `badRecord` is told of each category
    /// that does not validate (and may throw to stop). A category whose only fault is its
    /// imported comparison keeps everything else: the comparison alone is dropped.
    init(json: JSONValue, path: String, badRecord: (FormatError) throws(FormatError) -> Void) throws(FormatError) {
        let reader: JSONObjectReader
        do throws(FormatError) {
            reader = try JSONObjectReader(json, path: path)
        } catch {
            try badRecord(error)
            self.init()
            return
        }
        var categories: [String: CategoryRecord] = [:]
        for (id, item) in reader.object.pairs {
            let itemPath = reader.path(of: id)
            do throws(FormatError) {
                categories[id] = try Self.category(id, json: item, path: itemPath)
            } catch {
                guard case .object(var withoutImport) = item, withoutImport["imported"] != nil else {
                    try badRecord(error)
                    continue
                }
                withoutImport["imported"] = nil
                guard let kept = try? Self.category(id, json: .object(withoutImport), path: itemPath) else {
                    try badRecord(error)
                    continue
                }
                try badRecord(error)
                categories[id] = kept
            }
        }
        self.init(categories: categories)
    }

    private static func category(_ id: String, json: JSONValue, path: String) throws(FormatError) -> CategoryRecord {
        guard let category = ReplayCategory(id) else {
            throw FormatError(path: path, reason: "unknown category \(TerminalText.quoted(id)); expected \"full-game\" or \"level:<id>\"")
        }
        let record = try CategoryRecord(json: json, categoryID: id, path: path)
        if case .level(let level) = category, record.levelIDs != [level] {
            throw FormatError(path: "\(path).levels", reason: "a \(TerminalText.quoted(id)) record must have levels exactly [\(TerminalText.quoted(level))]")
        }
        return record
    }
}
