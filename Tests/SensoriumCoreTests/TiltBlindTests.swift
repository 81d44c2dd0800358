import XCTest
@testable import SensoriumCore

/// Every tilt level is solvable without sight, as the talk's first challenge was: a controller
/// that only hears the sonic interface (the chord's level and pan) turns the
/// world with E / Q and solves each level, and the same controller with the sound off does not.
final class TiltBlindTests: XCTestCase {
    /// Turns toward the side the sound pans to until it hears the world move toward the goal
    /// (the pan swings toward the centre: a turn past the threshold), then keeps still while the
    /// world eases there and listens again; keeps still while the chord is full. A drifting
    /// world pulls the mark out of the goal, the chord drops, and it turns back the same way.
    private struct ListeningController: BlindController {
        /// Ticks left to keep still while the world eases to a new angle (0.25 s and a margin).
        var settling = 0
        /// The pan heard when the current turn began.
        var panAtPress: Double?

        mutating func next(heard: [FeedbackCue]) -> InputCommand {
            guard let chord = heard.layer("tilt-near") else { return .idle }
            if chord.level >= 1 { panAtPress = nil; return .idle }
            if settling > 0 { settling -= 1; return .idle }
            if let start = panAtPress, abs(chord.pan) < abs(start) - 0.02 {
                panAtPress = nil
                settling = 36
                return .idle
            }
            if panAtPress == nil { panAtPress = chord.pan }
            return InputCommand(buttons: chord.pan >= 0 ? .zoomIn : .zoomOut)
        }

    }

    func testEveryTiltLevelIsSolvedByEarAndNotWithTheSoundOff() {
        let levels = LevelCatalog.load(directory: RepositoryPaths.levels).levels.filter { $0.kind == .tilt }
        XCTAssertFalse(levels.isEmpty)
        for level in levels {
            XCTAssertNotNil(BlindRun(level).playing(ListeningController(), limit: TickClock.ticks(60)), "\(level.id): not solved by ear")
            XCTAssertNil(BlindRun(level).playing(DeafController(inner: ListeningController()), limit: TickClock.ticks(60)), "\(level.id): solved without hearing anything")
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

/// The rest of the talk's interface: louder and sweeter at the edges, and a rumble that firms
/// up near the answer, felt through the game's own pattern on the pad's motors.
final class TiltCuesTests: XCTestCase {
    private func level(_ id: String, _ cues: [FeedbackCue]) -> Double {
        for cue in cues { if case .layer(id, _, _, let level, _) = cue { return level } }
        return -1
    }

    private func cues(startDegrees: Double, goalDegrees: Double = 0) -> [FeedbackCue] {
        var cues: [FeedbackCue] = []
        TiltChallenge(rules: TiltRules(startDegrees: startDegrees, goalDegrees: goalDegrees, toleranceDegrees: 6)).continuousCues(into: &cues)
        return cues
    }

    func testTheEdgeShimmerRisesAtEachScreenEdgeAndMostAtTheGoals() {
        // The mark shows at startDegrees + 180: on the right edge at -90, between edges at -45.
        XCTAssertEqual(level(TiltCues.edge, cues(startDegrees: -45)), 0)
        XCTAssertEqual(level(TiltCues.edge, cues(startDegrees: -90)), 0.5, accuracy: 1e-9, "the right edge")
        XCTAssertGreaterThan(level(TiltCues.edge, cues(startDegrees: -85)), 0.2)
        XCTAssertEqual(level(TiltCues.edge, cues(startDegrees: -90, goalDegrees: 90)), 0.8, accuracy: 1e-9, "the goal's edge")
    }

    func testEveryLayerPansTowardTheSideToTurn() {
        // Mark at the bottom-left (225), goal at the top: clockwise is the short way, so right.
        for cue in cues(startDegrees: 45) {
            if case .layer(_, _, _, _, let pan) = cue { XCTAssertGreaterThan(pan, 0) }
        }
    }

    func testTheRumbleFirmsUpNearTheAnswerOnThePadsMotors() {
        let library = HapticLibrary.load(directories: [RepositoryPaths.resources + "/haptics"],
                                         soundRoots: [RepositoryPaths.resources + "/sounds"])
        XCTAssertNotNil(library[CueName.tiltNear.rawValue])
        // Mark 120, 60, 20 degrees from the goal, then in it.
        let levels = [60.0, 120, 160, 179].map { level(TiltCues.rumble, cues(startDegrees: $0)) }
        XCTAssertEqual(levels[0], 0, "nothing beyond a quarter turn")
        XCTAssertLessThan(levels[1], levels[2])
        XCTAssertEqual(levels[3], 1)
        var strengths: [UInt16] = []
        for startDegrees in [120.0, 160, 179] {
            var player = HapticCuePlayer(library: library, settings: RumbleSettings())
            let frames = (0..<12).map { _ in player.tick(cues(startDegrees: startDegrees)) }
            strengths.append(frames.map { max($0.low, $0.high) }.max() ?? 0)
        }
        XCTAssertGreaterThan(strengths[0], 0)
        XCTAssertLessThan(strengths[0], strengths[1])
        XCTAssertLessThan(strengths[1], strengths[2])
    }
}
