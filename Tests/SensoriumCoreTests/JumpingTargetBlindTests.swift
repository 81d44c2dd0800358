import XCTest
@testable import SensoriumCore

/// Every jumping-target level is solvable without sight: a controller that only hears the cues
/// (the beacon's pitch, pan and level; the landing thump; the shy target's startled chirp) walks
/// the cursor onto the target and presses, and the same controller with the sound off does not.
final class JumpingTargetBlindTests: XCTestCase {
    /// Follows the beacon: toward its pan, up for the high pip, down for the low one; presses
    /// when it is at full level (in reach). Once it hears the target startle it knows chasing
    /// fails, and keeps still so the target comes to it.
    private struct ListeningController: BlindController {
        var shy = false
        var lastButtons: InputButtons = []

        mutating func next(heard: [FeedbackCue]) -> InputCommand {
            if heard.contains(where: { if case .sound(.targetFlee, _, _) = $0 { return true }; return false }) { shy = true }
            var buttons: InputButtons = []
            if let beacon = beacon(in: heard) {
                if beacon.level >= JumpingTargetChallenge.inReachLevel {
                    if !lastButtons.contains(.confirm) { buttons.insert(.confirm) }
                } else if !shy {
                    if beacon.pan > 0.02 { buttons.insert(.right) } else if beacon.pan < -0.02 { buttons.insert(.left) }
                    if beacon.sound == .targetBeaconHigh { buttons.insert(.up) }
                    if beacon.sound == .targetBeaconLow { buttons.insert(.down) }
                }
            }
            lastButtons = buttons
            return InputCommand(buttons: buttons)
        }

        private func beacon(in cues: [FeedbackCue]) -> (sound: CueName?, level: Double, pan: Double)? {
            for cue in cues {
                if case .layer(let id, let sound, _, let level, let pan) = cue, id.hasPrefix(JumpingTargetChallenge.beaconLayer) {
                    return (sound, level, pan)
                }
            }
            return nil
        }
    }

    func testEveryJumpingTargetLevelIsSolvedByEarAndNotWithTheSoundOff() {
        let levels = LevelCatalog.load(directory: RepositoryPaths.levels).levels.filter { $0.kind == .jumpingTarget }
        XCTAssertGreaterThanOrEqual(levels.count, 6)
        for level in levels {
            let ticks = BlindRun(level).playing(ListeningController(), limit: TickClock.ticks(90))
            XCTAssertNotNil(ticks, "\(level.id): not solved by ear")
            XCTAssertNil(BlindRun(level).playing(DeafController(inner: ListeningController()), limit: TickClock.ticks(90)), "\(level.id): solved without hearing anything")
            if let ticks { print("\(level.id) solved by ear in \(TickClock.format(ticks))") }
        }
    }

    func testTheBeaconIsFullAndCentredOnlyWhenAPressWouldCatch() {
        var random = SeededRandom(seed: 5)
        let challenge = JumpingTargetChallenge(rules: JumpingTargetRules(catches: 1), random: &random)
        var cues: [FeedbackCue] = []
        challenge.continuousCues(into: &cues)
        guard case .layer(_, _, _, let level, _)? = cues.first else { return XCTFail("no beacon") }
        XCTAssertLessThan(level, JumpingTargetChallenge.inReachLevel, "the target starts out of reach")
    }

    func testTheBeaconPitchSaysWhetherTheTargetIsAboveOrBelow() {
        // The cursor starts at (960, 590); walk it to the bottom edge: every target is then above.
        var random = SeededRandom(seed: 9)
        var challenge = JumpingTargetChallenge(rules: JumpingTargetRules(catches: 1), random: &random)
        var events: [ChallengeEvent] = []
        for _ in 0..<120 {
            challenge.step(InputCommand(buttons: .down), previous: .idle, random: &random, events: &events)
        }
        var cues: [FeedbackCue] = []
        challenge.continuousCues(into: &cues)
        let high = challenge.targetPosition(at: Double(challenge.tick)).y < challenge.cursorY - 35
        guard case .layer(_, let sound, _, _, _)? = cues.first else { return XCTFail("no beacon") }
        XCTAssertEqual(sound, high ? .targetBeaconHigh : .targetBeaconLevel)
    }

    func testALandingIsHeard() {
        var random = SeededRandom(seed: 3)
        var challenge = JumpingTargetChallenge(rules: JumpingTargetRules(catches: 3, leapEvery: 1), random: &random)
        var events: [ChallengeEvent] = []
        var landed = false
        for _ in 0..<TickClock.ticks(3) {
            events.removeAll()
            challenge.step(.idle, previous: .idle, random: &random, events: &events)
            for event in events { if case .kind(JumpingTargetEvent.landed as JumpingTargetEvent) = event { landed = true } }
        }
        XCTAssertTrue(landed)
        var cues: [FeedbackCue] = []
        FeedbackRouter.cues(for: .challenge(.kind(JumpingTargetEvent.landed(x: 1920, y: 500))), into: &cues)
        XCTAssertTrue(cues.contains(.sound(.targetLand, volume: 0.8, pan: 1)))
    }
}
