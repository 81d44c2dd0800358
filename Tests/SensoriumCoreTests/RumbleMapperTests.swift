import XCTest
@testable import SensoriumCore

/// Expected levels are computed by hand from the mapping in docs/haptics.md:
/// a = intensity^1.5; low = a·cos(s·π/2), high = a·sin(s·π/2); trigger = a·clamp((s−0.5)/0.5);
/// level = round((x·0.88 + 0.12·min(1, x/0.05)) · 65535).
final class RumbleMapperTests: XCTestCase {
    private func transient(_ intensity: Double, _ sharpness: Double) -> HapticFrame {
        HapticFrame(transient: HapticLayer(intensity: intensity, sharpness: sharpness))
    }

    private func continuous(_ intensity: Double, _ sharpness: Double) -> HapticFrame {
        HapticFrame(continuous: HapticLayer(intensity: intensity, sharpness: sharpness))
    }

    func testRoundContinuousGoesToTheLowMotorOnly() {
        var mapper = RumbleMapper()
        // a = 1 -> low 65535, high sin(0) = 0.
        XCTAssertEqual(mapper.map(continuous(1, 0)), RumbleFrame(low: 65535, high: 0))
        // a = 0.25^1.5 = 0.125 -> (0.125·0.88 + 0.12)·65535 = 0.23·65535 = 15073.05.
        XCTAssertEqual(mapper.map(continuous(0.25, 0)), RumbleFrame(low: 15073, high: 0))
    }

    func testMidSharpnessSplitsWithEqualPower() {
        var mapper = RumbleMapper()
        // a = 1, θ = π/4: each motor 0.70711 -> (0.70711·0.88 + 0.12)·65535 = 48643.6.
        let frame = mapper.map(continuous(1, 0.5))
        XCTAssertEqual(frame, RumbleFrame(low: 48644, high: 48644))
    }

    func testDeadZoneLiftsSmallValuesAndZeroStaysOff() {
        var mapper = RumbleMapper()
        // a = 0.1^1.5 = 0.031623 (< knee 0.05): 0.031623·0.88 + 0.12·0.63246 = 0.10372 -> 6797.
        XCTAssertEqual(mapper.map(continuous(0.1, 0)).low, 6797)
        // a = 0.2^1.5 = 0.089443 (> knee): 0.078710 + 0.12 = 0.19871 -> 13022; above the 0.12 dead zone.
        XCTAssertEqual(mapper.map(continuous(0.2, 0)).low, 13022)
        XCTAssertEqual(mapper.map(continuous(0, 0)), .off)
    }

    func testTransientBecomesAFourTickPulseWithOverdrive() {
        var mapper = RumbleMapper()
        XCTAssertEqual(mapper.pulseTicks, 4)
        XCTAssertEqual(mapper.overdriveTicks, 1)
        // a = 0.7^1.5 = 0.585662; overdrive x1.5 = 0.878493 -> 58528; then 0.585662 -> 41640.
        XCTAssertEqual(mapper.map(transient(0.7, 0)).low, 58528)
        XCTAssertEqual(mapper.map(.silent).low, 41640)
        XCTAssertEqual(mapper.map(.silent).low, 41640)
        XCTAssertEqual(mapper.map(.silent).low, 41640)
        XCTAssertEqual(mapper.map(.silent), .off)
        XCTAssertFalse(mapper.isBusy)
    }

    func testCrispTransientsDriveTheTriggers() {
        var mapper = RumbleMapper()
        // s = 1: low cos(π/2) ≈ 0 -> 0; high and triggers a = 1 -> 65535.
        XCTAssertEqual(mapper.map(transient(1, 1)), RumbleFrame(low: 0, high: 65535, leftTrigger: 65535, rightTrigger: 65535))
        mapper.reset()
        // s = 0.75: trigger share 0.5, a = 0.5^1.5 = 0.353553, overdrive 0.530330, trigger 0.265165 -> 0.353345 -> 23156.
        XCTAssertEqual(mapper.map(transient(0.5, 0.75)).leftTrigger, 23156)
        // Round continuous never reaches the triggers.
        mapper.reset()
        XCTAssertEqual(mapper.map(continuous(1, 1)).leftTrigger, 0)
    }

    func testStrengthScalesBeforeTheDeadZoneAndOffSilences() {
        var settings = RumbleSettings()
        settings.strength = 0.5
        var mapper = RumbleMapper(settings: settings)
        // x = 1·0.5 -> (0.44 + 0.12)·65535 = 36699.6.
        XCTAssertEqual(mapper.map(continuous(1, 0)).low, 36700)
        settings.enabled = false
        mapper = RumbleMapper(settings: settings)
        XCTAssertEqual(mapper.map(transient(1, 1)), .off)
        XCTAssertEqual(mapper.map(continuous(1, 0.3)), .off)
    }

    func testPulseLengthFollowsTheTickRate() {
        XCTAssertEqual(RumbleMapper(tickRate: 1000).pulseTicks, 34)
        XCTAssertEqual(RumbleMapper(tickRate: 1000).overdriveTicks, 8)
        XCTAssertEqual(RumbleMapper(tickRate: 10).pulseTicks, 1)
    }
}
