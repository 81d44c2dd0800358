/// One category's record in `progress.json` (`speedrun.categories.<id>`, `docs/speedrun.md`):
/// the table writes the record and reads it back. Fields are read in file order, so each may be
/// checked against those before it (completions against attempts, golds against the personal
/// best). Every field but `personalBest` and `imported` is required.
extension CategoryRecord {
    var json: JSONValue { .object(CategoryRecord.format.object(self)) }

    init(json: JSONValue, categoryID: String, path: String) throws(FormatError) {
        var reader = try JSONObjectReader(json, path: path)
        self.init(categoryID: categoryID, levelIDs: [])
        try CategoryRecord.format.read(&reader, into: &self) { (problem: FormatError) throws(FormatError) in throw problem }
        try reader.finish()
    }

    /// Computed: closures and key paths are not Sendable.
    static var format: SaveFormat<CategoryRecord> {
        SaveFormat([
            levelsField,
            .int("attempts", \.attempts) { _ in 0...Progress.maxCount },
            .int("completed", \.completed) { 0...$0.attempts },
            personalBestField,
            bestSegmentsField,
            historyField,
            importedField,
        ])
    }

    /// The split order; reading it sizes the record (one gold per level).
    private static var levelsField: SaveField<CategoryRecord> {
        SaveField("levels", write: { .array($0.levelIDs.map { .string($0) }) }) { (reader, key, record, _) throws(FormatError) in
            let levelValues = try reader.array(key)
            guard (1...ReplayHeader.maxLevels).contains(levelValues.count) else {
                throw reader.error(key, "expected 1 to \(ReplayHeader.maxLevels) level ids, found \(levelValues.count)")
            }
            var levelIDs: [String] = []
            for (index, item) in levelValues.enumerated() {
                guard case .string(let id) = item, (1...128).contains(id.utf8.count) else {
                    throw reader.error("\(key)[\(index)]", "expected a level id of 1 to 128 bytes")
                }
                guard !levelIDs.contains(id) else { throw reader.error("\(key)[\(index)]", "\(TerminalText.quoted(id)) is listed twice") }
                levelIDs.append(id)
            }
            record = CategoryRecord(categoryID: record.categoryID, levelIDs: levelIDs)
        }
    }

    private static var personalBestField: SaveField<CategoryRecord> {
        SaveField("personalBest", write: { record in
            guard let personalBest = record.personalBest else { return nil }
            var best = JSONObject()
            if let attempt = personalBest.attempt { best["attempt"] = .number(Double(attempt)) }
            best["splits"] = numbers(personalBest.splits)
            if let real = personalBest.realSplitsMilliseconds { best["realSplitsMs"] = numbers(real) }
            if let file = personalBest.replayFile { best["replay"] = .string(file) }
            return .object(best)
        }) { (reader, key, record, _) throws(FormatError) in
            guard var best = try reader.optionalObject(key) else { return }
            let count = record.levelIDs.count
            let attempt = try best.optionalInt("attempt", in: 1...max(1, record.attempts))
            let splits = try ticks(best.array("splits"), count: count, path: best.path(of: "splits"))
            var real: [Int]?
            if let items = try best.optionalArray("realSplitsMs") {
                let values = try integers(items, count: count, path: best.path(of: "realSplitsMs"), range: 0...Int(Int32.max))
                guard zip(values, values.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                    throw best.error("realSplitsMs", "real split times must not decrease")
                }
                real = values
            }
            let file = try best.optionalString("replay")
            if let file, !isFileName(file) {
                throw best.error("replay", "expected a plain file name (1 to 255 bytes, no \"/\", no control characters)")
            }
            try best.finish()
            record.personalBest = PersonalBest(splits: splits, realSplitsMilliseconds: real, replayFile: file, attempt: attempt)
        }
    }

    /// Golds, one per level (null until first completed); none may be slower than the personal
    /// best's segment.
    private static var bestSegmentsField: SaveField<CategoryRecord> {
        SaveField("bestSegments", write: { .array($0.bestSegments.map { $0.map { .number(Double($0)) } ?? .null }) }) {
            (reader, key, record, _) throws(FormatError) in
            let count = record.levelIDs.count
            let goldItems = try reader.array(key)
            guard goldItems.count == count else {
                throw reader.error(key, "expected \(count) entries, one per level, found \(goldItems.count)")
            }
            for (index, item) in goldItems.enumerated() {
                if item == .null { continue }
                record.bestSegments[index] = try integer(item, path: reader.path(of: "\(key)[\(index)]"), range: 1...Progress.maxCount)
            }
            if let personalBest = record.personalBest {
                for index in 0..<count {
                    let segment = personalBest.splits[index] - (index > 0 ? personalBest.splits[index - 1] : 0)
                    guard let gold = record.bestSegments[index], gold <= segment else {
                        throw reader.error("\(key)[\(index)]", "the personal best's segment (\(segment) ticks) is faster than the best segment")
                    }
                }
            }
        }
    }

    /// Recent attempts, oldest first, numbered upwards within the attempts counted. `started`,
    /// `ended` and `realMs` are written only for attempts imported with them.
    private static var historyField: SaveField<CategoryRecord> {
        SaveField("history", write: { record in
            .array(record.history.map { attempt in
                var entry = JSONObject([("attempt", .number(Double(attempt.id))), ("segments", numbers(attempt.segments))])
                if let started = attempt.started { entry["started"] = .string(started) }
                if let ended = attempt.ended { entry["ended"] = .string(ended) }
                if let real = attempt.realMilliseconds { entry["realMs"] = .number(Double(real)) }
                return .object(entry)
            })
        }) { (reader, key, record, _) throws(FormatError) in
            let count = record.levelIDs.count
            var previousID = 0
            for (index, item) in try reader.array(key).enumerated() {
                var entry = try JSONObjectReader(item, path: reader.path(of: "\(key)[\(index)]"))
                let id = try entry.int("attempt", in: (previousID + 1)...max(previousID + 1, record.attempts))
                guard id <= record.attempts else { throw entry.error("attempt", "attempt \(id) is after the \(record.attempts) attempts counted") }
                let segmentItems = try entry.array("segments")
                guard segmentItems.count <= count else {
                    throw entry.error("segments", "\(segmentItems.count) segments for \(count) levels")
                }
                let segments = try integers(segmentItems, count: segmentItems.count, path: entry.path(of: "segments"), range: 1...Progress.maxCount)
                var dates: [String?] = []
                for dateKey in ["started", "ended"] {
                    let date = try entry.optionalString(dateKey)
                    if let date, !AttemptRecord.isTimestamp(date) {
                        throw entry.error(dateKey, "expected a UTC date as MM/dd/yyyy HH:mm:ss")
                    }
                    dates.append(date)
                }
                let real = try entry.optionalInt("realMs", in: 0...Int(Int32.max))
                try entry.finish()
                previousID = id
                record.history.append(AttemptRecord(id: id, segments: segments, started: dates[0], ended: dates[1], realMilliseconds: real))
            }
            guard record.history.count <= SpeedrunRecords.maxHistory else {
                throw reader.error(key, "\(record.history.count) attempts; at most \(SpeedrunRecords.maxHistory) are kept")
            }
        }
    }

    /// A LiveSplit comparison (`sensorium splits import`).
    private static var importedField: SaveField<CategoryRecord> {
        SaveField("imported", write: { record in
            record.imported.map { imported in
                .object(JSONObject([
                    ("name", .string(imported.name)),
                    ("splits", .array(imported.splits.map { $0.map { .number(Double($0)) } ?? .null })),
                ]))
            }
        }) { (reader, key, record, _) throws(FormatError) in
            guard var entry = try reader.optionalObject(key) else { return }
            let name = try entry.string("name")
            var splits: [Int?] = []
            for (index, item) in try entry.array("splits").enumerated() {
                splits.append(item == .null ? nil : try integer(item, path: entry.path(of: "splits[\(index)]"), range: 0...Int.max))
            }
            record.imported = try ImportedComparison(name: name, splits: splits, levelCount: record.levelIDs.count, path: entry.path)
            try entry.finish()
        }
    }

    private static func numbers(_ values: [Int]) -> JSONValue { .array(values.map { .number(Double($0)) }) }

    /// Cumulative split ticks: `count` whole numbers, strictly increasing from 1.
    private static func ticks(_ items: [JSONValue], count: Int, path: String) throws(FormatError) -> [Int] {
        let values = try integers(items, count: count, path: path, range: 1...Progress.maxCount)
        guard isIncreasing(values) else { throw FormatError(path: path, reason: "split times must increase") }
        return values
    }

    private static func integers(_ items: [JSONValue], count: Int, path: String, range: ClosedRange<Int>) throws(FormatError) -> [Int] {
        guard items.count == count else {
            throw FormatError(path: path, reason: "expected \(count) entries, one per level, found \(items.count)")
        }
        var values: [Int] = []
        for (index, item) in items.enumerated() {
            values.append(try integer(item, path: "\(path)[\(index)]", range: range))
        }
        return values
    }

    private static func integer(_ item: JSONValue, path: String, range: ClosedRange<Int>) throws(FormatError) -> Int {
        guard case .number(let number) = item else {
            throw FormatError(path: path, reason: "expected a whole number, found \(item.typeDescription)")
        }
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw FormatError(path: path, reason: "expected a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return Int(number)
    }

    /// A plain file name: what `PersonalBest.replayFile` may hold.
    static func isFileName(_ name: String) -> Bool {
        (1...255).contains(name.utf8.count) && !name.contains("/") && name != "." && name != ".."
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
