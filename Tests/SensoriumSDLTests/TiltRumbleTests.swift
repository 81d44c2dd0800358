import XCTest
import CSDL2
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// The tilted world felt and steered through the real platform layer: its rumble firms up on a
/// virtual pad as the mark nears the goal, and a mouse drag made of SDL events turns the world.
final class TiltRumbleTests: SDLTestCase {
    func testTheRumbleOnAPadFirmsUpAsTheMarkNearsTheGoal() throws {
        let gamepads = GamepadSet()
        let pad = try VirtualGamepad()
        defer { pad.detach() }
        pumpEvents { gamepads.handle($0) }
        let feedback = FeedbackOutput(soundsDirectory: nil, hapticDirectories: [Self.repositoryRoot + "/Resources/haptics"],
                                      rumbleSettings: RumbleSettings(), effectsGain: 1, gamepads: gamepads)
        var setup = PlaySession.Setup()
        setup.levelID = "turn"
        var session = PlaySession(catalog: Self.levels, setup: setup)
        // The strongest request heard while the mark was far (over a quarter turn away), near
        // (under 30 degrees) and in the notch.
        var far = 0, near = 0, inGoal = 0
        var previous = InputCommand.idle
        for _ in 0..<TickClock.ticks(10) {
            guard case .level(let level) = session.game.screen, let tilt = level.state.challenge as? TiltChallenge,
                  !tilt.isSolved else { break }
            let input = tilt.solverInput(previous: previous)
            let before = pad.rumbleRequests.count
            feedback.play(session.step(input))
            previous = input
            let strength = pad.rumbleRequests.dropFirst(before).map { Int($0.low) + Int($0.high) }.max() ?? 0
            let error = abs(tilt.goalError)
            if tilt.isInGoal { inGoal = max(inGoal, strength) }
            else if error < .pi / 6 { near = max(near, strength) }
            else if error > .pi / 2 { far = max(far, strength) }
        }
        XCTAssertEqual(far, 0, "nothing beyond a quarter turn")
        XCTAssertGreaterThan(near, 0)
        XCTAssertGreaterThan(inGoal, near, "firmest in the notch")
    }

    func testAMouseDragAroundTheWorldTurnsIt() {
        let mapper = InputMapper(keys: Settings.defaultKeyboard, pad: [:])
        var challenge = TiltChallenge(rules: TiltRules(startDegrees: 0, goalDegrees: 90))
        var random = SeededRandom(seed: 1)
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        // Press above the centre, then sweep a quarter turn clockwise around it.
        for step in 0...18 {
            let radians = Double(step) * 5 * .pi / 180
            var event = SDL_Event()
            event.type = step == 0 ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEMOTION.rawValue
            let x = Int32(960 + 300 * sin(radians)), y = Int32(560 - 300 * cos(radians))
            if step == 0 {
                event.button.button = UInt8(SDL_BUTTON_LEFT)
                event.button.x = x; event.button.y = y
            } else {
                event.motion.x = x; event.motion.y = y
            }
            _ = mapper.handle(event)
            let command = mapper.command(controllers: [])
            XCTAssertTrue(command.buttons.contains(.confirm))
            challenge.step(command, previous: previous, random: &random, events: &events)
            previous = command
        }
        XCTAssertEqual(challenge.tilt, .pi / 2, accuracy: 0.02, "the device turned a quarter with the pointer")
        for _ in 0..<30 { challenge.step(previous, previous: previous, random: &random, events: &events) }
        XCTAssertEqual(remainder(challenge.target - .pi * 1.5, 2 * .pi), 0, accuracy: 0.05, "and the world with it")
    }
}
