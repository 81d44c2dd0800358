import XCTest
@testable import SensoriumCore

/// A turn held inside a dead band seems dead; the world says why: it leans and trembles toward
/// the turn and creaks, so the player holds on. Outside the band — an arrow's
/// jump, a turn the world followed, a turn let go — nothing strains.
final class TiltStrainTests: XCTestCase {
    private func rules(_ id: String) throws -> TiltRules {
        let level = try XCTUnwrap(LevelCatalog.load(directory: RepositoryPaths.levels).levels.first { $0.id == id })
        return try XCTUnwrap(level.rules.kindRules as? TiltRules)
    }

    /// Steps `ticks` ticks of `input`, returning the tilt kind's own events.
    @discardableResult
    private func step(_ challenge: inout TiltChallenge, _ input: InputCommand, ticks: Int) -> [TiltEvent] {
        challenge.played(input, ticks: ticks).compactMap { if case .kind(let event as TiltEvent) = $0 { return event } else { return nil } }
    }

    private func drawing(_ challenge: TiltChallenge, alpha: Double, style: DrawStyle = DrawStyle()) -> [PointF] {
        var list = DrawList()
        challenge.draw(into: &list, previous: challenge, alpha: alpha, color: RGBA(90, 140, 200), style: style)
        return list.points
    }

    /// Does the drawn world move between two instants of the same tick?
    private func trembles(_ challenge: TiltChallenge) -> Bool {
        drawing(challenge, alpha: 0) != drawing(challenge, alpha: 0.5)
    }

    func testAShortTurnInSluggishsDeadBandTremblesAndCreaks() throws {
        var challenge = TiltChallenge(rules: try rules("sluggish"))
        let start = challenge.target
        let resting = drawing(challenge, alpha: 0)
        // A short Z: 0.2 s at 45 degrees a second is 0.16 rad, inside the 0.3 rad band.
        let events = step(&challenge, InputCommand(buttons: .rotateLeft), ticks: TickClock.ticks(0.2))
        XCTAssertEqual(challenge.target, start, "the world has not turned")
        XCTAssertLessThan(challenge.strain, -0.4, "strained anticlockwise, half the band")
        XCTAssertGreaterThan(challenge.strain, -0.6)
        XCTAssertEqual(events.count, 2, "a creak each 0.1 s: \(events)")
        guard case .strained(let amount)? = events.last else { return XCTFail("no creak") }
        var cues: [FeedbackCue] = []
        TiltEvent.strained(amount).cues(into: &cues)
        XCTAssertTrue(cues.contains { if case .sound(.tiltStrain, _, let pan) = $0 { return pan < 0 } else { return false } },
                      "heard, panned toward the turn: \(cues)")
        XCTAssertFalse(cues.contains { if case .haptic = $0 { return true } else { return false } },
                       "not felt: the rumble means near the answer")
        XCTAssertTrue(trembles(challenge), "the drawn world trembles")
        XCTAssertNotEqual(drawing(challenge, alpha: 0, style: DrawStyle(reducedMotion: true)), resting,
                          "under reduced motion it leans, still")

        // Let go: the tilt stays inside the band, nothing strains any more.
        let released = step(&challenge, .idle, ticks: 30)
        XCTAssertEqual(released, [])
        XCTAssertEqual(challenge.strain, 0)
        XCTAssertFalse(trembles(challenge))
        XCTAssertEqual(drawing(challenge, alpha: 0), resting, "the world stands as it was")
    }

    func testHeldOnPastTheBandTheWorldTurnsAndTheStrainEnds() throws {
        var challenge = TiltChallenge(rules: try rules("sluggish"))
        let start = challenge.target
        var turned = false
        for _ in 0..<TickClock.ticks(1) where !turned {
            step(&challenge, InputCommand(buttons: .rotateLeft), ticks: 1)
            turned = challenge.target != start
        }
        XCTAssertTrue(turned)
        XCTAssertEqual(challenge.strain, 0, "the world followed: nothing strains on that tick")
    }

    func testAnArrowsJumpIsPastTheBandAndNeverStrains() throws {
        var challenge = TiltChallenge(rules: try rules("sluggish"))
        for arrow in [InputButtons.left, .up, .right, .down] {
            XCTAssertEqual(step(&challenge, InputCommand(buttons: arrow), ticks: TickClock.ticks(0.5)), [])
            XCTAssertEqual(challenge.strain, 0)
            XCTAssertEqual(step(&challenge, .idle, ticks: TickClock.ticks(0.5)), [])
        }
    }
}
