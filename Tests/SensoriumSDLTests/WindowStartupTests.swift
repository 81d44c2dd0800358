import Foundation
import XCTest

/// What a player sees of the window and the terminal at start: the real executable, as launched.
final class WindowStartupTests: XCTestCase {
    private let executable = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("sensorium").path
    private let xdotool = "/usr/bin/xdotool"
    private let home = NSTemporaryDirectory() + "sensorium-window-startup-\(getpid())"

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    /// Starts `sensorium ARGS` with `environment` changes (nil removes a variable); stderr goes to
    /// a file, read back by `errors(of:)`.
    private func launch(_ arguments: [String], environment changes: [String: String?]) throws -> (Process, String) {
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw XCTSkip("needs the built sensorium") }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["XDG_CONFIG_HOME"] = home + "/config"
        for (key, value) in changes { environment[key] = value }
        process.environment = environment
        let errors = home + "/stderr-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: errors, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: errors)
        try process.run()
        return (process, errors)
    }

    private func output(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// ALSA's own error lines (eight of them, "ALSA lib confmisc.c:855:(parse_card) cannot find
    /// card '0'" and so on) used to come before the game's one line on a machine without a sound
    /// card. With a card, nothing is printed at all.
    func testStartingWithoutTheAudioDriverChosenPrintsNoALSANoise() throws {
        let (game, errors) = try launch(["play", "--seconds", "0.3"],
                                        environment: ["SDL_AUDIODRIVER": nil, "SDL_VIDEODRIVER": "offscreen"])
        game.waitUntilExit()
        XCTAssertEqual(game.terminationStatus, 0)
        let text = try String(contentsOfFile: errors, encoding: .utf8)
        XCTAssertFalse(text.contains("ALSA lib"), text)
        XCTAssertLessThanOrEqual(text.split(separator: "\n").count, 1, "at most the game's own line: \(text)")
    }

    /// On an X server with no window manager (Xvfb as the tests run it), F11 used to leave the
    /// window at 1280x720 while SDL drew a display-sized scene into it, cropped. Now the window
    /// covers the display, and F11 again gives the window back.
    func testF11CoversTheDisplayEvenWithoutAWindowManager() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw XCTSkip("no X display (run the tests under xvfb-run)")
        }
        guard FileManager.default.isExecutableFile(atPath: xdotool) else { throw XCTSkip("needs xdotool") }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(["SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
                           "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config"]) { $1 }
        // The time limit is only a safety net: the test quits the game when it is done.
        let game = try LaunchedGame(["play", "--seconds", "600"], environment: environment, folder: home)
        let window = try XCTUnwrap(game.window, "the game's X11 window")
        func geometry() throws -> String {
            let text = try output(xdotool, ["getwindowgeometry", window])
            return text.split(separator: "\n").first { $0.contains("Geometry:") }?
                .split(separator: " ").last.map(String.init) ?? ""
        }
        let screen = try output(xdotool, ["getdisplaygeometry"]).trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: " ", with: "x")
        let windowed = "1280x720"
        XCTAssertTrue(try eventually { try geometry() == windowed }, "the window opens at \(windowed): \((try? geometry()) ?? "")")
        try game.focus(activating: false)
        try game.press(["F11"])
        XCTAssertTrue(try eventually { try geometry() == screen }, "fullscreen covers the display: \((try? geometry()) ?? "")")
        try game.press(["F11"])
        XCTAssertTrue(try eventually { try geometry() == windowed }, "F11 again restores the window: \((try? geometry()) ?? "")")
        XCTAssertEqual(try game.quit(), 0)
    }
}
