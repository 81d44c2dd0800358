import XCTest
@testable import SensoriumCore

/// The seed's dock had 57 pt icons, a 30 pt activation radius and a 50 pt release radius. With
/// 57-unit items here the radii are exactly 30 and 50, so the numbers below read as the seed's.
final class DockMagnifierTests: XCTestCase {
    /// Two items 200 units apart on a line, far enough that only one is ever in reach.
    private func twoItems() -> DockMagnifier {
        DockMagnifier(centers: [(x: 0, y: 0), (x: 200, y: 0)], itemSize: 57)
    }

    func testRadiiScaleWithTheItemSize() {
        let seed = twoItems()
        XCTAssertEqual(seed.activationRadius, 30, accuracy: 1e-12)
        XCTAssertEqual(seed.releaseRadius, 50, accuracy: 1e-12)
        let big = DockMagnifier(centers: [], itemSize: 114)
        XCTAssertEqual(big.activationRadius, 60, accuracy: 1e-12)
        XCTAssertEqual(big.releaseRadius, 100, accuracy: 1e-12)
    }

    func testPointerWithinActivationRadiusActivatesTheNearestItem() {
        var dock = twoItems()
        XCTAssertTrue(dock.point(x: 29, y: 0, tick: 0))
        XCTAssertEqual(dock.active, 0)
    }

    func testPointerExactlyOnTheActivationRadiusActivates() {
        var dock = twoItems()
        dock.point(x: 0, y: 30, tick: 0)
        XCTAssertEqual(dock.active, 0)
    }

    func testPointerOutsideActivationRadiusActivatesNothing() {
        var dock = twoItems()
        XCTAssertFalse(dock.point(x: 31, y: 0, tick: 0))
        XCTAssertNil(dock.active)
        dock.point(x: 100, y: 40, tick: 1)
        XCTAssertNil(dock.active)
    }

    func testActiveItemHoldsOnBetweenTheTwoRadii() {
        var dock = twoItems()
        dock.point(x: 10, y: 0, tick: 0)
        XCTAssertFalse(dock.point(x: 45, y: 0, tick: 1))
        XCTAssertEqual(dock.active, 0)
        XCTAssertFalse(dock.point(x: 0, y: -50, tick: 2))
        XCTAssertEqual(dock.active, 0)
    }

    func testActiveItemIsReleasedBeyondTheReleaseRadius() {
        var dock = twoItems()
        dock.point(x: 10, y: 0, tick: 0)
        XCTAssertTrue(dock.point(x: 0, y: 51, tick: 1))
        XCTAssertNil(dock.active)
    }

    func testReleasedItemNeedsTheActivationRadiusAgain() {
        var dock = twoItems()
        dock.point(x: 10, y: 0, tick: 0)
        dock.point(x: 60, y: 0, tick: 1)
        dock.point(x: 45, y: 0, tick: 2)
        XCTAssertNil(dock.active, "between the radii an inactive item stays inactive")
        dock.point(x: 30, y: 0, tick: 3)
        XCTAssertEqual(dock.active, 0)
    }

    func testANearerItemTakesOverWhenThePointerIsInItsReach() {
        var dock = DockMagnifier(centers: [(x: 0, y: 0), (x: 60, y: 0)], itemSize: 57)
        dock.point(x: 5, y: 0, tick: 0)
        XCTAssertEqual(dock.active, 0)
        XCTAssertTrue(dock.point(x: 35, y: 0, tick: 1))
        XCTAssertEqual(dock.active, 1)
    }

    func testANearerItemOutOfReachReleasesTheActiveOneWithoutTakingOver() {
        // Half way between items 100 apart: item 1 is nearer but 49 away, beyond 30.
        var dock = DockMagnifier(centers: [(x: 0, y: 0), (x: 100, y: 0)], itemSize: 57)
        dock.point(x: 20, y: 0, tick: 0)
        XCTAssertTrue(dock.point(x: 51, y: 0, tick: 1))
        XCTAssertNil(dock.active)
    }

    func testAnEmptyDockNeverActivates() {
        var dock = DockMagnifier(centers: [], itemSize: 57)
        XCTAssertFalse(dock.point(x: 0, y: 0, tick: 0))
        XCTAssertNil(dock.nearest(x: 0, y: 0))
    }

    func testActivatedItemGrowsToExactlyOnePointThreeIn24Ticks() {
        var dock = twoItems()
        XCTAssertEqual(DockMagnifier.animationTicks, 24)
        dock.point(x: 0, y: 0, tick: 100)
        XCTAssertEqual(dock.scale(of: 0, at: 100), 1)
        XCTAssertEqual(dock.scale(of: 0, at: 112), 1.15, accuracy: 1e-9, "ease-in-out is half way at half time")
        XCTAssertEqual(dock.scale(of: 0, at: 106), 1 + 0.3 * 0.129162, accuracy: 1e-6)
        XCTAssertEqual(dock.scale(of: 0, at: 124), 1.3)
        XCTAssertEqual(dock.scale(of: 0, at: 500), 1.3)
        XCTAssertEqual(dock.scale(of: 1, at: 124), 1, "the other item does not move")
    }

    func testReleasedItemShrinksBackToOneIn24Ticks() {
        var dock = twoItems()
        dock.point(x: 0, y: 0, tick: 0)
        dock.point(x: 0, y: 100, tick: 50)
        XCTAssertEqual(dock.scale(of: 0, at: 50), 1.3)
        XCTAssertEqual(dock.scale(of: 0, at: 62), 1.15, accuracy: 1e-9)
        XCTAssertEqual(dock.scale(of: 0, at: 74), 1)
    }

    func testInterruptedAnimationContinuesFromTheCurrentScale() {
        var dock = twoItems()
        dock.point(x: 0, y: 0, tick: 0)
        let halfWay = dock.scale(of: 0, at: 12)
        dock.point(x: 0, y: 100, tick: 12)
        XCTAssertEqual(dock.scale(of: 0, at: 12), halfWay, "no jump when the animation turns round")
        XCTAssertEqual(dock.scales[0].from, 1.15, accuracy: 1e-9)
        XCTAssertEqual(dock.scales[0].to, 1)
        XCTAssertEqual(dock.scales[0].startTick, 12)
        XCTAssertEqual(dock.scale(of: 0, at: 36), 1)
    }

    func testKeyboardFocusActivatesDirectlyWithTheSameAnimation() {
        var dock = twoItems()
        dock.setActive(1, tick: 0)
        dock.setActive(0, tick: 24)
        XCTAssertEqual(dock.active, 0)
        XCTAssertEqual(dock.scale(of: 1, at: 24), 1.3)
        XCTAssertEqual(dock.scale(of: 1, at: 48), 1)
        XCTAssertEqual(dock.scale(of: 0, at: 48), 1.3)
    }

    func testSettingTheActiveItemAgainDoesNotRestartItsAnimation() {
        var dock = twoItems()
        dock.setActive(0, tick: 0)
        dock.setActive(0, tick: 12)
        XCTAssertEqual(dock.scales[0].startTick, 0)
    }
}
