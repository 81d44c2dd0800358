import Foundation
import XCTest

/// A desktop of the test's own, so a window manager never reaches the suite's shared X server:
/// a fresh Xvfb, with `openbox` managing its windows or none, or with weston nested in it as a
/// Wayland compositor (its x11 backend: weston's headless one has no seat, and SDL 2.26 crashes
/// without one). `xdotool` and `xclip` act on it as a player would. Ready when its parts say so:
/// openbox once it runs its startup command (it has started whole), weston once its socket is
/// there and its own X window is mapped. Skips where a tool is missing.
final class PrivateDesktop {
    enum Kind { case bareX11, openbox, wayland }

    let kind: Kind
    /// `:N`, the private X server.
    let display: String
    /// The weston socket under `runtimeDirectory` (wayland only).
    private(set) var waylandDisplay: String?
    /// weston's own X window, which takes the keys and hands them to the focused Wayland
    /// window (wayland only).
    private(set) var westonWindow: String?
    let runtimeDirectory: String
    private var processes: [Process] = []

    static func tool(_ name: String) -> String? { ToolRun.path(of: name) }

    init(_ kind: Kind, width: Int = 1920, height: Int = 1080) throws {
        self.kind = kind
        var needed = ["Xvfb", "xdotool", "xclip"]
        if kind == .openbox { needed.append("openbox") }
        if kind == .wayland { needed.append("weston") }
        for name in needed where Self.tool(name) == nil { throw XCTSkip("needs \(name) (scripts/install-deps.sh --test)") }
        runtimeDirectory = NSTemporaryDirectory() + "sensorium-desktop-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: runtimeDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        // Xvfb picks a free display itself and writes its number to the pipe.
        let number = Pipe()
        let server = Process()
        // Descriptor 3 of the child is the pipe: Foundation passes only 0-2, so go through sh.
        server.executableURL = URL(fileURLWithPath: "/bin/sh")
        server.arguments = ["-c", "exec \"$0\" \"$@\" 3>&1 1>/dev/null", Self.tool("Xvfb")!,
                            "-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = number
        server.standardError = FileHandle.nullDevice
        try server.run()
        processes.append(server)
        let line = String(decoding: number.fileHandleForReading.availableDataLine(), as: UTF8.self)
        guard let value = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            server.terminate()
            throw XCTSkip("Xvfb did not start")
        }
        display = ":\(value)"
        switch kind {
        case .bareX11:
            break
        case .openbox:
            try startOpenbox()
        case .wayland:
            let socket = "sensorium-test"
            try start("weston", ["--backend=x11-backend.so", "--socket=\(socket)", "--width=\(width - 320)",
                                 "--height=\(height - 180)", "--idle-time=0"])
            try waitFor("weston's socket") { FileManager.default.fileExists(atPath: self.runtimeDirectory + "/" + socket) }
            waylandDisplay = socket
            var found = ""
            try waitFor("weston's X window") {
                found = (try? self.output("xdotool", ["search", "--onlyvisible", "--class", "weston"]))?
                    .split(separator: "\n").first.map(String.init) ?? ""
                return !found.isEmpty
            }
            westonWindow = found
        }
    }

    deinit { stop() }

    /// openbox, until it runs its startup command: it does so once it has started whole, right
    /// before it handles its first event. Its EWMH check window comes earlier: a game window
    /// asked to map in between, on a machine under load, was never managed nor mapped, and SDL
    /// waited for it for good. Once in CI openbox never showed on a loaded machine: it is
    /// started again if it went away, and what it said goes into the failure.
    private func startOpenbox() throws {
        let said = runtimeDirectory + "/openbox.log"
        let started = runtimeDirectory + "/openbox-started"
        for attempt in 1...2 {
            FileManager.default.createFile(atPath: said, contents: nil)
            let manager = try start("openbox", ["--startup", "touch \(started)"],
                                    standardError: FileHandle(forWritingAtPath: said) ?? .nullDevice)
            do {
                try waitFor("the window manager", seconds: 30) { FileManager.default.fileExists(atPath: started) }
                return
            } catch where attempt == 1 && !manager.isRunning {
                continue
            } catch {
                let text = (try? String(contentsOfFile: said, encoding: .utf8)) ?? ""
                throw NSError(domain: "PrivateDesktop", code: 1, userInfo: [NSLocalizedDescriptionKey:
                    "the window manager did not come (openbox \(manager.isRunning ? "running" : "gone, status \(manager.terminationStatus)")): \(text.suffix(500))"])
            }
        }
    }

    /// What a program started on this desktop sees: DISPLAY, and for Wayland its socket.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        if let waylandDisplay {
            environment["WAYLAND_DISPLAY"] = waylandDisplay
            environment["SDL_VIDEODRIVER"] = "wayland"
        } else {
            environment["SDL_VIDEODRIVER"] = "x11"
        }
        return environment
    }

    /// Starts a program on this desktop; it is ended with the desktop.
    @discardableResult
    func start(_ name: String, _ arguments: [String], environment extra: [String: String] = [:],
               standardOutput: FileHandle = .nullDevice, standardError: FileHandle = .nullDevice) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.tool(name) ?? name)
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        processes.append(process)
        return process
    }

    /// The player's tools on this desktop (`ToolRun`).
    var tools: ToolRun { ToolRun(environment: environment, folder: runtimeDirectory) }

    /// Runs a tool on this desktop and returns what it printed; throws when it fails. A tool
    /// still running after `seconds` is ended (`ToolRun`): a test never hangs.
    @discardableResult
    func output(_ name: String, _ arguments: [String], seconds: Double = 10) throws -> String {
        try tools.output(name, arguments, seconds: seconds)
    }

    /// Sets the desktop's clipboard text as another program would: xclip, kept in the
    /// foreground (`-quiet`; its own fork would keep Foundation waiting), owns the clipboard
    /// until the next copy takes it. Returns once xclip holds it.
    func copy(_ text: String) throws {
        let feed = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.tool("xclip")!)
        process.arguments = ["-selection", "clipboard", "-i", "-quiet"]
        process.environment = environment
        process.standardInput = feed
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        processes.append(process)
        feed.fileHandleForWriting.write(Data(text.utf8))
        try feed.fileHandleForWriting.close()
        let head = String(text.prefix(16))
        // A look reads the whole text back: a second for a word, more for 30 MB on a loaded
        // machine (a look cut off by its limit starts again from nothing, so a limit shorter
        // than the read never sees the copy: red once at load 12).
        let look = 1 + Double(text.utf8.count) / 1_000_000
        try waitFor("xclip's copy", seconds: 10 + 3 * look) {
            let owned = try? self.output("xclip", ["-selection", "clipboard", "-o"], seconds: look)
            return owned.map { $0.hasPrefix(head) } ?? false
        }
    }

    /// Waits up to `seconds` for `condition` (the suite's one `waitFor`).
    func waitFor(_ what: String, seconds: Double = 10, _ condition: () throws -> Bool) throws {
        try SensoriumSDLTests.waitFor(what, timeout: seconds, until: condition)
    }

    /// Makes this desktop the test process's own, for SDL started in the test; returns what it
    /// replaced, for `restore`.
    func enter() -> [String: String?] {
        var saved: [String: String?] = [:]
        for name in ["DISPLAY", "SDL_VIDEODRIVER", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"] {
            saved[name] = ProcessInfo.processInfo.environment[name]
            if let value = environment[name] { setenv(name, value, 1) } else { unsetenv(name) }
        }
        return saved
    }

    /// Puts back the environment `enter` replaced.
    static func restore(_ saved: [String: String?]) {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }

    func stop() {
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        processes = []
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }
}

private extension FileHandle {
    /// Bytes up to the first newline (or the end), read one at a time: Xvfb keeps the pipe open.
    func availableDataLine() -> Data {
        var line = Data()
        while true {
            let byte = readData(ofLength: 1)
            if byte.isEmpty || byte.first == 10 { return line }
            line.append(byte)
        }
    }
}
