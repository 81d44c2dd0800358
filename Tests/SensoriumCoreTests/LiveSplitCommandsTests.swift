import XCTest
@testable import SensoriumCore

final class LiveSplitCommandsTests: XCTestCase {
    private typealias View = LiveSplitCommands.RunView

    func testAScriptedRunSendsTheDocumentedSequence() {
        var commands = LiveSplitCommands(updateIntervalTicks: 12)
        XCTAssertEqual(commands.lines(toShow: .idle(levelCount: 2)), ["reset"], "a new connection starts from a clean timer")
        XCTAssertEqual(commands.lines(toShow: .idle(levelCount: 2)), [])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 1, splits: [], ticks: 1, levelCount: 2)),
                       ["starttimer", "initgametime", "pausegametime", "setgametime 00:00:00.0000000"])
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
        XCTAssertEqual(commands.lines(toShow: View(attempt: 2, splits: [], ticks: 1, levelCount: 2)),
                       ["starttimer", "initgametime", "pausegametime", "setgametime 00:00:00.0000000"])
        XCTAssertEqual(commands.lines(toShow: View(attempt: 3, splits: [], ticks: 1, levelCount: 2)),
                       ["reset", "starttimer", "initgametime", "pausegametime", "setgametime 00:00:00.0000000"],
                       "a new attempt without a reset in between still resets first")
    }

    func testALostConnectionResendsTheWholeRun() {
        var commands = LiveSplitCommands(updateIntervalTicks: 12)
        _ = commands.lines(toShow: View(attempt: 4, splits: [120], ticks: 130, levelCount: 3))
        commands.connectionLost()
        XCTAssertEqual(commands.lines(toShow: View(attempt: 4, splits: [120, 240], ticks: 300, levelCount: 3)), [
            "reset", "starttimer", "initgametime", "pausegametime", "setgametime 00:00:00.0000000",
            "setgametime 00:00:01.0000000", "split",
            "setgametime 00:00:02.0000000", "split",
            "setgametime 00:00:02.5000000",
        ])
    }
}
