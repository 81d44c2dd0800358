import Foundation
import XCTest

/// The built game (`LaunchedGame`) on a desktop of the test's own (`PrivateDesktop`), with player
/// files of its own, and what a test of a hostile desktop reads of it besides its readiness
/// lines: its window's geometry as the X server has it, its peak memory, `--frame-stats`' line.
final class GameOnPrivateDesktop {
    let desktop: PrivateDesktop
    let game: LaunchedGame
    /// The game's X11 window.
    let window: String

    /// Starts `sensorium ARGUMENTS` on `desktop` and gives its window the focus.
    init(on desktop: PrivateDesktop, _ arguments: [String], home: String) throws {
        self.desktop = desktop
        game = try LaunchedGame(arguments,
                                environment: desktop.environment.merging(["SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": home + "/data",
                                                                          "XDG_CONFIG_HOME": home + "/config"]) { $1 },
                                folder: home)
        window = try XCTUnwrap(game.window, "the game's X11 window")
        try game.focus(activating: desktop.kind == .openbox)
    }

    /// `--frame-stats`' line: the frames drawn and the longest one's work, in milliseconds.
    var frameStats: (count: Int, worstMilliseconds: Double)? {
        guard let line = game.standardOutput.split(separator: "\n").first(where: { $0.hasPrefix("frames ") }) else { return nil }
        var fields: [String: String] = [:]
        for field in line.split(separator: " ") {
            let pair = field.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { fields[pair[0]] = pair[1] }
        }
        guard let count = fields["count"].flatMap(Int.init), let worst = fields["worst_ms"].flatMap(Double.init) else { return nil }
        return (count, worst)
    }

    /// The game's peak resident memory so far, in MiB (the kernel's VmHWM); nil once it ended.
    var peakMemoryMiB: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(game.process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
        return kilobytes / 1024
    }

    /// The window's client area as the X server has it (`xdotool getwindowgeometry --shell`).
    func geometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
        let text = try desktop.output("xdotool", ["getwindowgeometry", "--shell", window])
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { values[pair[0]] = Int(pair[1]) }
        }
        return (values["X"] ?? 0, values["Y"] ?? 0, values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
    }

    /// `sensorium verify FILE`, with no window: what it prints.
    static func verify(_ file: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LaunchedGame.executable)
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
        return text
    }
}
