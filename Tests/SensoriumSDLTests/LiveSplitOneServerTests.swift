import Foundation
import Glibc
import XCTest
import SensoriumCore
@testable import SensoriumSDL

/// `--livesplit-one PORT` as LiveSplit One meets it: a WebSocket client written here (plain
/// sockets, RFC 6455) connects, is answered the handshake, and reads the JSON commands a run sends.
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
            _ = Array(text.utf8).withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
        }

        func receive() {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 { bytes += buffer[0..<count] }
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

    func testTheHandshakeAnswersTheRFCsExampleKey() {
        XCTAssertEqual(WebSocketHandshake.accept(key: "dGhlIHNhbXBsZSBub25jZQ=="), "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
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
            #"{"command":"reset"}"#,
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
}
