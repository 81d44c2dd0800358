import XCTest
@testable import SensoriumCore

final class ReticleEasingTests: XCTestCase {
    func testEndpointsAreExact() {
        XCTAssertEqual(ReticleEasing.closure(0), 0)
        XCTAssertEqual(ReticleEasing.closure(1), 1)
        XCTAssertEqual(ReticleEasing.closure(-0.5), 0)
        XCTAssertEqual(ReticleEasing.closure(1.5), 1)
    }

    func testTheLastTenPercentTakesHalfTheWork() {
        // 90% closed at half progress: the second half of the progress closes the last 10%.
        XCTAssertEqual(ReticleEasing.closure(0.5), 0.9, accuracy: 1e-12)
        XCTAssertEqual(1 - ReticleEasing.closure(0.5), ReticleEasing.closure(1) - 0.9, accuracy: 1e-12)
    }

    func testItComesTogetherQuicklyAndOnlyCloses() {
        XCTAssertGreaterThan(ReticleEasing.closure(0.1), 0.25)
        var last = 0.0
        for step in 1...100 {
            let value = ReticleEasing.closure(Double(step) / 100)
            XCTAssertGreaterThan(value, last)
            last = value
        }
    }
}
