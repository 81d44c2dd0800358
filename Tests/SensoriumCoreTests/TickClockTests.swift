import XCTest
@testable import SensoriumCore

final class TickClockTests: XCTestCase {
    func testTheSimulationRunsAt120TicksPerSecond() {
        XCTAssertEqual(TickClock.rate, 120)
        XCTAssertEqual(TickClock.seconds(60), 0.5)
    }

    func testSecondsRoundToTheNearestTick() {
        XCTAssertEqual(TickClock.ticks(0.8), 96)
        XCTAssertEqual(TickClock.ticks(0.2), 24)
        XCTAssertEqual(TickClock.ticks(1.4), 168)
        XCTAssertEqual(TickClock.ticks(0.004), 0)
        XCTAssertEqual(TickClock.ticks(0.005), 1)
    }

    func testZeroTicksIsZeroTime() {
        XCTAssertEqual(TickClock.format(0), "0:00.000")
    }

    func testOneTickShowsItsTruncatedMilliseconds() {
        // 1/120 s = 8.33 ms: shown as 8, never rounded up to a time not yet reached.
        XCTAssertEqual(TickClock.format(1), "0:00.008")
    }

    func testLastTickOfASecondIsNotRoundedUpToTheSecond() {
        XCTAssertEqual(TickClock.format(119), "0:00.991")
    }

    func testWholeSecond() {
        XCTAssertEqual(TickClock.format(120), "0:01.000")
    }

    func testMinutesAndSecondsArePadded() {
        XCTAssertEqual(TickClock.format(120 * 65 + 6), "1:05.050")
        XCTAssertEqual(TickClock.format(120 * 3599 + 119), "59:59.991")
    }

    func testOneHourAddsAnHoursField() {
        XCTAssertEqual(TickClock.format(120 * 3600), "1:00:00.000")
        XCTAssertEqual(TickClock.format(120 * 3600 * 10 + 120 * 61), "10:01:01.000")
    }

    func testNegativeTimesKeepTheirSign() {
        XCTAssertEqual(TickClock.format(-120), "-0:01.000")
    }
}
