import XCTest
import CSDL2
@testable import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// A locked tile answers Enter, the pad's A and a click alike, through the platform's own input:
/// each press is refused with the `home-deny` sound and rumble, and the window shows the tile's
/// lock red while it shakes, grey again after.
final class LockedTileAnswerTests: SDLTestCase {
    private func key(_ scancode: SDL_Scancode, down: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.keysym.scancode = scancode
        return event
    }

    private func mouse(_ type: SDL_EventType, window: GameWindow, at point: (x: Int32, y: Int32)) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.windowID = SDL_GetWindowID(window.window)
            event.motion.x = point.x
            event.motion.y = point.y
        } else {
            event.button.windowID = SDL_GetWindowID(window.window)
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = point.x
            event.button.y = point.y
        }
        return event
    }

    /// Red pixels of the lock's denied ink in the window, over the tile at `index`.
    private func redPixels(_ session: PlaySession, tile index: Int, window: GameWindow, path: String) throws -> Int {
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle())
        window.render(list)
        try Screenshot.save(renderer: window.renderer, to: path)
        let surface = try XCTUnwrap(IMG_Load(path))
        defer { SDL_FreeSurface(surface) }
        let home = session.game.home
        let centre = home.magnifier.centers[index]
        let half = Int(home.tileSize)
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        var red = 0
        for y in max(0, Int(centre.y) - half)..<min(1080, Int(centre.y) + half) {
            for x in max(0, Int(centre.x) - half)..<min(1920, Int(centre.x) + half) {
                let value = UnsafeRawPointer(pixels + y * Int(surface.pointee.pitch) + x * 4).loadUnaligned(as: UInt32.self)
                var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
                SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
                let ink = HomeScreen.deniedLockInk
                if abs(Int(r) - Int(ink.r)) < 20, abs(Int(g) - Int(ink.g)) < 20, abs(Int(b) - Int(ink.b)) < 20 { red += 1 }
            }
        }
        return red
    }

    func testEnterThePadsAAndAClickEachShakeALockedTileRedAndAreHeard() throws {
        let window = try GameWindow(width: 1920, height: 1080, fullscreen: false, vsync: false)
        let gamepads = GamepadSet()
        let mapper = InputMapper(keys: Settings.defaultKeyboard, pad: Settings.defaultGamepad)
        let pad = try VirtualGamepad()
        defer { pad.detach() }
        pumpEvents { gamepads.handle($0) }
        var session = PlaySession(catalog: Self.levels, setup: PlaySession.Setup())
        let path = NSTemporaryDirectory() + "sensorium-locked-\(getpid()).png"
        defer { unlink(path) }
        var cues: [FeedbackCue] = []
        func tick(_ events: [SDL_Event] = []) {
            for var event in events { SDL_PushEvent(&event) }
            pumpEvents { event in gamepads.handle(event); _ = mapper.handle(event) }
            cues += session.step(mapper.command(controllers: gamepads.all)).cues
        }
        // The first tile's right-hand neighbour is locked until the first is solved.
        tick([key(SDL_SCANCODE_RIGHT, down: true)])
        tick([key(SDL_SCANCODE_RIGHT, down: false)])
        let locked = try XCTUnwrap(session.game.home.focusedIndex)
        XCTAssertEqual(session.game.home.tiles[locked].state, .locked)
        let centre = session.game.home.magnifier.centers[locked]
        let over = (x: Int32(centre.x), y: Int32(centre.y))
        let presses: [(String, [SDL_Event], [SDL_Event])] = [
            ("Enter", [key(SDL_SCANCODE_RETURN, down: true)], [key(SDL_SCANCODE_RETURN, down: false)]),
            ("A", [], []),
            ("a click", [mouse(SDL_MOUSEMOTION, window: window, at: (over.x + 3, over.y)), mouse(SDL_MOUSEBUTTONDOWN, window: window, at: over)],
             [mouse(SDL_MOUSEBUTTONUP, window: window, at: over)]),
        ]
        for (name, down, up) in presses {
            for _ in 0...HomeScreen.shakeTicks { tick() }
            XCTAssertEqual(try redPixels(session, tile: locked, window: window, path: path), 0, "\(name): grey before")
            cues = []
            if name == "A" { pad.set(SDL_CONTROLLER_BUTTON_A, pressed: true) }
            tick(down)
            XCTAssertTrue(session.events.contains { if case .home(.denied(tile: locked)) = $0 { true } else { false } }, "\(name) is refused")
            XCTAssertTrue(cues.contains(.sound(.homeDeny, volume: 1, pan: 0)), "\(name): heard")
            XCTAssertTrue(cues.contains(.haptic(pattern: .homeDeny, intensity: 1)), "\(name): felt")
            XCTAssertGreaterThan(try redPixels(session, tile: locked, window: window, path: path), 100, "\(name): the lock is red")
            if name == "A" { pad.set(SDL_CONTROLLER_BUTTON_A, pressed: false) }
            tick(up)
            XCTAssertNil(session.game.session, "\(name) opened nothing")
        }
    }
}
