import XCTest
@testable import SensoriumCore

final class HapticPatternPlayerTests: XCTestCase {
    /// Ticks until a one-shot player stops (the tick that finds it past the end is not counted).
    private func ticksPlayed(_ player: inout HapticPatternPlayer, limit: Int = 10_000) -> Int {
        var ticks = 0
        while ticks < limit {
            _ = player.advance()
            if !player.isPlaying { return ticks }
            ticks += 1
        }
        return ticks
    }

    private func parse(_ text: String) throws -> AHAPPattern { try AHAPLoader().parse(text) }

    private func continuousPattern(duration: Double = 1, extra: String = "") throws -> AHAPPattern {
        try parse(#"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": \#(duration), "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.8}, {"ParameterID": "HapticSharpness", "ParameterValue": 0.4}]}}\#(extra)]}"#)
    }

    func testOneShotEndsAfterItsDuration() throws {
        var player = HapticPatternPlayer(pattern: try continuousPattern(duration: 0.5))
        XCTAssertEqual(player.advance(), .silent, "not started")
        player.start()
        XCTAssertEqual(ticksPlayed(&player), 60)
        XCTAssertEqual(player.advance(), .silent)
    }

    func testPlaybackRateTwoHalvesTheDuration() throws {
        var player = HapticPatternPlayer(pattern: try continuousPattern(duration: 0.5))
        player.playbackRate = 2
        player.start()
        XCTAssertEqual(ticksPlayed(&player), 30)
        player.playbackRate = 0.5
        player.start()
        XCTAssertEqual(ticksPlayed(&player), 120)
    }

    func testLoopWithLoopEndRepeatsTheFirstPart() throws {
        let texture = try SharedAHAP.load("ricochet/Texture.ahap")
        var player = HapticPatternPlayer(pattern: texture)
        player.loopEnabled = true
        player.loopEnd = 0.1 // 12 ticks: transients at 0, .02, .04, .05, .07, .09
        player.start()
        var firing: [Int] = []
        for tick in 0..<36 where !player.advance().transient.isSilent { firing.append(tick) }
        XCTAssertEqual(firing, [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34])
    }

    func testTextureLoopedKeepsRumblingPastItsEnd() throws {
        let texture = try SharedAHAP.load("ricochet/Texture.ahap")
        var player = HapticPatternPlayer(pattern: texture)
        player.loopEnabled = true
        player.start()
        var transientsAfterTwoSeconds = 0
        var lastFiring = 0
        for tick in 0..<(120 * 5) where !player.advance().transient.isSilent {
            if tick > 243 { transientsAfterTwoSeconds += 1 }
            lastFiring = tick
        }
        XCTAssertTrue(player.isPlaying)
        XCTAssertGreaterThan(transientsAfterTwoSeconds, 120)
        XCTAssertGreaterThan(lastFiring, 590)
        // The one at 2.0 s, then the next loop's ones at 0 and 0.02 (2.02 s, 2.04 s): ticks 240, 242, 244.
        player.start()
        var ticks: [Int] = []
        for tick in 0..<246 where !player.advance().transient.isSilent { ticks.append(tick) }
        XCTAssertEqual(Array(ticks.suffix(3)), [240, 242, 244])
    }

    func testIntensityControlZeroSilencesTexture() throws {
        var player = HapticPatternPlayer(pattern: try SharedAHAP.load("ricochet/Texture.ahap"))
        player.loopEnabled = true
        player.sendParameter(.hapticIntensityControl, 0)
        player.start()
        for _ in 0..<600 { XCTAssertEqual(player.advance(), .silent) }
        player.sendParameter(.hapticIntensityControl, 0.5)
        player.seek(to: 0)
        XCTAssertEqual(player.advance().transient, HapticLayer(intensity: 0.35, sharpness: 0))
    }

    func testCurvesInterpolateAndCombineWithLiveValues() throws {
        // Grow: intensity control 0 -> 1 over 0.15 s, hold, 1 -> 0.3 by 0.3 s, -> 0 at 0.6 s.
        var player = HapticPatternPlayer(pattern: try SharedAHAP.load("ricochet/Grow.ahap"))
        player.start(atOffset: 0.075) // halfway up the first ramp
        XCTAssertEqual(player.advance().continuous.intensity, 0.5, accuracy: 1e-12)
        player.seek(to: 0.45) // halfway from 0.3 (at 0.3 s) to 0 (at 0.6 s)
        XCTAssertEqual(player.advance().continuous.intensity, 0.15, accuracy: 1e-12)
        player.sendParameter(.hapticIntensityControl, 0.5) // multiplies
        player.seek(to: 0.45)
        XCTAssertEqual(player.advance().continuous.intensity, 0.075, accuracy: 1e-12)

        // Inflate: sharpness 0.5 + curve -0.8 -> 0.8 over 1.7 s; offsets add and clamp.
        var inflate = HapticPatternPlayer(pattern: try SharedAHAP.load("effects/Inflate.ahap"))
        inflate.start(atOffset: 0.85)
        XCTAssertEqual(inflate.advance().continuous.sharpness, 0.5, accuracy: 1e-12)
        inflate.seek(to: 0)
        XCTAssertEqual(inflate.advance().continuous.sharpness, 0, accuracy: 1e-12) // 0.5 - 0.8 clamped
        inflate.sendParameter(.hapticSharpnessControl, 0.3)
        inflate.seek(to: 0.85)
        XCTAssertEqual(inflate.advance().continuous.sharpness, 0.8, accuracy: 1e-12)
    }

    func testParameterStepsAndLaterEntriesTakeOver() throws {
        let pattern = try continuousPattern(duration: 2, extra: #"""
        , {"Parameter": {"ParameterID": "HapticIntensityControl", "Time": 1.0, "ParameterValue": 0.25}}
        , {"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0.5, "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": 0.5}, {"Time": 0.25, "ParameterValue": 1}]}}
        """#)
        let value = { (t: Double) in pattern.parameter(.hapticIntensityControl, at: t) }
        XCTAssertEqual(value(0.4), 1)       // default before any entry
        XCTAssertEqual(value(0.5), 0.5)
        XCTAssertEqual(value(0.625), 0.75)
        XCTAssertEqual(value(0.9), 1)       // curve holds its last point
        XCTAssertEqual(value(1.0), 0.25)    // the step starts later, so it wins
    }

    func testEnvelopeAttackAndReleaseShapeContinuousEvents() throws {
        let pattern = try parse(#"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": 1, "EventParameters": [{"ParameterID": "AttackTime", "ParameterValue": 0.5}, {"ParameterID": "ReleaseTime", "ParameterValue": 0.25}]}}, {"Event": {"Time": 2, "EventType": "HapticContinuous", "EventDuration": 1, "EventParameters": [{"ParameterID": "Sustained", "ParameterValue": 0}, {"ParameterID": "DecayTime", "ParameterValue": 0.5}]}}]}"#)
        var player = HapticPatternPlayer(pattern: pattern)
        func intensity(at t: Double) -> Double { player.start(atOffset: t); return player.advance().continuous.intensity }
        XCTAssertEqual(intensity(at: 0.25), 0.5, accuracy: 1e-12)   // attack halfway
        XCTAssertEqual(intensity(at: 0.6), 1, accuracy: 1e-12)      // sustained
        XCTAssertEqual(intensity(at: 0.875), 0.5, accuracy: 1e-12)  // release halfway
        XCTAssertEqual(intensity(at: 2.25), 0.5, accuracy: 1e-12)   // not sustained: decays over 0.5 s
        XCTAssertEqual(intensity(at: 2.6), 0, accuracy: 1e-12)
    }

    func testSeekJumpsAndStopSilences() throws {
        let texture = try SharedAHAP.load("ricochet/Texture.ahap")
        var player = HapticPatternPlayer(pattern: texture)
        player.start()
        player.seek(to: 2.0)
        XCTAssertEqual(player.advance().transient, HapticLayer(intensity: 0.7, sharpness: 0))
        XCTAssertEqual(player.position, 2.0 + 1.0 / 120, accuracy: 1e-12)
        // Ends 0.02 s later: two more ticks start before 2.02 s, the third finds the end.
        _ = player.advance()
        _ = player.advance()
        XCTAssertTrue(player.isPlaying)
        _ = player.advance()
        XCTAssertFalse(player.isPlaying)
        player.start()
        XCTAssertFalse(player.advance().transient.isSilent)
        player.stop()
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(player.advance(), .silent)
    }

    func testAudioEventsAreReportedInTheTickTheyStart() throws {
        var player = HapticPatternPlayer(pattern: try SharedAHAP.load("ricochet/Grow.ahap")) // audio at 0.1 s = tick 12
        player.start()
        var starts: [HapticAudioStart] = []
        var ticks: [Int] = []
        for tick in 0..<80 {
            let before = starts.count
            _ = player.advance(audioStarts: &starts)
            if starts.count > before { ticks.append(tick) }
        }
        XCTAssertEqual(ticks, [12])
        XCTAssertEqual(starts.first?.eventIndex, 0)
        XCTAssertEqual(starts.first?.volume, 1)
        XCTAssertEqual(starts.first?.offset ?? -1, 0, accuracy: 1e-12)

        var shield = HapticPatternPlayer(pattern: try SharedAHAP.load("ricochet/ShieldOn.ahap"))
        shield.sendParameter(.audioVolumeControl, 0.5)
        shield.start()
        starts.removeAll()
        _ = shield.advance(audioStarts: &starts)
        XCTAssertEqual(starts.first?.volume, 0.375) // 0.75 x 0.5
    }

    func testLoopedAudioStartsAgainEveryLoop() throws {
        var player = HapticPatternPlayer(pattern: try SharedAHAP.load("ricochet/CollisionSmall.ahap"))
        player.loopEnabled = true
        player.loopEnd = 0.25 // 30 ticks
        player.start()
        var starts: [HapticAudioStart] = []
        for _ in 0..<90 { _ = player.advance(audioStarts: &starts) }
        XCTAssertEqual(starts.count, 3)
    }
}
