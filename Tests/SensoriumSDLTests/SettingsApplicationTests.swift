import Foundation
import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// The platform's side of the settings screen: a change is written to `settings.json` by the
/// player's files, the next key or button is captured for a binding, and changed settings reach
/// the input mapper, the window and the drawing style at once, through the same `apply` that
/// carries the settings to the devices at start.
final class SettingsApplicationTests: SDLTestCase {
    private func key(_ scancode: SDL_Scancode, down: Bool = true) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.keysym.scancode = scancode
        return event
    }

    private func padButton(_ button: SDL_GameControllerButton) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_CONTROLLERBUTTONDOWN.rawValue
        event.cbutton.button = UInt8(button.rawValue)
        return event
    }

    private func home() -> String {
        let folder = NSTemporaryDirectory() + "sensorium-settings-apply-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    func testPlayerFilesCreateTheSettingsFileOnTheFirstChangeAndKeepHandEdits() throws {
        let folder = home()
        let locations = FileLocations(dataRoot: folder, storage: StorageLocations(configDirectory: folder + "/config",
                                                                                   dataDirectory: folder + "/data"))
        let files = PlayerFiles(locations: locations, store: ProgressStore.load(from: locations.progressFile))
        files.write(.settings(.masterVolume(0.4)))
        XCTAssertEqual(Settings.load(from: locations.settingsFile).settings.masterVolume, 0.4, accuracy: 1e-9)
        try Data(#"{"format": 1, "audio": {"effects": 0.5}}"#.utf8).write(to: URL(fileURLWithPath: locations.settingsFile))
        files.write(.settings(.keyboard(.up, ["I", "W"])))
        let (settings, problems) = Settings.load(from: locations.settingsFile)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(settings.effectsVolume, 0.5, accuracy: 1e-9, "the hand edit is kept")
        XCTAssertEqual(settings.keyboard[.up], ["I", "W"])
    }

    func testABindingIsCapturedByItsSDLName() {
        XCTAssertEqual(InputMapper.bindingName(of: key(SDL_SCANCODE_K), for: .keyboard), "K")
        XCTAssertEqual(InputMapper.bindingName(of: key(SDL_SCANCODE_RETURN), for: .keyboard), "Return")
        XCTAssertNil(InputMapper.bindingName(of: key(SDL_SCANCODE_K, down: false), for: .keyboard), "a release is no answer")
        XCTAssertNil(InputMapper.bindingName(of: key(SDL_SCANCODE_K), for: .gamepad), "a pad page waits for a pad")
        XCTAssertEqual(InputMapper.bindingName(of: padButton(SDL_CONTROLLER_BUTTON_X), for: .gamepad), "x")
        var trigger = SDL_Event()
        trigger.type = SDL_CONTROLLERAXISMOTION.rawValue
        trigger.caxis.axis = UInt8(SDL_CONTROLLER_AXIS_TRIGGERLEFT.rawValue)
        trigger.caxis.value = 30000
        XCTAssertEqual(InputMapper.bindingName(of: trigger, for: .gamepad), "lefttrigger")
    }

    func testNewBindingsReplaceTheOldOnesAtOnce() {
        let mapper = InputMapper(keys: Settings.defaultKeyboard, pad: [:])
        var keys = Settings.defaultKeyboard
        keys[.up] = ["I", "W"]
        mapper.bind(keys: keys, pad: [:])
        _ = mapper.handle(key(SDL_SCANCODE_I))
        XCTAssertTrue(mapper.command(controllers: []).buttons.contains(.up))
        _ = mapper.handle(key(SDL_SCANCODE_UP))
        XCTAssertFalse(mapper.command(controllers: []).buttons.contains(.up), "the old key no longer moves")
        XCTAssertEqual(mapper.handle(key(SDL_SCANCODE_ESCAPE)), .pause, "the others are as they were")
    }

    func testWhileListeningThePlatformHandsTheNextKeyToTheSessionAndEscGivesUp() throws {
        let window = try GameWindow(width: 320, height: 180, fullscreen: false, vsync: false)
        let platform = GamePlatform(window: window, input: InputMapper(keys: Settings.defaultKeyboard, pad: [:]),
                                    style: DrawStyle(), devices: GamePlatform.Devices())
        pumpEvents()
        var event = key(SDL_SCANCODE_K)
        SDL_PushEvent(&event)
        XCTAssertEqual(platform.poll(tuning: false, capturing: .keyboard), [.bindingPressed("K")])
        event = key(SDL_SCANCODE_ESCAPE)
        SDL_PushEvent(&event)
        XCTAssertEqual(platform.poll(tuning: false, capturing: .keyboard), [.togglePause])
        event = key(SDL_SCANCODE_K)
        SDL_PushEvent(&event)
        XCTAssertEqual(platform.poll(tuning: false), [], "not listening: K is no shell key")
    }

    func testChangedSettingsReachTheWindowTheStyleAndTheKeys() throws {
        let window = try GameWindow(width: 320, height: 180, fullscreen: false, vsync: false)
        let platform = GamePlatform(window: window, input: InputMapper(keys: Settings.defaultKeyboard, pad: [:]),
                                    style: DrawStyle(), devices: GamePlatform.Devices())
        XCTAssertTrue(platform.style.visualHaptics, "no pad: haptics are drawn")
        var settings = Settings()
        settings.visualRumble = false
        settings.reducedMotion = true
        settings.fullscreen = true
        settings.keyboard[.pause] = ["P"]
        var output = TickOutput()
        output.settings = settings
        platform.deliver(output)
        XCTAssertFalse(platform.style.visualHaptics, "the stand-in is off")
        XCTAssertTrue(platform.style.reducedMotion)
        XCTAssertTrue(window.isFullscreen)
        pumpEvents()
        var event = key(SDL_SCANCODE_P)
        SDL_PushEvent(&event)
        XCTAssertEqual(platform.poll(tuning: false), [.togglePause], "P pauses now")
        settings.fullscreen = false
        output.settings = settings
        platform.deliver(output)
        XCTAssertFalse(window.isFullscreen)
    }

    func testTheSettingsAtStartReachTheDevicesThroughTheSameApplyAsAChange() throws {
        let window = try GameWindow(width: 320, height: 180, fullscreen: false, vsync: false)
        final class Count { var value = 0 }
        let speechStarts = Count()
        var devices = GamePlatform.Devices()
        devices.startSpeech = { speechStarts.value += 1; return SilentSpeech() }
        devices.fullscreenOverride = true
        devices.speechOverride = true
        let platform = GamePlatform(window: window, input: InputMapper(keys: [:], pad: [:]), style: DrawStyle(), devices: devices)
        var settings = Settings()
        settings.keyboard[.pause] = ["P"]
        settings.reducedMotion = true
        settings.visualRumble = false
        platform.apply(settings)
        XCTAssertTrue(window.isFullscreen, "--fullscreen wins over the setting at start")
        XCTAssertEqual(speechStarts.value, 1, "--speech speaks with the setting off")
        XCTAssertTrue(platform.style.reducedMotion)
        XCTAssertFalse(platform.style.visualHaptics)
        pumpEvents()
        var event = key(SDL_SCANCODE_P)
        SDL_PushEvent(&event)
        XCTAssertEqual(platform.poll(tuning: false), [.togglePause], "the start's bindings are in force")
        settings.masterVolume = 0.5
        platform.apply(settings)
        XCTAssertTrue(window.isFullscreen, "a volume change leaves the window as the command line opened it")
        XCTAssertEqual(speechStarts.value, 1, "and the speech as it was")
        settings.speech = true
        platform.apply(settings)
        XCTAssertEqual(speechStarts.value, 2, "turning speech on starts it")
    }

    func testWindowedOnTheCommandLineKeepsAFullscreenSettingWindowedAtStart() throws {
        let window = try GameWindow(width: 320, height: 180, fullscreen: false, vsync: false)
        var devices = GamePlatform.Devices()
        devices.fullscreenOverride = false
        let platform = GamePlatform(window: window, input: InputMapper(keys: [:], pad: [:]), style: DrawStyle(), devices: devices)
        var settings = Settings()
        settings.fullscreen = true
        platform.apply(settings)
        XCTAssertFalse(window.isFullscreen)
        settings.fullscreen = false
        platform.apply(settings)
        settings.fullscreen = true
        platform.apply(settings)
        XCTAssertTrue(window.isFullscreen, "the player's own change is carried out")
    }
}
