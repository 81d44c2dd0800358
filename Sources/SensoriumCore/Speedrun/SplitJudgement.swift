/// How a split (or the live time) compares, in the terms runners read from colours: ahead or
/// behind the comparison, gaining or losing time against it over the last segment, or a gold
/// (a best segment). `SpeedrunHUD` turns each case into LiveSplit's familiar colour.
public enum SplitJudgement: Equatable, Sendable {
    /// Nothing to compare with (no personal best yet, no time yet).
    case neutral
    /// Ahead of the comparison and gained time on this segment (green).
    case aheadGaining
    /// Ahead, but lost time on this segment (light green).
    case aheadLosing
    /// Behind, but gained time on this segment (light red).
    case behindGaining
    /// Behind and lost time on this segment (red).
    case behindLosing
    /// The segment beat the best segment (gold).
    case gold
    /// A finished run that is the new personal best (blue, on the timer).
    case personalBest

    /// Judges a split from its delta to the comparison and the previous split's delta.
    ///
    /// - Parameters:
    ///   - delta: this split minus the comparison's split, in ticks; negative is ahead. Nil
    ///     when the comparison has no time here.
    ///   - previousDelta: the same for the previous split (0 before the first split); nil when
    ///     unknown, and then gaining/losing is decided by ahead/behind alone.
    ///   - isGold: the segment is a new best segment; gold wins over everything.
    public static func judge(delta: Int?, previousDelta: Int?, isGold: Bool) -> SplitJudgement {
        if isGold { return .gold }
        guard let delta else { return .neutral }
        let ahead = delta < 0
        let gaining = previousDelta.map { delta < $0 } ?? ahead
        switch (ahead, gaining) {
        case (true, true): return .aheadGaining
        case (true, false): return .aheadLosing
        case (false, true): return .behindGaining
        case (false, false): return .behindLosing
        }
    }
}

/// What happened at one split, for the game (sounds, flashes) and the HUD.
public struct SplitOutcome: Equatable, Sendable {
    /// The split's index (= the level's position in the category).
    public var index: Int
    /// Cumulative in-game ticks at this split.
    public var splitTicks: Int
    /// This segment's ticks: the split minus the previous split.
    public var segmentTicks: Int
    /// Split minus the comparison's split (negative is ahead); nil without a comparison time.
    public var delta: Int?
    /// The segment beat the best segment known when the run started (or is the first time it
    /// was completed).
    public var isGold: Bool
    public var judgement: SplitJudgement
    /// The last split: the run is finished.
    public var finishesRun: Bool
    /// The finished run became the personal best.
    public var isPersonalBest: Bool
}

/// Which split times the live deltas compare against.
public enum ComparisonSource: String, CaseIterable, Sendable {
    /// The category's personal best (the default).
    case personalBest
    /// The comparison imported from a LiveSplit file, where there is one.
    case imported
    /// The golds, cumulated: LiveSplit's "Best Segments" comparison.
    case bestSegments
}
