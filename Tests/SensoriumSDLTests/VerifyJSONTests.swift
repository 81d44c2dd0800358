import Foundation
import XCTest

/// `verify --json` is the one output another program must parse: whatever a replay is named —
/// every C0 and C1 control character, DEL, bytes that are not UTF-8 — the output parses with
/// Python's strict `json` module, holds no control character, and every name comes back: as the
/// record's `replay` text, or, when it is not UTF-8, from its `replayNameBytes`.
final class VerifyJSONTests: XCTestCase {
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private var root = ""
    private var python = ""

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("the sensorium executable is not built next to the tests")
        }
        guard let python = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map({ $0 + "/python3" }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("python3 (its json module is the strict parser here) is not installed")
        }
        self.python = python
        root = NSTemporaryDirectory() + "sensorium-verify-json-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/replays", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `contents` under a name of any bytes (Foundation takes names as `String` only).
    private func write(_ contents: [UInt8], named name: [UInt8]) {
        let path = Array((root + "/replays/").utf8) + name + [0]
        let fd = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o600) } }
        XCTAssertGreaterThanOrEqual(fd, 0, "create \(name)")
        XCTAssertEqual(Glibc.write(fd, contents, contents.count), contents.count)
        close(fd)
    }

    /// Runs `program` with `arguments`, its output into files; waits for its end (signalled),
    /// 120 s at most.
    private func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, stdout: Data, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SENSORIUM_DATA"] = repository
        environment["XDG_DATA_HOME"] = root + "/data"
        environment["XDG_CONFIG_HOME"] = root + "/config"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let out = root + "/out-\(UUID().uuidString)", err = out + ".err"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: out)
        process.standardError = FileHandle(forWritingAtPath: err)
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        if ended.wait(timeout: .now() + 120) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTFail("\(program) \(arguments) did not end within 120 s")
        }
        return (process.terminationStatus, FileManager.default.contents(atPath: out) ?? Data(),
                String(decoding: FileManager.default.contents(atPath: err) ?? Data(), as: UTF8.self))
    }

    /// Python's strict parser over the concatenated records: one line per record, the name's
    /// bytes in hex (from `replayNameBytes` when given, else the `replay` text's UTF-8), then
    /// whether it was solved; exits 1 on any control character in the text or a parse error.
    private static let parser = #"""
    import json, sys
    text = open(sys.argv[1], "rb").read().decode("utf-8")          # strict: invalid UTF-8 raises
    bad = [c for c in text if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) <= 0x9F]
    if bad:
        sys.exit("control characters in the output: %r" % bad[:5])
    def refuse(constant):
        raise ValueError("not JSON: " + constant)
    decoder = json.JSONDecoder(strict=True, parse_constant=refuse)
    index = 0
    while True:
        while index < len(text) and text[index] in " \n":
            index += 1
        if index == len(text):
            break
        record, index = decoder.raw_decode(text, index)
        name = bytes.fromhex(record["replayNameBytes"]) if record["replayNameBytes"] is not None else record["replay"].encode("utf-8")
        if record["replayNameBytes"] is not None:
            assert record["replay"] == name.decode("utf-8", "replace"), record["replay"]
        print(name.hex(), record["solved"])
    """#

    func testEveryControlCharacterAndEveryBadByteOfANameParsesAndRoundTrips() throws {
        let replay = Array(try Data(contentsOf: URL(fileURLWithPath: repository + "/Levels/solutions/edge.replay")))
        var solvable: [[UInt8]] = []
        for value in Array(0x01...0x1F) + [0x7F] {
            solvable.append(Array("c0-\(String(value, radix: 16))-".utf8) + [UInt8(value)] + Array(".replay".utf8))
        }
        for value in 0x80...0x9F {
            solvable.append(Array("c1-\(String(value, radix: 16))-".utf8) + [0xC2, UInt8(value)] + Array(".replay".utf8))
        }
        let notUTF8: [[UInt8]] = [[0xFF], [0xC2], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x85], [0xFE, 0x1B]]
        for (index, bytes) in notUTF8.enumerated() {
            solvable.append(Array("bytes-\(index)-".utf8) + bytes + Array(".replay".utf8))
        }
        for name in solvable { write(replay, named: name) }
        // Refused records carry the name the same way.
        let refused: [[UInt8]] = [Array("junk-".utf8) + [0xC2, 0x85, 0xFF] + Array(".replay".utf8), Array("junk-\u{1B}[2J.replay".utf8)]
        for name in refused { write(Array("not a replay\n".utf8), named: name) }

        // The shell hands the names over as the bytes they are (Process takes Strings only).
        let verify = try run("/bin/sh", ["-c", #"exec "$0" verify --json "$1"/*.replay"#, executable, root + "/replays"])
        XCTAssertEqual(verify.status, 1, "the junk files are refused: \(verify.stderr)")
        XCTAssertEqual(verify.stderr, "", "everything is in the records")
        let output = root + "/verify.json", script = root + "/parse.py"
        try verify.stdout.write(to: URL(fileURLWithPath: output))
        try Self.parser.write(toFile: script, atomically: true, encoding: .utf8)
        let parsed = try run(python, [script, output])
        XCTAssertEqual(parsed.status, 0, parsed.stderr)

        var seen: [String: String] = [:]
        for line in String(decoding: parsed.stdout, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            seen[String(parts[0])] = String(parts[1])
        }
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        XCTAssertEqual(seen.count, solvable.count + refused.count, "one record per replay")
        for name in solvable { XCTAssertEqual(seen[hex(name)], "True", "\(name) came back, solved") }
        for name in refused { XCTAssertEqual(seen[hex(name)], "False", "\(name) came back, refused") }
    }

    func testTheTextLinesShowANameThatIsNotUTF8WithItsBytes() throws {
        let replay = Array(try Data(contentsOf: URL(fileURLWithPath: repository + "/Levels/solutions/edge.replay")))
        write(replay, named: Array("run-".utf8) + [0xFF] + Array(".replay".utf8))
        let verify = try run("/bin/sh", ["-c", #"exec "$0" verify "$1"/run-*.replay"#, executable, root + "/replays"])
        XCTAssertEqual(verify.status, 0, verify.stderr)
        let line = String(decoding: verify.stdout, as: UTF8.self)
        XCTAssertTrue(line.hasPrefix(root + #"/replays/run-\xFF.replay: edge "#), line)
        XCTAssertTrue(line.contains(" solved"), line)
        XCTAssertEqual(line.split(separator: "\n").count, 1, line)
    }
}
