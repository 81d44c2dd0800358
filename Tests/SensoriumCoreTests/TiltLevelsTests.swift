import XCTest
@testable import SensoriumCore

/// What the later tilt levels add, as a player meets it: targets in order (a combination lock)
/// or in any order, a world that drifts, the mouse drag, and no level won by accident.
final class TiltLevelsTests: XCTestCase {
    private func run(_ challenge: inout TiltChallenge, _ input: InputCommand, ticks: Int = 1) -> [ChallengeEvent] {
        challenge.played(input, ticks: ticks)
    }

    /// Turns with the solver until `done` or the time runs out.
    private func solve(_ challenge: inout TiltChallenge, until done: (TiltChallenge) -> Bool) -> [ChallengeEvent] {
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        var random = SeededRandom(seed: 1)
        for _ in 0..<TickClock.ticks(60) where !done(challenge) {
            let input = challenge.solverInput(previous: previous)
            challenge.step(input, previous: previous, random: &random, events: &events)
            previous = input
        }
        return events
    }

    func testTargetsInOrderAreReachedOneByOneEachWithAPop() {
        var lock = TiltChallenge(rules: TiltRules(startDegrees: 0, sequenceDegrees: [90, 270, 45], toleranceDegrees: 8, holdSeconds: 0.5))
        XCTAssertEqual(lock.currentTarget, 0)
        let events = solve(&lock) { $0.isSolved }
        XCTAssertTrue(lock.isSolved)
        XCTAssertEqual(events.filter { if case .caught = $0 { return true } else { return false } }.count, 2,
                       "a pop for each target but the last, which solves")
        XCTAssertEqual(events.filter { $0 == .solved }.count, 1)
    }

    func testHoldingTheMarkAtALaterTargetFirstCountsNothing() {
        // The mark starts at the bottom; the second target is there, the first a quarter away.
        var lock = TiltChallenge(rules: TiltRules(startDegrees: 0, sequenceDegrees: [90, 180], toleranceDegrees: 8, holdSeconds: 0.5))
        _ = run(&lock, .idle, ticks: TickClock.ticks(3))
        XCTAssertEqual(lock.reached, 0)
        XCTAssertEqual(lock.heldTicks, 0)
    }

    func testInAnyOrderTheNearestOpenTargetIsTheGoal() {
        var stars = TiltChallenge(rules: TiltRules(startDegrees: 0, sequenceDegrees: [90, 250], inOrder: false, toleranceDegrees: 8))
        XCTAssertEqual(stars.currentTarget, 1, "the mark is at 180, nearer 250")
        _ = solve(&stars) { $0.reached != 0 }
        XCTAssertEqual(stars.reached, 0b10)
        XCTAssertEqual(stars.currentTarget, 0)
    }

    func testADriftingWorldTurnsByItselfAndItsHoldDrainsInsteadOfEmptying() {
        var drift = TiltChallenge(rules: TiltRules(startDegrees: 0, driftDegreesPerSecond: 6, goalDegrees: 90,
                                                   toleranceDegrees: 6, holdSeconds: 2.5))
        let before = drift.shownAngle(at: 0)
        _ = run(&drift, .idle, ticks: TickClock.rate)
        XCTAssertEqual(drift.shownAngle(at: Double(drift.tick)) - before, 6 * .pi / 180, accuracy: 1e-9)
        // Idle, the drift carries the mark through the goal (2 s) and on: never solved.
        _ = run(&drift, .idle, ticks: TickClock.ticks(60))
        XCTAssertFalse(drift.isSolved)
    }

    func testTheSolverHoldsADriftingMarkByTurningBack() {
        var drift = TiltChallenge(rules: TiltRules(thresholdRadians: 0.1, startDegrees: 100, driftDegreesPerSecond: 5,
                                                   goalDegrees: 67.5, toleranceDegrees: 9, holdSeconds: 4))
        _ = solve(&drift) { $0.isSolved }
        XCTAssertTrue(drift.isSolved)
    }

    func testDraggingTheMouseAroundTheWorldTurnsTheDeviceByTheSweptAngle() {
        var challenge = TiltChallenge(rules: TiltRules(startDegrees: 0, goalDegrees: 90))
        let center = TiltChallenge.center
        // From straight above the centre to straight right of it: a quarter turn clockwise.
        let path = stride(from: 0.0, through: 90, by: 5).map { degrees -> InputCommand.Pointer in
            let radians = degrees * .pi / 180
            return InputCommand.Pointer(x: Int16(Double(center.x) + 300 * sin(radians)), y: Int16(Double(center.y) - 300 * cos(radians)))
        }
        for pointer in path { _ = run(&challenge, InputCommand(buttons: .confirm, pointer: pointer)) }
        XCTAssertEqual(challenge.tilt, .pi / 2, accuracy: 0.01)
        XCTAssertNotNil(challenge.dragAngle)
        // Moving without the button, or near the centre, turns nothing.
        _ = run(&challenge, InputCommand(pointer: .init(x: 100, y: 100)))
        _ = run(&challenge, InputCommand(buttons: .confirm, pointer: .init(x: Int16(center.x), y: Int16(center.y) + 20)))
        XCTAssertEqual(challenge.tilt, .pi / 2, accuracy: 0.01)
        XCTAssertNil(challenge.dragAngle)
    }

    func testTheStickAndAccelerometerSetTheTiltDirection() {
        var challenge = TiltChallenge(rules: TiltRules(startDegrees: 0, goalDegrees: 90))
        _ = run(&challenge, InputCommand(stickX: 127, stickY: 0), ticks: 10)
        XCTAssertEqual(challenge.tilt, .pi / 2, accuracy: 1e-9, "tilted right: the vector's angle from down the screen")
    }
}
