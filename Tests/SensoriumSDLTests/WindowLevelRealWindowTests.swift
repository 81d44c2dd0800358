import Foundation
import XCTest
import SensoriumCore

/// The window levels as a player meets them: the real executable on a desktop of the test's own
/// (`PrivateDesktop`: Xvfb with openbox, with no window manager, or weston nested in it), acted
/// on by `xdotool`, `xclip` and an XDND drag (`XDNDDrag`). Each test records the attempt, checks the idea reached the
/// replay's desktop observations, and `sensorium verify` then re-simulates it headless: solved.
/// A level the catalog does not have yet is skipped.
final class WindowLevelRealWindowTests: XCTestCase {
    private let executable = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("sensorium").path
    private var home = ""

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw XCTSkip("needs the built sensorium") }
        home = NSTemporaryDirectory() + "sensorium-window-levels-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    /// Plays `level` on `desktop`, recording, and returns the attempt's replay. `act` gets the
    /// game and the X window that takes its keys (for Wayland: weston's, which hands them on)
    /// once the level is open and the window has the focus, as the game says (its readiness
    /// lines); the attempt ends when the game writes its replay (a solve, or Backspace leaving
    /// the level), and the game is then asked to quit. `--seconds` is only a safety net.
    private func play(_ level: String, on desktop: PrivateDesktop,
                      act: (LaunchedGame, String) throws -> Void) throws -> (replay: Replay, file: String) {
        let file = home + "/\(level).replay"
        let game = try LaunchedGame(["play", "--level", level, "--seconds", "120", "--record", file],
                                    environment: desktop.environment.merging(["SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": home + "/data",
                                                                              "XDG_CONFIG_HOME": home + "/config"]) { $1 },
                                    folder: home)
        let window: String
        if desktop.kind == .wayland {
            // Under Wayland the keys go to weston's own X window, which hands them on.
            window = try XCTUnwrap(desktop.westonWindow)
            try desktop.tools.retrying("xdotool", ["windowfocus", "--sync", window])
            if !eventually(within: 10, { game.said("focus") }) {
                // Once in a dozen runs weston left the new window without the keyboard: a click
                // activates it, as a player's would (the centre of weston's 1600x900 output is
                // inside the 1280x720 window wherever weston placed it).
                try desktop.output("xdotool", ["mousemove", "--window", window, "800", "450", "click", "1"])
            }
            try game.waitUntilSaid("focus")
        } else {
            window = try XCTUnwrap(game.window, "the game's X11 window")
            try game.focus(activating: desktop.kind == .openbox)
        }
        try game.waitUntilSaid("level-open \(level)")
        try act(game, window)
        try game.waitForReplay(file)
        XCTAssertEqual(try game.quit(), 0)
        return (try Replay.read(from: file), file)
    }

    /// A desktop of `kind` for playing `levels`; skipped when Levels/ does not have them.
    private func makeDesktop(_ kind: PrivateDesktop.Kind, for levels: String...) throws -> PrivateDesktop {
        for level in levels where SDLTestCase.levels.level(id: level) == nil { throw XCTSkip("no level \(level) in Levels/") }
        return try PrivateDesktop(kind)
    }

    /// `sensorium verify FILE`, with no window: the line it prints.
    private func verify(_ file: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["verify", file]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        return text
    }

    private func assertSolvedHeadless(_ file: String, _ level: String, line: UInt = #line) throws {
        let text = try verify(file)
        XCTAssertTrue(text.contains("\(level) ") && text.contains(" solved"), text, line: line)
    }

    private func observations(_ replay: Replay) -> [DesktopObservation] { replay.inputs.compactMap(\.desktop) }

    // MARK: openbox

    func testOpenboxResizingTheWindowWithXdotoolSolvesTall() throws {
        let desktop = try makeDesktop(.openbox, for: "tall")
        let (replay, file) = try play("tall", on: desktop) { _, window in
            // tall wants a height 1.65 to 1.8 times the width.
            try desktop.tools.retrying("xdotool", ["windowsize", "--sync", window, "560", "952"])
        }
        XCTAssertTrue(observations(replay).contains { $0.window.width == 560 }, "the resize reached the replay")
        try assertSolvedHeadless(file, "tall")
    }

    func testOpenboxMovingTheWindowWithXdotoolSolvesAViewfinderLevel() throws {
        let desktop = try makeDesktop(.openbox, for: "far")
        // far's mark is at 90 % x 85 % of the display (1728, 918): a small window centred on it.
        let (replay, file) = try play("far", on: desktop) { _, window in
            try desktop.tools.retrying("xdotool", ["windowsize", "--sync", window, "320", "180"])
            try desktop.tools.retrying("xdotool", ["windowmove", "--sync", window, "1568", "818"])
        }
        XCTAssertTrue(observations(replay).contains { $0.window.x >= 1500 }, "the move reached the replay")
        try assertSolvedHeadless(file, "far")
    }

    func testOpenboxCapsLockSolvesCaps() throws {
        let desktop = try makeDesktop(.openbox, for: "caps")
        let (replay, file) = try play("caps", on: desktop) { game, _ in
            try game.press(["Caps_Lock"])
        }
        XCTAssertTrue(observations(replay).contains { $0.capsLock })
        try assertSolvedHeadless(file, "caps")
    }

    func testOpenboxCopyingWithXclipSolvesCopy() throws {
        let desktop = try makeDesktop(.openbox, for: "copy")
        // The level calls every two seconds; a copy answers within three quarters of one. A new
        // text every third of a second, until the game says solved, lands in some call's answer.
        let (replay, file) = try play("copy", on: desktop) { game, _ in
            for index in 0..<90 {
                try desktop.copy("answer \(index)")
                if eventually(within: 0.33, { game.said("level-won copy") }) { break }
            }
        }
        // The first copy after a call solves it, and the replay ends there.
        XCTAssertGreaterThan(Set(observations(replay).map(\.clipboardDigest)).count, 1, "a copy reached the replay")
        try assertSolvedHeadless(file, "copy")
    }

    /// The clipboard level's alternative: a file dragged onto the window (XDND, as a file manager
    /// does) in answer to a call. A drop every half second, until the game says solved, lands in
    /// some call's answer; the replay holds the count and `verify` solves it headless.
    func testOpenboxDroppingAFileSolvesCopy() throws {
        let tool = try XDNDDrag.tool()
        let desktop = try makeDesktop(.openbox, for: "copy")
        let (replay, file) = try play("copy", on: desktop) { game, window in
            for index in 0..<60 {
                // A drop that failed (the drag tool's own timeout) is simply the next one's turn.
                _ = try? desktop.output(tool, [window, XDNDDrag.uriList("/tmp/answer-\(index).txt")], seconds: 2)
                if eventually(within: 0.5, { game.said("level-won copy") }) { break }
            }
        }
        XCTAssertGreaterThan(observations(replay).last?.drops ?? 0, 0, "a drop reached the replay")
        XCTAssertEqual(Set(observations(replay).map(\.clipboardDigest)).count, 1, "no copy: the drop alone")
        try assertSolvedHeadless(file, "copy")
    }

    func testWithoutAWindowManagerCtrlCInTheGameSolvesCopy() throws {
        let desktop = try makeDesktop(.bareX11, for: "copy")
        // The keyboard's way: Ctrl+C hands the desktop a new colour at once, so a press every
        // third of a second answers the first call.
        let (_, file) = try play("copy", on: desktop) { game, _ in
            for _ in 0..<60 {
                try desktop.output("xdotool", ["key", "ctrl+c"])
                if eventually(within: 0.33, { game.said("level-won copy") }) { break }
            }
        }
        try assertSolvedHeadless(file, "copy")
    }

    func testOpenboxLookingAwayAndBackSolvesAway() throws {
        let desktop = try makeDesktop(.openbox, for: "away")
        // Looking away: the window is minimized (the focus goes), then raised again.
        let (replay, file) = try play("away", on: desktop) { game, window in
            try desktop.tools.retrying("xdotool", ["windowminimize", "--sync", window])
            // Three seconds of ticks away, and one to spare, by the game's own clock: a busy
            // machine may run them slower than the wall's.
            let away = game.secondsTold
            try game.waitUntilSaid("second \(away + 4)")
            try desktop.tools.retrying("xdotool", ["windowactivate", "--sync", window])
        }
        XCTAssertTrue(observations(replay).contains { !$0.focused }, "the focus went")
        XCTAssertTrue(observations(replay).last?.focused ?? false, "and came back")
        try assertSolvedHeadless(file, "away")
    }

    func testOpenboxBothLockLightsSolveLights() throws {
        let desktop = try makeDesktop(.openbox, for: "lights")
        let (replay, file) = try play("lights", on: desktop) { game, _ in
            try game.press(["Caps_Lock", "Num_Lock"])
        }
        XCTAssertTrue(observations(replay).contains { $0.capsLock && $0.numLock })
        try assertSolvedHeadless(file, "lights")
    }

    func testOpenboxTouchingNothingSolvesStill() throws {
        let desktop = try makeDesktop(.openbox, for: "still")
        // Five seconds of ticks untouched: the game says solved when they have run, however slowly.
        let (_, file) = try play("still", on: desktop) { _, _ in }
        try assertSolvedHeadless(file, "still")
    }

    func testOpenboxF11SolvesFull() throws {
        let desktop = try makeDesktop(.openbox, for: "full")
        let (replay, file) = try play("full", on: desktop) { game, _ in
            try game.press(["F11"])
        }
        XCTAssertTrue(observations(replay).contains { $0.fullscreen })
        try assertSolvedHeadless(file, "full")
    }

    // MARK: no window manager

    func testWithoutAWindowManagerResizingAndMovingTheWindowSolveTallAndFar() throws {
        let desktop = try makeDesktop(.bareX11, for: "tall", "far")
        let tall = try play("tall", on: desktop) { _, window in
            try desktop.tools.retrying("xdotool", ["windowsize", "--sync", window, "560", "952"])
        }
        XCTAssertTrue(observations(tall.replay).contains { $0.window.width == 560 })
        try assertSolvedHeadless(tall.file, "tall")
        let far = try play("far", on: desktop) { _, window in
            try desktop.tools.retrying("xdotool", ["windowsize", "--sync", window, "320", "180"])
            try desktop.tools.retrying("xdotool", ["windowmove", "--sync", window, "1568", "828"])
        }
        try assertSolvedHeadless(far.file, "far")
    }

    /// No window manager acts on fullscreen: the game covers the display itself, and that counts.
    func testWithoutAWindowManagerF11SolvesFull() throws {
        let desktop = try makeDesktop(.bareX11, for: "full")
        let (replay, file) = try play("full", on: desktop) { game, _ in
            try game.press(["F11"])
        }
        XCTAssertTrue(observations(replay).contains { $0.fullscreen && $0.window.width == 1920 })
        try assertSolvedHeadless(file, "full")
    }

    func testWithoutAWindowManagerCapsLockSolvesCaps() throws {
        let desktop = try makeDesktop(.bareX11, for: "caps")
        let (_, file) = try play("caps", on: desktop) { game, _ in
            try game.press(["Caps_Lock"])
        }
        try assertSolvedHeadless(file, "caps")
    }

    // MARK: Wayland

    func testUnderWaylandThePositionIsUnknownAndCapsLockStillSolvesCaps() throws {
        let desktop = try makeDesktop(.wayland, for: "caps")
        let (replay, file) = try play("caps", on: desktop) { game, _ in
            try game.press(["Caps_Lock"])
        }
        XCTAssertFalse(observations(replay).isEmpty)
        XCTAssertTrue(observations(replay).allSatisfy { !$0.positionKnown && $0.window.x == 0 && $0.window.y == 0 },
                      "a Wayland window does not know its place")
        XCTAssertTrue(observations(replay).contains { $0.capsLock }, "the keys reach it through weston")
        try assertSolvedHeadless(file, "caps")
    }

    /// A viewfinder level under Wayland: the window cannot move, so the arrows pan inside it.
    /// frame's mark is at 58.5 % x 40 % of weston's 1600x900 output (936, 360); the right and up
    /// arrows held pan the 1280x720 view to the output's top right corner, its centre at
    /// (960, 360), and there the mark is within reach: held until the game says solved (weston
    /// hands keys on too unevenly to time a hold).
    func testUnderWaylandTheArrowsPanInsideTheWindowAndSolveFrame() throws {
        let desktop = try makeDesktop(.wayland, for: "frame")
        let (replay, file) = try play("frame", on: desktop) { game, _ in
            try desktop.output("xdotool", ["keydown", "Right", "keydown", "Up"])
            try game.waitUntilSaid("level-won frame")
            try desktop.output("xdotool", ["keyup", "Up", "keyup", "Right"])
        }
        XCTAssertTrue(observations(replay).allSatisfy { !$0.positionKnown })
        try assertSolvedHeadless(file, "frame")
    }

    func testUnderWaylandF11SolvesFull() throws {
        let desktop = try makeDesktop(.wayland, for: "full")
        let (replay, file) = try play("full", on: desktop) { game, _ in
            try game.press(["F11"])
        }
        XCTAssertTrue(observations(replay).contains { $0.fullscreen })
        try assertSolvedHeadless(file, "full")
    }

    // MARK: other levels

    func testALevelThatDoesNotReadTheDesktopRecordsNothingOfIt() throws {
        let desktop = try makeDesktop(.openbox, for: "catch")
        let (replay, _) = try play("catch", on: desktop) { game, window in
            try desktop.tools.retrying("xdotool", ["windowmove", "--sync", window, "40", "40"])
            try game.press(["Caps_Lock", "BackSpace"])
        }
        XCTAssertFalse(replay.inputs.isEmpty)
        XCTAssertTrue(observations(replay).isEmpty, "catch reads no desktop: its replay holds none")
    }
}
