import Foundation
import XCTest

/// The real game started for a test, which waits on what the game itself says: its readiness
/// lines (`SENSORIUM_READINESS_FILE`, see the game's `ReadinessSignal`). Starting returns once the
/// first frame is on screen, with the window's X11 id from that line, so no test searches the
/// desktop by name (a search can meet a window that vanishes under it, and finds it before it
/// reads a key). Ended when the test lets go of it, if it still runs.
final class LaunchedGame {
    /// The built `sensorium`, beside the test bundle.
    static let executable = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("sensorium").path

    let process: Process
    let readinessFile: String
    private let errorsFile: String
    private let outputFile: String
    /// The game's X11 window id (decimal, as xdotool takes it); nil off X11 (Wayland).
    private(set) var window: String?
    /// Runs the player's tools on the game's desktop.
    let tools: ToolRun

    /// Starts `sensorium ARGUMENTS` with `environment` (the whole of it), its readiness file and
    /// its stderr in `folder`, and waits for its first frame. Skips without the built game.
    init(_ arguments: [String], environment: [String: String], folder: String) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else { throw XCTSkip("needs the built sensorium") }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = UUID().uuidString.prefix(8)
        readinessFile = folder + "/readiness-\(name)"
        errorsFile = folder + "/stderr-\(name)"
        outputFile = folder + "/stdout-\(name)"
        for file in [readinessFile, errorsFile, outputFile] { FileManager.default.createFile(atPath: file, contents: nil) }
        tools = ToolRun(environment: environment, folder: folder)
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        process.environment = environment.merging(["SENSORIUM_READINESS_FILE": readinessFile]) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: outputFile)
        process.standardError = FileHandle(forWritingAtPath: errorsFile)
        try process.run()
        let first = try waitForLine("the game's first frame", timeout: 60) { $0.hasPrefix("first-frame ") }
        let id = first.dropFirst("first-frame window=".count)
        window = id == "none" ? nil : String(id)
    }

    deinit {
        // A game stuck before its loop (SDL waiting on the X server) never reads SIGTERM.
        if process.isRunning { process.terminate() }
        if !eventually(within: 5, { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Every line the game has told so far.
    var lines: [String] {
        (try? String(contentsOfFile: readinessFile, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    /// What the game printed on its standard output and error so far.
    var standardOutput: String { (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOfFile: errorsFile, encoding: .utf8)) ?? "" }

    /// Whether the game has told `line`, exactly.
    func said(_ line: String) -> Bool { lines.contains(line) }

    /// The latest `keys <n>` count: key presses the game has read.
    var keysRead: Int { lines.last { $0.hasPrefix("keys ") }.flatMap { Int($0.dropFirst(5)) } ?? 0 }

    /// The latest `second <n>`: whole seconds of ticks the open level has run.
    var secondsTold: Int { lines.last { $0.hasPrefix("second ") }.flatMap { Int($0.dropFirst(7)) } ?? 0 }

    /// What a failed wait shows: the game's last lines, whether it still runs, its stderr.
    var seen: String {
        let state = process.isRunning ? "running" : "exited with status \(process.terminationStatus)"
        let errors = (try? String(contentsOfFile: errorsFile, encoding: .utf8)) ?? ""
        // Its clock's lines only as the latest: they would crowd out the events.
        let events = lines.filter { !$0.hasPrefix("second ") }.suffix(12)
        let clock = secondsTold > 0 ? " (its level at second \(secondsTold))" : ""
        return "the game \(state), its lines [\(events.joined(separator: ", "))]\(clock), stderr \(errors.suffix(300).debugDescription)"
    }

    /// Waits for a line matching `matches` and returns it; fails at once if the game ended
    /// without it.
    @discardableResult
    func waitForLine(_ what: String, timeout: Double = 30, _ matches: (String) -> Bool) throws -> String {
        var found: String?
        try waitFor(what, timeout: timeout, seen: { seen }) {
            found = lines.first(where: matches)
            if found == nil, !process.isRunning {
                // Its last lines may have landed after the look above.
                found = lines.first(where: matches)
                if found == nil { throw WaitTimeout(what: what, seconds: 0, seen: seen) }
            }
            return found != nil
        }
        return found!
    }

    /// Waits for the line `line`, exactly.
    func waitUntilSaid(_ line: String, timeout: Double = 30) throws {
        try waitForLine("the game's line \"\(line)\"", timeout: timeout) { $0 == line }
    }

    /// Gives the game's window the keyboard focus (activated through the window manager when
    /// there is one) and waits until the game says it has it.
    func focus(activating: Bool) throws {
        let window = try XCTUnwrap(window, "the game has no X11 window")
        try tools.retrying("xdotool", [activating ? "windowactivate" : "windowfocus", "--sync", window])
        try waitUntilSaid("focus")
        // Seen once in a few hundred starts on a loaded machine: the game's menu open as it got
        // the focus, before any key (a focus lost on the way, which the game answers as it
        // should). A player closes it with Esc; the test does too, and says so.
        if menuOpen {
            print("LaunchedGame: the menu opened as the window got the focus (\(seen)); Esc closes it")
            try press(["Escape"])
            try waitFor("the menu to close", seen: { seen }) { !menuOpen }
        }
    }

    /// Whether a menu is open over the game (its latest `menu-open` / `menu-closed`).
    var menuOpen: Bool { lines.last { $0.hasPrefix("menu-") } == "menu-open" }

    /// Presses `keys` one at a time, each once the game has read the one before: a game stalled
    /// on a loaded machine never takes two keys in one tick, nor a key meant for the screen the
    /// last one opens on the screen before it.
    func press(_ keys: [String]) throws {
        for key in keys {
            let before = keysRead
            try tools.output("xdotool", ["key", key])
            try waitFor("the game to read the key \(key)", timeout: 30, seen: { seen }) { keysRead > before }
        }
    }

    /// Waits until the game writes the replay at `path` (a solve ends an attempt, and writes it).
    func waitForReplay(_ path: String, timeout: Double = 60) throws {
        try waitUntilSaid("replay-written \(path)", timeout: timeout)
    }

    /// Asks the game to quit as the desktop does (SIGTERM, which SDL turns into its quit event)
    /// and returns its exit status.
    func quit(timeout: Double = 30) throws -> Int32 {
        if process.isRunning { process.terminate() }
        return try exitStatus(timeout: timeout)
    }

    /// Waits until the game ends by itself (its `--seconds`, or the player's quit).
    func exitStatus(timeout: Double = 60) throws -> Int32 {
        try waitFor("the game to end", timeout: timeout, seen: { seen }) { !process.isRunning }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
