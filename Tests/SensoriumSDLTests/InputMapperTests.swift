import XCTest
import CSDL2
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

final class InputMapperTests: SDLTestCase {
    private func key(_ scancode: SDL_Scancode, down: Bool, modifiers: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.keysym.scancode = scancode
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        return event
    }

    func testATapShorterThanAFrameStillReachesTheNextTickOnce() {
        let mapper = InputMapper(keys: Settings.defaultKeyboard, pad: [:])
        _ = mapper.handle(key(SDL_SCANCODE_SPACE, down: true))
        _ = mapper.handle(key(SDL_SCANCODE_SPACE, down: false))
        XCTAssertTrue(mapper.command(controllers: []).buttons.contains(.confirm))
        XCTAssertFalse(mapper.command(controllers: []).buttons.contains(.confirm), "and only once")
    }

    /// Page Down / Page Up and the wheel reach the home grid as the zoom presses it turns pages by,
    /// even with the zoom keys bound elsewhere: one press per key tap or wheel notch.
    func testPageKeysAndTheWheelTurnPages() {
        let mapper = InputMapper(keys: [.zoomIn: ["K"], .zoomOut: ["J"]], pad: [:])
        _ = mapper.handle(key(SDL_SCANCODE_PAGEDOWN, down: true))
        XCTAssertEqual(mapper.command(controllers: []).buttons, .zoomIn)
        _ = mapper.handle(key(SDL_SCANCODE_PAGEUP, down: true))
        XCTAssertEqual(mapper.command(controllers: []).buttons, .zoomOut)
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.y = -1
        _ = mapper.handle(wheel)
        XCTAssertEqual(mapper.command(controllers: []).buttons, .zoomIn, "wheel down: the next page")
        XCTAssertEqual(mapper.command(controllers: []).buttons, [], "once per notch")
        wheel.wheel.y = 1
        _ = mapper.handle(wheel)
        XCTAssertEqual(mapper.command(controllers: []).buttons, .zoomOut)
    }

    /// A left click is confirm that says it came from the pointer (`click`), with the place it
    /// was clicked: a screen acts on what is under it. Enter (and the pad's A) stay confirm alone.
    func testALeftClickIsConfirmWithItsOwnClickBitAndEnterIsNot() {
        let mapper = InputMapper(keys: Settings.defaultKeyboard, pad: [:])
        var click = SDL_Event()
        click.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        click.button.x = 40; click.button.y = 50
        _ = mapper.handle(click)
        let clicked = mapper.command(controllers: [])
        XCTAssertEqual(clicked.buttons, [.confirm, .click])
        XCTAssertEqual(clicked.pointer, InputCommand.Pointer(x: 40, y: 50))
        click.type = SDL_MOUSEBUTTONUP.rawValue
        _ = mapper.handle(click)
        XCTAssertEqual(mapper.command(controllers: []).buttons, [])
        _ = mapper.handle(key(SDL_SCANCODE_RETURN, down: true))
        XCTAssertEqual(mapper.command(controllers: []).buttons, .confirm, "Enter is confirm, not a click")
        _ = mapper.handle(key(SDL_SCANCODE_RETURN, down: false))
        var right = SDL_Event()
        right.type = SDL_MOUSEBUTTONDOWN.rawValue
        right.button.button = UInt8(SDL_BUTTON_RIGHT)
        _ = mapper.handle(right)
        XCTAssertEqual(mapper.command(controllers: []).buttons, .alternate, "the right button is the alternate action")
    }

    func testShellKeysComeOutAsActionsNotButtons() {
        let mapper = InputMapper(keys: Settings.defaultKeyboard, pad: [:])
        XCTAssertEqual(mapper.handle(key(SDL_SCANCODE_ESCAPE, down: true)), .pause)
        XCTAssertEqual(mapper.handle(key(SDL_SCANCODE_F12, down: true)), .screenshot)
        XCTAssertEqual(mapper.handle(key(SDL_SCANCODE_RETURN, down: true, modifiers: KMOD_LALT)), .fullscreen)
        XCTAssertEqual(mapper.command(controllers: []).buttons, [], "Alt+Enter does not also confirm")
    }

    func testCtrlCIsTheDesktopsCopyNotTheGamesC() {
        let mapper = InputMapper(keys: Settings.defaultKeyboard, pad: [:])
        _ = mapper.handle(key(SDL_SCANCODE_C, down: true, modifiers: KMOD_LCTRL))
        XCTAssertFalse(mapper.command(controllers: []).buttons.contains(.rotateRight), "Ctrl+C does not also turn")
        _ = mapper.handle(key(SDL_SCANCODE_C, down: true))
        XCTAssertTrue(mapper.command(controllers: []).buttons.contains(.rotateRight), "C alone still does")
    }

    /// Ctrl+C going down is the copy key (the session's `.copy`, whose text the level chooses);
    /// C alone, Ctrl+V and a held key's repeats are not.
    func testCtrlCGoingDownIsTheCopyKey() {
        XCTAssertTrue(InputMapper.isCopyKey(key(SDL_SCANCODE_C, down: true, modifiers: KMOD_LCTRL)))
        XCTAssertTrue(InputMapper.isCopyKey(key(SDL_SCANCODE_C, down: true, modifiers: KMOD_RCTRL)))
        XCTAssertFalse(InputMapper.isCopyKey(key(SDL_SCANCODE_C, down: true)))
        XCTAssertFalse(InputMapper.isCopyKey(key(SDL_SCANCODE_V, down: true, modifiers: KMOD_LCTRL)))
        XCTAssertFalse(InputMapper.isCopyKey(key(SDL_SCANCODE_C, down: false, modifiers: KMOD_LCTRL)))
        var held = key(SDL_SCANCODE_C, down: true, modifiers: KMOD_LCTRL)
        held.key.repeat = 1
        XCTAssertFalse(InputMapper.isCopyKey(held))
    }

    func testUnknownKeyAndButtonNamesAreReportedWithTheFileAndTheField() {
        let mapper = InputMapper(keys: [.confirm: ["Return", "Spacebar"]], pad: [.back: ["bee"]])
        XCTAssertEqual(mapper.problems, [
            "gamepad.back[0]: unknown button \"bee\"",
            "keyboard.confirm[1]: unknown key \"Spacebar\"",
        ])
        mapper.settingsFile = "/home/ada/.config/sensorium/settings.json"
        XCTAssertEqual(mapper.problems.first, "/home/ada/.config/sensorium/settings.json: gamepad.back[0]: unknown button \"bee\"")
    }

    func testTriggersBoundByNameActAsButtonsPastHalfWay() throws {
        let gamepads = GamepadSet()
        let mapper = InputMapper(keys: [:], pad: Settings.defaultGamepad)
        XCTAssertEqual(mapper.problems, [])
        let pad = try VirtualGamepad()
        defer { pad.detach() }
        pumpEvents { gamepads.handle($0) }
        pad.set(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 30000)
        pad.set(SDL_CONTROLLER_AXIS_LEFTX, -32768)
        pumpEvents { gamepads.handle($0) }
        let command = mapper.command(controllers: gamepads.all)
        XCTAssertTrue(command.buttons.contains(.rotateRight))
        XCTAssertEqual(command.stickX, -127, "full left, clamped into the replay's range")
    }
}
