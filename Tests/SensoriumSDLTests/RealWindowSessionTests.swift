import Foundation
import XCTest
import CSDL2
import SensoriumCore

/// The game as a player meets it: the real executable in a real X11 window (under `xvfb-run`),
/// driven by synthetic key presses through the X server. Skipped where there is no display or
/// no `xdotool`.
final class RealWindowSessionTests: XCTestCase {
    /// Starts `sensorium ARGS` in a real X11 window with the player's folders under `home`, gives
    /// it the focus once its first frame is on screen, and presses `keys` in it, each once the
    /// game has read the one before (its readiness lines, `LaunchedGame`). Skips where there is
    /// no display or no xdotool.
    private func play(_ arguments: [String], home: String, keys: [String]) throws -> LaunchedGame {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw XCTSkip("no X display (run the tests under xvfb-run)")
        }
        guard ToolRun.path(of: "xdotool") != nil else { throw XCTSkip("needs xdotool (scripts/install-deps.sh --test)") }
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["SDL_AUDIODRIVER"] = "dummy"
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["XDG_CONFIG_HOME"] = home + "/config"
        // Keep the pointer off the tiles: a moving mouse would take the focus.
        try ToolRun(environment: environment).retrying("xdotool", ["mousemove", "1", "1"])
        let game = try LaunchedGame(arguments, environment: environment, folder: home)
        try game.focus(activating: false)
        try game.press(keys)
        return game
    }

    func testOpeningALevelWithKeysRecordsTheAttemptAndSavesProgress() throws {
        let home = NSTemporaryDirectory() + "sensorium-window-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let game = try play(["play", "--seconds", "600", "--record", home + "/attempt.replay"], home: home,
                            keys: ["Return", "Right", "Right", "F12", "BackSpace"])
        // Backspace left the level: the attempt is written.
        try game.waitForReplay(home + "/attempt.replay")
        XCTAssertEqual(try game.quit(), 0)

        let replay = try Replay.read(from: home + "/attempt.replay")
        XCTAssertEqual(replay.header.levelIDs, ["catch"], "the first Return opened the first tile, focused at the start")
        XCTAssertGreaterThan(replay.inputs.filter { $0.buttons.contains(.right) }.count, 0, "the keys moved the cursor")
        let progress = try Progress.decode(Array(Data(contentsOf: URL(fileURLWithPath: home + "/data/sensorium/progress.json"))))
        XCTAssertEqual(progress[level: "catch"].attempts, 1)
        let screenshots = try FileManager.default.contentsOfDirectory(atPath: home + "/data/sensorium/screenshots")
        XCTAssertEqual(screenshots.count, 1, "F12 saved a screenshot")
    }

    func testSettingsChangedInTheGameAreSavedAndKeptForTheNextStart() throws {
        let home = NSTemporaryDirectory() + "sensorium-settings-window-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Esc: the home menu, on settings. Enter: the settings screen, on the volume. Left: 90 %.
        // End, Up, Up: the keys row; Enter: its page, on "up"; Enter: listening; I: up is I now.
        // Esc, Esc: back to the rows, back to the menu; End, Enter: quit.
        let first = try play(["play", "--seconds", "600"], home: home,
                             keys: ["Escape", "Return", "Left", "End", "Up", "Up", "Return", "Return", "i",
                                    "Escape", "Escape", "End"])
        // The last key quits: the game may be gone before it says it read it.
        try first.tools.output("xdotool", ["key", "Return"])
        XCTAssertEqual(try first.exitStatus(), 0, "the menu's quit ended it")
        let file = home + "/config/sensorium/settings.json"
        let (saved, problems) = Settings.load(from: file)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(saved.masterVolume, 0.9, accuracy: 1e-9)
        XCTAssertEqual(saved.keyboard[.up], ["I", "W"])

        // The next start uses them: I moves up in a level, and the volume goes on from 90 %.
        let second = try play(["play", "--seconds", "600", "--level", "catch", "--record", home + "/attempt.replay"], home: home,
                              keys: ["Escape", "End", "Return", "Left", "Escape", "Escape", "i", "i", "i", "BackSpace"])
        try second.waitForReplay(home + "/attempt.replay")
        XCTAssertEqual(try second.quit(), 0)
        let replay = try Replay.read(from: home + "/attempt.replay")
        XCTAssertGreaterThan(replay.inputs.filter { $0.buttons.contains(.up) }.count, 0, "I is up now")
        XCTAssertEqual(Settings.load(from: file).settings.masterVolume, 0.8, accuracy: 1e-9, "kept, then lowered again")
        XCTAssertEqual(Settings.load(from: file).settings.keyboard[.up], ["I", "W"])
    }

    func testEscEndEnterOnTheHomeGridQuitsWithStatusZero() throws {
        let home = NSTemporaryDirectory() + "sensorium-quit-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: home) }
        // The time limit is only a safety net: the menu's quit must end it well before.
        let game = try play(["play", "--seconds", "600"], home: home, keys: ["Escape", "End"])
        XCTAssertEqual(game.lines.filter { $0.hasPrefix("menu-") }.last, "menu-open", "Esc opened the menu, and the game said so")
        let pressed = Date()
        try game.tools.output("xdotool", ["key", "Return"])
        XCTAssertEqual(try game.exitStatus(), 0)
        XCTAssertLessThan(Date().timeIntervalSince(pressed), 15, "quit by the menu, not by the time limit")
    }

    /// Plays `metal` (a level that stays still when left alone, and shows no lesson) in a real
    /// window, presses `keys` once it shows, each once the level has run a second after the one
    /// before, then F12 once the level has run `seconds` more seconds of ticks (by the game's own
    /// clock), and returns the screenshot the game saved.
    private func screenshotOfMetal(pressing keys: [String], home: String, seconds: Int) throws -> UnsafeMutablePointer<SDL_Surface> {
        let game = try play(["play", "--level", "metal", "--seconds", "600"], home: home, keys: [])
        for key in keys {
            // A key is a tap read into the next tick: two read before a tick runs are one press
            // (CI once drew no ghost for F1, F1), so the level runs on between them.
            try game.waitUntilSaid("second \(game.secondsTold + 1)")
            try game.press([key])
        }
        try game.waitUntilSaid("second \(game.secondsTold + seconds)")
        try game.press(["F12"])
        let folder = home + "/data/sensorium/screenshots"
        var names: [String] = []
        try waitFor("F12's screenshot in \(folder)", seen: { game.seen }) {
            names = (try? FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }) ?? []
            return !names.isEmpty
        }
        XCTAssertEqual(try game.quit(), 0)
        return try XCTUnwrap(IMG_Load(folder + "/" + names[0]))
    }

    private func rgb(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        let value = UnsafeRawPointer(pixels + y * Int(surface.pointee.pitch) + x * Int(surface.pointee.format.pointee.BytesPerPixel))
            .loadUnaligned(as: UInt32.self)
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
        SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
        return (Int(r), Int(g), Int(b))
    }

    func testTheHintKeyInALevelDrawsTheSolutionGhost() throws {
        let home = NSTemporaryDirectory() + "sensorium-hint-window-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: home) }
        // F1 twice: the goal, then the start of the solution's ghost, which rolls away from the ball.
        let hinted = try screenshotOfMetal(pressing: ["F1", "F1"], home: home + "/hinted", seconds: 2)
        defer { SDL_FreeSurface(hinted) }
        let plain = try screenshotOfMetal(pressing: [], home: home + "/plain", seconds: 2)
        defer { SDL_FreeSurface(plain) }
        XCTAssertEqual(hinted.pointee.w, plain.pointee.w)
        XCTAssertEqual(hinted.pointee.h, plain.pointee.h)
        let width = Int(plain.pointee.w), height = Int(plain.pointee.h)
        // The field below the top bar (where the lit lightbulb also differs), every other pixel.
        var differing = 0
        for y in stride(from: height / 5, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) {
                let a = rgb(hinted, x, y), b = rgb(plain, x, y)
                if abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2) > 60 { differing += 1 }
            }
        }
        XCTAssertGreaterThan(differing, 50, "the ghost ball (its dark rim) is drawn in the real window")
    }
}
