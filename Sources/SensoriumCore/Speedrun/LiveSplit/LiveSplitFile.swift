/// LiveSplit splits files (`.lss`): export a category's records so LiveSplit (and
/// livesplit-core, which its web and desktop front ends share) opens them, and import a file's
/// personal best as a comparison.
///
/// Export writes, under `<Run version="1.7.0">`, every element livesplit-core's parser requires
/// (`GameIcon`, `GameName`, `CategoryName`, `Offset`, `AttemptCount`, `Segments`) plus the ones
/// LiveSplit itself writes (`Metadata`, `LayoutPath`, `AttemptHistory`,
/// `AutoSplitterSettings`). Split times are cumulative; best segments and segment history are
/// per segment. Times are in-game time as `GameTime`; the personal best also carries its
/// `RealTime` when it was measured. Set LiveSplit to compare against Game Time.
///
/// ```swift
/// let text = LiveSplitFile.export(category: definition, record: records.record(for: definition))
/// let file = try LiveSplitFile.import(text)
/// file.segments.map(\.personalBestTicks)   // the PB's cumulative splits, in ticks
/// ```
public enum LiveSplitFile {
    public static let gameName = "Sensorium"
    /// The `Run` version written; LiveSplit has written 1.7.0 since 1.7 and livesplit-core reads it.
    public static let version = "1.7.0"
    /// The comparison name LiveSplit gives the personal best.
    public static let personalBestComparison = "Personal Best"
    /// The largest file `import` reads (LiveSplit files with icons and long histories run to a
    /// few megabytes).
    public static let maxFileBytes = 32 << 20

    /// The `.lss` text for `record`, made for `category`'s levels (segment names are level ids).
    public static func export(category: CategoryDefinition, record: CategoryRecord) -> String {
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
                if attempt.segments.count == category.levelIDs.count {
                    xml.open("Attempt", ["id": String(attempt.id)])
                    xml.element("GameTime", text: LiveSplitTime.format(ticks: attempt.segments.reduce(0, +)))
                    xml.close("Attempt")
                } else {
                    xml.element("Attempt", ["id": String(attempt.id)])
                }
            }
            xml.close("AttemptHistory")
        }

        xml.open("Segments")
        for (index, levelID) in category.levelIDs.enumerated() {
            xml.open("Segment")
            xml.element("Name", text: levelID)
            xml.element("Icon")
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
        }

        public var gameName: String
        public var categoryName: String
        public var attemptCount: Int
        /// Which times the ticks were read from: game time when the file has any, else real time.
        public var timingMethod: TimingMethod
        public var segments: [Segment]

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
    }

    /// Reads a LiveSplit file (version 1.4.1 or later, as LiveSplit has written since 2015) the
    /// way livesplit-core does, strictly: the required elements must be there, times must
    /// parse, personal best splits must increase.
    ///
    /// - Throws: `FormatError` whose path names the element (`Run.Segments.Segment[2].SplitTimes`).
    public static func `import`(_ text: String) throws(FormatError) -> Contents {
        let root = try XMLReader.parse(Array(text.utf8), limits: .init(maxBytes: maxFileBytes))
        guard root.name == "Run" else { throw FormatError(path: root.name, reason: "not a LiveSplit file: the root element must be <Run>") }
        let versionText = root.attributes["version"] ?? "1.0.0"
        let version = versionText.split(separator: ".").map { Int($0) ?? -1 }
        guard version.count <= 4, !version.contains(-1) else {
            throw FormatError(path: "Run.version", reason: "\(TerminalText.quoted(versionText)) is not a version number")
        }
        guard version.lexicographicallyPrecedes([1, 4, 1]) == false else {
            throw FormatError(path: "Run.version", reason: "version \(versionText) is older than 1.4.1; open and save the file in a current LiveSplit first")
        }
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
        func times(_ element: XMLElement?, path: String) throws(FormatError) -> Times {
            guard let element else { return Times() }
            var result = Times()
            for (name, keyPath) in [("GameTime", \Times.game), ("RealTime", \Times.real)] {
                guard let text = element.child(name)?.trimmedText, !text.isEmpty else { continue }
                guard let units = LiveSplitTime.parse(text), units >= 0 else {
                    throw FormatError(path: "\(path).\(name)", reason: "\(TerminalText.quoted(text)) is not a time")
                }
                result[keyPath: keyPath] = LiveSplitTime.ticks(units: units)
            }
            return result
        }
        var pbGame: [Int?] = [], pbReal: [Int?] = [], goldGame: [Int?] = [], goldReal: [Int?] = [], names: [String] = []
        for (index, segment) in segmentElements.enumerated() {
            let path = "Run.Segments.Segment[\(index)]"
            names.append(segment.child("Name")?.trimmedText ?? "")
            let pb = segment.child("SplitTimes")?.children("SplitTime").first { $0.attributes["name"] == personalBestComparison }
            let pbTimes = try times(pb, path: "\(path).SplitTimes")
            let goldTimes = try times(segment.child("BestSegmentTime"), path: "\(path).BestSegmentTime")
            pbGame.append(pbTimes.game); pbReal.append(pbTimes.real)
            goldGame.append(goldTimes.game); goldReal.append(goldTimes.real)
        }
        let useGame = pbGame.contains { $0 != nil } || !pbReal.contains { $0 != nil }
        let splits = useGame ? pbGame : pbReal
        let golds = useGame ? goldGame : goldReal
        var previous = 0
        for (index, split) in splits.enumerated() {
            guard let split else { continue }
            guard split > previous else {
                throw FormatError(path: "Run.Segments.Segment[\(index)].SplitTimes",
                                reason: "the personal best's split times must increase")
            }
            previous = split
        }
        let segments = names.indices.map {
            Contents.Segment(name: names[$0], personalBestTicks: splits[$0], bestSegmentTicks: golds[$0])
        }
        return Contents(gameName: gameName, categoryName: categoryName, attemptCount: attemptCount,
                        timingMethod: useGame ? .gameTime : .realTime, segments: segments)
    }
}
