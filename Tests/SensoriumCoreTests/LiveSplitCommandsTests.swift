import XCTest
@testable import SensoriumCore

final class LiveSplitCommandsTests: XCTestCase {
    private typealias View = LiveSplitCommands.RunView
    private let start = ["starttimer", "pausegametime", "setgametime 00:00:00.0000000"]

    /// A fresh connection to a timer that answered `phase`, `index` and (when given) `count`.
    private func connected(_ phase: String = "NotRunning", index: Int = -1, count: Int? = 2) -> LiveSplitCommands {
        var commands = LiveSplitCommands(updateIntervalTicks: 12)
        commands.connectionLost()
        commands.receive(phase)
        commands.receive(String(index))
        if let count { commands.receive(String(count)) } else { commands.splitCountUnanswered() }
        return commands
    }

    func testTheOpeningAsksTheTimerAndChoosesGameTime() {
        XCTAssertEqual(LiveSplitCommands.openingLines,
                       ["switchto gametime", "getcurrenttimerphase", "getsplitindex", "getsplitcount"])
        XCTAssertFalse(LiveSplitCommands.openingLines.contains("initgametime"), "not a LiveSplit command")
        var commands = LiveSplitCommands()
        commands.receive("NotRunning")
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [], ticks: 1, levelCount: 2)), [],
                       "nothing before the timer has answered")
        commands.receive("-1")
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [], ticks: 1, levelCount: 2)), [],
                       "nor while the segment count may still come")
    }

    func testAScriptedRunSendsTheDocumentedSequence() {
        var commands = connected()
        XCTAssertEqual(commands.lines(toShow: .idle(levelCount: 2)), [], "an idle timer is left alone")
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [], ticks: 1, levelCount: 2)), start)
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [], ticks: 11, levelCount: 2)), [])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [], ticks: 12, levelCount: 2)),
                       ["setgametime 00:00:00.1000000"])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [15], ticks: 16, levelCount: 2)),
                       ["setgametime 00:00:00.1250000", "split"])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [15, 121], ticks: 121, levelCount: 2)),
                       ["setgametime 00:00:01.0083333", "split"])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [15, 121], ticks: 121, levelCount: 2)), [],
                       "a finished run sends nothing more")
        XCTAssertEqual(commands.lines(toShow: .idle(levelCount: 2)), ["reset"])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 2, splits: [], ticks: 1, levelCount: 2)), start)
        XCTAssertEqual(commands.lines(toShow: View(attempt: 3, splits: [], ticks: 1, levelCount: 2)), ["reset"] + start,
                       "a new attempt without a reset in between still resets first")
    }

    func testAReconnectionContinuesTheTimersRunWithoutReplayingSplits() {
        var commands = connected("Running", index: 1, count: 3)
        XCTAssertEqual(commands.lines(toShow: View(attempt: 4, splits: [120], ticks: 130, levelCount: 3)), [],
                       "LiveSplit already has the split: no reset, no starttimer, no split")
        XCTAssertEqual(commands.lines(toShow: View(attempt: 4, splits: [120], ticks: 200, levelCount: 3)),
                       ["setgametime 00:00:01.6666666"])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 4, splits: [120, 240], ticks: 240, levelCount: 3)),
                       ["setgametime 00:00:02.0000000", "split"])
    }

    func testSplitsMadeWhileDisconnectedAreSkippedButTheLastIsSplit() {
        var commands = connected("Running", index: 0, count: 3)
        XCTAssertEqual(commands.lines(toShow: View(attempt: 4, splits: [120, 240], ticks: 300, levelCount: 3)),
                       ["skipsplit", "skipsplit", "setgametime 00:00:02.5000000"])
        var finished = connected("Running", index: 1, count: 3)
        XCTAssertEqual(finished.lines(toShow: View(attempt: 4, splits: [120, 240, 360], ticks: 360, levelCount: 3)),
                       ["skipsplit", "setgametime 00:00:03.0000000", "split"])
    }

    func testATimerThatCameUpMidRunWaitsForTheNextAttempt() {
        var commands = connected()
        XCTAssertEqual(commands.lines(toShow: View(attempt: 4, splits: [120], ticks: 130, levelCount: 2)), [],
                       "starting now would start real time late")
        XCTAssertEqual(commands.lines(toShow: View(attempt: 4, splits: [120, 240], ticks: 240, levelCount: 2)), [])
        XCTAssertEqual(commands.lines(toShow: .idle(levelCount: 2)), [], "LiveSplit holds nothing to reset")
        XCTAssertEqual(commands.lines(toShow: View(attempt: 5, splits: [], ticks: 1, levelCount: 2)), start)
    }

    func testARunTheGameDidNotResetIsNeverReset() {
        var ended = connected("Ended", index: 2)
        XCTAssertEqual(ended.lines(toShow: View(attempt: 4, splits: [120], ticks: 130, levelCount: 2)), [])
        XCTAssertEqual(ended.lines(toShow: View(attempt: 4, splits: [120, 200], ticks: 200, levelCount: 2)), [])
        XCTAssertEqual(ended.lines(toShow: .idle(levelCount: 2)), ["reset"], "the game's own reset")
        var ahead = connected("Running", index: 2, count: 3)
        XCTAssertEqual(ahead.lines(toShow: View(attempt: 4, splits: [120], ticks: 200, levelCount: 3)), [],
                       "a timer ahead of the game holds another run")
        var idleGame = connected("Running", index: 1)
        XCTAssertEqual(idleGame.lines(toShow: .idle(levelCount: 2)), [])
        XCTAssertEqual(idleGame.lines(toShow: View(attempt: 1, splits: [], ticks: 1, levelCount: 2)), ["reset"] + start,
                       "the game's new run replaces it")
    }

    func testFlaggedRunsSendNothing() {
        var commands = connected()
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [], ticks: 1, levelCount: 2, isOfficial: false)), [])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [50], ticks: 60, levelCount: 2, isOfficial: false)), [])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 2, splits: [], ticks: 1, levelCount: 2)), start)
        XCTAssertEqual(commands.lines(toShow: View(attempt: 2, splits: [50], ticks: 60, levelCount: 2, isOfficial: false)), [],
                       "flagged midway: LiveSplit keeps what it has")
        XCTAssertEqual(commands.lines(toShow: .idle(levelCount: 2)), ["reset"])
    }

    func testAWrongSplitsFileGetsNothing() {
        var commands = connected(count: 5)
        let run = View(attempt: 1, splits: [], ticks: 1, levelCount: 2)
        XCTAssertEqual(commands.mismatchedSplitCount(for: run), 5)
        XCTAssertEqual(commands.lines(toShow: run), [])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [40], ticks: 40, levelCount: 2)), [])
        var unchecked = connected(count: nil)
        XCTAssertNil(unchecked.mismatchedSplitCount(for: run))
        XCTAssertEqual(unchecked.lines(toShow: .idle(levelCount: 2)), [])
        XCTAssertEqual(unchecked.lines(toShow: run), start, "a server without getsplitcount still gets the run")
    }
}
