import Foundation
import XCTest
@testable import SensoriumCore

final class SettingsTests: XCTestCase {
    private func decode(_ text: String) throws -> Settings { try Settings.decode(Array(text.utf8)) }

    private func assertRejects(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try decode(text), line: line) { error in
            XCTAssertEqual((error as? FormatError)?.description, expected, line: line)
        }
    }

    func testDefaultsRoundTrip() throws {
        let bytes = Settings.defaults.encode()
        XCTAssertEqual(try Settings.decode(bytes), Settings.defaults)
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains(#""confirm": ["Space", "Return"]"#), text)
        XCTAssertTrue(text.contains(#""reducedMotion": null"#), text)
    }

    func testChangedSettingsRoundTrip() throws {
        var settings = Settings()
        settings.keyboard[.confirm] = ["Return"]
        settings.gamepad[.hud] = ["leftstick"]
        settings.masterVolume = 0.25
        settings.muted = true
        settings.rumbleStrength = 0.5
        settings.reducedMotion = false
        settings.tiltInput = .motion
        settings.speech = true
        XCTAssertEqual(try Settings.decode(settings.encode()), settings)
    }

    func testEveryActionHasDefaultBindingsOnTheKeyboard() {
        for action in ControlAction.allCases {
            XCTAssertFalse(Settings.defaultKeyboard[action, default: []].isEmpty, action.rawValue)
            XCTAssertNotNil(Settings.defaultGamepad[action], action.rawValue)
        }
        XCTAssertEqual(Settings.defaultKeyboard[.up], ["Up", "W"])
        XCTAssertEqual(Settings.defaultKeyboard[.pause], ["Escape"])
    }

    func testAPartialFileKeepsDefaultsForWhatItLeavesOut() throws {
        let settings = try decode(#"{"format": 1, "audio": {"muted": true}, "keyboard": {"restart": ["F5"]}}"#)
        var expected = Settings()
        expected.muted = true
        expected.keyboard[.restart] = ["F5"]
        XCTAssertEqual(settings, expected)
    }

    func testUnknownFieldIsRejected() {
        assertRejects(#"{"format": 1, "colour": "blue"}"#, "colour: unknown field")
        assertRejects(#"{"format": 1, "audio": {"music": 0.5}}"#, "audio.music: unknown field")
    }

    func testWrongTypeIsRejected() {
        assertRejects(#"{"format": 1, "display": {"vsync": "yes"}}"#, "display.vsync: expected true or false, found a string")
        assertRejects(#"{"format": 1, "keyboard": {"up": "W"}}"#, "keyboard.up: expected an array of names, found a string")
        assertRejects(#"{"format": 1, "keyboard": {"up": ["W", 3]}}"#, "keyboard.up[1]: expected a name, found a number")
    }

    func testOutOfRangeVolumeIsRejected() {
        assertRejects(#"{"format": 1, "audio": {"master": 1.5}}"#, "audio.master: 1.5 is outside 0...1")
        assertRejects(#"{"format": 1, "rumble": {"strength": -0.1}}"#, "rumble.strength: -0.1 is outside 0...1")
    }

    func testUnknownActionNameIsRejected() {
        assertRejects(#"{"format": 1, "gamepad": {"jump": ["a"]}}"#,
                      "gamepad.jump: unknown action \"jump\"; expected one of up, down, left, right, confirm, back, "
                      + "restart, alternate, zoomIn, zoomOut, rotateLeft, rotateRight, hint, pause, fullscreen, screenshot, debugOverlay, hud, resetRun")
    }

    func testOtherRejections() {
        assertRejects(#"{"audio": {}}"#, "format: required field is missing")
        assertRejects(#"{"format": 2}"#, "format: format 2 is not supported; this game reads format 1")
        assertRejects(#"{"format": 1, "tiltInput": "gyro"}"#, #"tiltInput: unknown value "gyro"; expected one of "stick", "motion""#)
        assertRejects(#"{"format": 1, "keyboard": {"up": ["W", "W"]}}"#, #"keyboard.up[1]: "W" is listed twice"#)
        assertRejects(#"{"format": 1, "keyboard": {"up": [""]}}"#, "keyboard.up[0]: expected 1 to 32 printable characters")
    }

    func testBadFileGivesDefaultsAndAMessageAndIsLeftAlone() throws {
        let directory = NSTemporaryDirectory() + "sensorium-settings-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/settings.json"
        let bad = Array(#"{"format": 1, "audio": {"master": 1.5}}"#.utf8)
        try AtomicFile.write(bad, to: path)
        let (settings, problems) = Settings.load(from: path)
        XCTAssertEqual(settings, Settings.defaults)
        XCTAssertEqual(problems, ["\(path): audio.master: 1.5 is outside 0...1; using defaults"])
        XCTAssertEqual(try FileBytes.read(path, maxBytes: 1000), bad)
    }

    func testMissingFileGivesDefaultsWithoutAProblem() {
        let (settings, problems) = Settings.load(from: "/nonexistent/sensorium/settings.json")
        XCTAssertEqual(settings, Settings.defaults)
        XCTAssertEqual(problems, [])
    }

    func testSaveThenLoad() throws {
        let directory = NSTemporaryDirectory() + "sensorium-settings-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let saved = try Settings.update(at: directory + "/sensorium/settings.json") { $0.vsync = false }
        XCTAssertFalse(saved.vsync)
        XCTAssertEqual(Settings.load(from: directory + "/sensorium/settings.json").settings, saved)
    }

    func testTwoChangesInTurnKeepBoth() throws {
        let directory = NSTemporaryDirectory() + "sensorium-settings-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/settings.json"
        try Settings.update(at: path) { $0.vsync = false }
        try Settings.update(at: path) { $0.masterVolume = 0.25 }
        let loaded = Settings.load(from: path).settings
        XCTAssertFalse(loaded.vsync)
        XCTAssertEqual(loaded.masterVolume, 0.25)
    }

    func testAChangeToABrokenFileKeepsTheOriginalAside() throws {
        let directory = NSTemporaryDirectory() + "sensorium-settings-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/settings.json"
        let bad = Array(#"{"format": 1, "audio": {"master": 1.5}}"#.utf8)
        try AtomicFile.write(bad, to: path)
        try Settings.update(at: path, now: Date(timeIntervalSince1970: 0)) { $0.speech = true }
        XCTAssertEqual(try FileBytes.read(path + ".corrupt-19700101T000000Z", maxBytes: 1000), bad)
        XCTAssertEqual(Settings.load(from: path).problems, [])
        XCTAssertTrue(Settings.load(from: path).settings.speech)
    }

    func testAFIFOInThePlaceOfTheFileGivesDefaultsWithoutHanging() throws {
        let directory = NSTemporaryDirectory() + "sensorium-settings-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertEqual(mkfifo(directory + "/settings.json", 0o600), 0)
        let (settings, problems) = Settings.load(from: directory + "/settings.json")
        XCTAssertEqual(settings, Settings.defaults)
        XCTAssertEqual(problems, ["\(directory)/settings.json: not a regular file; using defaults"])
    }

    func testVolumesAreClampedWhenSet() {
        var settings = Settings()
        settings.masterVolume = 3
        settings.effectsVolume = -1
        settings.soundscapeVolume = .nan
        settings.rumbleStrength = .infinity
        XCTAssertEqual(settings.masterVolume, 1)
        XCTAssertEqual(settings.effectsVolume, 0)
        XCTAssertEqual(settings.soundscapeVolume, 1)
        XCTAssertEqual(settings.rumbleStrength, 1)
    }

    func testReducedMotionFollowsThePlayerThenTheDesktop() {
        var settings = Settings()
        XCTAssertTrue(settings.resolvedReducedMotion(desktopAnimationsEnabled: false))
        XCTAssertFalse(settings.resolvedReducedMotion(desktopAnimationsEnabled: true))
        XCTAssertFalse(settings.resolvedReducedMotion(desktopAnimationsEnabled: nil))
        settings.reducedMotion = false
        XCTAssertFalse(settings.resolvedReducedMotion(desktopAnimationsEnabled: false))
        settings.reducedMotion = true
        XCTAssertTrue(settings.resolvedReducedMotion(desktopAnimationsEnabled: true))
    }

    func testEffectiveGainsApplyMuteAndMaster() {
        var settings = Settings()
        settings.masterVolume = 0.5
        settings.effectsVolume = 0.5
        XCTAssertEqual(settings.effectiveEffectsGain, 0.25)
        settings.muted = true
        XCTAssertEqual(settings.effectiveEffectsGain, 0)
        XCTAssertEqual(settings.effectiveSoundscapeGain, 0)
    }

    // MARK: Bindings the settings screen would refuse

    private func loadFile(_ text: String) throws -> (settings: Settings, problems: [String], path: String) {
        let path = try makeTemporaryFolder(self) + "/settings.json"
        try write(text, to: path)
        let (settings, problems) = Settings.load(from: path)
        return (settings, problems, path)
    }

    /// No name on two actions, and every action a level or the menus need has a key.
    private func assertPlayable(_ settings: Settings, file: StaticString = #filePath, line: UInt = #line) {
        for map in [settings.keyboard, settings.gamepad] {
            let names = map.values.flatMap { $0.map { $0.lowercased() } }
            XCTAssertEqual(names.count, Set(names).count, "\(map)", file: file, line: line)
        }
        for action in ControlAction.allCases where BindingCheck.needsAKey(action) {
            XCTAssertFalse((settings.keyboard[action] ?? []).isEmpty, "\(action) has no key", file: file, line: line)
        }
    }

    func testEveryActionBoundToOneKeyIsReportedAndFallsBackToTheDefaults() throws {
        let all = ControlAction.allCases.map { #""\#($0.rawValue)": ["K"]"# }.joined(separator: ", ")
        let (settings, problems, path) = try loadFile(#"{"format": 1, "keyboard": {\#(all)}, "audio": {"muted": true}}"#)
        XCTAssertEqual(problems.first, "\(path): keyboard.down[0]: \"K\" is also bound to up, a clash the settings screen refuses; "
                       + "using the default keys for up and down")
        XCTAssertTrue(problems.allSatisfy { $0.hasPrefix("\(path): keyboard.") }, "\(problems)")
        // The clashes are undone a pair at a time; with an odd number of actions the last one
        // keeps K, which nothing else holds any more.
        var expected = Settings.defaultKeyboard
        if ControlAction.allCases.count % 2 == 1, let last = ControlAction.allCases.last { expected[last] = ["K"] }
        XCTAssertEqual(settings.keyboard, expected, "every action clashed, so every action but an odd last one is back on its keys")
        XCTAssertTrue(settings.muted, "the rest of the file still applies")
        assertPlayable(settings)
    }

    func testAClashFallsBackOnlyForTheActionsInvolved() throws {
        let (settings, problems, path) = try loadFile(#"{"format": 1, "keyboard": {"confirm": ["W"], "hud": ["J"]}, "gamepad": {"hud": ["a"]}}"#)
        XCTAssertEqual(problems, [
            "\(path): keyboard.confirm[0]: \"W\" is also bound to up, a clash the settings screen refuses; using the default keys for confirm",
            "\(path): gamepad.hud[0]: \"a\" is also bound to confirm, a clash the settings screen refuses; using the default buttons for hud",
        ])
        XCTAssertEqual(settings.keyboard[.confirm], Settings.defaultKeyboard[.confirm])
        XCTAssertEqual(settings.keyboard[.hud], ["J"], "a binding without a clash is kept")
        XCTAssertEqual(settings.gamepad[.hud], [])
        assertPlayable(settings)
    }

    func testNoKeysAtAllFallBackToTheDefaultsForWhatMustBePressed() throws {
        let none = ControlAction.allCases.map { #""\#($0.rawValue)": []"# }.joined(separator: ", ")
        let (settings, problems, path) = try loadFile(#"{"format": 1, "keyboard": {\#(none)}, "gamepad": {\#(none)}}"#)
        XCTAssertEqual(problems.first, "\(path): keyboard.up: no key is bound, so it could never be pressed; using the default keys")
        XCTAssertEqual(settings.keyboard[.confirm], Settings.defaultKeyboard[.confirm])
        XCTAssertEqual(settings.keyboard[.screenshot], [], "a shell convenience may stay unbound")
        XCTAssertEqual(settings.gamepad[.confirm], [], "a pad may leave actions unbound")
        assertPlayable(settings)
    }
}
