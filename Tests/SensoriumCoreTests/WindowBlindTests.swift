import XCTest
@testable import SensoriumCore

/// Every window level is solvable without sight: a controller that only hears the level's cues
/// (the guide panned toward the mark with its high and low pairs, the shape's hum panned toward
/// the key that fits, the wrong lights' hums, the call, the bells when the plant has grown) plays
/// it to the end, acting on the desktop as a player would (F11, the lock keys, clicking away and
/// back, copying), and the same controller with the sound off does not. It knows each level's
/// sounds, as a player who has heard them once does, so it is picked by the level's goal.
final class WindowBlindTests: XCTestCase {
    private struct ListeningController: BlindController {
        let goal: WindowGoal
        var desktop = SimulatedDesktop()
        /// Whether it has acted on the desktop, and so hands in what it sees of it.
        var observing = false
        var tick = 0
        var shrinking = 0
        var waitUntil = 0
        var lastHum = 0.0

        init(goal: WindowGoal) { self.goal = goal }

        mutating func next(heard: [FeedbackCue]) -> InputCommand {
            tick += 1
            var command = InputCommand()
            switch goal {
            case .viewfinder:
                if let near = heard.layer(WindowCues.near) {
                    if near.pan > 0 { command.buttons.insert(.right) }
                    if near.pan < 0 { command.buttons.insert(.left) }
                }
                if (heard.layer(WindowCues.high)?.level ?? 0) > 0 { command.buttons.insert(.up) }
                if (heard.layer(WindowCues.low)?.level ?? 0) > 0 { command.buttons.insert(.down) }
                // A knock on the screen's edge: the window is too big to get there; shrink it.
                if heard.sound(.windowBump) != nil { shrinking = 20 }
                if shrinking > 0 { shrinking -= 1; command.buttons.insert(.zoomOut) }
            case .shape:
                if let hum = heard.layer(WindowCues.hum) {
                    if hum.pan < 0 { command.buttons = .rotateLeft }
                    if hum.pan > 0 { command.buttons = .rotateRight }
                }
            case .locks:
                guard tick >= waitUntil else { break }
                if (heard.layer(WindowCues.caps)?.level ?? 0) > 0 { desktop.toggleCapsLock(); observing = true; waitUntil = tick + 10 }
                if (heard.layer(WindowCues.num)?.level ?? 0) > 0 { desktop.toggleNumLock(); observing = true; waitUntil = tick + 10 }
            case .fullscreen:
                if tick >= waitUntil, (heard.layer(WindowCues.hum)?.level ?? 0) >= 0.5 {
                    desktop.toggleFullscreen(); observing = true; waitUntil = tick + 30
                }
            case .lookAway:
                // Leave at once, as the level invites; come back at the bells.
                if tick == 1 { desktop.setFocused(false); observing = true }
                if heard.sound(.windowGrown) != nil { desktop.setFocused(true) }
            case .clipboard:
                if heard.sound(.windowCall) != nil { desktop.copy("answer \(tick)"); observing = true }
            case .patience:
                // Keys until the level answers with a hum that swells; then stillness.
                let hum = heard.layer(WindowCues.hum)?.level ?? 0
                let swelling = hum > lastHum
                lastHum = hum
                if !swelling, tick % 30 == 1 { command.buttons = .right }
            }
            if observing { command.desktop = desktop.observation }
            return command
        }
    }

    func testEveryWindowLevelIsSolvedByEarAndNotWithTheSoundOff() throws {
        let levels = LevelCatalog.load(directory: RepositoryPaths.levels).levels.filter { $0.kind == .window }
        XCTAssertGreaterThanOrEqual(levels.count, 12)
        for level in levels {
            let goal = try XCTUnwrap(level.rules.kindRules as? WindowRules).goal
            let controller = ListeningController(goal: goal)
            XCTAssertNotNil(BlindRun(level).playing(controller, limit: TickClock.ticks(60)), "\(level.id): not solved by ear")
            XCTAssertNil(BlindRun(level).playing(DeafController(inner: controller), limit: TickClock.ticks(60)),
                         "\(level.id): solved without hearing anything")
        }
    }
}
