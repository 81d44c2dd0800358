import Foundation
import XCTest
@testable import SensoriumCore

/// The settings screen as a player uses it, through the session: opened from either menu, every
/// row changed with the keys (or the pointer), each change applied (the output's settings) and
/// saved (a `.settings` save that writes the file through `Settings.update`), rebinding with its
/// clash, reset, and back to the menu it came from. Nothing here may move the game.
final class SettingsScreenTests: XCTestCase {
    private let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)

    private func session(level: String? = nil, settings: Settings = Settings(), captions: Bool = false) -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = level
        setup.settings = settings
        setup.captions = captions
        return PlaySession(catalog: catalog, setup: setup)
    }

    /// A press and its release: two ticks, both outputs.
    @discardableResult
    private func press(_ button: InputButtons, in session: inout PlaySession) -> [TickOutput] {
        [session.step(InputCommand(buttons: button)), session.step(.idle)]
    }

    /// Esc on the home grid, then Enter on the menu's first item: settings.
    private func openSettingsFromHome(_ session: inout PlaySession) {
        _ = session.handle(.togglePause)
        XCTAssertEqual(session.menus.menu?.items.first, .settings)
        press(.confirm, in: &session)
        XCTAssertNotNil(session.menus.settingsScreen)
    }

    /// Moves the focus to `row` with Down presses from the first row.
    private func focus(_ row: SettingsScreen.Row, in session: inout PlaySession) {
        _ = session.handle(.menuFirst)
        for _ in 0..<SettingsScreen.Row.allCases.firstIndex(of: row)! { press(.down, in: &session) }
        XCTAssertEqual(session.menus.settingsScreen?.focused, row)
    }

    private func settingsSaves(_ outputs: [TickOutput]) -> [SettingsChange] {
        outputs.flatMap(\.saves).compactMap { if case .settings(let change) = $0 { return change } else { return nil } }
    }

    private func temporaryFile() -> String {
        let folder = NSTemporaryDirectory() + "sensorium-settings-screen-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder + "/settings.json"
    }

    // MARK: Menu paths

    func testTheHomeMenuOpensSettingsAndBackReturnsToIt() {
        var session = session()
        openSettingsFromHome(&session)
        XCTAssertEqual(session.menus.menu?.kind, .home, "the menu stays under the screen")
        _ = session.handle(.togglePause)
        XCTAssertNil(session.menus.settingsScreen, "Esc goes back")
        XCTAssertEqual(session.menus.menu?.kind, .home, "to the menu it came from")
        XCTAssertEqual(session.menus.menu?.items[session.menus.menu!.focused], .settings)
        press(.confirm, in: &session)
        press(.back, in: &session)
        XCTAssertNil(session.menus.settingsScreen, "B / Backspace goes back too")
        XCTAssertNotNil(session.menus.menu)
        press(.back, in: &session)
        XCTAssertNil(session.menus.menu, "and B again closes the home menu")
    }

    func testThePauseMenusSettingsItemOpensTheScreenOverTheLevel() {
        var session = session(level: "bounce")
        _ = session.handle(.togglePause)
        _ = session.handle(.menuLast)
        XCTAssertEqual(session.menus.menu?.items[session.menus.menu!.focused], .settings)
        press(.confirm, in: &session)
        XCTAssertNotNil(session.menus.settingsScreen)
        _ = session.handle(.togglePause)
        XCTAssertEqual(session.menus.menu?.kind, .pause, "back on the pause menu")
        _ = session.handle(.menuFirst)
        press(.confirm, in: &session)
        XCTAssertNil(session.menus.menu, "resume")
        XCTAssertEqual(session.game.session?.level.id, "bounce")
    }

    func testChangingSettingsMovesNoTickOfTheLevel() {
        var plain = session(level: "catch")
        var changed = session(level: "catch")
        for _ in 0..<30 { _ = plain.step(InputCommand(buttons: .right)); _ = changed.step(InputCommand(buttons: .right)) }
        _ = changed.handle(.togglePause)
        _ = changed.handle(.menuLast)
        press(.confirm, in: &changed)
        press(.left, in: &changed)
        focus(.reducedMotion, in: &changed)
        press(.right, in: &changed)
        _ = changed.handle(.togglePause)
        _ = changed.handle(.togglePause)
        XCTAssertNil(changed.menus.menu)
        XCTAssertEqual(changed.game.tick, plain.game.tick)
        for _ in 0..<30 { _ = plain.step(InputCommand(buttons: .down)); _ = changed.step(InputCommand(buttons: .down)) }
        XCTAssertEqual(changed.game.session?.stateHash, plain.game.session?.stateHash)
    }

    // MARK: Every setting

    func testVolumesMoveInTenStepsAreHeardAndSaved() {
        for (row, read) in [(SettingsScreen.Row.masterVolume, \Settings.masterVolume), (.effectsVolume, \Settings.effectsVolume),
                            (.soundscapeVolume, \Settings.soundscapeVolume)] {
            var session = session()
            openSettingsFromHome(&session)
            focus(row, in: &session)
            let left = press(.left, in: &session)
            XCTAssertEqual(session.menus.settings[keyPath: read], 0.9, accuracy: 1e-9, "\(row)")
            XCTAssertEqual(left[0].settings?[keyPath: read] ?? 0, 0.9, accuracy: 1e-9, "applied at once")
            XCTAssertEqual(settingsSaves(left).count, 1)
            XCTAssertTrue(left[0].cues.contains { if case .sound = $0 { return true } else { return false } }, "heard as it moves")
            XCTAssertTrue(press(.right, in: &session)[0].settings != nil)
            let past = press(.right, in: &session)
            XCTAssertTrue(past[0].cues.contains(.sound(.homeDeny, volume: 0.5, pan: 0)), "full already: a soft no")
            let enter = press(.confirm, in: &session)
            XCTAssertTrue(settingsSaves(enter).isEmpty, "Enter only lets the value be heard")
            XCTAssertFalse(enter[0].cues.isEmpty)
            for _ in 0..<12 { press(.left, in: &session) }
            XCTAssertEqual(session.menus.settings[keyPath: read], 0, "ten steps to silence")
        }
    }

    func testRumbleRowsSwitchTestAndPulse() {
        var session = session()
        openSettingsFromHome(&session)
        focus(.rumble, in: &session)
        XCTAssertEqual(settingsSaves(press(.left, in: &session)), [.rumbleEnabled(false)], "rumble off")
        let on = press(.confirm, in: &session)
        XCTAssertEqual(settingsSaves(on), [.rumbleEnabled(true)])
        XCTAssertTrue(on[0].cues.contains(.haptic(pattern: .targetCatch, intensity: 1)), "turned on, it pulses")
        press(.down, in: &session)
        let weaker = press(.left, in: &session)
        XCTAssertEqual(settingsSaves(weaker), [.rumbleStrength(0.9)])
        XCTAssertTrue(weaker[0].cues.contains(.haptic(pattern: .targetCatch, intensity: 1)), "felt at the new strength")
        let test = press(.confirm, in: &session)
        XCTAssertTrue(test[0].cues.contains(.haptic(pattern: .targetCatch, intensity: 1)), "Enter is a test pulse")
        XCTAssertTrue(settingsSaves(test).isEmpty)
        press(.down, in: &session)
        XCTAssertEqual(settingsSaves(press(.confirm, in: &session)), [.visualRumble(false)], "the visible stand-in off")
        XCTAssertFalse(session.menus.settings.visualRumble)
    }

    func testReducedMotionHasThreeLampsDesktopReducedFull() {
        var session = session()
        openSettingsFromHome(&session)
        focus(.reducedMotion, in: &session)
        XCTAssertNil(session.menus.settings.reducedMotion, "follows the desktop at first")
        XCTAssertEqual(settingsSaves(press(.right, in: &session)), [.reducedMotion(true)])
        XCTAssertEqual(settingsSaves(press(.right, in: &session)), [.reducedMotion(false)])
        XCTAssertTrue(press(.right, in: &session)[0].cues.contains(.sound(.homeDeny, volume: 0.5, pan: 0)))
        XCTAssertEqual(settingsSaves(press(.confirm, in: &session)), [.reducedMotion(nil)], "Enter goes round")
    }

    func testSpeechTurnsCaptionsOnAndEveryRowIsThenSpoken() {
        var session = session()
        openSettingsFromHome(&session)
        focus(.speech, in: &session)
        let on = press(.confirm, in: &session)
        XCTAssertEqual(settingsSaves(on), [.speech(true)])
        XCTAssertEqual(on[0].announcements, ["speech and captions on"], "spoken (and captioned) as soon as it is on")
        XCTAssertEqual(press(.down, in: &session)[0].announcements, ["fullscreen off"])
        XCTAssertEqual(press(.right, in: &session)[0].announcements, ["fullscreen on"])
        _ = session.handle(.menuFirst)
        XCTAssertEqual(session.handle(.menuFirst).announcements, [], "already there")
        XCTAssertEqual(press(.left, in: &session)[0].announcements, ["volume 90"])
        focus(.keyboard, in: &session)
        press(.confirm, in: &session)
        XCTAssertEqual(session.handle(.menuLast).announcements, ["reset run Shift+R"], "an action, in words, and its keys")
    }

    func testFullscreenAndVsyncSwitch() {
        var session = session()
        openSettingsFromHome(&session)
        focus(.fullscreen, in: &session)
        XCTAssertEqual(settingsSaves(press(.right, in: &session)), [.fullscreen(true)])
        XCTAssertEqual(press(.right, in: &session)[0].cues, [.sound(.homeDeny, volume: 0.5, pan: 0)], "on already")
        press(.down, in: &session)
        XCTAssertEqual(settingsSaves(press(.left, in: &session)), [.vsync(false)])
        XCTAssertEqual(session.menus.settings.fullscreen, true)
        XCTAssertEqual(session.menus.settings.vsync, false)
    }

    func testAKeyIsReboundByPressingItAndAClashShakesAndShowsItsOwner() {
        var session = session()
        openSettingsFromHome(&session)
        focus(.keyboard, in: &session)
        press(.confirm, in: &session)
        XCTAssertEqual(session.menus.settingsScreen?.page, .bindings(.keyboard))
        XCTAssertNil(session.bindingCapture, "not listening yet")
        press(.right, in: &session)
        XCTAssertEqual(SettingsScreen.actions[session.menus.settingsScreen!.focusedAction], .down)
        press(.confirm, in: &session)
        XCTAssertEqual(session.bindingCapture, .keyboard, "the platform captures the next key")

        let clash = session.handle(.bindingPressed("W"))
        XCTAssertEqual(session.menus.settingsScreen?.clash?.owner, .up, "W is up's")
        XCTAssertEqual(session.menus.settingsScreen?.clash?.name, "W")
        XCTAssertTrue(clash.cues.contains(.sound(.homeDeny, volume: 0.7, pan: 0)))
        XCTAssertTrue(clash.saves.isEmpty, "nothing changed")
        XCTAssertEqual(session.bindingCapture, .keyboard, "still listening: press another key")

        let bound = session.handle(.bindingPressed("K"))
        XCTAssertEqual(settingsSaves([bound]), [.keyboard(.down, ["K", "S"])], "K replaces Down, S stays")
        XCTAssertEqual(bound.settings?.keyboard[.down], ["K", "S"])
        XCTAssertNil(session.bindingCapture)
        XCTAssertNil(session.menus.settingsScreen?.clash)

        // K is still held, and now it is a key of the game: nothing happens until it is let go.
        XCTAssertTrue(press(.down, in: &session)[0].cues.isEmpty)
        press(.confirm, in: &session)
        XCTAssertEqual(session.bindingCapture, .keyboard)
        _ = session.handle(.togglePause)
        XCTAssertNil(session.bindingCapture, "Esc gives up listening")
        XCTAssertEqual(session.menus.settingsScreen?.page, .bindings(.keyboard))
        _ = session.handle(.togglePause)
        XCTAssertEqual(session.menus.settingsScreen?.page, .rows)
        XCTAssertEqual(session.menus.settingsScreen?.focused, .keyboard, "back on the row that opened the page")
    }

    func testAPadButtonIsReboundTheSameWay() {
        var session = session()
        openSettingsFromHome(&session)
        focus(.gamepad, in: &session)
        press(.confirm, in: &session)
        _ = session.handle(.menuLast)
        XCTAssertEqual(SettingsScreen.actions[session.menus.settingsScreen!.focusedAction], .resetRun)
        press(.confirm, in: &session)
        XCTAssertEqual(session.bindingCapture, .gamepad)
        _ = session.handle(.bindingPressed("a"))
        XCTAssertEqual(session.menus.settingsScreen?.clash?.owner, .confirm)
        XCTAssertEqual(settingsSaves([session.handle(.bindingPressed("guide"))]), [.gamepad(.resetRun, ["guide"])])
    }

    func testResetBringsEveryDefaultBack() {
        var changed = Settings()
        changed.masterVolume = 0.3
        changed.keyboard[.up] = ["I"]
        changed.speech = true
        var session = session(settings: changed)
        openSettingsFromHome(&session)
        _ = session.handle(.menuLast)
        XCTAssertEqual(session.menus.settingsScreen?.focused, .reset)
        XCTAssertEqual(settingsSaves(press(.confirm, in: &session)), [.resetToDefaults])
        XCTAssertEqual(session.menus.settings, Settings())
        XCTAssertTrue(press(.confirm, in: &session)[0].cues.contains(.sound(.homeDeny, volume: 0.5, pan: 0)), "nothing left to reset")
    }

    func testAClickOnABarSetsItWhereItWasClicked() {
        var session = session()
        openSettingsFromHome(&session)
        let row = SettingsScreen.Row.allCases.firstIndex(of: .effectsVolume)!
        let bar = SettingsScreen.valueRect(forRow: row)
        let over = InputCommand.Pointer(x: Int16(bar.x + bar.w * 0.3), y: Int16(bar.y + bar.h / 2))
        _ = session.step(InputCommand(pointer: over))
        XCTAssertEqual(session.menus.settingsScreen?.focused, .effectsVolume, "the pointer takes the focus")
        _ = session.step(InputCommand(buttons: .confirm, pointer: over))
        XCTAssertEqual(session.menus.settings.effectsVolume, 0.3, accuracy: 1e-9)
    }

    func testThePadsStickMovesAndChangesAndAPointerPicksAnAction() {
        var session = session()
        openSettingsFromHome(&session)
        _ = session.step(InputCommand(stickY: 127))
        _ = session.step(.idle)
        XCTAssertEqual(session.menus.settingsScreen?.focused, .effectsVolume, "the stick pushed down moves a row")
        _ = session.step(InputCommand(stickX: -127))
        _ = session.step(InputCommand(stickX: -127))
        XCTAssertEqual(session.menus.settings.effectsVolume, 0.9, accuracy: 1e-9, "held, it moves once")
        focus(.gamepad, in: &session)
        press(.confirm, in: &session)
        let cell = SettingsScreen.cellRect(7)
        let over = InputCommand.Pointer(x: Int16(cell.x + 20), y: Int16(cell.y + 20))
        _ = session.step(InputCommand(pointer: over))
        XCTAssertEqual(SettingsScreen.actions[session.menus.settingsScreen!.focusedAction], .alternate)
        _ = session.step(InputCommand(buttons: .confirm, pointer: over))
        XCTAssertEqual(session.bindingCapture, .gamepad, "a click waits for the new button")
    }

    func testAClickBetweenRowsOrCellsDoesNothing() {
        var session = session()
        openSettingsFromHome(&session)
        focus(.fullscreen, in: &session)
        let nowhere = InputCommand.Pointer(x: 2, y: 2)
        _ = session.step(InputCommand(pointer: nowhere))
        _ = session.step(InputCommand(buttons: [.confirm, .click], pointer: nowhere))
        _ = session.step(InputCommand(pointer: nowhere))
        XCTAssertFalse(session.menus.settings.fullscreen, "Enter would switch the focused row; a click on nothing does not")
        focus(.keyboard, in: &session)
        press(.confirm, in: &session)
        _ = session.step(InputCommand(buttons: [.confirm, .click], pointer: nowhere))
        XCTAssertNil(session.bindingCapture, "nor does it start listening on a bindings page")
        let cell = SettingsScreen.cellRect(3)
        let over = InputCommand.Pointer(x: Int16(cell.x + 20), y: Int16(cell.y + 20))
        _ = session.step(InputCommand(pointer: nowhere))
        _ = session.step(InputCommand(buttons: [.confirm, .click], pointer: over))
        XCTAssertEqual(session.bindingCapture, .keyboard, "a click on a cell listens for that action")
        XCTAssertEqual(session.menus.settingsScreen?.focusedAction, 3)
    }

    // MARK: The file

    func testTheSavesWriteTheFileThePlayerSeesAndAHandEditedFileKeepsItsOwnLines() throws {
        let path = temporaryFile()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(#"{"format": 1, "keyboard": {"confirm": ["J"]}}"#.utf8).write(to: URL(fileURLWithPath: path))
        let (loaded, problems) = Settings.load(from: path)
        XCTAssertEqual(problems, [])
        var session = session(settings: loaded)
        openSettingsFromHome(&session)
        var outputs = press(.left, in: &session)
        focus(.keyboard, in: &session)
        outputs += press(.confirm, in: &session)
        outputs += press(.confirm, in: &session)
        outputs.append(session.handle(.bindingPressed("I")))
        for change in settingsSaves(outputs) { try Settings.update(at: path) { change.apply(to: &$0) } }

        let onDisk = Settings.load(from: path)
        XCTAssertEqual(onDisk.problems, [])
        XCTAssertEqual(onDisk.settings, session.menus.settings, "the file is what the screen shows")
        XCTAssertEqual(onDisk.settings.masterVolume, 0.9, accuracy: 1e-9)
        XCTAssertEqual(onDisk.settings.keyboard[.up], ["I", "W"])
        XCTAssertEqual(onDisk.settings.keyboard[.confirm], ["J"], "the hand edit is kept")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains(#""master": 0.9"#), text)
    }

    func testTheFirstChangeCreatesTheFile() throws {
        let path = temporaryFile()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        try Settings.update(at: path) { SettingsChange.vsync(false).apply(to: &$0) }
        var expected = Settings()
        expected.vsync = false
        XCTAssertEqual(Settings.load(from: path).settings, expected)
    }

    // MARK: Pieces

    func testRebindingKeepsTheOtherNamesAndReportsAClash() {
        XCTAssertEqual(Rebinding.bind("I", to: .up, in: Settings.defaultKeyboard), .bound(["I", "W"]))
        XCTAssertEqual(Rebinding.bind("w", to: .up, in: Settings.defaultKeyboard), .bound(["Up", "W"]), "its own key: no change")
        XCTAssertEqual(Rebinding.bind("Space", to: .alternate, in: Settings.defaultKeyboard), .clash(.confirm))
        XCTAssertEqual(Rebinding.bind("F11", to: .screenshot, in: Settings.defaultKeyboard), .clash(.fullscreen))
        XCTAssertEqual(Rebinding.bind("guide", to: .fullscreen, in: Settings.defaultGamepad), .bound(["guide"]))
    }

    func testVisualRumbleIsReadAndWritten() throws {
        var settings = Settings()
        settings.visualRumble = false
        XCTAssertEqual(try Settings.decode(settings.encode()), settings)
        XCTAssertTrue(try Settings.decode(Array(#"{"format": 1}"#.utf8)).visualRumble, "on by default")
        XCTAssertFalse(try Settings.decode(Array(#"{"format": 1, "display": {"visualRumble": false}}"#.utf8)).visualRumble)
    }

    func testBindingLabelsFitTheCaps() {
        XCTAssertEqual(BindingLabel.text("Return", device: .keyboard), "ENTER")
        XCTAssertEqual(BindingLabel.text("Shift+R", device: .keyboard), "SHIFT+R")
        XCTAssertEqual(BindingLabel.text("rightshoulder", device: .gamepad), "RB")
        for label in Settings.defaultGamepad.values.flatMap({ $0 }).map({ BindingLabel.text($0, device: .gamepad) }) {
            XCTAssertTrue(label.allSatisfy(PixelFont.hasGlyph), label)
        }
    }

    /// A picture per row: none repeats another (reset once drew the restart arrow), and the three
    /// motion lamps are three pictures.
    func testNoTwoRowsAndNoTwoMotionLampsShareAPicture() {
        func picture(_ draw: (inout DrawList) -> Void) -> [PointF] {
            var list = DrawList()
            draw(&list)
            return list.points + list.rects.flatMap { [PointF(x: $0.x, y: $0.y), PointF(x: $0.w, y: $0.h)] }
        }
        let center = PointF(x: 100, y: 100)
        let rows = SettingsScreen.Row.allCases.map { row in
            picture { SettingsIcons.draw(row, at: center, size: 44, color: .white, into: &$0) }
        }
        XCTAssertEqual(Set(rows.map { "\($0)" }).count, rows.count)
        let lamps = [nil, true, false].map { lamp in
            picture { SettingsIcons.drawMotionLamp(lamp, at: center, size: 36, color: .white, into: &$0) }
        }
        XCTAssertEqual(Set(lamps.map { "\($0)" }).count, 3)
        let restart = picture { SessionMenu.drawIcon(.restart, at: center, size: 44, into: &$0, color: .white) }
        XCTAssertNotEqual(rows[SettingsScreen.Row.allCases.firstIndex(of: .reset)!], restart, "reset is not the restart arrow")
    }

    func testEveryPageDrawsUnderReducedMotionAndNot() {
        var session = session()
        openSettingsFromHome(&session)
        for style in [DrawStyle(), DrawStyle(reducedMotion: true, visualHaptics: true)] {
            var list = DrawList()
            session.draw(into: &list, alpha: 0.5, style: style)
            XCTAssertGreaterThan(list.commands.count, 30)
        }
        focus(.keyboard, in: &session)
        press(.confirm, in: &session)
        press(.confirm, in: &session)
        _ = session.handle(.bindingPressed("S"))
        var list = DrawList()
        session.draw(into: &list, alpha: 0.5, style: DrawStyle())
        XCTAssertTrue(list.commands.contains { $0.color == SettingsScreen.clashColor }, "the clash is drawn in red")
    }
}
