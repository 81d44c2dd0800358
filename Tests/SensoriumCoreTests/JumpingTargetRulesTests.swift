import XCTest
@testable import SensoriumCore

/// The leap parameters added for the later levels: defaults that keep the first three levels as
/// they were, and strict ranges.
final class JumpingTargetRulesTests: XCTestCase {
    private func rules(_ parameters: String) throws -> JumpingTargetRules {
        let level = try parseLevel(levelJSON(parameters: parameters, goal: #"{"catches": 3}"#))
        return try XCTUnwrap(level.rules.kindRules as? JumpingTargetRules)
    }

    private func assertRejected(_ parameters: String, field: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try rules(parameters), file: file, line: line) { error in
            XCTAssertEqual((error as? FormatError)?.path, "parameters.\(field)", file: file, line: line)
        }
    }

    func testLeapDefaultsAreTheSeedsNumbers() throws {
        let plain = try rules("{}")
        XCTAssertEqual(plain.leapDistance, 350)
        XCTAssertEqual(plain.leapSeconds, 0.8)
        XCTAssertEqual(plain.leapTicks, JumpingTargetChallenge.leapTicks)
    }

    func testLeapParametersAreRead() throws {
        let far = try rules(#"{"leapDistance": 800, "leapSeconds": 0.5}"#)
        XCTAssertEqual(far.leapDistance, 800)
        XCTAssertEqual(far.leapTicks, 60)
    }

    func testLeapParametersOutOfRangeAreRejected() {
        assertRejected(#"{"leapDistance": 150}"#, field: "leapDistance")
        assertRejected(#"{"leapDistance": 1001}"#, field: "leapDistance")
        assertRejected(#"{"leapSeconds": 0.3}"#, field: "leapSeconds")
        assertRejected(#"{"leapSeconds": 2}"#, field: "leapSeconds")
    }

    /// Shortest leap over 60 s of own leaps.
    private func shortestLeap(_ rules: JumpingTargetRules) -> Double {
        var random = SeededRandom(seed: 8)
        var challenge = JumpingTargetChallenge(rules: rules, random: &random)
        var events: [ChallengeEvent] = []
        var shortest = Double.infinity
        for _ in 0..<TickClock.ticks(60) {
            let before = challenge.targetPosition(at: Double(challenge.tick))
            events.removeAll()
            challenge.step(.idle, previous: .idle, random: &random, events: &events)
            for case .kind(.jumped(let x, let y) as JumpingTargetEvent) in events {
                shortest = min(shortest, hypot(Double(x) - before.x, Double(y) - before.y))
            }
        }
        return shortest
    }

    func testAFarLeaperLeapsFarther() {
        // The search for a landing spot is bounded (16 tries, then the farthest), so from the
        // middle of the field "at least 800" is best effort; the shortest leap still shows it.
        let near = shortestLeap(JumpingTargetRules(catches: 9, leapEvery: 1))
        let far = shortestLeap(JumpingTargetRules(catches: 9, leapEvery: 1, leapDistance: 800))
        print("shortest leap: \(Int(near)) by default, \(Int(far)) with leapDistance 800")
        XCTAssertGreaterThanOrEqual(near, 350)
        XCTAssertGreaterThan(far, 650)
    }
}
