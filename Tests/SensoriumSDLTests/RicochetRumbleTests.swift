import XCTest
import CSDL2
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// The ricochet level played headlessly with the game's own patterns, felt on a virtual pad.
final class RicochetRumbleTests: SDLTestCase {
    private struct Rig {
        var session: PlaySession
        let feedback: FeedbackOutput
        let pad: VirtualGamepad

        var game: Game { session.game }

        /// One tick of the session, its output played as the window plays it; returns the tick's events.
        mutating func tick(_ command: InputCommand) -> [Game.Event] {
            feedback.play(session.step(command))
            return session.events
        }
    }

    private func rig(level: String) throws -> Rig {
        let gamepads = GamepadSet()
        let pad = try VirtualGamepad()
        pumpEvents { gamepads.handle($0) }
        let root = Self.repositoryRoot
        let feedback = FeedbackOutput(soundsDirectory: nil, hapticDirectories: [root + "/Resources/haptics"],
                                      rumbleSettings: RumbleSettings(), effectsGain: 1, gamepads: gamepads)
        var setup = PlaySession.Setup()
        setup.levelID = level
        return Rig(session: PlaySession(catalog: Self.levels, setup: setup), feedback: feedback, pad: pad)
    }

    func testALargeBallHittingAWallRumblesInThatTickWithTheStrongMotorAhead() throws {
        var rig = try rig(level: "bounce")
        defer { rig.pad.detach() }
        for _ in 0..<RicochetChallenge.spawnTicks + 2 { _ = rig.tick(.idle) }
        _ = rig.tick(InputCommand(buttons: .confirm))
        for _ in 0..<RicochetChallenge.growTicks + 2 { _ = rig.tick(.idle) }
        var collision: RicochetCollision?
        var requestsBefore = 0
        for _ in 0..<600 where collision == nil {
            requestsBefore = rig.pad.rumbleRequests.count
            for case .challenge(.kind(.ballCollided(let hit) as RicochetEvent)) in rig.tick(InputCommand(buttons: .right)) { collision = hit }
        }
        let hit = try XCTUnwrap(collision, "tilting right hits the right wall")
        XCTAssertEqual(hit.kind, .large)
        XCTAssertGreaterThan(rig.pad.rumbleRequests.count, requestsBefore, "the pad is asked in the collision's tick")
        let request = try XCTUnwrap(rig.pad.rumbleRequests.last)
        XCTAssertGreaterThan(request.low, request.high, "a large ball's knock is round: the strong motor leads")
    }

    func testTheRollingTextureRumbleStopsWhenThePlayerPauses() throws {
        var rig = try rig(level: "roll")
        defer { rig.pad.detach() }
        for _ in 0..<RicochetChallenge.spawnTicks + 2 { _ = rig.tick(.idle) }
        _ = rig.tick(InputCommand(buttons: .alternate))
        var rolling = false
        for tick in 0..<900 where !rolling {
            _ = rig.tick(InputCommand(buttons: tick % 240 < 120 ? .right : .left))
            if case .level(let session) = rig.game.screen { rolling = session.state.rolling != nil }
        }
        XCTAssertTrue(rolling, "the ball rolls on the paper the player laid")
        _ = rig.tick(InputCommand(buttons: .right))
        XCTAssertGreaterThan(rig.pad.rumbleRequests.last.map { Int($0.low) + Int($0.high) } ?? 0, 0, "the texture is felt")
        rig.feedback.play(rig.session.handle(.togglePause))
        XCTAssertEqual(rig.pad.rumbleRequests.last.map { [$0.low, $0.high] }, [0, 0], "pause zeroes the motors")
    }
}
