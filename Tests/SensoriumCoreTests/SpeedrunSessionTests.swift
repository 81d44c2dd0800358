import XCTest
@testable import SensoriumCore

final class SpeedrunSessionTests: XCTestCase {
    private let category = CategoryDefinition(category: .fullGame, levelIDs: ["a", "b", "c"])

    /// Plays one attempt from tick 1: each level solved `segments[i]` ticks after the previous
    /// split (fewer segments than levels: the run is reset after them).
    @discardableResult
    private func play(_ session: inout SpeedrunSession, segments: [Int]) -> [SplitOutcome] {
        session.start(atTick: 1)
        var tick = 0
        var outcomes: [SplitOutcome] = []
        for (index, segment) in segments.enumerated() {
            tick += segment
            outcomes.append(session.split(levelID: category.levelIDs[index], solvedAtTick: tick)!)
        }
        session.reset()
        return outcomes
    }

    func testAttemptsAreCountedAtTheFirstInputAndCompletedRunsAtTheLastSplit() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        session.reset()
        XCTAssertEqual(session.record.attempts, 0, "a reset before any input is no attempt")
        XCTAssertTrue(session.start(atTick: 7))
        XCTAssertEqual(session.record.attempts, 1)
        XCTAssertEqual(session.attemptID, 1)
        XCTAssertTrue(session.reset(), "ended a started run")
        play(&session, segments: [100, 100, 100])
        play(&session, segments: [100])
        XCTAssertEqual(session.record.attempts, 3)
        XCTAssertEqual(session.record.completed, 1)
        XCTAssertEqual(session.record.history.map(\.id), [1, 2, 3])
        XCTAssertEqual(session.record.history.map(\.segments), [[], [100, 100, 100], [100]])
    }

    func testTheFirstFinishIsThePersonalBestAndEverySegmentAGold() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        session.replayFile = "attempt-1.replay"
        session.addRealTime(1) // before the start: not counted
        session.start(atTick: 1)
        session.addRealTime(2.5)
        let outcomes = [("a", 100), ("b", 250), ("c", 400)].map { session.split(levelID: $0.0, solvedAtTick: $0.1)! }
        XCTAssertEqual(outcomes.map(\.isGold), [true, true, true])
        XCTAssertEqual(outcomes.map(\.judgement), [.gold, .gold, .gold])
        XCTAssertEqual(outcomes.map(\.delta), [nil, nil, nil])
        XCTAssertEqual(outcomes.map(\.finishesRun), [false, false, true])
        XCTAssertTrue(outcomes[2].isPersonalBest)
        XCTAssertEqual(session.record.personalBest,
                       PersonalBest(splits: [100, 250, 400], realSplitsMilliseconds: [2500, 2500, 2500],
                                    replayFile: "attempt-1.replay", attempt: 1))
        XCTAssertEqual(session.record.bestSegments, [100, 150, 150])
        XCTAssertEqual(session.record.sumOfBest, 400)
    }

    func testASlowerRunWithAFasterSegmentUpdatesThatGoldOnly() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        play(&session, segments: [100, 150, 150])            // PB 400
        let outcomes = play(&session, segments: [120, 90, 250]) // 460, but b took 90 < 150
        XCTAssertEqual(outcomes.map(\.isGold), [false, true, false])
        XCTAssertEqual(outcomes.map(\.delta), [20, -40, 60])
        XCTAssertFalse(outcomes[2].isPersonalBest)
        XCTAssertEqual(session.record.personalBest?.splits, [100, 250, 400])
        XCTAssertEqual(session.record.bestSegments, [100, 90, 150])
        XCTAssertEqual(session.record.sumOfBest, 340)
    }

    func testAResetRunsCompletedSegmentsUpdateGoldsButNeverThePersonalBest() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        play(&session, segments: [100, 150, 150])
        play(&session, segments: [80, 140])   // reset during c
        XCTAssertEqual(session.record.bestSegments, [80, 140, 150])
        XCTAssertEqual(session.record.sumOfBest, 370)
        XCTAssertEqual(session.record.personalBest?.finalTicks, 400)
        XCTAssertEqual(session.record.completed, 1)
    }

    func testAFasterFinishBecomesThePersonalBestAndLaterRunsCompareWithIt() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        play(&session, segments: [100, 150, 150])
        let better = play(&session, segments: [100, 150, 149])
        XCTAssertTrue(better[2].isPersonalBest)
        XCTAssertEqual(better.map(\.delta), [0, 0, -1], "deltas compare with the PB the run started against")
        XCTAssertEqual(session.comparisonSplits, [100, 250, 399])
    }

    func testSplitColoursFollowAheadBehindGainingLosing() {
        var session = SpeedrunSession(definition: CategoryDefinition(category: .fullGame, levelIDs: ["a", "b", "c", "d", "e"]),
                                      records: SpeedrunRecords())
        session.start(atTick: 1)
        for (index, split) in [100, 200, 300, 400, 500].enumerated() {
            session.split(levelID: ["a", "b", "c", "d", "e"][index], solvedAtTick: split)
        }
        session.reset()
        session.start(atTick: 1)
        // Deltas -10 (ahead, gaining), -5 (ahead, losing), +5 (behind, losing), +1 (behind, gaining).
        let judgements = [("a", 90), ("b", 195), ("c", 305), ("d", 401)].map {
            session.split(levelID: $0.0, solvedAtTick: $0.1)!.judgement
        }
        XCTAssertEqual(judgements, [.gold, .aheadLosing, .behindLosing, .gold])
        XCTAssertEqual(SplitJudgement.judge(delta: -10, previousDelta: 0, isGold: false), .aheadGaining)
        XCTAssertEqual(SplitJudgement.judge(delta: -5, previousDelta: -10, isGold: false), .aheadLosing)
        XCTAssertEqual(SplitJudgement.judge(delta: 5, previousDelta: -5, isGold: false), .behindLosing)
        XCTAssertEqual(SplitJudgement.judge(delta: 1, previousDelta: 5, isGold: false), .behindGaining)
        XCTAssertEqual(SplitJudgement.judge(delta: nil, previousDelta: 0, isGold: false), .neutral)
    }

    func testLiveDeltaShowsOnceBehindOrLosingTimeOnAGold() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        play(&session, segments: [100, 150, 150])
        session.start(atTick: 1)
        XCTAssertNil(session.liveDelta(atTick: 99), "ahead of the PB split and under the gold")
        XCTAssertNil(session.liveDelta(atTick: 100), "level with the PB is not behind")
        XCTAssertEqual(session.liveDelta(atTick: 101)?.delta, 1)
        XCTAssertEqual(session.liveDelta(atTick: 101)?.judgement, .behindLosing)
        session.split(levelID: "a", solvedAtTick: 50)   // 50 ahead
        XCTAssertNil(session.liveDelta(atTick: 150))
        // b's gold is 150: at tick 201 the segment is slower than gold and losing, though still ahead.
        XCTAssertEqual(session.liveDelta(atTick: 201)?.delta, -49)
        XCTAssertEqual(session.liveDelta(atTick: 201)?.judgement, .aheadLosing)
        XCTAssertEqual(session.currentSegment(atTick: 201)?.ticks, 151)
        XCTAssertEqual(session.currentSegment(atTick: 201)?.versusGold, 1)
    }

    func testLevelRestartCountsButNeverStopsTheClock() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        session.start(atTick: 1)
        session.restartLevel()
        XCTAssertEqual(session.timer.levelRestarts, 1)
        XCTAssertEqual(session.ticks(atTick: 600), 600)
        XCTAssertEqual(session.record.attempts, 1, "a level restart is not a new attempt")
    }

    func testAnUnofficialRunShowsDeltasButUpdatesNothing() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        play(&session, segments: [100, 150, 150])
        session.start(atTick: 1)
        session.split(levelID: "a", solvedAtTick: 50)
        session.markUnofficial()
        XCTAssertEqual(session.split(levelID: "b", solvedAtTick: 60)?.delta, -190)
        session.split(levelID: "c", solvedAtTick: 70)
        XCTAssertEqual(session.record.bestSegments, [50, 150, 150], "a's gold was set while the run was clean")
        XCTAssertEqual(session.record.personalBest?.finalTicks, 400)
        XCTAssertEqual(session.record.history.map(\.id), [1], "the flagged attempt leaves no history")
        XCTAssertEqual(session.record.attempts, 2)
        XCTAssertFalse(session.hudState(atTick: 70, expanded: false, labels: [:]).isOfficial)
        session.reset()
        XCTAssertTrue(session.isOfficial, "the flag belongs to one attempt")
    }

    func testComparisonCanBeTheImportedSplitsOrTheBestSegments() {
        var records = SpeedrunRecords()
        var record = CategoryRecord(categoryID: "full-game", levelIDs: ["a", "b", "c"])
        record.imported = ImportedComparison(name: "other", splits: [90, nil, 300])
        record.bestSegments = [80, 100, 120]
        records.store(record)
        var session = SpeedrunSession(definition: category, records: records, comparison: .imported)
        XCTAssertEqual(session.comparisonSplits, [90, nil, 300])
        session.comparison = .bestSegments
        XCTAssertEqual(session.comparisonSplits, [80, 180, 300])
        session.comparison = .personalBest
        XCTAssertEqual(session.comparisonSplits, [nil, nil, nil])
    }

    func testHUDStateListsSplitsThenComparisonTimes() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        play(&session, segments: [100, 150, 150])
        session.start(atTick: 1)
        session.split(levelID: "a", solvedAtTick: 90)
        let red = RGBA(255, 0, 0)
        let state = session.hudState(atTick: 300, expanded: true, labels: ["a": SpeedrunHUD.Label(color: red)])
        XCTAssertEqual(state.timerTicks, 300)
        XCTAssertEqual(state.timerJudgement, .behindLosing, "300 is behind b's 250")
        XCTAssertEqual(state.rows.map(\.ticks), [90, 250, 400])
        XCTAssertEqual(state.rows.map(\.delta), [-10, 50, nil])
        XCTAssertEqual(state.rows.map(\.isCurrent), [false, true, false])
        XCTAssertEqual(state.rows[0].levelColor, red)
        XCTAssertEqual(state.rows[0].judgement, .gold)
        XCTAssertEqual(state.sumOfBest, 390)
        XCTAssertEqual(state.segmentTicks, 210)
        XCTAssertEqual(state.segmentVersusGold, 60)
    }

    func testLiveSplitViewFollowsTheRun() {
        var session = SpeedrunSession(definition: category, records: SpeedrunRecords())
        XCTAssertEqual(session.liveSplitView(atTick: 5), .idle(levelCount: 3))
        session.start(atTick: 10)
        session.split(levelID: "a", solvedAtTick: 69)
        XCTAssertEqual(session.liveSplitView(atTick: 100),
                       LiveSplitCommands.RunView(attempt: 1, splits: [60], ticks: 91, levelCount: 3))
    }
}
