import XCTest
@testable import SensoriumCore

/// The stick counts as pushed once it crosses half way, and not again until it comes back.
final class StickCrossingTests: XCTestCase {
    func testCrossingHalfWayIsOnePush() {
        XCTAssertEqual(InputCommand.stickCrossing(64, from: 63), 1)
        XCTAssertEqual(InputCommand.stickCrossing(127, from: 0), 1)
        XCTAssertEqual(InputCommand.stickCrossing(-64, from: -63), -1)
        XCTAssertEqual(InputCommand.stickCrossing(-127, from: 0), -1)
    }

    func testHoldingOrStayingShortOfHalfWayIsNoPush() {
        XCTAssertEqual(InputCommand.stickCrossing(100, from: 64), 0, "held past half way")
        XCTAssertEqual(InputCommand.stickCrossing(-100, from: -64), 0)
        XCTAssertEqual(InputCommand.stickCrossing(63, from: 0), 0, "short of half way")
        XCTAssertEqual(InputCommand.stickCrossing(-63, from: 0), 0)
        XCTAssertEqual(InputCommand.stickCrossing(0, from: 127), 0, "let back")
    }

    func testAFlickAcrossTheCentreIsAPushTheOtherWay() {
        XCTAssertEqual(InputCommand.stickCrossing(-127, from: 127), -1)
        XCTAssertEqual(InputCommand.stickCrossing(127, from: -127), 1)
    }

    func testBothAxesAreReadAgainstThePreviousTick() {
        let previous = InputCommand(stickX: 0, stickY: 70)
        let now = InputCommand(stickX: 90, stickY: 70)
        XCTAssertTrue(now.stickPushed(since: previous) == (1, 0))
        XCTAssertTrue(previous.stickPushed(since: .idle) == (0, 1))
    }
}
