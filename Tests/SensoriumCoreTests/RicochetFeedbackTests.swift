import Foundation
import XCTest
@testable import SensoriumCore

/// Plays cues the way the platform does: one-shot patterns start in the tick they are cued, a
/// layer plays looped while it is cued each tick (its intensity control set to its level) and
/// stops in the first tick it is not. Gives the pad's motor levels per tick.
struct RicochetRumbleRig {
    var mixer = HapticMixer()
    var mapper = RumbleMapper()
    var layers: [String: HapticPlayerHandle] = [:]
    var patterns: [String: AHAPPattern] = [:]

    mutating func pattern(_ name: String) throws -> AHAPPattern {
        if let pattern = patterns[name] { return pattern }
        let url = URL(fileURLWithPath: RepositoryPaths.resources + "/haptics/\(name).ahap")
        let pattern = try AHAPLoader().load(contentsOf: url)
        patterns[name] = pattern
        return pattern
    }

    /// Plays one tick's cues and returns the motor levels of that tick.
    mutating func tick(_ cues: [FeedbackCue]) throws -> RumbleFrame {
        var cued: Set<String> = []
        for cue in cues {
            switch cue {
            case .haptic(let name, let intensity):
                let handle = mixer.play(try pattern(name.rawValue))
                mixer.sendParameter(handle, .hapticIntensityControl, intensity)
            case .layer(let id, _, let haptic, let level, _):
                guard let haptic else { continue }
                cued.insert(id)
                if layers[id] == nil { layers[id] = mixer.play(try pattern(haptic.rawValue), loop: true) }
                mixer.sendParameter(layers[id]!, .hapticIntensityControl, level)
            case .sound:
                break
            }
        }
        for (id, handle) in layers where !cued.contains(id) {
            mixer.stop(handle)
            layers[id] = nil
        }
        return mapper.map(mixer.advance())
    }
}

final class RicochetFeedbackTests: XCTestCase {
    private func cues(_ events: [ChallengeEvent]) -> [FeedbackCue] {
        var cues: [FeedbackCue] = []
        for event in events { FeedbackRouter.cues(for: .challenge(event), into: &cues) }
        return cues
    }

    private func continuous(_ challenge: RicochetChallenge) -> [FeedbackCue] {
        var cues: [FeedbackCue] = []
        FeedbackRouter.continuousCues(for: ChallengeState(challenge), into: &cues)
        return cues
    }

    /// Drives a ball of the given state into the right wall at `speed` and returns the tick's cues
    /// and motor levels.
    private func hit(grown: Int, speed: Double, rules: RicochetRules = RicochetRules(implosions: 1))
        throws -> (hit: RicochetCollision, cues: [FeedbackCue], rumble: RumbleFrame) {
        var driver = RicochetDriver(rules)
        driver.spawn()
        for _ in 0..<grown { driver.press() }
        var rig = RicochetRumbleRig()
        driver.challenge.place(RicochetBall(x: RicochetRules.field.maxX - driver.challenge.radius - 5, y: 595, vx: speed, vy: 0))
        for _ in 0..<60 {
            driver.step()
            let tickCues = cues(driver.events) + continuous(driver.challenge)
            let rumble = try rig.tick(tickCues)
            if let hit = driver.collisions.first { return (hit, tickCues, rumble) }
            XCTAssertTrue(rumble.isOff, "nothing before the hit")
        }
        throw XCTSkip("the ball never reached the wall")
    }

    func testALargeBallHitRumblesInTheSameTickWithTheHeavyMotorDominant() throws {
        let (hit, cues, rumble) = try hit(grown: 1, speed: 800)
        let speed = hit.speed
        XCTAssertEqual(speed, 800 / RicochetPhysics.hardImpactSpeed, accuracy: 0.01)
        XCTAssertTrue(cues.contains(.haptic(pattern: .ricochetCollisionLarge, intensity: 0.375 + 0.625 * speed)))
        XCTAssertTrue(cues.contains(.sound(.ricochetCollisionLarge, volume: 0.1 + 0.9 * speed, pan: FeedbackRouter.pan(hit.x))))
        XCTAssertGreaterThan(rumble.low, 0)
        XCTAssertGreaterThan(rumble.low, rumble.high * 2, "a round hit: the heavy motor")
    }

    func testASmallBallHitIsEvenAndAShieldedOneCrisp() throws {
        let small = try hit(grown: 0, speed: 2000)
        XCTAssertTrue(small.cues.contains(.haptic(pattern: .ricochetCollisionSmall, intensity: 1)))
        XCTAssertTrue(small.cues.contains(.sound(.ricochetCollisionSmall, volume: 1, pan: FeedbackRouter.pan(small.hit.x))))
        XCTAssertEqual(Double(small.rumble.low), Double(small.rumble.high), accuracy: 2, "sharpness 0.5: both motors")
        let shielded = try hit(grown: 2, speed: 2000)
        XCTAssertTrue(shielded.cues.contains(.haptic(pattern: .ricochetCollisionShield, intensity: 1)))
        XCTAssertTrue(shielded.cues.contains(.haptic(pattern: .ricochetImplode, intensity: 1)))
        XCTAssertGreaterThan(shielded.rumble.rightTrigger, 0, "sharpness 1: the crisp click reaches the triggers")
    }

    func testImpactSpeedScalesIntensityAndVolumeAsTheSampleDoes() throws {
        let soft = try hit(grown: 0, speed: 100)
        let hard = try hit(grown: 0, speed: 1200)
        func levels(_ cues: [FeedbackCue]) -> (intensity: Double, volume: Double) {
            var result = (0.0, 0.0)
            for cue in cues {
                if case .haptic(_, let intensity) = cue { result.0 = intensity }
                if case .sound(_, let volume, _) = cue { result.1 = volume }
            }
            return result
        }
        let a = levels(soft.cues), b = levels(hard.cues)
        XCTAssertEqual(a.intensity, 0.375 + 0.625 * soft.hit.speed, accuracy: 1e-12)
        XCTAssertEqual(a.volume, 0.1 + 0.9 * soft.hit.speed, accuracy: 1e-12)
        XCTAssertLessThan(a.intensity, b.intensity)
        XCTAssertLessThan(a.volume, b.volume)
        XCTAssertGreaterThan(hard.rumble.low, soft.rumble.low)
    }

    func testEveryStateChangeHasItsPatternAndSound() {
        var driver = RicochetDriver()
        driver.step()
        XCTAssertEqual(cues(driver.events), [.sound(.ricochetSpawn, volume: 0.8, pan: 0), .haptic(pattern: .ricochetSpawn, intensity: 1)])
        driver.spawn()
        driver.press()
        XCTAssertEqual(cues(driver.events), [.sound(.ricochetGrow, volume: 1, pan: 0), .haptic(pattern: .ricochetGrow, intensity: 1)])
        driver.press()
        XCTAssertEqual(cues(driver.events), [.sound(.ricochetShieldOn, volume: 0.9, pan: 0),
                                             .haptic(pattern: .ricochetShieldOn, intensity: 1)],
                       "the shield's sound and continuous haptic start in the tick its animation starts")
        driver.press(.alternate)
        XCTAssertEqual(cues(driver.events), [.sound(.ricochetRollPaper, volume: 0.4, pan: 0)])
    }

    func testTheTextureLayerFollowsSpeedAndStopsWhenTheBallStopsOrLeavesIt() throws {
        let patch = RicochetRules.Patch(x: 60, y: 150, w: 900, h: 890, material: .rough)
        var driver = RicochetDriver(RicochetRules(materials: [], patches: [patch], rollSeconds: 10))
        driver.spawn()
        var rig = RicochetRumbleRig()
        var levels: [Double] = []
        var rumble: [Double] = []
        for speed in [100.0, 400, 800, 1600] {
            var strongest = 0.0
            for _ in 0..<60 {
                driver.challenge.place(RicochetBall(x: 500, y: 595, vx: speed, vy: 0))
                driver.step()
                let layer = continuous(driver.challenge)
                guard case .layer(let id, let sound, let haptic, let level, let pan)? = layer.first else {
                    return XCTFail("no texture layer at \(speed)")
                }
                XCTAssertEqual(id, "ricochet-roll-rough")
                XCTAssertEqual(sound, .ricochetRollRough)
                XCTAssertEqual(haptic, .ricochetRollRough)
                XCTAssertEqual(level, 0.05 + 0.4 * min(1, driver.challenge.ball.speed / RicochetPhysics.hardImpactSpeed), accuracy: 1e-12)
                XCTAssertEqual(pan, FeedbackRouter.pan(Float(driver.challenge.ball.x)))
                levels.append(level)
                let frame = try rig.tick(layer)
                strongest = max(strongest, Double(frame.low) + Double(frame.high))
            }
            rumble.append(strongest)
        }
        XCTAssertEqual(levels, levels.sorted(), "faster is stronger")
        XCTAssertEqual(rumble, rumble.sorted())
        XCTAssertLessThan(rumble[0], rumble[3])

        // Stopped: no layer, and the motors fall silent once the last click's pulse is over.
        driver.challenge.place(RicochetBall(x: 500, y: 595))
        driver.step()
        XCTAssertEqual(continuous(driver.challenge), [])
        var frame = RumbleFrame.off
        for _ in 0..<6 { frame = try rig.tick(continuous(driver.challenge)) }
        XCTAssertTrue(frame.isOff)

        // Rolling off the patch onto bare floor: no layer either.
        driver.challenge.place(RicochetBall(x: 1200, y: 595, vx: 800, vy: 0))
        driver.step()
        XCTAssertEqual(continuous(driver.challenge), [])
    }

    func testAFrozenBallHasNoTextureLayer() {
        var driver = RicochetDriver(RicochetRules(materials: [.metal], rollSeconds: 1))
        driver.press(.alternate)
        driver.challenge.place(RicochetBall(x: 500, y: 595, vx: 800, vy: 0))
        driver.step()
        XCTAssertEqual(driver.challenge.phase, .spawning)
        XCTAssertEqual(continuous(driver.challenge), [])
    }

    func testRollingFromOneFloorStraightOntoAnotherChangesTheLayer() {
        // A platform layer keeps the loop it started with, so the new floor needs a new layer id.
        let patches = [RicochetRules.Patch(x: 600, y: 150, w: 200, h: 890, material: .metal),
                       RicochetRules.Patch(x: 60, y: 150, w: 1800, h: 890, material: .rough)]
        var driver = RicochetDriver(RicochetRules(spawnX: 450, materials: [], patches: patches, rollSeconds: 1))
        driver.spawn()
        var ids: [String] = []
        for _ in 0..<60 {
            driver.challenge.place(RicochetBall(x: driver.challenge.ball.x, y: 595, vx: 600, vy: 0))
            driver.step()
            for case .layer(let id, _, _, _, _) in continuous(driver.challenge) where ids.last != id { ids.append(id) }
        }
        XCTAssertEqual(ids, ["ricochet-roll-rough", "ricochet-roll-metal"])
    }

    func testTheJumpingTargetCuesOnlyItsBeacon() {
        var random = SeededRandom(seed: 1)
        let state = ChallengeState(rules: ChallengeRules(JumpingTargetRules(catches: 1)), random: &random)
        var cues: [FeedbackCue] = []
        FeedbackRouter.continuousCues(for: state, into: &cues)
        XCTAssertEqual(cues.count, 1)
        guard case .layer(let id, _, let haptic, _, _)? = cues.first else { return XCTFail("\(cues)") }
        XCTAssertTrue(id.hasPrefix(JumpingTargetChallenge.beaconLayer))
        XCTAssertNil(haptic)
        XCTAssertNil(state.rolling)
    }
}
