import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// The pointer reaches the corner lightbulb as the window delivers it: SDL's own mouse events
/// on a 1280x720 window (the canvas scaled to two thirds), through the platform's input, into
/// the play session. A click on the bulb starts the hint; the same click elsewhere is the level's.
final class HintBulbPointerTests: SDLTestCase {
    private func mouse(_ type: SDL_EventType, window: GameWindow, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.windowID = SDL_GetWindowID(window.window)
            event.motion.x = x
            event.motion.y = y
        } else {
            event.button.windowID = SDL_GetWindowID(window.window)
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = x
            event.button.y = y
        }
        return event
    }

    /// Pushes `events` as the window would queue them, lets the platform read them, and steps
    /// the session one tick on the platform's command.
    private func deliver(_ events: [SDL_Event], platform: GamePlatform, session: inout PlaySession) {
        for var event in events { XCTAssertEqual(SDL_PushEvent(&event), 1) }
        _ = platform.poll(tuning: false)
        _ = session.step(platform.command())
    }

    private func playing(_ id: String) -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = id
        setup.solutions = SolutionShelf.load(folder: Self.repositoryRoot + "/Levels/solutions", levelIDs: Self.levels.levels.map(\.id))
        return PlaySession(catalog: Self.levels, setup: setup)
    }

    func testTheMouseClicksTheOfferedBulbAndTheHintStarts() throws {
        let window = try GameWindow(width: 1280, height: 720, fullscreen: false, vsync: false)
        let platform = GamePlatform(window: window, input: InputMapper(keys: Settings.defaultKeyboard, pad: Settings.defaultGamepad),
                                    style: DrawStyle(), devices: GamePlatform.Devices())
        var session = playing("catch")
        // A level without progress long enough: the bulb is offered in its corner.
        for _ in 0...(LevelHint.offerAfterTicks + 1) { _ = session.step(.idle) }
        XCTAssertTrue(session.hint.isOffered)
        // The bulb's centre in window pixels: the canvas is drawn at two thirds.
        let x = Int32(HintBulbButton.center.x * 2 / 3), y = Int32(HintBulbButton.center.y * 2 / 3)
        deliver([mouse(SDL_MOUSEMOTION, window: window, x: x, y: y)], platform: platform, session: &session)
        let pointer = try XCTUnwrap(session.lastCommand.pointer, "the window's motion reached the session")
        XCTAssertTrue(HintBulbButton.contains(pointer), "the pointer reaches the bulb: \(pointer)")
        deliver([mouse(SDL_MOUSEBUTTONDOWN, window: window, x: x, y: y)], platform: platform, session: &session)
        XCTAssertEqual(session.hint.step, .goal, "the click started the hint")
        XCTAssertTrue(session.lastCommand.buttons.contains(.hint))
        XCTAssertFalse(session.lastCommand.buttons.contains(.confirm), "the catch level never saw the click")
        deliver([mouse(SDL_MOUSEBUTTONUP, window: window, x: x, y: y)], platform: platform, session: &session)
        deliver([mouse(SDL_MOUSEBUTTONDOWN, window: window, x: x, y: y)], platform: platform, session: &session)
        deliver([mouse(SDL_MOUSEBUTTONUP, window: window, x: x, y: y)], platform: platform, session: &session)
        XCTAssertEqual(session.hint.step, .firstPart, "a second click, the next step")

        // The same click in the middle of the field is the level's own press.
        deliver([mouse(SDL_MOUSEMOTION, window: window, x: 640, y: 360), mouse(SDL_MOUSEBUTTONDOWN, window: window, x: 640, y: 360)],
                platform: platform, session: &session)
        XCTAssertEqual(session.lastCommand.buttons, [.confirm, .click])
        XCTAssertEqual(session.hint.step, .firstPart)
    }

    /// The real game in a real X11 window, as a player meets it: F1 lights the bulb, the mouse
    /// goes up to it (the pointer reaches it: nothing stops it below) and clicks; Backspace
    /// leaves. The attempt's replay holds two hint presses and no click, and verify says hinted.
    func testInARealWindowTheMouseClicksTheLitBulbAndTheReplayHoldsTheHint() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw XCTSkip("no X display (run the tests under xvfb-run)")
        }
        guard ToolRun.path(of: "xdotool") != nil else { throw XCTSkip("needs xdotool (scripts/install-deps.sh --test)") }
        let home = NSTemporaryDirectory() + "sensorium-bulb-window-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["SDL_AUDIODRIVER"] = "dummy"
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["XDG_CONFIG_HOME"] = home + "/config"
        let replayPath = home + "/attempt.replay"
        try ToolRun(environment: environment).output("xdotool", ["mousemove", "1", "1"])
        let game = try LaunchedGame(["play", "--level", "catch", "--seconds", "120", "--record", replayPath],
                                    environment: environment, folder: home)
        try game.focus(activating: false)
        try game.press(["F1"])
        let window = try XCTUnwrap(game.window)
        // Where the bulb is in the window: the canvas is letterboxed into it, aspect kept.
        let geometry = try game.tools.output("xdotool", ["getwindowgeometry", window])
        let size = try XCTUnwrap(geometry.split(separator: "\n").first { $0.contains("Geometry:") }?
            .split(separator: " ").last?.split(separator: "x").compactMap { Double($0) }, geometry)
        XCTAssertEqual(size.count, 2, geometry)
        let scale = min(size[0] / 1920, size[1] / 1080)
        let x = (size[0] - 1920 * scale) / 2 + Double(HintBulbButton.center.x) * scale
        let y = (size[1] - 1080 * scale) / 2 + Double(HintBulbButton.center.y) * scale
        try game.tools.output("xdotool", ["mousemove", "--window", window, "\(Int(x))", "\(Int(y))"])
        try game.tools.output("xdotool", ["click", "1"])
        // The click is read on the game's next frame; two seconds of ticks later it is played.
        let told = game.secondsTold
        try waitFor("two seconds of ticks after the click", timeout: 30, seen: { game.seen }) { game.secondsTold >= told + 2 }
        try game.press(["BackSpace"])
        try game.waitForReplay(replayPath)
        XCTAssertEqual(try game.quit(), 0)

        let replay = try Replay.read(from: replayPath)
        var presses = 0
        for (index, input) in replay.inputs.enumerated() where input.buttons.contains(.hint) {
            if index == 0 || !replay.inputs[index - 1].buttons.contains(.hint) { presses += 1 }
        }
        XCTAssertEqual(presses, 2, "F1, then the click on the bulb")
        XCTAssertFalse(replay.inputs.contains { $0.buttons.contains(.click) }, "the level never saw the click")
        XCTAssertEqual(replay.header.flags, [.hinted])
        XCTAssertTrue(ReplayVerifier.verify(replay, catalog: Self.levels).flags.contains(.hinted))
    }
}
