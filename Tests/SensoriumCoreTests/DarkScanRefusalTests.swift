import XCTest
@testable import SensoriumCore

/// Wrong answers look wrong: in `decoys`, every decoy framed and held in view is refused — the
/// brackets never close into the success shape, and neither the solve's sound nor its rumble
/// comes — while the real square, framed, closes them and solves.
final class DarkScanRefusalTests: XCTestCase {
    private func rules() throws -> DarkScanRules {
        let level = try XCTUnwrap(RepositoryPaths.shippedCatalog.level(id: "decoys"))
        return try XCTUnwrap(level.rules.kindRules as? DarkScanRules)
    }

    private struct Watched {
        var closedTicks = 0
        var refusedTicks = 0
        var successCues: [FeedbackCue] = []
        var refusalCues = 0
        var solved = false
    }

    /// Holds the view still on `shape` for three seconds, watching what the player sees, hears
    /// and feels every tick.
    private func watch(_ shape: DarkScanScene.Shape, rules: DarkScanRules) -> Watched {
        var rules = rules
        rules.start = Viewfinder(x: shape.x, y: shape.y)
        var challenge = DarkScanChallenge(rules: rules)
        var random = SeededRandom(seed: 1)
        var watched = Watched()
        for _ in 0..<TickClock.ticks(3) {
            var events: [ChallengeEvent] = []
            challenge.step(.idle, previous: .idle, random: &random, events: &events)
            if challenge.reticleClosure(progress: challenge.progress) >= 1 { watched.closedTicks += 1 }
            if challenge.isRefusing { watched.refusedTicks += 1 }
            var cues: [FeedbackCue] = []
            for event in events {
                if event == .solved { watched.solved = true }
                FeedbackRouter.cues(for: .challenge(event), into: &cues)
            }
            challenge.continuousCues(into: &cues)
            for cue in cues {
                switch cue {
                case .sound(.homeSolved, _, _), .sound(.darkScanSolved, _, _), .haptic(.homeSolved, _):
                    watched.successCues.append(cue)
                case .sound(.darkScanRefusal, _, _), .haptic(.darkScanRefusal, _):
                    watched.refusalCues += 1
                default:
                    break
                }
            }
        }
        return watched
    }

    func testADecoyFramedNeverLooksSoundsOrFeelsLikeSuccess() throws {
        let rules = try rules()
        var refused = 0
        for shape in rules.scene.shapes.dropLast() {
            let watched = watch(shape, rules: rules)
            XCTAssertFalse(watched.solved, "\(shape.form)")
            XCTAssertEqual(watched.closedTicks, 0, "\(shape.form): the brackets never close into the square")
            XCTAssertEqual(watched.successCues, [], "\(shape.form): no solve sound, no solve rumble")
            if watched.refusedTicks > DarkScanChallenge.refusalRepeatTicks {
                XCTAssertGreaterThan(watched.refusalCues, 0, "\(shape.form): refused by ear and hand as by eye")
                refused += 1
            }
        }
        XCTAssertGreaterThan(refused, 0, "a decoy that fills the reticle is refused, not ignored")
    }

    func testTheRealSquareFramedIsNotRefusedAndClosesTheBrackets() throws {
        let rules = try rules()
        let watched = watch(try XCTUnwrap(rules.scene.shapes.last), rules: rules)
        XCTAssertTrue(watched.solved)
        XCTAssertGreaterThan(watched.closedTicks, 0)
        XCTAssertEqual(watched.refusalCues, 0)
    }
}
