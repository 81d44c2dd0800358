import XCTest
@testable import SensoriumCore

/// Every tilt level is solvable without sight, as the talk's first challenge was: a controller
/// that only hears the sonic interface (the drone and the chord, their levels and pan) turns the
/// world with E / Q and solves each level, and the same controller with the sound off does not.
final class TiltBlindTests: XCTestCase {
    /// Turns toward the side the sound pans to, in short taps once the chord is swelling (so the
    /// eased world catches up between taps), and keeps still while the chord is full.
    private struct ListeningController {
        var tick = 0

        mutating func next(heard: [FeedbackCue]) -> InputCommand {
            tick += 1
            guard let chord = layer("tilt-near", in: heard) else { return .idle }
            if chord.level >= 1 { return .idle }
            if chord.level > 0.5, tick % 30 >= 4 { return .idle }
            return InputCommand(buttons: chord.pan >= 0 ? .zoomIn : .zoomOut)
        }

        private func layer(_ id: String, in cues: [FeedbackCue]) -> (level: Double, pan: Double)? {
            for cue in cues { if case .layer(id, _, _, let level, let pan) = cue { return (level, pan) } }
            return nil
        }
    }

    /// Plays `level` handing the controller only the cues; returns the solving tick, or nil.
    private func play(_ level: Level, silenced: Bool, limit: Int = TickClock.ticks(60)) -> Int? {
        var session = LevelSession(level: level)
        var controller = ListeningController()
        var heard: [FeedbackCue] = []
        var events: [ChallengeEvent] = []
        for tick in 1...limit {
            let input = controller.next(heard: heard)
            events.removeAll()
            session.step(input, events: &events)
            if session.isSolved { return tick }
            heard.removeAll()
            guard !silenced else { continue }
            for event in events { FeedbackRouter.cues(for: .challenge(event), into: &heard) }
            FeedbackRouter.continuousCues(for: session.state, into: &heard)
        }
        return nil
    }

    func testEveryTiltLevelIsSolvedByEarAndNotWithTheSoundOff() {
        let levels = LevelCatalog.load(directory: RepositoryPaths.levels).levels.filter { $0.kind == .tilt }
        XCTAssertFalse(levels.isEmpty)
        for level in levels {
            XCTAssertNotNil(play(level, silenced: false), "\(level.id): not solved by ear")
            XCTAssertNil(play(level, silenced: true), "\(level.id): solved without hearing anything")
        }
    }

    func testTheChordSwellsAndTheDroneFadesAsTheMarkNearsTheGoal() {
        let far = TiltChallenge(rules: TiltRules(startDegrees: 0, markDegrees: 0, goalDegrees: 0))
        var cues: [FeedbackCue] = []
        far.continuousCues(into: &cues)
        let near = TiltChallenge(rules: TiltRules(startDegrees: 150, markDegrees: 0, goalDegrees: 0))
        var nearCues: [FeedbackCue] = []
        near.continuousCues(into: &nearCues)
        func level(_ id: String, _ cues: [FeedbackCue]) -> Double {
            for cue in cues { if case .layer(id, _, _, let level, _) = cue { return level } }
            return -1
        }
        XCTAssertLessThan(level("tilt-near", cues), level("tilt-near", nearCues))
        XCTAssertGreaterThan(level("tilt-far", cues), level("tilt-far", nearCues))
    }
}
