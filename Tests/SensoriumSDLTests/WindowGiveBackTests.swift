import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// A window level gives the window back: the game's own platform and session on a desktop of
/// the test's own (openbox, no window manager, Wayland through weston), frame by frame as the
/// frame loop runs them. The level is opened from the home grid, the window is shaped the
/// level's way (Z held: taller and narrower, the arrows: moved), made fullscreen or windowed,
/// and the level is left (Backspace); the window's position, size and fullscreen must then be
/// what they were before the level. Held keys are added to the player's input as the keyboard
/// would (the input mapping has tests of its own).
final class WindowGiveBackTests: XCTestCase {
    private var desktop: PrivateDesktop?
    private var savedEnvironment: [String: String?] = [:]
    private var window: GameWindow?
    private var platform: GamePlatform?
    private var list = DrawList()

    private func open(_ kind: PrivateDesktop.Kind) throws -> (GameWindow, GamePlatform) {
        guard SDLTestCase.levels.level(id: "tall") != nil else { throw XCTSkip("no level tall in Levels/") }
        let desktop = try PrivateDesktop(kind)
        self.desktop = desktop
        savedEnvironment = desktop.enter()
        setenv("SDL_AUDIODRIVER", "dummy", 0)
        try SDLSession.start()
        // With vsync the window paces its presents to the display's refresh, as in the game.
        let window = try GameWindow(fullscreen: false, vsync: true)
        let platform = GamePlatform(window: window, input: InputMapper(keys: [:], pad: [:]), style: DrawStyle(), devices: .init())
        self.window = window
        self.platform = platform
        return (window, platform)
    }

    override func tearDown() {
        platform = nil
        window = nil
        SDLSession.stop()
        desktop?.stop()
        desktop = nil
        PrivateDesktop.restore(savedEnvironment)
        savedEnvironment = [:]
    }

    /// One frame as `GameLoop` runs it, one tick in it, with `holding` added to the player's keys.
    private func frame(_ session: inout PlaySession, _ platform: GamePlatform, holding: InputButtons = []) {
        for action in platform.poll(tuning: false) { platform.deliver(session.handle(action)) }
        var command = platform.command(desktopReader: session.desktopReader)
        command.buttons.formUnion(holding)
        let output = session.step(command)
        session.draw(into: &list, alpha: 0, style: platform.style)
        platform.render(list)
        platform.present()
        platform.deliver(output)
    }

    /// Frames until `condition` holds, for up to `seconds` (long: a loaded machine runs fewer
    /// frames, and the window manager answers later); whether it came.
    @discardableResult
    private func frames(_ session: inout PlaySession, _ platform: GamePlatform, seconds: Double = 20, holding: InputButtons = [],
                        until condition: () -> Bool) -> Bool {
        eventually(within: seconds) {
            frame(&session, platform, holding: holding)
            return condition()
        }
    }

    /// The window as SDL and the window manager have settled it: the same placement over ten frames.
    private func settled(_ session: inout PlaySession, _ platform: GamePlatform, _ window: GameWindow) -> WindowPlacement {
        var last = WindowPlacement(of: window), same = 0
        frames(&session, platform) {
            let now = WindowPlacement(of: window)
            same = now == last ? same + 1 : 0
            last = now
            return same >= 10
        }
        return last
    }

    /// Opens tall from the grid, shapes the window as the level lets (Z held, moved right where
    /// the position can be set), toggles fullscreen (F11's way) and, from fullscreen, shapes it
    /// again; leaves the level with Backspace; the placement must come back to `before`.
    private func assertGivenBack(_ kind: PrivateDesktop.Kind, fullscreenBefore: Bool) throws {
        let (window, platform) = try open(kind)
        var session = PlaySession(catalog: SDLTestCase.levels, setup: PlaySession.Setup())
        if fullscreenBefore { window.setFullscreen(true) }
        let before = settled(&session, platform, window)
        XCTAssertEqual(before.fullscreen, fullscreenBefore)

        _ = session.enter(levelID: "tall")
        XCTAssertNotNil(session.desktopReader)
        frame(&session, platform)  // the level's first tick: the window as the player brought it
        if fullscreenBefore {
            window.toggleFullscreen()
            XCTAssertTrue(frames(&session, platform) { !window.isFullscreen }, "\(kind): windowed in the level")
        }
        // From fullscreen the window manager puts the old size back after it says "windowed":
        // Z's growth is measured from the size it settles on.
        let start = settled(&session, platform, window)
        XCTAssertTrue(frames(&session, platform, holding: [.rotateLeft, .right]) {
            WindowPlacement(of: window).height >= start.height + 120
        }, "\(kind): Z made the window taller")
        XCTAssertNotEqual(WindowPlacement(of: window), before, "\(kind): the level changed the window")
        if !fullscreenBefore {
            window.toggleFullscreen()
            XCTAssertTrue(frames(&session, platform) { window.isFullscreen }, "\(kind): fullscreen in the level")
        }

        frame(&session, platform, holding: .back)
        frame(&session, platform)
        XCTAssertNil(session.desktopReader, "\(kind): back on the grid")
        let positionKnown = kind != .wayland
        let givenBack = frames(&session, platform) {
            let now = WindowPlacement(of: window)
            return now.width == before.width && now.height == before.height && now.fullscreen == before.fullscreen
                && (!positionKnown || (now.x == before.x && now.y == before.y))
        }
        let after = settled(&session, platform, window)
        XCTAssertTrue(givenBack, "\(kind): given back \(after), before \(before)")
        XCTAssertEqual(after.width, before.width, "\(kind)")
        XCTAssertEqual(after.height, before.height, "\(kind)")
        XCTAssertEqual(after.fullscreen, before.fullscreen, "\(kind)")
        XCTAssertEqual(after.maximized, before.maximized, "\(kind)")
        if positionKnown {
            XCTAssertEqual(after.x, before.x, "\(kind)")
            XCTAssertEqual(after.y, before.y, "\(kind)")
            // What the X server has, not only SDL's idea of it.
            XCTAssertEqual(window.serverSize.width, Int(before.width), "\(kind)")
            XCTAssertEqual(window.serverSize.height, Int(before.height), "\(kind)")
        }
    }

    func testOpenboxGivesTheWindowBackAfterALevel() throws {
        try assertGivenBack(.openbox, fullscreenBefore: false)
    }

    func testOpenboxGivesFullscreenBackAfterALevel() throws {
        try assertGivenBack(.openbox, fullscreenBefore: true)
    }

    func testWithoutAWindowManagerTheWindowIsGivenBackAfterALevel() throws {
        try assertGivenBack(.bareX11, fullscreenBefore: false)
    }

    func testWithoutAWindowManagerFullscreenIsGivenBackAfterALevel() throws {
        try assertGivenBack(.bareX11, fullscreenBefore: true)
    }

    func testUnderWaylandTheSizeAndFullscreenAreGivenBackAfterALevel() throws {
        try assertGivenBack(.wayland, fullscreenBefore: false)
    }

    /// A restart (R) starts the attempt again from the window the player had, as a run's next
    /// window level does (the level changes on the solve's tick, with no tick on the grid
    /// between): the window is given back whenever the attempt reading the desktop changes, and
    /// the level goes on reading it.
    func testARestartGivesTheWindowBackAndTheLevelGoesOn() throws {
        let (window, platform) = try open(.openbox)
        var session = PlaySession(catalog: SDLTestCase.levels, setup: PlaySession.Setup())
        let before = settled(&session, platform, window)
        _ = session.enter(levelID: "tall")
        let first = try XCTUnwrap(session.desktopReader)
        frame(&session, platform)
        XCTAssertTrue(frames(&session, platform, holding: [.rotateLeft]) {
            WindowPlacement(of: window).height >= before.height + 120
        }, "Z made the window taller")
        frame(&session, platform, holding: .restart)
        frame(&session, platform)
        let second = try XCTUnwrap(session.desktopReader, "still in the level")
        XCTAssertNotEqual(second, first, "a new attempt")
        XCTAssertTrue(frames(&session, platform) {
            let now = WindowPlacement(of: window)
            return now.width == before.width && now.height == before.height && now.x == before.x && now.y == before.y
        }, "given back \(WindowPlacement(of: window)), before \(before)")
        // Shaped again and left: given back once more, to the same placement.
        XCTAssertTrue(frames(&session, platform, holding: [.rotateLeft]) {
            WindowPlacement(of: window).height >= before.height + 120
        }, "Z made the window taller again")
        frame(&session, platform, holding: .back)
        frame(&session, platform)
        XCTAssertNil(session.desktopReader)
        XCTAssertTrue(frames(&session, platform) { WindowPlacement(of: window) == before },
                      "given back after the restarted attempt \(WindowPlacement(of: window)), before \(before)")
    }

    /// Z held for three seconds made the window 320x1080 with its title bar above the screen:
    /// the level's growth stops where the whole frame, title bar too, still fits the display's
    /// usable area, and the move keeps it there.
    func testTheLevelsResizeKeepsTheTitleBarOnTheScreen() throws {
        let (window, platform) = try open(.openbox)
        var session = PlaySession(catalog: SDLTestCase.levels, setup: PlaySession.Setup())
        _ = settled(&session, platform, window)
        _ = session.enter(levelID: "tall")
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        XCTAssertEqual(SDL_GetWindowBordersSize(window.window, &top, &left, &bottom, &right), 0)
        XCTAssertGreaterThan(top, 0, "openbox draws a title bar")
        var usable = SDL_Rect()
        XCTAssertEqual(SDL_GetDisplayUsableBounds(0, &usable), 0)
        for keys: InputButtons in [[.rotateLeft], [.rotateLeft, .up], [.zoomIn, .down], [.zoomIn, .up, .left]] {
            // Counted in frames, not seconds: a loaded machine runs fewer of them in a second.
            for _ in 0..<120 {
                frame(&session, platform, holding: keys)
                let now = WindowPlacement(of: window)
                XCTAssertGreaterThanOrEqual(now.y - top, usable.y, "\(keys): the title bar on the screen")
                XCTAssertGreaterThanOrEqual(now.x - left, usable.x, "\(keys)")
                XCTAssertLessThanOrEqual(now.y + now.height + bottom, usable.y + usable.h, "\(keys): the bottom edge too")
                XCTAssertLessThanOrEqual(now.x + now.width + right, usable.x + usable.w, "\(keys)")
                if now.y - top < usable.y { return }
            }
        }
        let grown = WindowPlacement(of: window)
        XCTAssertGreaterThan(grown.height, 900, "the window did grow as tall as the room allows")
    }
}
