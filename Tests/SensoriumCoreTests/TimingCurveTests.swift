import XCTest
@testable import SensoriumCore

/// Reference values are Core Animation's curves evaluated independently (bisection on x(s) to
/// 1e-15, then y(s)), rounded to six places.
final class TimingCurveTests: XCTestCase {
    private let named: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    func testNamedCurvesHaveCoreAnimationControlPoints() {
        XCTAssertEqual(TimingCurve.easeIn, TimingCurve(0.42, 0, 1, 1))
        XCTAssertEqual(TimingCurve.easeOut, TimingCurve(0, 0, 0.58, 1))
        XCTAssertEqual(TimingCurve.easeInOut, TimingCurve(0.42, 0, 0.58, 1))
    }

    func testEveryCurveStartsAtZeroAndEndsAtOneExactly() {
        for (name, curve) in named {
            XCTAssertEqual(curve.value(at: 0), 0, name)
            XCTAssertEqual(curve.value(at: 1), 1, name)
        }
    }

    func testSmoothStepIsTheCurveWhoseXIsLinearInClosedForm() {
        let curve = TimingCurve(1.0 / 3, 0, 2.0 / 3, 1)
        for step in 0...20 {
            let t = Double(step) / 20
            XCTAssertEqual(TimingCurve.smoothStep(t), curve.value(at: t), accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(TimingCurve.smoothStep(0.5), 0.5)
        XCTAssertEqual(TimingCurve.smoothStep(-1), 0)
        XCTAssertEqual(TimingCurve.smoothStep(2), 1)
    }

    func testTimeOutsideZeroToOneIsClamped() {
        for (name, curve) in named {
            XCTAssertEqual(curve.value(at: -0.5), 0, name)
            XCTAssertEqual(curve.value(at: -.infinity), 0, name)
            XCTAssertEqual(curve.value(at: 1.5), 1, name)
            XCTAssertEqual(curve.value(at: .infinity), 1, name)
        }
    }

    func testLinearIsTheIdentity() {
        for t in [0.1, 0.25, 0.5, 0.9] {
            XCTAssertEqual(TimingCurve.linear.value(at: t), t, accuracy: 1e-9)
        }
    }

    func testEaseInOutIsHalfWayAtHalfTime() {
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
    }

    func testEaseInOutIsSymmetric() {
        for step in 1..<100 {
            let t = Double(step) / 100
            let sum = TimingCurve.easeInOut.value(at: t) + TimingCurve.easeInOut.value(at: 1 - t)
            XCTAssertEqual(sum, 1, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testKnownValuesOfTheNamedCurves() {
        let expected: [(TimingCurve, Double, Double)] = [
            (.easeInOut, 0.1, 0.019722), (.easeInOut, 0.25, 0.129162), (.easeInOut, 0.75, 0.870838),
            (.easeIn, 0.25, 0.093465), (.easeIn, 0.5, 0.315357), (.easeIn, 0.9, 0.839428),
            (.easeOut, 0.1, 0.160572), (.easeOut, 0.5, 0.684643), (.easeOut, 0.75, 0.906535),
        ]
        for (curve, t, value) in expected {
            XCTAssertEqual(curve.value(at: t), value, accuracy: 1e-6, "\(curve) at \(t)")
        }
    }

    func testEaseOutIsAheadOfLinearAndEaseInBehindIt() {
        for t in [0.05, 0.25, 0.5, 0.75, 0.95] {
            XCTAssertGreaterThan(TimingCurve.easeOut.value(at: t), t)
            XCTAssertLessThan(TimingCurve.easeIn.value(at: t), t)
        }
    }

    func testEaseInAndEaseOutMirrorEachOther() {
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            XCTAssertEqual(TimingCurve.easeIn.value(at: t) + TimingCurve.easeOut.value(at: 1 - t), 1, accuracy: 1e-9)
        }
    }

    func testEveryCurveIsMonotonic() {
        for (name, curve) in named {
            var previous = 0.0
            for step in 1...1000 {
                let value = curve.value(at: Double(step) / 1000)
                XCTAssertGreaterThanOrEqual(value, previous, "\(name) at step \(step)")
                previous = value
            }
        }
    }

    func testTweenRunsFromStartValueToEndValueOverItsTicks() {
        let tween = Tween(from: 10, to: 30, startTick: 100, duration: 24, curve: .easeInOut)
        XCTAssertEqual(tween.value(at: 100), 10)
        XCTAssertEqual(tween.value(at: 112), 20, accuracy: 1e-9)
        XCTAssertEqual(tween.value(at: 124), 30)
        XCTAssertEqual(tween.value(at: 106), 10 + 20 * 0.129162, accuracy: 1e-5)
    }

    func testTweenHoldsItsEndsBeforeAndAfterItRuns() {
        let tween = Tween(from: 1, to: 1.3, startTick: 10, duration: 24, curve: .easeInOut)
        XCTAssertEqual(tween.value(at: 0), 1)
        XCTAssertEqual(tween.value(at: 1000), 1.3)
        XCTAssertFalse(tween.isFinished(at: 33))
        XCTAssertTrue(tween.isFinished(at: 34))
    }

    func testTweenAcceptsFractionalTicksForInterpolatedDrawing() {
        let tween = Tween(from: 0, to: 100, startTick: 0, duration: 10, curve: .linear)
        XCTAssertEqual(tween.value(at: 2.5), 25, accuracy: 1e-9)
    }

    func testTweenOfZeroTicksLastsOneTick() {
        let tween = Tween(from: 0, to: 8, startTick: 5, duration: 0, curve: .linear)
        XCTAssertEqual(tween.duration, 1)
        XCTAssertEqual(tween.value(at: 5), 0)
        XCTAssertEqual(tween.value(at: 6), 8)
    }

    func testRestingTweenNeverMoves() {
        let tween = Tween.resting(at: 4)
        for tick in [-10.0, 0, 0.5, 1, 1e9] {
            XCTAssertEqual(tween.value(at: tick), 4)
        }
        XCTAssertTrue(tween.isFinished(at: 1))
    }
}
