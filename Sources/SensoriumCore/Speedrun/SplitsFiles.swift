/// The file side of `sensorium splits export` (LiveSplit `.lss`, or LibreSplit `.json`) and
/// `sensorium splits import` (LiveSplit): the command line
/// parses its arguments, loads the catalog and the progress store, calls these, saves the store
/// after an import and prints the returned line.
///
/// ```swift
/// // sensorium splits export --category full-game -o pb.lss
/// print(try SplitsFiles.export(categoryID: "full-game", catalog: catalog, records: store.progress.speedrunRecords, to: "pb.lss"))
/// // sensorium splits import pb.lss [--category ID]
/// print(try SplitsFiles.import(from: "pb.lss", categoryID: nil, catalog: catalog, records: &store.progress.speedrunRecords))
/// try store.save()
/// ```
public enum SplitsFiles {
    /// Writes `categoryID`'s records at `path` (an `OutputFile`: a file atomically, a FIFO, a
    /// device or `-` as a stream): a LibreSplit split file when the name ends in `.json`, else a
    /// LiveSplit file.
    ///
    /// - Returns: a one-line summary for the player.
    /// - Throws: `FormatError`: an unknown category, or the file could not be written.
    public static func export(categoryID: String, catalog: LevelCatalog, records: SpeedrunRecords, to path: String) throws(FormatError) -> String {
        let definition = try CategoryDefinition(id: categoryID, catalog: catalog)
        let record = records.record(for: definition)
        let text = path.hasSuffix(".json") ? LibreSplitFile.export(category: definition, record: record)
            : LiveSplitFile.export(category: definition, record: record,
                                   tileColors: Dictionary(catalog.levels.map { ($0.id, $0.tile.color) }, uniquingKeysWith: { first, _ in first }))
        do {
            try OutputFile(path).write(Array(text.utf8))
        } catch {
            throw FormatError(file: path, path: "", category: error.category, reason: error.reason)
        }
        let best = record.personalBest.map { "personal best \(TickClock.format($0.finalTicks))" } ?? "no personal best yet"
        return "\(path): \(definition.id), \(definition.levelIDs.count) splits, \(best), \(record.attempts) attempts"
    }

    /// Reads a LiveSplit file into a category's records: its personal best becomes the imported
    /// comparison, and its golds, attempt count and attempt history (segment times, dates, real
    /// time) join the record as `LiveSplitFile.Contents.merge` says. The category is
    /// `categoryID`, or else the file's own category name when it is one of ours (`full-game`,
    /// `level:<id>`, as `export` writes it).
    ///
    /// - Returns: a one-line summary for the player.
    /// - Throws: `FormatError` naming the file: unreadable, malformed, no such category, or a
    ///   segment count that does not match the category.
    public static func `import`(from path: String, categoryID: String?, catalog: LevelCatalog,
                                records: inout SpeedrunRecords) throws(FormatError) -> String {
        let bytes = try FileBytes.readDocument(path, maxBytes: LiveSplitFile.maxFileBytes)
        do throws(FormatError) {
            let contents = try LiveSplitFile.import(String(decoding: bytes, as: UTF8.self))
            let id = categoryID ?? contents.categoryName
            guard ReplayCategory(id) != nil else {
                throw FormatError(path: "Run.CategoryName", reason: "\(TerminalText.quoted(id)) is not a Sensorium category; name one with --category")
            }
            let definition = try CategoryDefinition(id: id, catalog: catalog)
            var record = records.record(for: definition)
            record.imported = try contents.comparison(for: definition)
            contents.merge(into: &record)
            records.store(record)
            let final = contents.segments.last?.personalBestTicks.map(TickClock.format) ?? "no final time"
            let golds = contents.segments.filter { $0.bestSegmentTicks != nil }.count
            return "\(path): imported \(contents.segments.count) splits (\(contents.timingMethod.rawValue)) as the \(definition.id) comparison, final \(final); "
                + "\(golds) golds, \(contents.attemptRecords.count) attempts in the file, \(record.history.count) in the history"
        } catch {
            throw error.inFile(path)
        }
    }
}
