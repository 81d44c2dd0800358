import XCTest
import CSDL2
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// The device pressed last, whose caps the lessons draw: a key or a click is the keyboard's, a
/// pad's button or a stick pushed well past its dead zone the pad's.
final class LastInputDeviceTests: SDLTestCase {
    func testTheLastKeyClickOrButtonNamesTheDevice() {
        let mapper = InputMapper(keys: Settings.defaultKeyboard, pad: Settings.defaultGamepad)
        XCTAssertEqual(mapper.lastDevice, .keyboard, "a new game shows the keyboard's caps")
        var button = SDL_Event()
        button.type = SDL_CONTROLLERBUTTONDOWN.rawValue
        button.cbutton.button = UInt8(SDL_CONTROLLER_BUTTON_X.rawValue)
        _ = mapper.handle(button)
        XCTAssertEqual(mapper.lastDevice, .gamepad)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.scancode = SDL_SCANCODE_TAB
        _ = mapper.handle(key)
        XCTAssertEqual(mapper.lastDevice, .keyboard)
        var stick = SDL_Event()
        stick.type = SDL_CONTROLLERAXISMOTION.rawValue
        stick.caxis.axis = UInt8(SDL_CONTROLLER_AXIS_LEFTX.rawValue)
        stick.caxis.value = 3000
        _ = mapper.handle(stick)
        XCTAssertEqual(mapper.lastDevice, .keyboard, "a stick resting inside its dead zone is not a press")
        stick.caxis.value = 30000
        _ = mapper.handle(stick)
        XCTAssertEqual(mapper.lastDevice, .gamepad)
        var click = SDL_Event()
        click.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        _ = mapper.handle(click)
        XCTAssertEqual(mapper.lastDevice, .keyboard, "the mouse goes with the keyboard")
    }
}
