import Foundation

/// A desktop tool run as a player's hand (`xdotool`, `xclip`, `xprop`): its output, or an error
/// naming the command. A tool still running after `seconds` (an `xclip -o` stuck in a transfer)
/// is ended and what it printed until then returned, so a test never hangs on one.
struct ToolRun {
    /// What the tool sees: DISPLAY, and for a Wayland desktop its socket.
    var environment: [String: String]
    /// Where the tool's output is kept while it runs (a file: a pipe fills and blocks the tool).
    var folder = NSTemporaryDirectory()

    struct Failure: Error, CustomStringConvertible, LocalizedError {
        let command: String
        let status: Int32
        var description: String { "\(command) failed (status \(status))" }
        var errorDescription: String? { description }
    }

    /// The tool's path, in the usual places, or nil when it is not installed.
    static func path(of name: String) -> String? {
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        return ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `name ARGUMENTS` once; throws a `Failure` when it exits non-zero.
    @discardableResult
    func output(_ name: String, _ arguments: [String], seconds: Double = 10) throws -> String {
        let file = folder + "/tool-output-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: file, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.path(of: name) ?? name)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: file)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let finished = eventually(within: seconds) { !process.isRunning }
        if !finished {
            process.terminate()
            process.waitUntilExit()
        }
        let text = String(decoding: FileManager.default.contents(atPath: file) ?? Data(), as: UTF8.self)
        guard !finished || process.terminationStatus == 0 else {
            throw Failure(command: ([name] + arguments).joined(separator: " "), status: process.terminationStatus)
        }
        return text
    }

    /// Runs an act that is the same done twice (a window moved, resized or focused) until it
    /// succeeds: on a desktop whose windows come and go, xdotool can fail on a window that
    /// vanished under it, and the next try is fine. Throws the last failure after `seconds`.
    @discardableResult
    func retrying(_ name: String, _ arguments: [String], seconds: Double = 20) throws -> String {
        var result: Result<String, Error> = .failure(Failure(command: name, status: -1))
        try waitFor("\(name) \(arguments.joined(separator: " "))", timeout: seconds, seen: { "\(result)" }) {
            result = Result { try output(name, arguments) }
            return (try? result.get()) != nil
        }
        return try result.get()
    }
}
