import XCTest
@testable import SensoriumCore

/// Golden motor timelines for three of Apple's patterns, with the levels computed by hand from the
/// documented mapping (see RumbleMapperTests for the formula).
final class HapticTimelineTests: XCTestCase {
    private func rumble(_ samples: [HapticTimeline.Sample], _ tick: Int) -> RumbleFrame { samples[tick].rumble }

    func testCollisionLargeIsAFourTickRoundPulse() throws {
        let samples = HapticTimeline.samples(for: try SharedAHAP.load("ricochet/CollisionLarge.ahap"))
        // Intensity 1, sharpness 0: a = 1, all on the low motor, no trigger (not crisp).
        for tick in 0..<4 { XCTAssertEqual(rumble(samples, tick), RumbleFrame(low: 65535, high: 0), "tick \(tick)") }
        XCTAssertEqual(rumble(samples, 4), .off)
        XCTAssertEqual(samples.count, 5)
    }

    func testImplodeFollowsItsCurves() throws {
        let samples = HapticTimeline.samples(for: try SharedAHAP.load("ricochet/Implode.ahap"))
        // Nothing before the continuous event at 0.2 s (tick 24).
        for tick in 0..<24 { XCTAssertEqual(rumble(samples, tick), .off, "tick \(tick)") }
        // Tick 24, t = 0.2: intensity 1 x curve 0.5; sharpness 0.2.
        // a = 0.5^1.5 = 0.353553; low = a·cos(0.1π) = 0.336249 -> 27256; high = a·sin(0.1π) = 0.109254 -> 14165.
        XCTAssertEqual(rumble(samples, 24), RumbleFrame(low: 27256, high: 14165))
        // Tick 60, t = 0.5 (0.3 s into the curves): intensity 0.6; sharpness 0.2 + 0.8·(0.1/0.6) = 1/3.
        // a = 0.6^1.5 = 0.464758; low = a·cos(π/6) = 0.402492 -> 31076; high = a/2 = 0.232379 -> 21266.
        XCTAssertEqual(rumble(samples, 60), RumbleFrame(low: 31076, high: 21266))
        // Tick 119, t = 0.991667: intensity 0.4·(1 − 0.391667/0.4) = 0.008333; sharpness 0.2 + 0.788889.
        // a = 0.000761; low = 0.0000133 -> 3; high = 0.000761 -> 163 (below the knee: barely on).
        XCTAssertEqual(rumble(samples, 119), RumbleFrame(low: 3, high: 163))
        // The event ends at 1.0 s: tick 120 is off and is the last sample.
        XCTAssertEqual(rumble(samples, 120), .off)
        XCTAssertEqual(samples.count, 121)
    }

    func testTextureAlternatesOverdrivenPulses() throws {
        let samples = HapticTimeline.samples(for: try SharedAHAP.load("ricochet/Texture.ahap"))
        // Transients at 0, 0.02, 0.04 (0.7, round) land in ticks 0, 2, 4; 0.05 (1.0, sharpness 0.2) in tick 6.
        // 0.7: overdrive 0.878493 -> 58528, then 0.585662 -> 41640.
        XCTAssertEqual(rumble(samples, 0), RumbleFrame(low: 58528))
        XCTAssertEqual(rumble(samples, 1), RumbleFrame(low: 41640))
        XCTAssertEqual(rumble(samples, 2), RumbleFrame(low: 58528))
        XCTAssertEqual(rumble(samples, 3), RumbleFrame(low: 41640))
        XCTAssertEqual(rumble(samples, 4), RumbleFrame(low: 58528))
        XCTAssertEqual(rumble(samples, 5), RumbleFrame(low: 41640))
        // 1.0 at sharpness 0.2: a = 1 (overdrive clamps); low cos(0.1π) = 0.951057 -> 62712; high 0.309017 -> 25685.
        XCTAssertEqual(rumble(samples, 6), RumbleFrame(low: 62712, high: 25685))
        XCTAssertEqual(rumble(samples, 7), RumbleFrame(low: 62712, high: 25685))
        // The last transient is at 2.0 s (tick 240): its pulse lasts to tick 243, tick 244 is off.
        XCTAssertEqual(rumble(samples, 240), RumbleFrame(low: 58528))
        XCTAssertEqual(rumble(samples, 243), RumbleFrame(low: 41640))
        XCTAssertEqual(rumble(samples, 244), .off)
        XCTAssertEqual(samples.count, 245)
    }

    func testIntensityControlScalesTheDump() throws {
        let texture = try SharedAHAP.load("ricochet/Texture.ahap")
        let silent = HapticTimeline.samples(for: texture, intensityControl: 0)
        XCTAssertTrue(silent.allSatisfy { $0.rumble.isOff })
        // 0.7 x 0.5 = 0.35: a = 0.207063, overdrive 0.310594 -> 0.310594·0.88 + 0.12 = 0.393323 -> 25776.
        XCTAssertEqual(HapticTimeline.samples(for: texture, intensityControl: 0.5)[0].rumble.low, 25776)
    }

    func testCSVHasHeaderAndOneRowPerTick() throws {
        let csv = HapticTimeline.csv(for: try SharedAHAP.load("ricochet/CollisionShield.ahap"))
        let lines = csv.split(separator: "\n")
        XCTAssertEqual(lines.first, "time,low,high,left_trigger,right_trigger")
        XCTAssertEqual(lines[1], "0.000000,0,65535,65535,65535")
        XCTAssertEqual(lines[2], "0.008333,0,65535,65535,65535")
        XCTAssertEqual(lines.last, "0.033333,0,0,0,0")
        XCTAssertEqual(lines.count, 6)
        let fast = HapticTimeline.csv(for: try SharedAHAP.load("ricochet/CollisionShield.ahap"), rate: 1000)
        XCTAssertEqual(fast.split(separator: "\n").count, 1 + 34 + 1)
    }
}
