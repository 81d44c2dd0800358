import Foundation
import Glibc
import XCTest
import SensoriumCore
import SensoriumTools
@testable import SensoriumSDL

/// `--livesplit-one PORT` as LiveSplit One meets it: a model of LiveSplit One on a real WebSocket
/// client library (`Tests/LiveSplitOneModel/lso_model.py`, Python's `websockets`) times runs
/// through it, and a WebSocket client written here (plain sockets, RFC 6455) reads the JSON
/// commands a run sends and plays the hostile cases: other origins, a second client, plain
/// HTTP, lengths of 2^63 - 1 and with the top bit set, ping floods.
final class LiveSplitOneServerTests: XCTestCase {
    /// A minimal WebSocket client: connects, shakes hands, reads unmasked text frames.
    private final class Client {
        let socket: Int32
        var bytes: [UInt8] = []

        init(port: UInt16) throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            XCTAssertEqual(result, 0)
            var timeout = timeval(tv_sec: 0, tv_usec: 20_000)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }

        deinit { close(socket) }

        func send(_ text: String) {
            send(Array(text.utf8))
        }

        func send(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        /// A client frame: masked, as RFC 6455 requires of clients.
        static func frame(_ opcode: UInt8, _ payload: [UInt8], final: Bool = true) -> [UInt8] {
            let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
            var frame: [UInt8] = [(final ? 0x80 : 0) | opcode]
            if payload.count < 126 { frame.append(0x80 | UInt8(payload.count)) } else { frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)] }
            return frame + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        }

        func handshake(origin: String? = nil) {
            send("GET / HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 + (origin.map { "Origin: \($0)\r\n" } ?? "")
                 + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        }

        /// Whether the server closed this connection (the end of the stream was read).
        var ended = false

        /// The server's frames received so far, as (opcode, payload).
        func takeFrames() -> [(UInt8, [UInt8])] {
            var frames: [(UInt8, [UInt8])] = []
            while bytes.count >= 2 {
                var length = Int(bytes[1] & 0x7F), header = 2
                if length == 126 { guard bytes.count >= 4 else { break }; length = Int(bytes[2]) << 8 | Int(bytes[3]); header = 4 }
                guard bytes.count >= header + length else { break }
                frames.append((bytes[0] & 0x0F, Array(bytes[header..<(header + length)])))
                bytes.removeFirst(header + length)
            }
            return frames
        }

        func receive() {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 { bytes += buffer[0..<count] }
            if count == 0 { ended = true }
        }

        /// The header of the server's answer, once it is all there.
        func takeHeader() -> String? {
            guard let end = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }) else { return nil }
            let header = String(decoding: bytes[0..<end], as: UTF8.self)
            bytes.removeFirst(end + 4)
            return header
        }

        /// The text frames received so far.
        func takeMessages() -> [String] {
            var messages: [String] = []
            while bytes.count >= 2 {
                XCTAssertEqual(bytes[0], 0x81, "a final, unmasked text frame")
                var length = Int(bytes[1]), header = 2
                XCTAssertLessThan(length, 128, "a server never masks")
                if length == 126 { length = Int(bytes[2]) << 8 | Int(bytes[3]); header = 4 }
                guard bytes.count >= header + length else { break }
                messages.append(String(decoding: bytes[header..<(header + length)], as: UTF8.self))
                bytes.removeFirst(header + length)
            }
            return messages
        }
    }

    func testLiveSplitOneIsToldTheRunStartSplitsAtExactTimesAndReset() throws {
        let server = try LiveSplitOneServer(port: 0)
        let client = try Client(port: server.port)
        client.send("GET / HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        var messages: [String] = []
        func pump(_ run: LiveSplitCommands.RunView?) {
            server.update(run)
            client.receive()
            messages += client.takeMessages()
        }
        var header: String?
        for _ in 0..<50 where header == nil {
            server.update(.idle(levelCount: 2))
            client.receive()
            header = client.takeHeader()
        }
        let answer = try XCTUnwrap(header)
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 101"), answer)
        XCTAssertTrue(answer.contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo="), answer)
        messages += client.takeMessages()

        pump(.idle(levelCount: 2))
        pump(LiveSplitCommands.RunView(attempt: 1, splits: [], ticks: 1, levelCount: 2))
        pump(LiveSplitCommands.RunView(attempt: 1, splits: [], ticks: 13, levelCount: 2))
        pump(LiveSplitCommands.RunView(attempt: 1, splits: [121], ticks: 122, levelCount: 2))
        pump(LiveSplitCommands.RunView(attempt: 1, splits: [121, 300], ticks: 300, levelCount: 2))
        pump(.idle(levelCount: 2))
        pump(LiveSplitCommands.RunView(attempt: 2, splits: [], ticks: 1, levelCount: 2, isOfficial: false))
        XCTAssertEqual(messages, [
            #"{"command":"setCurrentTimingMethod","timingMethod":"GameTime"}"#,
            #"{"command":"reset","saveAttempt":false}"#,
            #"{"command":"start"}"#,
            #"{"command":"initializeGameTime"}"#,
            #"{"command":"pauseGameTime"}"#,
            #"{"command":"setGameTime","time":"0.008333333"}"#,
            #"{"command":"setGameTime","time":"0.108333333"}"#,
            #"{"command":"setGameTime","time":"1.008333333"}"#,
            #"{"command":"split"}"#,
            #"{"command":"setGameTime","time":"2.500000000"}"#,
            #"{"command":"split"}"#,
            #"{"command":"reset","saveAttempt":true}"#,
        ], "a flagged run sends nothing")
    }

    func testAClientThatComesMidRunIsNotToldThatRun() throws {
        let server = try LiveSplitOneServer(port: 0)
        let running = LiveSplitCommands.RunView(attempt: 3, splits: [100], ticks: 150, levelCount: 2)
        server.update(running)
        let client = try Client(port: server.port)
        client.send("GET / HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\n\r\n")
        var messages: [String] = []
        for ticks in 151..<200 {
            server.update(LiveSplitCommands.RunView(attempt: 3, splits: [100], ticks: ticks, levelCount: 2))
            client.receive()
            if client.takeHeader() != nil || !client.bytes.isEmpty { messages += client.takeMessages() }
        }
        XCTAssertEqual(messages, [#"{"command":"setCurrentTimingMethod","timingMethod":"GameTime"}"#,
                                  #"{"command":"reset","saveAttempt":false}"#],
                       "starting LiveSplit One now would start its real time late")
    }

    // MARK: - LiveSplit One on a real client library

    private var repository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    func testARunAfterABestIsStillTimedAndPingAndCloseAreAnswered() throws {
        let server = try LiveSplitOneServer(port: 0)
        var statuses: [String] = []
        server.onStatusChange = { statuses.append($0) }
        let model = Process()
        model.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        model.arguments = ["python3", repository + "/Tests/LiveSplitOneModel/lso_model.py", "--port", "\(server.port)",
                           "--segments", "2", "--runs", "2", "--origin", "https://one.livesplit.org", "--seconds", "30"]
        let output = Pipe(), errors = Pipe()
        model.standardOutput = output
        model.standardError = errors
        try model.run()
        defer { if model.isRunning { model.terminate() } }
        XCTAssertTrue(eventually(within: 20) { server.update(nil); return statuses.contains("LiveSplit One connected") },
                      "python3 with websockets connects (scripts/install-deps.sh --test installs it): \(statuses)")
        // Two runs, each a new best in a splits file with no golds; the second starts at once
        // after the first is finished (the reset and the start in one update, as in the game).
        let views: [LiveSplitCommands.RunView?] = [
            .idle(levelCount: 2),
            LiveSplitCommands.RunView(attempt: 1, splits: [], ticks: 1, levelCount: 2),
            LiveSplitCommands.RunView(attempt: 1, splits: [121], ticks: 130, levelCount: 2),
            LiveSplitCommands.RunView(attempt: 1, splits: [121, 300], ticks: 300, levelCount: 2),
            LiveSplitCommands.RunView(attempt: 2, splits: [], ticks: 1, levelCount: 2),
            LiveSplitCommands.RunView(attempt: 2, splits: [100], ticks: 110, levelCount: 2),
            LiveSplitCommands.RunView(attempt: 2, splits: [100, 280], ticks: 280, levelCount: 2),
        ]
        for view in views { for _ in 0..<3 { server.update(view) } }
        // The model pings and closes once both runs ended: the server answers while updating.
        let last = views.last!
        XCTAssertTrue(eventually(within: 20) { server.update(last); return !model.isRunning }, "the model ended: \(statuses)")
        model.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: output.fileHandleForReading.readDataToEndOfFile()) as? [String: Any], said)
        XCTAssertEqual(report["runs"] as? [[Int]], [[1_008_333_333, 2_500_000_000], [833_333_333, 2_333_333_333]],
                       "both runs timed, at the game's times")
        XCTAssertEqual(report["dialogs"] as? Int, 0, "no reset left LiveSplit One asking")
        XCTAssertEqual(report["resets"] as? [Bool], [false, true], "every reset says whether to save")
        XCTAssertNotNil(report["pongSeconds"] as? Double, "the ping was answered")
        XCTAssertEqual(report["closeCode"] as? Int, 1000, "the close was answered with a close")
        XCTAssertTrue(statuses.contains("LiveSplit One left"), "\(statuses)")
    }

    // MARK: - Hostile clients

    /// A client that has shaken hands with `server`, with its answer's first line.
    private func shakeHands(_ server: LiveSplitOneServer, origin: String? = nil) throws -> (Client, String) {
        let client = try Client(port: server.port)
        client.handshake(origin: origin)
        var header: String?
        _ = eventually(within: 5) {
            server.update(nil)
            client.receive()
            header = header ?? client.takeHeader()
            return header != nil
        }
        return (client, try XCTUnwrap(header).components(separatedBy: "\r\n")[0])
    }

    func testOnlyLiveSplitOnesOriginsOrNoOriginAreAccepted() throws {
        for origin in [nil, "https://one.livesplit.org", "tauri://localhost", "http://tauri.localhost"] {
            let server = try LiveSplitOneServer(port: 0)
            XCTAssertEqual(try shakeHands(server, origin: origin).1, "HTTP/1.1 101 Switching Protocols", origin ?? "no origin")
        }
        for origin in ["https://evil.example", "http://localhost:8000", "null", "https://one.livesplit.org.evil.example"] {
            let server = try LiveSplitOneServer(port: 0)
            var said: [String] = []
            server.onStatusChange = { said.append($0) }
            let (client, answer) = try shakeHands(server, origin: origin)
            XCTAssertEqual(answer, "HTTP/1.1 403 Forbidden", origin)
            XCTAssertTrue(eventually(within: 2) { client.receive(); return client.ended }, "then closed")
            XCTAssertEqual(said.count, 1, "one line: \(said)")
            XCTAssertFalse(said.contains("LiveSplit One connected"))
        }
    }

    func testASecondClientOrAPlainRequestNeverDisplacesLiveSplitOne() throws {
        let server = try LiveSplitOneServer(port: 0)
        let (first, answer) = try shakeHands(server)
        XCTAssertEqual(answer, "HTTP/1.1 101 Switching Protocols")
        let (second, refused) = try shakeHands(server, origin: "https://one.livesplit.org")
        XCTAssertEqual(refused, "HTTP/1.1 409 Conflict")
        let plain = try Client(port: server.port)
        plain.send("GET /favicon.ico HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n")
        var plainAnswer: String?
        XCTAssertTrue(eventually(within: 5) { server.update(nil); plain.receive(); plainAnswer = plainAnswer ?? plain.takeHeader(); return plainAnswer != nil })
        XCTAssertEqual(plainAnswer.map { $0.components(separatedBy: "\r\n")[0] }, "HTTP/1.1 400 Bad Request")
        XCTAssertTrue(eventually(within: 2) { second.receive(); plain.receive(); return second.ended && plain.ended })
        // The first is still LiveSplit One's: it is told the run.
        _ = first.takeMessages()
        var messages: [String] = []
        XCTAssertTrue(eventually(within: 5) {
            server.update(LiveSplitCommands.RunView(attempt: 1, splits: [], ticks: 1, levelCount: 2))
            first.receive()
            messages += first.takeMessages()
            return messages.contains(#"{"command":"start"}"#)
        }, "\(messages)")
        XCTAssertFalse(first.ended)
    }

    func testHugeFrameLengthsCloseTheConnectionAndTheServerGoesOn() throws {
        let cases: [(length: [UInt8], code: Int)] = [
            ([0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], 1009),   // 2^63 - 1
            ([0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01], 1002),   // the top bit set
            ([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], 1002),
            ([0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00], 1009),   // 1 GiB
        ]
        let server = try LiveSplitOneServer(port: 0)
        for (length, code) in cases {
            let (client, answer) = try shakeHands(server)
            XCTAssertEqual(answer, "HTTP/1.1 101 Switching Protocols")
            _ = client.takeFrames()
            client.send([0x82, 0x80 | 127] + length + [1, 2, 3, 4])
            var frames: [(UInt8, [UInt8])] = []
            XCTAssertTrue(eventually(within: 5) { server.update(nil); client.receive(); frames += client.takeFrames(); return client.ended })
            let close = frames.last { $0.0 == 0x8 }
            XCTAssertEqual(close.map { Int($0.1[0]) << 8 | Int($0.1[1]) }, code, "\(length)")
        }
    }

    func testAPingFloodCostsBoundedWorkPerUpdateAndEachUpdateAnswersOnce() throws {
        let server = try LiveSplitOneServer(port: 0)
        let (client, _) = try shakeHands(server)
        _ = client.takeFrames()
        let ping = Client.frame(0x9, Array("flood".utf8))
        let count = 3_000
        client.send(Array([[UInt8]](repeating: ping, count: count).joined()))
        var slowest = 0.0, pongs = 0, updates = 0
        // Each update handles at most maxFramesPerUpdate frames: the flood takes this many.
        for _ in 0..<(count / LiveSplitOneServer.maxFramesPerUpdate + 3) {
            let start = Date()
            server.update(nil)
            slowest = max(slowest, Date().timeIntervalSince(start))
            updates += 1
            client.receive()
            pongs += client.takeFrames().filter { $0.0 == 0xA }.count
        }
        let update = MachineLoad.scaled(50)
        XCTAssertLessThan(slowest * 1000, update.limit, "an update's work is bounded (\(update.said))")
        XCTAssertLessThanOrEqual(pongs, updates, "one pong an update at most")
        XCTAssertGreaterThan(pongs, 0)
        XCTAssertFalse(client.ended, "pings are no reason to drop LiveSplit One")
    }

    func testQuittingTellsLiveSplitOneTheGameIsGoingAway() throws {
        let server = try LiveSplitOneServer(port: 0)
        let (client, answer) = try shakeHands(server)
        XCTAssertEqual(answer, "HTTP/1.1 101 Switching Protocols")
        server.update(nil)
        client.receive()
        _ = client.takeFrames()
        server.close()
        var frames: [(UInt8, [UInt8])] = []
        XCTAssertTrue(eventually(within: 2) { client.receive(); frames += client.takeFrames(); return client.ended })
        let close = try XCTUnwrap(frames.last { $0.0 == 0x8 }, "a close frame before the connection ends")
        XCTAssertEqual(Int(close.1[0]) << 8 | Int(close.1[1]), 1001)
    }

    func testAStreamOfLargeFramesKeepsMemoryFlatAndNoUpdateWaits() throws {
        let server = try LiveSplitOneServer(port: 0)
        let (client, _) = try shakeHands(server)
        _ = client.takeFrames()
        // 64 MB of 60 KiB binary frames, sent from a thread of its own as fast as the server
        // takes them (what a 1 GB stream does, for less of the test's time).
        let frame = Client.frame(0x2, [UInt8](repeating: 0x41, count: 61_440))
        let socket = client.socket
        let sent = LockedText()
        let sender = Thread {
            for _ in 0..<1_100 {
                let count = frame.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if count <= 0 { break }
            }
            sent.append(Data("done".utf8))
        }
        let before = try XCTUnwrap(ResidentMemory.megabytes())
        sender.start()
        var slowest = 0.0, peak = before, updates = 0
        // Until the whole stream was taken (the sender's last write returned), at most a minute.
        let deadline = Date().addingTimeInterval(60)
        while sent.text.isEmpty, Date() < deadline {
            let start = Date()
            server.update(nil)
            slowest = max(slowest, Date().timeIntervalSince(start))
            peak = max(peak, ResidentMemory.megabytes() ?? 0)
            updates += 1
        }
        XCTAssertEqual(sent.text, "done", "the server took the whole stream")
        XCTAssertGreaterThan(updates, 66_000_000 / LiveSplitOneServer.maxReadBytes - 50, "at most 256 KiB an update")
        let update = MachineLoad.scaled(50)
        XCTAssertLessThan(slowest * 1000, update.limit, "an update reads at most 256 KiB (\(update.said))")
        XCTAssertLessThan(peak - before, 16, "the server holds at most a frame and a read: \(before) MB then \(peak) MB")
        client.receive()
        XCTAssertFalse(client.ended, "large frames within the limit are no reason to drop LiveSplit One")
    }
}
