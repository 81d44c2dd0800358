import XCTest
@testable import SensoriumCore

/// The input display of `--input-display`: in a run it covers nothing of the level nor the
/// timer, and it shows what the tick simulated.
final class InputDisplayTests: XCTestCase {
    private func overlaps(_ a: RectF, _ b: RectF) -> Bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    func testItStaysClearOfTheLevelAndTheTimerBothWays() {
        let panel = InputDisplay.panelRect
        for expanded in [false, true] {
            XCTAssertFalse(overlaps(panel, SpeedrunSafeArea.levelRect(expanded: expanded)), "expanded: \(expanded)")
            let hud = SpeedrunHUD.panelRect(for: SpeedrunHUD.State(timerTicks: 3_600 * 120 - 1, timerJudgement: .neutral,
                                                                   phase: .running, expanded: expanded))
            XCTAssertFalse(overlaps(panel, hud), "expanded: \(expanded)")
        }
    }

    func testHeldKeysTheStickAndThePointerDrawDifferently() {
        func drawn(_ command: InputCommand) -> String {
            var list = DrawList()
            InputDisplay.draw(command, into: &list)
            return "\(list.rects) \(list.commands)"
        }
        let idle = drawn(.idle)
        XCTAssertNotEqual(drawn(InputCommand(buttons: .up)), idle)
        XCTAssertNotEqual(drawn(InputCommand(stickX: 127)), idle)
        XCTAssertNotEqual(drawn(InputCommand(stickX: 127)), drawn(InputCommand(stickX: -127)))
        XCTAssertNotEqual(drawn(InputCommand(pointer: .init(x: 100, y: 100))), idle)
        var list = DrawList()
        InputDisplay.draw(InputCommand(buttons: .all, stickX: 127, stickY: -127, pointer: .init(x: 1919, y: 1079)), into: &list)
        for rect in list.rects {
            XCTAssertTrue(rect.x >= InputDisplay.panelRect.x && rect.x + rect.w <= InputDisplay.panelRect.x + InputDisplay.panelRect.w + 0.01
                          && rect.y >= InputDisplay.panelRect.y && rect.y + rect.h <= InputDisplay.panelRect.y + InputDisplay.panelRect.h + 0.01,
                          "\(rect) leaves the panel")
        }
    }

    func testAPlaybackShowsTheReplaysInput() throws {
        let catalog = RepositoryPaths.shippedCatalog
        let replay = try Replay.read(from: RepositoryPaths.solutions + "/full-game.replay")
        var setup = PlaySession.Setup.playback(of: replay)
        setup.inputDisplay = true
        var session = PlaySession(catalog: catalog, setup: setup)
        let index = try XCTUnwrap(replay.inputs.firstIndex { !$0.buttons.isEmpty })
        for _ in 0...index { _ = session.step(.idle) }
        XCTAssertEqual(session.lastCommand, replay.inputs[index])
    }
}
