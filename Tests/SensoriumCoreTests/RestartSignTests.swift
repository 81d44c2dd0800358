import XCTest
@testable import SensoriumCore

/// A restart is seen and heard: the ↻ swells over the emptied level and fades, with a sound,
/// whether it came from R or the pause menu; the level's clock runs on through it.
final class RestartSignTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func session(_ id: String) -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = id
        return PlaySession(catalog: catalog, setup: setup)
    }

    /// Whether the frame holds the sign's dark disc.
    private func showsSign(_ session: PlaySession) -> Bool {
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle())
        return list.commands.contains { $0.kind == .triangles && $0.color.r == 25 && $0.color.g == 25 && $0.color.b == 35 && $0.color.a > 0 }
    }

    func testRShowsTheSignAndIsHeardAndTheClockRunsOn() throws {
        var level = session("catch")
        for _ in 0..<30 { _ = level.step(.idle) }
        XCTAssertFalse(showsSign(level), "no sign before a restart")
        let ticks = try XCTUnwrap(level.game.session?.ticks)
        let output = level.step(InputCommand(buttons: .restart))
        XCTAssertEqual(level.game.session?.restarts, 1)
        XCTAssertEqual(level.game.session?.ticks, ticks + 1, "the clock runs on")
        XCTAssertTrue(output.cues.contains(.sound(.homeOpen, volume: 0.8, pan: 0)), "heard: \(output.cues)")
        XCTAssertTrue(showsSign(level))
        // Drawn a tick ahead (alpha 1): shown through its ticks, fading.
        for _ in 0..<(RestartSign.ticks - 3) { _ = level.step(.idle) }
        XCTAssertTrue(showsSign(level), "still fading")
        _ = level.step(.idle)
        _ = level.step(.idle)
        XCTAssertFalse(showsSign(level), "gone after \(RestartSign.ticks) ticks")
    }

    func testThePauseMenusRestartShowsTheSignToo() {
        var level = session("bounce")
        _ = level.step(.idle)
        _ = level.handle(.togglePause)
        // Resume, the lightbulb, then restart.
        for input in [InputCommand(buttons: .down), .idle, InputCommand(buttons: .down), .idle, InputCommand(buttons: .confirm), .idle] {
            _ = level.step(input)
        }
        XCTAssertFalse(level.isPaused)
        XCTAssertEqual(level.game.session?.restarts, 1)
        XCTAssertTrue(showsSign(level))
    }

    func testOpeningALevelShowsNoSign() {
        var level = session("catch")
        _ = level.step(.idle)
        XCTAssertFalse(showsSign(level))
        XCTAssertNil(level.restartSign.shownAt)
    }
}
