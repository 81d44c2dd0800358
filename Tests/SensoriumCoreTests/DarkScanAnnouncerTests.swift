import XCTest
@testable import SensoriumCore

final class DarkScanAnnouncerTests: XCTestCase {
    func testSpeaksAtMostOncePerGap() {
        var announcer = DarkScanAnnouncer()
        XCTAssertEqual(announcer.next(tick: 10, phrases: ["a"]), "a")
        XCTAssertNil(announcer.next(tick: 11, phrases: ["b"]))
        XCTAssertNil(announcer.next(tick: 10 + DarkScanAnnouncer.gapTicks - 1, phrases: ["b"]))
        XCTAssertEqual(announcer.next(tick: 10 + DarkScanAnnouncer.gapTicks, phrases: ["b"]), "b")
    }

    func testNeverSaysTheSamePhraseTwiceInARow() {
        var announcer = DarkScanAnnouncer()
        let gap = DarkScanAnnouncer.gapTicks
        XCTAssertEqual(announcer.next(tick: 0, phrases: ["square"]), "square")
        XCTAssertNil(announcer.next(tick: gap, phrases: ["square"]))
        XCTAssertNil(announcer.next(tick: 5 * gap, phrases: ["square"]))
        // An askew square alternates its two phrases, as in the talk.
        XCTAssertEqual(announcer.next(tick: 6 * gap, phrases: ["square", "not parallel"]), "not parallel")
        XCTAssertEqual(announcer.next(tick: 7 * gap, phrases: ["square", "not parallel"]), "square")
        XCTAssertEqual(announcer.next(tick: 8 * gap, phrases: ["square", "not parallel"]), "not parallel")
    }

    func testSaysNothingWhenThereIsNothingToSay() {
        var announcer = DarkScanAnnouncer()
        XCTAssertNil(announcer.next(tick: 0, phrases: []))
        XCTAssertEqual(DarkScanAnnouncer.phrases(for: [], thresholds: DarkScanThresholds()), [])
    }
}
