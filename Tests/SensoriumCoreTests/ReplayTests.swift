import XCTest
@testable import SensoriumCore

final class ReplayTests: XCTestCase {
    private let hash = String(repeating: "ab", count: 32)

    private func header(_ category: ReplayCategory = .level("jump-1"), levels: [String] = ["jump-1"]) -> ReplayHeader {
        ReplayHeader(gameVersion: "0.1.0", category: category, levelIDs: levels, seed: 0xDEAD_BEEF_0000_0001,
                     levelFilesHash: hash)
    }

    /// A file made of a header line and raw body bytes, for malformed-input tests.
    private func file(headerJSON: String? = nil, ticks: Int, body: [UInt8]) -> [UInt8] {
        let json = headerJSON ?? #"{"format":1,"game":"0.1.0","category":"level:a","levels":["a"],"seed":"0000000000000001","#
            + #""tickRate":120,"levelFilesHash":"\#(hash)","flags":[],"ticks":\#(ticks)}"#
        return Array("sensorium-replay 1\n\(json)\n".utf8) + Base64Text.encode(body)
    }

    private func assertRejects(_ bytes: [UInt8], path: String, reasonContains text: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Replay.decode(bytes, file: "run.replay"), file: file, line: line) { error in
            guard let error = error as? FormatError else { return XCTFail("not a FormatError: \(error)", file: file, line: line) }
            XCTAssertEqual(error.file, "run.replay", file: file, line: line)
            XCTAssertEqual(error.path, path, "\(error)", file: file, line: line)
            XCTAssertTrue(error.reason.contains(text), "\(error)", file: file, line: line)
        }
    }

    // MARK: Round trips

    func testRandomCommandsRoundTripExactly() throws {
        var random = SeededRandom(seed: 7)
        var inputs: [InputCommand] = []
        let extremes: [Int8] = [-127, 127, 0, -1, 1]
        for _ in 0..<5000 {
            var command = InputCommand(buttons: InputButtons(rawValue: UInt16(random.next() & 0xFFF)))
            command.stickX = random.next() % 3 == 0 ? extremes[Int(random.next() % 5)] : Int8(Int(random.next() % 255) - 127)
            command.stickY = random.next() % 3 == 0 ? extremes[Int(random.next() % 5)] : Int8(Int(random.next() % 255) - 127)
            switch random.next() % 4 {
            case 0: command.pointer = nil
            case 1: command.pointer = .init(x: random.next() % 2 == 0 ? 0 : 1919, y: random.next() % 2 == 0 ? 0 : 1079)
            default: command.pointer = .init(x: Int16(random.next() % 1920), y: Int16(random.next() % 1080))
            }
            let repeats = random.next() % 4 == 0 ? Int(random.next() % 50) : 1
            inputs.append(contentsOf: repeatElement(command, count: repeats))
        }
        var head = header(.fullGame, levels: ["a", "b", "c"])
        head.flags = [.webcamInput, .assist]
        head.results = [ReplayLevelResult(levelID: "a", solvedAtTick: 10), ReplayLevelResult(levelID: "b", solvedAtTick: 11)]
        let replay = Replay(header: head, inputs: inputs)
        let decoded = try Replay.decode(replay.encode())
        XCTAssertEqual(decoded, replay)
        XCTAssertEqual(decoded.encode(), replay.encode())
    }

    func testEmptyReplayRoundTrips() throws {
        let replay = Replay(header: header(), inputs: [])
        XCTAssertEqual(try Replay.decode(replay.encode()), replay)
    }

    func testIdleRunCompressesToAFewBytes() {
        let idleMinute = Replay(header: header(), inputs: Array(repeating: .idle, count: 60 * TickClock.rate))
        // tag 0, count 7200 as a 2-byte varint: 3 bytes, 4 base64 characters and a newline.
        XCTAssertEqual(ReplayBody.encode(runs: idleMinute.inputs.lazy.map { ($0, 1) }), [0x00, 0xA0, 0x38])
        let text = String(decoding: idleMinute.encode(), as: UTF8.self)
        XCTAssertTrue(text.hasSuffix("\nAKA4\n"), text)
    }

    func testFileLayoutIsMagicHeaderAndWrappedBase64() {
        var inputs = Array(repeating: InputCommand.idle, count: 30)
        inputs += Array(repeating: InputCommand(buttons: [.right]), count: 12)
        inputs += Array(repeating: InputCommand(buttons: [.right, .confirm], stickX: -127), count: 2)
        inputs += [InputCommand(pointer: .init(x: 960, y: 540)), InputCommand(pointer: .init(x: 961, y: 538))]
        var head = header()
        head.results = [ReplayLevelResult(levelID: "jump-1", solvedAtTick: 46)]
        XCTAssertEqual(String(decoding: Replay(header: head, inputs: inputs).encode(), as: UTF8.self), """
        sensorium-replay 1
        {"format":1,"game":"0.1.0","category":"level:jump-1","levels":["jump-1"],"seed":"deadbeef00000001",\
        "tickRate":120,"levelFilesHash":"\(hash)","flags":[],"ticks":46,\
        "results":[{"level":"jump-1","solvedAtTick":46}]}
        AB4BDAgDAhiBCwEAAIAPuAgIAQID

        """)
    }

    func testLongBodiesWrapAtSeventySixCharacters() throws {
        let inputs = (0..<400).map { InputCommand(stickX: Int8($0 % 200 - 100)) }
        let text = String(decoding: Replay(header: header(), inputs: inputs).encode(), as: UTF8.self)
        let bodyLines = text.split(separator: "\n").dropFirst(2)
        XCTAssertGreaterThan(bodyLines.count, 2)
        XCTAssertTrue(bodyLines.dropLast().allSatisfy { $0.count == 76 })
        XCTAssertLessThanOrEqual(bodyLines.last!.count, 76)
    }

    func testCopyPasteDamageIsTolerated() throws {
        let replay = Replay(header: header(), inputs: (0..<300).map { InputCommand(stickY: Int8($0 % 100)) })
        var text = String(decoding: replay.encode(), as: UTF8.self)
        text = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n") + "  \r\n"
        XCTAssertEqual(try Replay.decode(Array(text.utf8)), replay)
    }

    // MARK: Rejections

    func testBadMagicIsRejected() {
        assertRejects(Array("hello\n{}\n".utf8), path: "magic", reasonContains: "not a Sensorium replay")
        assertRejects(Array("sensorium-replay 2\n{}\n".utf8), path: "magic", reasonContains: "format 2 is not supported")
        assertRejects([], path: "magic", reasonContains: "first line must be \"sensorium-replay 1\"")
    }

    func testBadJSONHeaderIsRejected() {
        assertRejects(Array("sensorium-replay 1\n{\"format\": 1,\n".utf8), path: "header", reasonContains: "cut short")
        assertRejects(Array("sensorium-replay 1\n".utf8), path: "header", reasonContains: "second line")
        assertRejects(file(headerJSON: #"{"format":1}"#, ticks: 0, body: []), path: "header.game", reasonContains: "missing")
        let extra = String(decoding: file(ticks: 0, body: []), as: UTF8.self).replacingOccurrences(of: #""ticks":0"#, with: #""ticks":0,"cheat":true"#)
        assertRejects(Array(extra.utf8), path: "header.cheat", reasonContains: "unknown field")
    }

    func testEveryHeaderFieldIsValidated() {
        func header(replacing old: String, with new: String) -> [UInt8] {
            Array(String(decoding: file(ticks: 0, body: []), as: UTF8.self).replacingOccurrences(of: old, with: new).utf8)
        }
        assertRejects(header(replacing: #""seed":"0000000000000001""#, with: #""seed":1"#), path: "header.seed", reasonContains: "expected a string")
        assertRejects(header(replacing: #""seed":"0000000000000001""#, with: #""seed":"00000000000000G1""#), path: "header.seed", reasonContains: "16 lowercase hex")
        assertRejects(header(replacing: #""tickRate":120"#, with: #""tickRate":60"#), path: "header.tickRate", reasonContains: "60 ticks per second")
        assertRejects(header(replacing: #""category":"level:a""#, with: #""category":"any%""#), path: "header.category", reasonContains: "unknown category")
        assertRejects(header(replacing: #""category":"level:a""#, with: #""category":"level:b""#), path: "header.levels", reasonContains: "exactly")
        assertRejects(header(replacing: #""format":1"#, with: #""format":2"#), path: "header.format", reasonContains: "does not match")
        assertRejects(header(replacing: hash, with: "abc"), path: "header.levelFilesHash", reasonContains: "64 lowercase hex")
        assertRejects(header(replacing: #""levels":["a"]"#, with: #""levels":[]"#), path: "header.levels", reasonContains: "found 0")
    }

    func testUnknownFlagIsRejected() {
        let text = String(decoding: file(ticks: 0, body: []), as: UTF8.self)
        assertRejects(Array(text.replacingOccurrences(of: #""flags":[]"#, with: #""flags":["assist","noclip"]"#).utf8),
                      path: "header.flags[1]", reasonContains: "unknown flag \"noclip\"")
        assertRejects(Array(text.replacingOccurrences(of: #""flags":[]"#, with: #""flags":["assist","assist"]"#).utf8),
                      path: "header.flags[1]", reasonContains: "listed twice")
    }

    func testResultsMustFollowTheLevelsAndTheReplay() {
        let text = String(decoding: file(ticks: 5, body: [0, 5]), as: UTF8.self)
        func with(_ results: String) -> [UInt8] {
            Array(text.replacingOccurrences(of: #""ticks":5"#, with: #""ticks":5,"results":\#(results)"#).utf8)
        }
        XCTAssertNoThrow(try Replay.decode(with(#"[{"level":"a","solvedAtTick":5}]"#)))
        assertRejects(with(#"[{"level":"b","solvedAtTick":5}]"#), path: "header.results[0].level", reasonContains: "expected \"a\"")
        assertRejects(with(#"[{"level":"a","solvedAtTick":6}]"#), path: "header.results[0].solvedAtTick", reasonContains: "outside 1...5")
        assertRejects(with(#"[{"level":"a","solvedAtTick":1},{"level":"a","solvedAtTick":2}]"#), path: "header.results", reasonContains: "2 results for 1 levels")
    }

    func testHugeDeclaredTickCountIsRejectedBeforeDecoding() {
        assertRejects(file(ticks: Replay.maxTicks + 1, body: [0, 1]), path: "header.ticks", reasonContains: "over the limit")
        assertRejects(file(ticks: 1 << 40, body: [0, 1]), path: "header.ticks", reasonContains: "outside")
    }

    func testUnknownButtonBitsAreRejected() {
        // tag: buttons changed; count 1; buttons 0x4000 (bit 14 is not an action).
        assertRejects(file(ticks: 1, body: [0x01, 0x01, 0x80, 0x80, 0x01]), path: "body", reasonContains: "byte 2: unknown button bits 0x4000")
    }

    func testTruncatedBodyIsRejected() {
        // A run that declares a stick byte that is not there.
        assertRejects(file(ticks: 3, body: [0x02, 0x03]), path: "body", reasonContains: "byte 2: data ends in the middle of a run")
        // Whole runs, but fewer ticks than declared.
        assertRejects(file(ticks: 10, body: [0x00, 0x04]), path: "body", reasonContains: "ends after 4 ticks; the header declares 10")
        // Base64 cut mid-group.
        var bytes = file(ticks: 10, body: [0x00, 0x0A])
        bytes.removeLast(2)
        assertRejects(bytes, path: "body", reasonContains: "middle of a base64 group")
    }

    func testTickCountMismatchIsRejected() {
        assertRejects(file(ticks: 3, body: [0x00, 0x02, 0x01, 0x02, 0x01]), path: "body", reasonContains: "byte 3: runs add up to more than the declared 3 ticks")
        assertRejects(file(ticks: 0, body: [0x00, 0x01]), path: "body", reasonContains: "byte 1: runs add up to more")
    }

    func testNonCanonicalAndInvalidRunsAreRejected() {
        assertRejects(file(ticks: 2, body: [0x00, 0x01, 0x00, 0x01]), path: "body", reasonContains: "byte 2: run repeats the previous command")
        assertRejects(file(ticks: 1, body: [0x00, 0x00]), path: "body", reasonContains: "byte 1: run of zero ticks")
        assertRejects(file(ticks: 1, body: [0x00, 0x81, 0x00]), path: "body", reasonContains: "byte 1: overlong number")
        assertRejects(file(ticks: 1, body: [0x80, 0x01]), path: "body", reasonContains: "byte 0: unknown run flags 0x80")
        assertRejects(file(ticks: 1, body: [0x02, 0x01, 0x80]), path: "body", reasonContains: "byte 2: stickX -128")
        assertRejects(file(ticks: 1, body: [0x02, 0x01, 0x00]), path: "body", reasonContains: "stickX flagged as changed but equal")
        assertRejects(file(ticks: 1, body: [0x10, 0x01]), path: "body", reasonContains: "pointer cleared but it was not set")
        // Pointer delta (-1, 0) from the origin: off the canvas.
        assertRejects(file(ticks: 1, body: [0x08, 0x01, 0x01, 0x00]), path: "body", reasonContains: "pointer x -1 is outside")
        assertRejects(file(ticks: 1, body: [0x08, 0x01, 0x00, 0xF0, 0x10]), path: "body", reasonContains: "pointer y 1080 is outside")
    }

    func testBase64DamageIsReportedByLineAndColumn() {
        var bytes = file(ticks: 1, body: [0x00, 0x01])
        bytes[bytes.count - 3] = UInt8(ascii: "*")
        assertRejects(bytes, path: "body", reasonContains: "not a base64 character")
        XCTAssertThrowsError(try Replay.decode(bytes, file: "run.replay")) { error in
            XCTAssertEqual((error as? FormatError)?.line, 3)
            XCTAssertEqual((error as? FormatError)?.column, 3)
        }
    }

    func testReadAttributesErrorsToThePath() {
        XCTAssertThrowsError(try Replay.read(from: "/nonexistent/run.replay")) { error in
            XCTAssertEqual((error as? FormatError)?.description, "/nonexistent/run.replay: (document): no such file")
        }
    }
}
