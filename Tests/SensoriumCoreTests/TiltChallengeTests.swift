import XCTest
@testable import SensoriumCore

/// The tilted world keeps seed 003's numbers: the angle `atan2(x, y) + π` of the tilt, sampled
/// 25 times a second, applied only past 0.15 rad, eased to the new angle.
final class TiltChallengeTests: XCTestCase {
    private func step(_ challenge: inout TiltChallenge, _ input: InputCommand, ticks: Int = 1) {
        var random = SeededRandom(seed: 1)
        var events: [ChallengeEvent] = []
        for _ in 0..<ticks { challenge.step(input, previous: .idle, random: &random, events: &events) }
    }

    func testTheTiltIsSampledTwentyFiveTimesASecond() {
        let samples = (1...TickClock.rate).filter { TiltChallenge.isSample(tick: $0, hz: 25) }
        XCTAssertEqual(samples.count, 25)
        XCTAssertEqual(samples.first, 5, "the first sample is 1/25 s in (4.8 ticks)")
        XCTAssertEqual((1...TickClock.rate * 3).filter { TiltChallenge.isSample(tick: $0, hz: 25) }.count, 75)
    }

    func testATiltChangeUnderTheThresholdDoesNotTurnTheWorld() {
        // 60 degrees a second: the tilt moves 0.5 degree a tick. 0.14 rad is 8.0 degrees: 16 ticks.
        var challenge = TiltChallenge(rules: TiltRules(turnDegreesPerSecond: 60, goalDegrees: 90))
        let start = challenge.target
        step(&challenge, InputCommand(buttons: .zoomIn), ticks: 16)
        XCTAssertEqual(challenge.target, start, "0.14 rad of tilt turns nothing")
        step(&challenge, .idle, ticks: 60)
        XCTAssertEqual(challenge.target, start, "still nothing at rest")
    }

    func testATiltChangePastTheThresholdTurnsTheWorldAtTheNextSampleAndEases() {
        var challenge = TiltChallenge(rules: TiltRules(turnDegreesPerSecond: 60, goalDegrees: 90))
        let start = challenge.target
        var turnedAt: Int?
        for _ in 0..<40 where turnedAt == nil {
            step(&challenge, InputCommand(buttons: .zoomIn))
            if challenge.target != start { turnedAt = challenge.tick }
        }
        let tick = try! XCTUnwrap(turnedAt)
        XCTAssertTrue(TiltChallenge.isSample(tick: tick, hz: 25), "the world turns only on a sample")
        XCTAssertGreaterThan(challenge.target - start, 0.15)
        XCTAssertLessThan(challenge.target - start, 0.15 + 60 * .pi / 180 / 25 + 1e-9, "by the tilt at that sample")
        XCTAssertEqual(challenge.shownAngle(at: Double(tick)), start, accuracy: 1e-12, "then eases from where it was")
        XCTAssertEqual(challenge.shownAngle(at: Double(tick + TiltChallenge.easeTicks)), challenge.target, accuracy: 1e-12)
    }

    func testTheAngleIsTheSeedsAtan2OfTheTiltPlusPi() {
        for degrees in stride(from: -170.0, through: 170, by: 10) {
            let radians = degrees * .pi / 180
            XCTAssertEqual(TiltChallenge.angle(ofTilt: radians), atan2(sin(radians), cos(radians)) + .pi, accuracy: 1e-12)
        }
    }

    func testHoldingStillDoesNotWinAndAMarkStartingAtTheGoalIsRefused() throws {
        var challenge = TiltChallenge(rules: TiltRules(goalDegrees: 0))
        step(&challenge, .idle, ticks: TickClock.ticks(10))
        XCTAssertFalse(challenge.isSolved)
        let level = levelJSON(id: "x", kind: #""tilt""#, tile: ##"{"color": "#3A7BD5", "column": 0, "row": 0}"##,
                              parameters: #"{"startDegrees": 180}"#, goal: #"{"degrees": 0}"#)
        XCTAssertThrowsError(try LevelParser.parse(Array(level.utf8))) { error in
            XCTAssertEqual((error as? FormatError)?.path, "parameters.startDegrees")
        }
    }

    func testTheShippedTiltLevelIsSolvedByItsKeyboardSolutionAndNotInItsFirstSeconds() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let levels = catalog.levels.filter { $0.kind == .tilt }
        XCTAssertFalse(levels.isEmpty)
        for level in levels {
            let replay = try Replay.read(from: RepositoryPaths.solutions + "/\(level.id).replay")
            let result = ReplayVerifier.verify(replay, catalog: catalog)
            XCTAssertTrue(result.isSolved, "\(level.id): \(result.problems)")
            XCTAssertGreaterThan(try XCTUnwrap(result.outcomes.first?.solvedAtTick), TickClock.ticks(2))
        }
    }
}
