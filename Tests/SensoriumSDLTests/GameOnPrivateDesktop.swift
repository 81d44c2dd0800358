import Foundation
import XCTest

/// The built game played as a player starts it, on a desktop of the test's own
/// (`PrivateDesktop`), with player files of its own: what it prints, its exit, its window's
/// geometry as the X server has it, and its peak memory, for the tests that treat the desktop
/// around the game as hostile.
final class GameOnPrivateDesktop {
    let desktop: PrivateDesktop
    let process: Process
    /// The game's X window (under Wayland: weston's, which hands the keys on).
    let window: String
    private let output: String
    private let errors: String

    static let executable = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("sensorium").path

    /// Starts `sensorium ARGUMENTS` on `desktop` and waits until its window shows.
    init(on desktop: PrivateDesktop, _ arguments: [String], home: String) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else { throw XCTSkip("needs the built sensorium") }
        self.desktop = desktop
        output = home + "/stdout-\(UUID().uuidString.prefix(8))"
        errors = home + "/stderr-\(UUID().uuidString.prefix(8))"
        for file in [output, errors] { FileManager.default.createFile(atPath: file, contents: nil) }
        process = try desktop.start(Self.executable, arguments,
                                    environment: ["SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": home + "/data",
                                                  "XDG_CONFIG_HOME": home + "/config"],
                                    standardOutput: FileHandle(forWritingAtPath: output)!,
                                    standardError: FileHandle(forWritingAtPath: errors)!)
        let search = desktop.kind == .wayland ? ["--class", "weston"] : ["--name", "^Sensorium$"]
        window = try desktop.output("xdotool", ["search", "--sync"] + search)
            .split(separator: "\n").first.map(String.init) ?? ""
        if desktop.kind == .openbox {
            try desktop.output("xdotool", ["windowactivate", "--sync", window])
        } else {
            try desktop.output("xdotool", ["windowfocus", "--sync", window])
        }
    }

    /// Waits for the game to end by itself, for up to `seconds`; ends it if it has not.
    @discardableResult
    func waitForExit(within seconds: Double) -> Bool {
        let ended = eventually(within: seconds) { !process.isRunning }
        if !ended {
            process.terminate()
            process.waitUntilExit()
        }
        return ended
    }

    var standardOutput: String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "" }

    /// `--frame-stats`' line: the frames drawn and the longest one's work, in milliseconds.
    var frameStats: (count: Int, worstMilliseconds: Double)? {
        guard let line = standardOutput.split(separator: "\n").first(where: { $0.hasPrefix("frames ") }) else { return nil }
        var count: Int?, worst: Double?
        for field in line.split(separator: " ") {
            let pair = field.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { continue }
            if pair[0] == "count" { count = Int(pair[1]) }
            if pair[0] == "worst_ms" { worst = Double(pair[1]) }
        }
        guard let count, let worst else { return nil }
        return (count, worst)
    }

    /// The game's peak resident memory so far, in MiB (the kernel's VmHWM); nil once it ended.
    var peakMemoryMiB: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
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

    /// `sensorium verify FILE`, with no window: the line it prints.
    static func verify(_ file: String) throws -> String {
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
        return text
    }
}
