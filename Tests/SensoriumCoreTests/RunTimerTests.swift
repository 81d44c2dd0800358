import XCTest
@testable import SensoriumCore

final class RunTimerTests: XCTestCase {
    func testTicksAreShownTruncatedToTheMillisecondAtBoundaries() {
        XCTAssertEqual(TickClock.format(0), "0:00.000")
        XCTAssertEqual(TickClock.format(1), "0:00.008")
        XCTAssertEqual(TickClock.format(2), "0:00.016")
        XCTAssertEqual(TickClock.format(3), "0:00.025")
        XCTAssertEqual(TickClock.format(119), "0:00.991")
        XCTAssertEqual(TickClock.format(120), "0:01.000")
        XCTAssertEqual(TickClock.format(121), "0:01.008")
        XCTAssertEqual(TickClock.format(7_199), "0:59.991")
        XCTAssertEqual(TickClock.format(7_200), "1:00.000")
        XCTAssertEqual(TickClock.format(431_999), "59:59.991")
        XCTAssertEqual(TickClock.format(432_000), "1:00:00.000")
    }

    func testTheFirstInputTickIsTheRunsFirstTick() {
        var timer = RunTimer(levelIDs: ["a"])
        XCTAssertEqual(timer.ticks(atTick: 500), 0, "nothing counts before the first input")
        XCTAssertTrue(timer.start(atTick: 40))
        XCTAssertEqual(timer.ticks(atTick: 40), 1)
        XCTAssertEqual(timer.ticks(atTick: 159), 120)
        XCTAssertEqual(TickClock.format(timer.ticks(atTick: 159)), "0:01.000")
        XCTAssertFalse(timer.start(atTick: 60), "a running timer is not started again")
        XCTAssertEqual(timer.startTick, 40)
    }

    func testSplitsAreCumulativeAndSegmentsAreTheirDifferences() {
        var timer = RunTimer(levelIDs: ["a", "b", "c"])
        timer.start(atTick: 11)
        XCTAssertEqual(timer.split(levelID: "a", solvedAtTick: 130), 0)
        XCTAssertEqual(timer.split(levelID: "b", solvedAtTick: 310), 1)
        XCTAssertEqual(timer.currentLevelID, "c")
        XCTAssertEqual(timer.split(levelID: "c", solvedAtTick: 1010), 2)
        XCTAssertEqual(timer.splits, [120, 300, 1000])
        XCTAssertEqual((0..<3).map(timer.segment), [120, 180, 700])
        XCTAssertEqual(timer.phase, .finished)
        XCTAssertEqual(timer.ticks(atTick: 5000), 1000, "a finished run's time stands still")
    }

    func testSplitsOutOfOrderOrOnTheSameTickAreIgnored() {
        var timer = RunTimer(levelIDs: ["a", "b"])
        XCTAssertNil(timer.split(levelID: "a", solvedAtTick: 5), "not started")
        timer.start(atTick: 1)
        XCTAssertNil(timer.split(levelID: "b", solvedAtTick: 5), "b is not the current level")
        XCTAssertEqual(timer.split(levelID: "a", solvedAtTick: 5), 0)
        XCTAssertNil(timer.split(levelID: "b", solvedAtTick: 5), "a split needs at least one tick")
        XCTAssertEqual(timer.split(levelID: "b", solvedAtTick: 6), 1)
        XCTAssertEqual(timer.splits, [5, 6])
    }

    func testLevelRestartKeepsTheClockRunningAndResetClearsTheRun() {
        var timer = RunTimer(levelIDs: ["a"])
        timer.restartLevel()
        XCTAssertEqual(timer.levelRestarts, 0, "no run, nothing to count")
        timer.start(atTick: 100)
        timer.restartLevel()
        timer.restartLevel()
        XCTAssertEqual(timer.levelRestarts, 2)
        XCTAssertEqual(timer.ticks(atTick: 339), 240, "restarts cost time like everything else")
        timer.reset()
        XCTAssertEqual(timer, RunTimer(levelIDs: ["a"]))
        XCTAssertEqual(timer.ticks(atTick: 400), 0)
        XCTAssertTrue(timer.start(atTick: 401), "the next input starts a new run")
    }

    func testRealTimeIsKeptBesideGameTimeOnlyWhileRunning() {
        var timer = RunTimer(levelIDs: ["a", "b"])
        timer.addRealTime(5)
        XCTAssertEqual(timer.realSeconds, 0)
        timer.start(atTick: 1)
        timer.addRealTime(0.5)
        timer.addRealTime(-1)
        timer.addRealTime(.nan)
        timer.addRealTime(0.25)
        timer.split(levelID: "a", solvedAtTick: 90)
        timer.addRealTime(1)
        timer.split(levelID: "b", solvedAtTick: 200)
        timer.addRealTime(9)
        XCTAssertEqual(timer.realSplits, [0.75, 1.75])
        XCTAssertEqual(timer.realSeconds, 1.75, "finished: real time stops too")
    }
}
