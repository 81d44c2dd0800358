/// One category's speedrun mode as the game loop sees it: the run's clock (`RunTimer`), the
/// category's records (attempts, personal best, golds, history), live comparisons and the
/// state the HUD and LiveSplit show. A value with no clock, no files and no globals: the loop
/// passes tick numbers and wall-clock durations in and persists `record` when it changes.
///
/// Rules, as runners expect them:
/// - A run starts on the tick of its first input (`start`) and counts as an attempt then.
/// - Each solve is a split (`split`); a completed segment that beats its best segment becomes
///   the new gold at once, so a run reset later still keeps its golds.
/// - Finishing counts a completed run; a faster finish becomes the personal best.
/// - Level restart (R) never stops the clock (`restartLevel` only counts it). Reset (Shift+R,
///   Back on a pad) ends the attempt and re-arms the timer for the next first input.
/// - A run marked unofficial (an assist, a debug tweak...) still shows its time and deltas, but
///   from then on updates no gold, no history and no personal best.
///
/// ```swift
/// var session = SpeedrunSession(definition: category, records: progress.speedrunRecords)
/// // each simulated tick, before anything else:
/// if session.timer.phase == .ready, RunStart.isInput(command, previous: last) { session.start(atTick: game.tick) }
/// // when the level of the run is solved on tick `game.tick`:
/// if let outcome = session.split(levelID: id, solvedAtTick: game.tick) { ... save progress ... }
/// ```
public struct SpeedrunSession: Sendable {
    public let definition: CategoryDefinition
    public private(set) var timer: RunTimer
    /// The category's records, updated as the run goes; store them in the progress file
    /// (`SpeedrunRecords.store`) after `start`, `split` and `reset`.
    public private(set) var record: CategoryRecord
    /// False once `markUnofficial` was called for this attempt; always false in practice.
    public private(set) var isOfficial = true
    /// A practice of part of a category's route (`PracticeRoute`): compared with the golds,
    /// never a record of its own.
    public private(set) var isPractice = false
    /// The attempt number of the current run (1 is the category's first), nil before a start.
    public private(set) var attemptID: Int?
    /// What each split of the current run did.
    public private(set) var outcomes: [SplitOutcome] = []
    /// The comparison's cumulative split ticks, taken when the run was armed so a new personal
    /// best does not change the deltas of the run that set it.
    public private(set) var comparisonSplits: [Int?]
    /// The golds when the run was armed: gold detection and gold deltas compare with these.
    public private(set) var goldsAtStart: [Int?]
    /// The file name the game saves this attempt's replay under; it becomes the personal best's
    /// `replayFile` when the run is one.
    public var replayFile: String?
    /// Which times the deltas compare against. Takes effect at the next reset (or now, before
    /// a start).
    public var comparison: ComparisonSource {
        didSet { if timer.phase == .ready { snapshotComparison() } }
    }

    public init(definition: CategoryDefinition, records: SpeedrunRecords, comparison: ComparisonSource = .personalBest) {
        self.definition = definition
        timer = RunTimer(levelIDs: definition.levelIDs)
        record = records.record(for: definition)
        self.comparison = comparison
        comparisonSplits = []
        goldsAtStart = []
        snapshotComparison()
    }

    /// A practice session over `route`'s levels (a part of a category's route), comparing each
    /// split with the golds cumulated from its first level. It updates no record: `record` is a
    /// copy made for the comparison, never to be stored.
    public init(practice route: PracticeRoute) {
        self.init(definition: route.definition, records: SpeedrunRecords(categories: [route.definition.id: route.comparisonRecord]),
                  comparison: .bestSegments)
        isPractice = true
        isOfficial = false
    }

    // MARK: - Events from the game loop

    /// Starts the run on the caller's tick that carried the first input; counts the attempt.
    ///
    /// - Returns: false (nothing happens) unless the timer was ready.
    @discardableResult
    public mutating func start(atTick tick: Int) -> Bool {
        guard timer.start(atTick: tick) else { return false }
        record.attempts = min(record.attempts + 1, Progress.maxCount)
        attemptID = record.attempts
        if isOfficial { record.appendHistory(AttemptRecord(id: record.attempts, segments: [])) }
        return true
    }

    /// Records the solve of the run's current level on the caller's tick `tick`.
    ///
    /// - Returns: the split's outcome, or nil when it is not a split of this run (not running,
    ///   another level, or the same tick as the previous split).
    @discardableResult
    public mutating func split(levelID: String, solvedAtTick tick: Int) -> SplitOutcome? {
        guard let index = timer.split(levelID: levelID, solvedAtTick: tick) else { return nil }
        let split = timer.splits[index]
        let segment = timer.segment(index)
        let isGold = goldsAtStart[index].map { segment < $0 } ?? true
        let delta = comparisonSplits[index].map { split - $0 }
        let previousDelta: Int? = index == 0 ? 0 : outcomes[index - 1].delta
        var outcome = SplitOutcome(index: index, splitTicks: split, segmentTicks: segment, delta: delta, isGold: isGold,
                                   judgement: .judge(delta: delta, previousDelta: previousDelta, isGold: isGold),
                                   finishesRun: timer.phase == .finished, isPersonalBest: false)
        if isOfficial {
            record.offerSegment(index, ticks: segment)
            if let last = record.history.indices.last, record.history[last].id == attemptID {
                record.history[last].segments.append(segment)
            }
        }
        if outcome.finishesRun {
            record.completed = min(record.completed + 1, record.attempts)
            if isOfficial {
                let real = timer.realSplits.map { Int(($0 * 1000).rounded(.down)) }
                outcome.isPersonalBest = record.offerPersonalBest(PersonalBest(
                    splits: timer.splits, realSplitsMilliseconds: real, replayFile: replayFile, attempt: attemptID))
            }
        }
        outcomes.append(outcome)
        return outcome
    }

    /// Counts an instant level restart (R). The clock keeps running.
    public mutating func restartLevel() {
        timer.restartLevel()
    }

    /// Resets the run (Shift+R, Back on a pad): the attempt ends where it is (it was counted at
    /// its start; its completed segments already updated the golds) and the timer is armed for
    /// the next first input, comparing against the records as they are now.
    ///
    /// - Returns: true when a started run was ended unfinished.
    @discardableResult
    public mutating func reset() -> Bool {
        let endedRunning = timer.phase == .running
        timer.reset()
        outcomes = []
        attemptID = nil
        isOfficial = !isPractice
        replayFile = nil
        snapshotComparison()
        return endedRunning
    }

    /// Adds a frame's wall-clock duration to the real time (while running; pause included).
    public mutating func addRealTime(_ seconds: Double) {
        timer.addRealTime(seconds)
    }

    /// Marks the current attempt unofficial (its replay got a flag). Until the next reset it
    /// updates no gold, no history and no personal best.
    public mutating func markUnofficial() {
        guard isOfficial else { return }
        isOfficial = false
        if timer.phase != .ready, let last = record.history.indices.last, record.history[last].id == attemptID {
            record.history.removeLast()
        }
    }

    // MARK: - Live values

    /// In-game ticks shown after the caller's tick `tick`.
    public func ticks(atTick tick: Int) -> Int { timer.ticks(atTick: tick) }

    /// The live delta of the current segment against the comparison, shown as runners expect:
    /// only once behind the comparison's split, or once losing time on a segment already slower
    /// than its gold. Nil otherwise, and unless running.
    public func liveDelta(atTick tick: Int) -> (delta: Int, judgement: SplitJudgement)? {
        guard timer.phase == .running else { return nil }
        let index = timer.splits.count
        guard let target = comparisonSplits[index] else { return nil }
        let now = timer.ticks(atTick: tick)
        let delta = now - target
        let previousDelta: Int? = index == 0 ? 0 : outcomes[index - 1].delta
        let segment = now - (timer.splits.last ?? 0)
        let slowerThanGold = goldsAtStart[index].map { segment > $0 } ?? false
        guard delta > 0 || (slowerThanGold && delta > (previousDelta ?? delta)) else { return nil }
        return (delta, .judge(delta: delta, previousDelta: previousDelta, isGold: false))
    }

    /// The current segment's ticks so far, and their difference to its gold at the run's start
    /// (negative: still under the gold). Nil unless running.
    public func currentSegment(atTick tick: Int) -> (ticks: Int, versusGold: Int?)? {
        guard timer.phase == .running else { return nil }
        let ticks = timer.ticks(atTick: tick) - (timer.splits.last ?? 0)
        return (ticks, goldsAtStart[timer.splits.count].map { ticks - $0 })
    }

    /// Everything `SpeedrunHUD.draw` shows after the caller's tick `tick`.
    ///
    /// - Parameters:
    ///   - expanded: show the splits (the HUD key toggles it; the timer alone by default).
    ///   - labels: each level's colour, kind and place (`SpeedrunHUD.labels`), the split's label in a
    ///     game without words.
    public func hudState(atTick tick: Int, expanded: Bool, labels: [String: SpeedrunHUD.Label]) -> SpeedrunHUD.State {
        let live = liveDelta(atTick: tick)
        var timerJudgement = SplitJudgement.neutral
        switch timer.phase {
        case .ready:
            break
        case .running:
            let index = timer.splits.count
            if let target = comparisonSplits[index] {
                timerJudgement = timer.ticks(atTick: tick) < target ? .aheadGaining : .behindLosing
            }
        case .finished:
            if let last = outcomes.last {
                timerJudgement = last.isPersonalBest ? .personalBest : (last.delta.map { $0 < 0 ? .aheadGaining : .behindLosing } ?? .neutral)
            }
        }
        var rows: [SpeedrunHUD.Row] = []
        for (index, id) in definition.levelIDs.enumerated() {
            let label = labels[id] ?? SpeedrunHUD.Label(color: RGBA(128, 128, 128))
            var row: SpeedrunHUD.Row
            if index < outcomes.count {
                let outcome = outcomes[index]
                row = .init(levelColor: label.color, ticks: outcome.splitTicks, delta: outcome.delta,
                            judgement: outcome.judgement, isDone: true, isCurrent: false)
            } else {
                let isCurrent = timer.phase == .running && index == timer.splits.count
                row = .init(levelColor: label.color, ticks: comparisonSplits[index],
                            delta: isCurrent ? live?.delta : nil,
                            judgement: isCurrent ? (live?.judgement ?? .neutral) : .neutral,
                            isDone: false, isCurrent: isCurrent)
            }
            row.kind = label.kind
            row.ordinal = label.ordinal
            rows.append(row)
        }
        let segment = currentSegment(atTick: tick)
        return SpeedrunHUD.State(timerTicks: timer.ticks(atTick: tick), timerJudgement: timerJudgement,
                                 phase: timer.phase, isOfficial: isOfficial, expanded: expanded, rows: rows,
                                 segmentTicks: segment?.ticks, segmentVersusGold: segment?.versusGold,
                                 sumOfBest: record.sumOfBest)
    }

    /// The run as a LiveSplit timer should show it after the caller's tick `tick`; feed it to
    /// `LiveSplitCommands` (through `LiveSplitClient`) every frame.
    public func liveSplitView(atTick tick: Int) -> LiveSplitCommands.RunView {
        LiveSplitCommands.RunView(attempt: attemptID, splits: timer.splits, ticks: timer.ticks(atTick: tick),
                                  levelCount: definition.levelIDs.count, isOfficial: isOfficial)
    }

    // MARK: -

    private mutating func snapshotComparison() {
        let count = definition.levelIDs.count
        goldsAtStart = record.bestSegments
        switch comparison {
        case .personalBest:
            comparisonSplits = record.personalBest.map { $0.splits.map(Optional.some) } ?? Array(repeating: nil, count: count)
        case .imported:
            comparisonSplits = record.imported?.splits ?? Array(repeating: nil, count: count)
        case .bestSegments:
            var total = 0
            comparisonSplits = record.bestSegments.map { gold -> Int? in
                guard let gold, total >= 0 else { total = -1; return nil }
                total += gold
                return total
            }
        }
    }
}
