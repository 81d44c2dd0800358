import SensoriumCore
import XCTest

final class TickPacerTests: XCTestCase {
    private let tick = 1.0 / 120

    func testAFrameRunsTheTicksItsTimeHolds() {
        var pacer = TickPacer()
        XCTAssertEqual(pacer.ticksDue(afterSeconds: tick * 2.5, secondsPerTick: tick), 2)
        XCTAssertEqual(pacer.alpha, 0.5, accuracy: 1e-9)
    }

    func testTheLeftoverTimeCarriesToTheNextFrame() {
        var pacer = TickPacer()
        XCTAssertEqual(pacer.ticksDue(afterSeconds: tick * 0.6, secondsPerTick: tick), 0)
        XCTAssertEqual(pacer.ticksDue(afterSeconds: tick * 0.6, secondsPerTick: tick), 1)
        XCTAssertEqual(pacer.alpha, 0.2, accuracy: 1e-9)
    }

    func testALongStallRunsAQuarterSecondOfCatchUp() {
        var pacer = TickPacer()
        XCTAssertEqual(pacer.ticksDue(afterSeconds: 10, secondsPerTick: tick), 30)
    }

    func testAssistModesLongerTicksRunFewerAFrame() {
        var pacer = TickPacer()
        XCTAssertEqual(pacer.ticksDue(afterSeconds: tick * 4, secondsPerTick: tick * 2), 2)
    }

    /// The same sums as the loop made inline: the accumulator gains the frame's time and loses
    /// whole ticks, so the ticks fall on the same frames as before.
    func testTheTicksFallAsAnAccumulatorCountsThem() {
        var pacer = TickPacer()
        var accumulator = 0.0, fromPacer = 0, inline = 0
        for frame in 0..<1000 {
            let seconds = 0.001 + Double(frame % 7) * 0.003
            fromPacer += pacer.ticksDue(afterSeconds: seconds, secondsPerTick: tick)
            accumulator += min(seconds, 0.25)
            while accumulator >= tick {
                accumulator -= tick
                inline += 1
            }
            XCTAssertEqual(fromPacer, inline)
            XCTAssertEqual(pacer.alpha, accumulator / tick)
        }
    }
}
