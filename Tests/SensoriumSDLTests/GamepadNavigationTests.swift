import XCTest
import CSDL2
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

final class GamepadNavigationTests: SDLTestCase {
    private let padBindings = Settings.defaultGamepad

    func testVirtualPadIsOpenedOnHotPlugAndClosedOnUnplug() throws {
        let gamepads = GamepadSet()
        let pad = try VirtualGamepad()
        pumpEvents { gamepads.handle($0) }
        XCTAssertEqual(gamepads.controllers.count, 1)
        pad.detach()
        pumpEvents { gamepads.handle($0) }
        XCTAssertEqual(gamepads.controllers.count, 0)
    }

    func testDpadMovesFocusAcrossTheGridAndAOpensALevel() throws {
        let gamepads = GamepadSet()
        let mapper = InputMapper(keys: [:], pad: padBindings)
        XCTAssertEqual(mapper.problems, [])
        let pad = try VirtualGamepad()
        defer { pad.detach() }
        pumpEvents { gamepads.handle($0) }
        var game = Game(catalog: Self.levels, solved: ["catch"])
        var events: [Game.Event] = []
        func tick() {
            pumpEvents { event in gamepads.handle(event); _ = mapper.handle(event) }
            game.step(mapper.command(controllers: gamepads.all), events: &events)
        }
        for press in [true, false] {
            pad.set(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, pressed: press)
            tick()
        }
        // The game starts on the first tile; one press moves to its right-hand neighbour.
        XCTAssertEqual(game.home.focusedIndex.map { game.home.tiles[$0].id }, "restless")
        pad.set(SDL_CONTROLLER_BUTTON_A, pressed: true)
        tick()
        XCTAssertEqual(game.session?.level.id, "restless")
    }

    /// A real (virtual) pad turns the home grid's pages with its shoulders and by pushing the
    /// d-pad past a page's edge.
    func testShouldersAndTheDpadPastTheEdgeTurnPages() throws {
        let gamepads = GamepadSet()
        let mapper = InputMapper(keys: [:], pad: padBindings)
        let pad = try VirtualGamepad()
        defer { pad.detach() }
        pumpEvents { gamepads.handle($0) }
        let tiles = [(0, 0), (1, 0), (0, 5)].enumerated().map { index, cell in
            HomeScreen.Tile(id: "t\(index)", color: .black, column: cell.0, row: cell.1, state: .open)
        }
        var home = HomeScreen(tiles: tiles)
        func tap(_ button: SDL_GameControllerButton) {
            for press in [true, false] {
                pad.set(button, pressed: press)
                pumpEvents { event in gamepads.handle(event); _ = mapper.handle(event) }
                var events: [HomeScreen.Event] = []
                home.step(mapper.command(controllers: gamepads.all), events: &events)
            }
        }
        tap(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER)
        XCTAssertEqual(home.pages.shownPage, 1)
        XCTAssertEqual(home.focusedIndex, 2)
        tap(SDL_CONTROLLER_BUTTON_LEFTSHOULDER)
        XCTAssertEqual(home.pages.shownPage, 0)
        tap(SDL_CONTROLLER_BUTTON_DPAD_DOWN)
        XCTAssertEqual(home.pages.shownPage, 1, "down past the page's only row")
        tap(SDL_CONTROLLER_BUTTON_DPAD_UP)
        XCTAssertEqual(home.pages.shownPage, 0)
    }

    func testStartButtonIsThePauseAction() throws {
        let gamepads = GamepadSet()
        let mapper = InputMapper(keys: [:], pad: padBindings)
        let pad = try VirtualGamepad()
        defer { pad.detach() }
        pumpEvents { gamepads.handle($0) }
        pad.set(SDL_CONTROLLER_BUTTON_START, pressed: true)
        var actions: [ControlAction] = []
        pumpEvents { event in
            gamepads.handle(event)
            if let action = mapper.handle(event) { actions.append(action) }
        }
        XCTAssertEqual(actions, [.pause])
    }
}
