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

    /// Plays `level` for `seconds` on `desktop`, recording; `act` gets the game's X window (for
    /// Wayland: weston's, which hands the keys on) once it shows and has the focus.
    private func play(_ level: String, on desktop: PrivateDesktop, seconds: Double,
                      act: (String) throws -> Void) throws -> (replay: Replay, file: String) {
        let file = home + "/\(level).replay"
        let game = try desktop.start(executable, ["play", "--level", level, "--seconds", String(seconds), "--record", file],
                                     environment: ["SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": home + "/data",
                                                   "XDG_CONFIG_HOME": home + "/config"])
        // Under Wayland the keys go to weston's own X window (it has no name), which hands them on.
        let search = desktop.kind == .wayland ? ["--class", "weston"] : ["--name", "^Sensorium$"]
        let window = try desktop.output("xdotool", ["search", "--sync"] + search)
            .split(separator: "\n").first.map(String.init) ?? ""
        if desktop.kind == .openbox {
            try desktop.output("xdotool", ["windowactivate", "--sync", window])
        } else {
            try desktop.output("xdotool", ["windowfocus", "--sync", window])
        }
        // The level is open and its first frames drawn (weston maps the game a little later).
        Thread.sleep(forTimeInterval: desktop.kind == .wayland ? 2 : 1)
        try act(window)
        game.waitUntilExit()
        XCTAssertEqual(game.terminationStatus, 0)
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
        let (replay, file) = try play("tall", on: desktop, seconds: 5) { window in
            // tall wants a height 1.65 to 1.8 times the width.
            try desktop.output("xdotool", ["windowsize", "--sync", window, "560", "952"])
        }
        XCTAssertTrue(observations(replay).contains { $0.window.width == 560 }, "the resize reached the replay")
        try assertSolvedHeadless(file, "tall")
    }

    func testOpenboxMovingTheWindowWithXdotoolSolvesAViewfinderLevel() throws {
        let desktop = try makeDesktop(.openbox, for: "far")
        // far's mark is at 90 % x 85 % of the display (1728, 918): a small window centred on it.
        let (replay, file) = try play("far", on: desktop, seconds: 5) { window in
            try desktop.output("xdotool", ["windowsize", "--sync", window, "320", "180"])
            try desktop.output("xdotool", ["windowmove", "--sync", window, "1568", "818"])
        }
        XCTAssertTrue(observations(replay).contains { $0.window.x >= 1500 }, "the move reached the replay")
        try assertSolvedHeadless(file, "far")
    }

    func testOpenboxCapsLockSolvesCaps() throws {
        let desktop = try makeDesktop(.openbox, for: "caps")
        let (replay, file) = try play("caps", on: desktop, seconds: 4) { _ in
            try desktop.output("xdotool", ["key", "Caps_Lock"])
        }
        XCTAssertTrue(observations(replay).contains { $0.capsLock })
        try assertSolvedHeadless(file, "caps")
    }

    func testOpenboxCopyingWithXclipSolvesCopy() throws {
        let desktop = try makeDesktop(.openbox, for: "copy")
        // The level calls every two seconds; a copy answers within three quarters of one. A new
        // text every third of a second, for six seconds, lands in some call's answer.
        let (replay, file) = try play("copy", on: desktop, seconds: 8) { _ in
            for index in 0..<18 {
                try desktop.copy("answer \(index)")
                Thread.sleep(forTimeInterval: 0.33)
            }
        }
        // The first copy after a call solves it, and the replay ends there.
        XCTAssertGreaterThan(Set(observations(replay).map(\.clipboardDigest)).count, 1, "a copy reached the replay")
        try assertSolvedHeadless(file, "copy")
    }

    /// The clipboard level's alternative: a file dragged onto the window (XDND, as a file manager
    /// does) in answer to a call. A drop every half second for six seconds lands in some call's
    /// answer; the replay holds the count and `verify` solves it headless.
    func testOpenboxDroppingAFileSolvesCopy() throws {
        let tool = try XDNDDrag.tool()
        let desktop = try makeDesktop(.openbox, for: "copy")
        let (replay, file) = try play("copy", on: desktop, seconds: 8) { window in
            for index in 0..<12 {
                // Once solved the game has closed its window and the drag finds no one: done.
                guard (try? desktop.output(tool, [window, XDNDDrag.uriList("/tmp/answer-\(index).txt")], seconds: 2)) != nil
                else { break }
                Thread.sleep(forTimeInterval: 0.5)
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
        let (_, file) = try play("copy", on: desktop, seconds: 6) { _ in
            for _ in 0..<12 {
                try desktop.output("xdotool", ["key", "ctrl+c"])
                Thread.sleep(forTimeInterval: 0.33)
            }
        }
        try assertSolvedHeadless(file, "copy")
    }

    func testOpenboxLookingAwayAndBackSolvesAway() throws {
        let desktop = try makeDesktop(.openbox, for: "away")
        // Looking away: the window is minimized (the focus goes), then raised again.
        let (replay, file) = try play("away", on: desktop, seconds: 9) { window in
            try desktop.output("xdotool", ["windowminimize", "--sync", window])
            // Three seconds of ticks are needed; a busy machine may run them slower than the clock.
            Thread.sleep(forTimeInterval: 5)
            try desktop.output("xdotool", ["windowactivate", "--sync", window])
        }
        XCTAssertTrue(observations(replay).contains { !$0.focused }, "the focus went")
        XCTAssertTrue(observations(replay).last?.focused ?? false, "and came back")
        try assertSolvedHeadless(file, "away")
    }

    func testOpenboxBothLockLightsSolveLights() throws {
        let desktop = try makeDesktop(.openbox, for: "lights")
        let (replay, file) = try play("lights", on: desktop, seconds: 4) { _ in
            try desktop.output("xdotool", ["key", "Caps_Lock", "Num_Lock"])
        }
        XCTAssertTrue(observations(replay).contains { $0.capsLock && $0.numLock })
        try assertSolvedHeadless(file, "lights")
    }

    func testOpenboxTouchingNothingSolvesStill() throws {
        let desktop = try makeDesktop(.openbox, for: "still")
        // Five seconds of ticks; a busy machine may run them slower than the clock.
        let (_, file) = try play("still", on: desktop, seconds: 10) { _ in }
        try assertSolvedHeadless(file, "still")
    }

    func testOpenboxF11SolvesFull() throws {
        let desktop = try makeDesktop(.openbox, for: "full")
        let (replay, file) = try play("full", on: desktop, seconds: 4) { _ in
            try desktop.output("xdotool", ["key", "F11"])
        }
        XCTAssertTrue(observations(replay).contains { $0.fullscreen })
        try assertSolvedHeadless(file, "full")
    }

    // MARK: no window manager

    func testWithoutAWindowManagerResizingAndMovingTheWindowSolveTallAndFar() throws {
        let desktop = try makeDesktop(.bareX11, for: "tall", "far")
        let tall = try play("tall", on: desktop, seconds: 4) { window in
            try desktop.output("xdotool", ["windowsize", "--sync", window, "560", "952"])
        }
        XCTAssertTrue(observations(tall.replay).contains { $0.window.width == 560 })
        try assertSolvedHeadless(tall.file, "tall")
        let far = try play("far", on: desktop, seconds: 4) { window in
            try desktop.output("xdotool", ["windowsize", "--sync", window, "320", "180"])
            try desktop.output("xdotool", ["windowmove", "--sync", window, "1568", "828"])
        }
        try assertSolvedHeadless(far.file, "far")
    }

    /// No window manager acts on fullscreen: the game covers the display itself, and that counts.
    func testWithoutAWindowManagerF11SolvesFull() throws {
        let desktop = try makeDesktop(.bareX11, for: "full")
        let (replay, file) = try play("full", on: desktop, seconds: 4) { _ in
            try desktop.output("xdotool", ["key", "F11"])
        }
        XCTAssertTrue(observations(replay).contains { $0.fullscreen && $0.window.width == 1920 })
        try assertSolvedHeadless(file, "full")
    }

    func testWithoutAWindowManagerCapsLockSolvesCaps() throws {
        let desktop = try makeDesktop(.bareX11, for: "caps")
        let (_, file) = try play("caps", on: desktop, seconds: 4) { _ in
            try desktop.output("xdotool", ["key", "Caps_Lock"])
        }
        try assertSolvedHeadless(file, "caps")
    }

    // MARK: Wayland

    func testUnderWaylandThePositionIsUnknownAndCapsLockStillSolvesCaps() throws {
        let desktop = try makeDesktop(.wayland, for: "caps")
        let (replay, file) = try play("caps", on: desktop, seconds: 5) { _ in
            try desktop.output("xdotool", ["key", "Caps_Lock"])
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
    /// (960, 360), and there the mark is within reach (weston hands keys on too unevenly to time
    /// a shorter hold).
    func testUnderWaylandTheArrowsPanInsideTheWindowAndSolveFrame() throws {
        let desktop = try makeDesktop(.wayland, for: "frame")
        let (replay, file) = try play("frame", on: desktop, seconds: 6) { _ in
            try desktop.output("xdotool", ["keydown", "Right", "keydown", "Up", "sleep", "1.5", "keyup", "Up", "keyup", "Right"])
        }
        XCTAssertTrue(observations(replay).allSatisfy { !$0.positionKnown })
        try assertSolvedHeadless(file, "frame")
    }

    func testUnderWaylandF11SolvesFull() throws {
        let desktop = try makeDesktop(.wayland, for: "full")
        let (replay, file) = try play("full", on: desktop, seconds: 5) { _ in
            try desktop.output("xdotool", ["key", "F11"])
        }
        XCTAssertTrue(observations(replay).contains { $0.fullscreen })
        try assertSolvedHeadless(file, "full")
    }

    // MARK: other levels

    func testALevelThatDoesNotReadTheDesktopRecordsNothingOfIt() throws {
        let desktop = try makeDesktop(.openbox, for: "catch")
        let (replay, _) = try play("catch", on: desktop, seconds: 2) { window in
            try desktop.output("xdotool", ["windowmove", "--sync", window, "40", "40"])
            try desktop.output("xdotool", ["key", "Caps_Lock", "BackSpace"])
        }
        XCTAssertFalse(replay.inputs.isEmpty)
        XCTAssertTrue(observations(replay).isEmpty, "catch reads no desktop: its replay holds none")
    }
}
