/// Practice of a category's route from one of its levels (`play --run full-game --from LEVEL`),
/// as runners practise a chapter in Celeste: the run starts at that level, frozen until the
/// first input like any run, and goes on along the route to its end. Each split is compared
/// with the category's golds cumulated from that level, so the first split is judged against
/// that segment's gold. A practice is never a record: it counts no attempt, sets no gold and no
/// personal best, keeps no replay and drives no outside timer.
public struct PracticeRoute: Equatable, Sendable {
    /// The practised part of the route: the category's levels from the chosen one on.
    public let definition: CategoryDefinition
    /// The index of the first practised level in the whole route.
    public let firstIndex: Int
    /// What the practice compares with: the category's golds for these levels, nothing else.
    public let comparisonRecord: CategoryRecord

    /// - Throws: `FormatError` at path `from` when `levelID` is not on the route.
    public init(_ route: CategoryDefinition, from levelID: String, records: SpeedrunRecords) throws(FormatError) {
        guard let index = route.levelIDs.firstIndex(of: levelID) else {
            throw FormatError(path: "from", reason: "\(TerminalText.quoted(levelID)) is not a level of \(route.id)'s route")
        }
        let levels = Array(route.levelIDs[index...])
        firstIndex = index
        definition = CategoryDefinition(category: route.category, levelIDs: levels)
        var record = CategoryRecord(categoryID: route.id, levelIDs: levels)
        record.bestSegments = Array(records.record(for: route).bestSegments[index...])
        comparisonRecord = record
    }
}
