import Foundation
import XCTest

/// Every command that writes a file, pointed at what a hostile user or an unlucky script points
/// it at: a FIFO is written into, a character device is written into (`-o /dev/null` discards,
/// a full device fails in one line), a symlink is followed, a folder or a socket is refused in
/// one line (status 2), `-` is standard output — and every node stays the node it was. As root
/// (as CI runs) a rename over `/dev/null` would break the machine, so the devices here are
/// private nodes made with `mknod` in the test's own folder, never the real `/dev`.
final class OutputWritersTests: XCTestCase {
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private var root = ""

    /// A command that writes one output, the bytes it starts with, and its words for a path.
    private struct Writer {
        let name: String
        let magic: [UInt8]
        let words: (String) -> [String]
    }

    private var writers: [Writer] {
        [
            Writer(name: "screenshot", magic: [0x89, 0x50, 0x4E, 0x47]) { ["screenshot", "-o", $0] },
            Writer(name: "solve", magic: Array("sensorium-replay".utf8)) { ["solve", "--level", "edge", "-o", $0] },
            Writer(name: "splits export", magic: Array("<?xml".utf8)) { ["splits", "export", "--category", "full-game", "-o", $0] },
            Writer(name: "haptics plot", magic: [0x89, 0x50, 0x4E, 0x47]) {
                ["haptics", "plot", self.repository + "/Resources/haptics/home-deny.ahap", "-o", $0]
            },
            Writer(name: "audio render", magic: Array("RIFF".utf8)) { ["audio", "render", "--seconds", "0.1", "-o", $0] },
            Writer(name: "new", magic: Array("{".utf8)) { ["new", "--kind", "tilt", "--id", "fresh", "-o", $0] },
        ]
    }

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("the sensorium executable is not built next to the tests")
        }
        root = NSTemporaryDirectory() + "sensorium-writers-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/nodes", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private struct Outcome {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
        var lines: [Substring] { stderr.split(separator: "\n") }
    }

    /// Runs `sensorium WORDS` on the shipped levels with the player's folders in the test's own;
    /// waits for its end (signalled, not polled), 60 s at most: a write that hangs fails the test.
    private func sensorium(_ words: [String], data: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = words
        var environment = ProcessInfo.processInfo.environment
        environment["SENSORIUM_DATA"] = data ?? repository
        environment["XDG_DATA_HOME"] = root + "/data"
        environment["XDG_CONFIG_HOME"] = root + "/config"
        process.environment = environment
        let out = root + "/out-\(UUID().uuidString)", err = out + ".err"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: out)
        process.standardError = FileHandle(forWritingAtPath: err)
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        if ended.wait(timeout: .now() + 60) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTFail("sensorium \(words) did not end within 60 s")
        }
        return Outcome(status: process.terminationStatus, stdout: Array(FileManager.default.contents(atPath: out) ?? Data()),
                       stderr: String(decoding: FileManager.default.contents(atPath: err) ?? Data(), as: UTF8.self))
    }

    private func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// A character device node of the test's own: `1, 3` acts as /dev/null, `1, 7` as /dev/full.
    private func device(_ name: String, minor: UInt32) throws -> String {
        guard geteuid() == 0 else {
            throw XCTSkip("making a device node with mknod needs root (CAP_MKNOD); CI runs the suite as root")
        }
        let path = root + "/nodes/" + name
        unlink(path)
        // glibc's makedev (a macro Swift does not import), for a major under 4096 and a minor under 256.
        guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 else {
            throw XCTSkip("mknod: \(String(cString: strerror(errno))) (a container without CAP_MKNOD)")
        }
        return path
    }

    private final class Received: @unchecked Sendable { var bytes: [UInt8] = [] }

    /// A reader of `fifo` on a thread of its own, as `cat FIFO > file` would be, until the writer
    /// closes it.
    private func reader(of fifo: String) -> (done: DispatchSemaphore, received: Received) {
        let done = DispatchSemaphore(value: 0)
        let received = Received()
        Thread.detachNewThread {
            let fd = open(fifo, O_RDONLY | O_CLOEXEC)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while fd >= 0 {
                let count = read(fd, &buffer, buffer.count)
                if count <= 0 { break }
                received.bytes += buffer[..<count]
            }
            if fd >= 0 { close(fd) }
            done.signal()
        }
        return (done, received)
    }

    func testEachWriterWritesIntoAFIFOAndLeavesItAFIFO() throws {
        for writer in writers {
            let fifo = root + "/nodes/\(writer.name).fifo"
            XCTAssertEqual(mkfifo(fifo, 0o600), 0)
            let reading = reader(of: fifo)
            let outcome = try sensorium(writer.words(fifo))
            XCTAssertEqual(outcome.status, 0, "\(writer.name): \(outcome.stderr)")
            XCTAssertEqual(reading.done.wait(timeout: .now() + 30), .success, "\(writer.name): the reader saw the end")
            XCTAssertEqual(Array(reading.received.bytes.prefix(writer.magic.count)), writer.magic, writer.name)
            XCTAssertEqual(kind(fifo), S_IFIFO, "\(writer.name) left the FIFO a FIFO")
        }
    }

    func testEachWriterWritesIntoADeviceAndLeavesItADevice() throws {
        let null = try device("null", minor: 3)
        let full = try device("full", minor: 7)
        for writer in writers {
            let discarded = try sensorium(writer.words(null))
            XCTAssertEqual(discarded.status, 0, "\(writer.name): \(discarded.stderr)")
            XCTAssertEqual(kind(null), S_IFCHR, "\(writer.name) left the null device a device")

            let refused = try sensorium(writer.words(full))
            XCTAssertEqual(refused.status, 2, "\(writer.name): the machine failed, not the input")
            XCTAssertEqual(refused.lines.count, 1, "\(writer.name): one line: \(refused.stderr)")
            XCTAssertTrue(refused.stderr.hasPrefix("sensorium: \(full): "), "\(writer.name) names the file: \(refused.stderr)")
            XCTAssertTrue(refused.stderr.hasSuffix("cannot write: No space left on device\n"), "\(writer.name): \(refused.stderr)")
            XCTAssertEqual(kind(full), S_IFCHR, "\(writer.name) left the full device a device")
        }
    }

    func testEachWriterFollowsASymlinkToADeviceOrAFile() throws {
        let null = try device("null", minor: 3)
        let toDevice = root + "/nodes/to-null"
        try FileManager.default.createSymbolicLink(atPath: toDevice, withDestinationPath: null)
        let target = root + "/nodes/target"
        let toFile = root + "/nodes/to-file"
        try FileManager.default.createSymbolicLink(atPath: toFile, withDestinationPath: "target")
        for writer in writers {
            let outcome = try sensorium(writer.words(toDevice))
            XCTAssertEqual(outcome.status, 0, "\(writer.name): \(outcome.stderr)")
            XCTAssertEqual(kind(toDevice), S_IFLNK)
            XCTAssertEqual(kind(null), S_IFCHR, "\(writer.name) wrote into the device the link names")

            unlink(target)
            let file = try sensorium(writer.words(toFile))
            XCTAssertEqual(file.status, 0, "\(writer.name): \(file.stderr)")
            XCTAssertEqual(kind(toFile), S_IFLNK, "\(writer.name) left the link a link")
            XCTAssertEqual(kind(target), S_IFREG)
            let written = Array(FileManager.default.contents(atPath: target) ?? Data())
            XCTAssertEqual(Array(written.prefix(writer.magic.count)), writer.magic, "\(writer.name) replaced the link's target")
        }
    }

    func testEachWriterRefusesAFolderOrASocketInOneLine() throws {
        let folder = root + "/nodes/folder"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let socketPath = root + "/nodes/sock"
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, "a socket to point at")
        for writer in writers {
            let inFolder = try sensorium(writer.words(folder))
            XCTAssertEqual(inFolder.status, 2, "\(writer.name): \(inFolder.stderr)")
            XCTAssertEqual(inFolder.stderr, "sensorium: \(folder): is a folder; name a file to write\n", writer.name)
            XCTAssertEqual(kind(folder), S_IFDIR)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "\(writer.name) put nothing in it")

            let atSocket = try sensorium(writer.words(socketPath))
            XCTAssertEqual(atSocket.status, 2, "\(writer.name): \(atSocket.stderr)")
            XCTAssertEqual(atSocket.lines.count, 1, "\(writer.name): \(atSocket.stderr)")
            XCTAssertEqual(kind(socketPath), S_IFSOCK)
        }
        // The other writers of a path: a folder of sounds, a run's recording.
        let null = root + "/nodes/not-a-folder"
        XCTAssertEqual(mkfifo(null, 0o600), 0)
        let sounds = try sensorium(["sounds", "build", "-o", null])
        XCTAssertEqual(sounds.status, 2, sounds.stderr)
        XCTAssertEqual(sounds.stderr, "sensorium: \(null): exists and is not a directory\n")
        XCTAssertEqual(kind(null), S_IFIFO)
        let record = try sensorium(["play", "--record", folder, "--first-frame"])
        XCTAssertEqual(record.status, 2, record.stderr)
        XCTAssertEqual(record.stderr, "sensorium: \(folder): is a folder; name a file to write\n", "refused before a window opens")
    }

    func testEachWriterWritesToStandardOutputAndReportsOnStandardError() throws {
        for writer in writers {
            let outcome = try sensorium(writer.words("-"))
            XCTAssertEqual(outcome.status, 0, "\(writer.name): \(outcome.stderr)")
            XCTAssertEqual(Array(outcome.stdout.prefix(writer.magic.count)), writer.magic, "\(writer.name): the bytes alone on stdout")
            XCTAssertEqual(outcome.lines.count, 1, "\(writer.name) says what it wrote on stderr: \(outcome.stderr)")
        }
        XCTAssertNil(kind(FileManager.default.currentDirectoryPath + "/-"), "no file named -")
    }

    /// `-o /dev/null` discards, as users expect. As root the real /dev/null is touched only once
    /// a private null node has survived the same writer: a writer that replaced nodes would
    /// otherwise break the machine the suite runs on.
    func testDevNullDiscardsAndStaysTheNullDevice() throws {
        let privateNull = geteuid() == 0 ? try device("guard-null", minor: 3) : nil
        for writer in writers {
            if let privateNull {
                XCTAssertEqual(try sensorium(writer.words(privateNull)).status, 0, writer.name)
                guard kind(privateNull) == S_IFCHR else {
                    return XCTFail("\(writer.name) replaced a device node: the real /dev/null is not tried")
                }
            }
            let outcome = try sensorium(writer.words("/dev/null"))
            XCTAssertEqual(outcome.status, 0, "\(writer.name): \(outcome.stderr)")
            XCTAssertEqual(kind("/dev/null"), S_IFCHR, "\(writer.name) left /dev/null the null device")
        }
    }

    /// `new` into a folder that is not there makes it, as every output does; into a `Levels/`
    /// that cannot be written it says so in one line (it printed a 352-character Foundation
    /// error dump).
    func testNewIntoAMissingFolderOrAReadOnlyLevelsFolderIsOneClearOutcome() throws {
        let made = root + "/missing/deeper/fresh.json"
        let outcome = try sensorium(["new", "--kind", "tilt", "--id", "fresh", "-o", made])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(kind(made), S_IFREG)

        let data = root + "/tree"
        try FileManager.default.createDirectory(atPath: data + "/Levels", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: data + "/Resources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repository + "/Levels/catch.json", toPath: data + "/Levels/catch.json")
        // Root writes into a folder whatever its mode says: the folder is made immutable instead.
        if geteuid() == 0 {
            guard try run("/usr/bin/chattr", ["+i", data + "/Levels"]) == 0 else {
                throw XCTSkip("chattr +i is not supported here, and root writes into a read-only folder")
            }
        } else {
            XCTAssertEqual(chmod(data + "/Levels", 0o555), 0)
        }
        defer {
            if geteuid() == 0 { _ = try? run("/usr/bin/chattr", ["-i", data + "/Levels"]) } else { chmod(data + "/Levels", 0o755) }
        }
        let readOnly = try sensorium(["new", "--kind", "tilt", "--id", "fresh"], data: data)
        XCTAssertEqual(readOnly.status, 2, "the environment failed: \(readOnly.stderr)")
        XCTAssertEqual(readOnly.lines.count, 1, readOnly.stderr)
        XCTAssertTrue(readOnly.stderr.hasPrefix("sensorium: \(data)/Levels/fresh.json: cannot create: "), readOnly.stderr)
        XCTAssertNil(kind(data + "/Levels/fresh.json"))
    }

    /// Runs a tool of the machine (not the game) and gives its status.
    private func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        _ = ended.wait(timeout: .now() + 30)
        return process.isRunning ? -1 : process.terminationStatus
    }
}
