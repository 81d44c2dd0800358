/// LiveSplit splits files (`.lss`): export a category's records so LiveSplit (and
/// livesplit-core, which its web and desktop front ends share) opens them, and import a file's
/// personal best as a comparison.
///
/// Export writes, under `<Run version="1.8.1">`, every element livesplit-core's parser requires
/// (`GameIcon`, `GameName`, `CategoryName`, `Offset`, `AttemptCount`, `Segments`) plus the ones
/// LiveSplit itself writes (`Metadata`, `LayoutPath`, `AttemptHistory`,
/// `AutoSplitterSettings`). Split times are cumulative; best segments and segment history are
/// per segment. Times are in-game time as `GameTime`; real time, as recorded, is written beside
/// it: the personal best's splits when they were measured, and an imported attempt's final
/// time; attempts carry their `started`/`ended` dates when they have them. Import keeps the
/// personal best (as a comparison), golds, segment history and attempts. Set LiveSplit to
/// compare against Game Time. Segment icons are the levels' tile colours (`LiveSplitIcon`).
///
/// ```swift
/// let text = LiveSplitFile.export(category: definition, record: records.record(for: definition))
/// let file = try LiveSplitFile.import(text)
/// file.segments.map(\.personalBestTicks)   // the PB's cumulative splits, in ticks
/// ```
public enum LiveSplitFile {
    public static let gameName = "Sensorium"
    /// The `Run` version written: the one LiveSplit 1.8 and livesplit-core write today.
    public static let version = "1.8.1"
    /// The comparison name LiveSplit gives the personal best.
    public static let personalBestComparison = "Personal Best"
    /// The largest file `import` reads (LiveSplit files with icons and long histories run to a
    /// few megabytes).
    public static let maxFileBytes = 32 << 20

    /// The `.lss` text for `record`, made for `category`'s levels (segment names are level ids);
    /// `tileColors` (by level id) become the segments' icons, as the home screen shows them.
    public static func export(category: CategoryDefinition, record: CategoryRecord, tileColors: [String: RGBA] = [:]) -> String {
        // Records made for another level list do not fit these segments: export the count only.
        var record = record
        if record.levelIDs != category.levelIDs {
            let attempts = record.attempts
            record = CategoryRecord(categoryID: category.id, levelIDs: category.levelIDs)
            record.attempts = attempts
        }
        var xml = XMLWriter()
        xml.open("Run", ["version": version])
        xml.element("GameIcon")
        xml.element("GameName", text: gameName)
        xml.element("CategoryName", text: category.id)
        xml.open("Metadata")
        xml.element("Run", ["id": ""])
        xml.element("Platform", ["usesEmulator": "False"])
        xml.element("Region")
        xml.element("Variables")
        xml.close("Metadata")
        xml.element("LayoutPath")
        xml.element("Offset", text: LiveSplitTime.format(units: 0))
        xml.element("AttemptCount", text: String(record.attempts))

        if record.history.isEmpty {
            xml.element("AttemptHistory")
        } else {
            xml.open("AttemptHistory")
            for attempt in record.history {
                var attributes = [("id", String(attempt.id))]
                if let started = attempt.started { attributes += [("started", started), ("isStartedSynced", "False")] }
                if let ended = attempt.ended { attributes += [("ended", ended), ("isEndedSynced", "False")] }
                xml.open("Attempt", attributeList: attributes)
                if attempt.segments.count == category.levelIDs.count {
                    if let real = attempt.realMilliseconds {
                        xml.element("RealTime", text: LiveSplitTime.format(units: real * (LiveSplitTime.unitsPerSecond / 1000)))
                    }
                    xml.element("GameTime", text: LiveSplitTime.format(ticks: attempt.segments.reduce(0, +)))
                }
                xml.close("Attempt")
            }
            xml.close("AttemptHistory")
        }

        xml.open("Segments")
        for (index, levelID) in category.levelIDs.enumerated() {
            xml.open("Segment")
            xml.element("Name", text: levelID)
            xml.element("Icon", text: tileColors[levelID].map(LiveSplitIcon.text(color:)) ?? "")
            xml.open("SplitTimes")
            if let pb = record.personalBest {
                xml.open("SplitTime", ["name": personalBestComparison])
                if let real = pb.realSplitsMilliseconds?[index] {
                    xml.element("RealTime", text: LiveSplitTime.format(units: real * (LiveSplitTime.unitsPerSecond / 1000)))
                }
                xml.element("GameTime", text: LiveSplitTime.format(ticks: pb.splits[index]))
                xml.close("SplitTime")
            } else {
                xml.element("SplitTime", ["name": personalBestComparison])
            }
            xml.close("SplitTimes")
            if let gold = record.bestSegments[index] {
                xml.open("BestSegmentTime")
                xml.element("GameTime", text: LiveSplitTime.format(ticks: gold))
                xml.close("BestSegmentTime")
            } else {
                xml.element("BestSegmentTime")
            }
            let times = record.history.filter { $0.segments.count > index }
            if times.isEmpty {
                xml.element("SegmentHistory")
            } else {
                xml.open("SegmentHistory")
                for attempt in times {
                    xml.open("Time", ["id": String(attempt.id)])
                    xml.element("GameTime", text: LiveSplitTime.format(ticks: attempt.segments[index]))
                    xml.close("Time")
                }
                xml.close("SegmentHistory")
            }
            xml.close("Segment")
        }
        xml.close("Segments")
        xml.element("AutoSplitterSettings")
        xml.close("Run")
        return xml.text
    }

    /// What `import` reads from a splits file.
    public struct Contents: Equatable, Sendable {
        public enum TimingMethod: String, Sendable { case gameTime = "GameTime", realTime = "RealTime" }

        public struct Segment: Equatable, Sendable {
            public var name: String
            /// The personal best's cumulative split, in ticks; nil when the PB skipped it.
            public var personalBestTicks: Int?
            /// The best segment, in ticks.
            public var bestSegmentTicks: Int?
            /// This segment's time in each attempt that completed it, in ticks, by attempt id.
            public var historyTicks: [Int: Int] = [:]
        }

        /// One `AttemptHistory/Attempt`.
        public struct Attempt: Equatable, Sendable {
            public var id: Int
            /// As written (`MM/dd/yyyy HH:mm:ss`, UTC); nil when absent or not a date.
            public var started: String?
            public var ended: String?
            /// The finished run's real time in nanoseconds.
            public var realNanoseconds: Int?
            /// The finished run's game time in ticks.
            public var gameTicks: Int?
        }

        public var gameName: String
        public var categoryName: String
        public var attemptCount: Int
        /// Which times the ticks were read from: game time when the file has any, else real time.
        public var timingMethod: TimingMethod
        public var segments: [Segment]
        /// The attempt history, in file order.
        public var attempts: [Attempt] = []

        /// The personal best as a comparison for `definition`: one split per level, by position.
        ///
        /// - Throws: `FormatError` when the file has a different number of segments.
        public func comparison(for definition: CategoryDefinition) throws(FormatError) -> ImportedComparison {
            guard segments.count == definition.levelIDs.count else {
                throw FormatError(path: "Run.Segments", reason: "\(segments.count) segments, but \(definition.id) has \(definition.levelIDs.count) levels")
            }
            var name = categoryName
            while name.utf8.count > ImportedComparison.maxNameBytes { name.removeLast() }
            return try ImportedComparison(name: name, splits: segments.map(\.personalBestTicks),
                                          levelCount: definition.levelIDs.count, path: "Run.Segments")
        }

        /// The file's attempts as the game keeps them: ids 1 and up, within the counts the game
        /// keeps (LiveSplit's ids of 0 and below are history merged from other files, not attempts), each with its segments
        /// from the first up to the first one it did not complete (a skipped split ends what
        /// the game can hold), oldest first, at most `SpeedrunRecords.maxHistory`.
        public var attemptRecords: [AttemptRecord] {
            let byID = Dictionary(attempts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let ids = Set(attempts.map(\.id) + segments.flatMap(\.historyTicks.keys)).filter { (1...Progress.maxCount).contains($0) }.sorted()
            let records = ids.map { id in
                var times: [Int] = []
                for segment in segments {
                    guard let ticks = segment.historyTicks[id], (1...Progress.maxCount).contains(ticks) else { break }
                    times.append(ticks)
                }
                let attempt = byID[id]
                let real = attempt?.realNanoseconds.map { $0 / 1_000_000 }.flatMap { (0...Int(Int32.max)).contains($0) ? $0 : nil }
                return AttemptRecord(id: id, segments: times, started: attempt?.started, ended: attempt?.ended,
                                     realMilliseconds: times.count == segments.count ? real : nil)
            }
            return Array(records.suffix(SpeedrunRecords.maxHistory))
        }

        /// Adds the file's golds and attempts to `record` (made for the same levels): each gold
        /// faster than the stored one replaces it; the attempt count becomes the larger of the
        /// two; the attempt history is taken from the file when the record has none of its own
        /// (two histories cannot be merged: both number their attempts from 1). Importing the
        /// same file twice changes nothing the second time.
        public func merge(into record: inout CategoryRecord) {
            guard segments.count == record.levelIDs.count else { return }
            for (index, segment) in segments.enumerated() {
                if let gold = segment.bestSegmentTicks, (1...Progress.maxCount).contains(gold) { record.offerSegment(index, ticks: gold) }
            }
            let history = attemptRecords
            let lastID = history.last?.id ?? 0
            record.attempts = min(Progress.maxCount, max(record.attempts, attemptCount, lastID))
            if record.history.isEmpty, !history.isEmpty {
                record.history = history
                let finished = history.filter { $0.segments.count == segments.count }.count
                record.completed = min(record.attempts, max(record.completed, finished))
            }
        }
    }

    /// Reads a LiveSplit file of any version, as livesplit-core does (no `version` is 1.0.0;
    /// before 1.4.1 times are a real time written as the element's text, before 1.3 the personal
    /// best is `PersonalBestSplitTime`, before 1.5 there are no attempt dates), strictly: the
    /// required elements must be there, times must parse (up to nine fraction digits), personal
    /// best splits must increase.
    ///
    /// - Throws: `FormatError` whose path names the element (`Run.Segments.Segment[2].SplitTimes`).
    public static func `import`(_ text: String) throws(FormatError) -> Contents {
        let root = try XMLReader.parse(Array(text.utf8), limits: .init(maxBytes: maxFileBytes))
        guard root.name == "Run" else { throw FormatError(path: root.name, reason: "not a LiveSplit file: the root element must be <Run>") }
        let versionText = root.attributes["version"] ?? "1.0.0"
        let version = versionText.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) ?? -1 }
        guard (1...4).contains(version.count), !version.contains(-1) else {
            throw FormatError(path: "Run.version", reason: "\(TerminalText.quoted(versionText)) is not a version number")
        }
        func atLeast(_ minimum: [Int]) -> Bool { !version.lexicographicallyPrecedes(minimum) }
        let timesAreElements = atLeast([1, 4, 1])
        func required(_ name: String) throws(FormatError) -> XMLElement {
            guard let element = root.child(name) else {
                throw FormatError(path: "Run.\(name)", reason: "required element is missing")
            }
            return element
        }
        _ = try required("GameIcon")
        let gameName = try required("GameName").trimmedText
        let categoryName = try required("CategoryName").trimmedText
        let offset = try required("Offset")
        guard LiveSplitTime.parse(offset.trimmedText) != nil else {
            throw FormatError(path: "Run.Offset", reason: "\(TerminalText.quoted(offset.trimmedText)) is not a time")
        }
        let attemptText = try required("AttemptCount").trimmedText
        guard let attemptCount = Int(attemptText), attemptCount >= 0 else {
            throw FormatError(path: "Run.AttemptCount", reason: "\(TerminalText.quoted(attemptText)) is not a count")
        }
        let segmentElements = try required("Segments").children("Segment")
        guard !segmentElements.isEmpty else { throw FormatError(path: "Run.Segments", reason: "no segments") }

        struct Times { var game: Int?; var real: Int? }
        func nanoseconds(_ text: String, path: String) throws(FormatError) -> Int? {
            guard !text.isEmpty else { return nil }
            guard let value = LiveSplitTime.parse(text), value >= 0 else {
                throw FormatError(path: path, reason: "\(TerminalText.quoted(text)) is not a time")
            }
            return value
        }
        /// Real and game time in nanoseconds: child elements, or the text itself in old files.
        func times(_ element: XMLElement?, path: String) throws(FormatError) -> Times {
            guard let element else { return Times() }
            guard timesAreElements else { return Times(real: try nanoseconds(element.trimmedText, path: path)) }
            var result = Times()
            for (name, keyPath) in [("GameTime", \Times.game), ("RealTime", \Times.real)] {
                guard let text = element.child(name)?.trimmedText else { continue }
                result[keyPath: keyPath] = try nanoseconds(text, path: "\(path).\(name)")
            }
            return result
        }
        var pb: [Times] = [], gold: [Times] = [], history: [[Int: Times]] = [], names: [String] = []
        for (index, segment) in segmentElements.enumerated() {
            let path = "Run.Segments.Segment[\(index)]"
            names.append(segment.child("Name")?.trimmedText ?? "")
            if atLeast([1, 3]) {
                let split = segment.child("SplitTimes")?.children("SplitTime").first { $0.attributes["name"] == personalBestComparison }
                pb.append(try times(split, path: "\(path).SplitTimes"))
            } else {
                pb.append(try times(segment.child("PersonalBestSplitTime"), path: "\(path).PersonalBestSplitTime"))
            }
            gold.append(try times(segment.child("BestSegmentTime"), path: "\(path).BestSegmentTime"))
            var segmentHistory: [Int: Times] = [:]
            for (timeIndex, time) in (segment.child("SegmentHistory")?.children("Time") ?? []).enumerated() {
                let timePath = "\(path).SegmentHistory.Time[\(timeIndex)]"
                guard let id = time.attributes["id"].flatMap({ Int($0) }) else {
                    throw FormatError(path: "\(timePath).id", reason: "expected an attempt id")
                }
                segmentHistory[id] = try times(time, path: timePath)
            }
            history.append(segmentHistory)
        }
        var attempts: [Contents.Attempt] = []
        if atLeast([1, 5]) {
            for (index, attempt) in (root.child("AttemptHistory")?.children("Attempt") ?? []).enumerated() {
                let path = "Run.AttemptHistory.Attempt[\(index)]"
                guard let id = attempt.attributes["id"].flatMap({ Int($0) }) else {
                    throw FormatError(path: "\(path).id", reason: "expected an attempt id")
                }
                let time = try times(attempt, path: path)
                attempts.append(Contents.Attempt(id: id, started: attempt.attributes["started"].flatMap { AttemptRecord.isTimestamp($0) ? $0 : nil },
                                                 ended: attempt.attributes["ended"].flatMap { AttemptRecord.isTimestamp($0) ? $0 : nil },
                                                 realNanoseconds: time.real, gameTicks: time.game.map(LiveSplitTime.ticks(nanoseconds:))))
            }
        }
        let useGame = pb.contains { $0.game != nil } || !pb.contains { $0.real != nil }
        func ticks(_ times: Times) -> Int? { (useGame ? times.game : times.real).map(LiveSplitTime.ticks(nanoseconds:)) }
        let splits = pb.map(ticks)
        var previous = 0
        for (index, split) in splits.enumerated() {
            guard let split else { continue }
            guard split > previous else {
                throw FormatError(path: "Run.Segments.Segment[\(index)].SplitTimes",
                                reason: "the personal best's split times must increase")
            }
            previous = split
        }
        let segments = names.indices.map { index in
            Contents.Segment(name: names[index], personalBestTicks: splits[index], bestSegmentTicks: ticks(gold[index]),
                             historyTicks: history[index].compactMapValues(ticks))
        }
        return Contents(gameName: gameName, categoryName: categoryName, attemptCount: attemptCount,
                        timingMethod: useGame ? .gameTime : .realTime, segments: segments, attempts: attempts)
    }
}
