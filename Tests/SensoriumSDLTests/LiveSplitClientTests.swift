import Foundation
import XCTest
import SensoriumCore
@testable import SensoriumSDL

/// A LiveSplit Server stand-in on 127.0.0.1: accepts one connection at a time and collects the
/// lines it receives. Non-blocking; `pump` does the work.
private final class LoopbackServer {
    let port: UInt16
    private var listener: Int32 = -1
    private var connection: Int32 = -1
    private var received: [UInt8] = []

    init(port: UInt16 = 0) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address -> Int32 in
                guard bind(listener, address, length) == 0, listen(listener, 4) == 0 else { return -1 }
                return getsockname(listener, address, &length)
            }
        }
        guard bound == 0 else { close(listener); throw POSIXError(.EADDRINUSE) }
        self.port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
    }

    /// Accepts a waiting client and reads what it sent.
    func pump() {
        if connection < 0 {
            connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) | O_NONBLOCK)
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    /// Complete lines received so far; every one must end in CR LF.
    var lines: [String] {
        let text = String(decoding: received, as: UTF8.self)
        var parts = text.components(separatedBy: "\r\n")
        parts.removeLast()   // after the last CR LF: an incomplete line or nothing
        return parts
    }

    var isConnected: Bool { connection >= 0 }

    /// Goes away the way a closed LiveSplit does: connection and listener closed.
    func stop() {
        if connection >= 0 { close(connection) }
        if listener >= 0 { close(listener) }
        connection = -1
        listener = -1
    }

    deinit { stop() }
}

final class LiveSplitClientTests: XCTestCase {
    private typealias View = LiveSplitCommands.RunView

    /// Updates the client with `view` and pumps the server until `condition` holds; fails after
    /// five seconds.
    private func run(_ client: LiveSplitClient, _ view: View, _ server: LoopbackServer,
                     until condition: () -> Bool, line: UInt = #line) {
        let deadline = LiveSplitClient.monotonicSeconds() + 5
        repeat {
            client.update(view)
            server.pump()
            if condition() { return }
            usleep(1000)
        } while LiveSplitClient.monotonicSeconds() < deadline
        XCTFail("timed out; server has \(server.lines)", line: line)
    }

    func testAScriptedRunReachesTheServerExactlyAndSurvivesAServerRestart() throws {
        let first = try LoopbackServer()
        let client = try LiveSplitClient(host: "127.0.0.1", port: first.port)
        client.firstRetryDelay = 0.01
        client.maxRetryDelay = 0.05
        var statuses: [LiveSplitClient.Status] = []
        client.onStatusChange = { statuses.append($0) }

        run(client, .idle(levelCount: 2), first) { first.lines.count == 1 }
        XCTAssertEqual(client.status, .connected)
        for view in [View(attempt: 1, splits: [], ticks: 1, levelCount: 2),
                     View(attempt: 1, splits: [], ticks: 12, levelCount: 2),
                     View(attempt: 1, splits: [15], ticks: 16, levelCount: 2)] {
            client.update(view)
        }
        run(client, View(attempt: 1, splits: [15], ticks: 16, levelCount: 2), first) { first.lines.count == 8 }
        XCTAssertEqual(first.lines, [
            "reset", "starttimer", "initgametime", "pausegametime", "setgametime 00:00:00.0000000",
            "setgametime 00:00:00.1000000", "setgametime 00:00:00.1250000", "split",
        ])

        // LiveSplit goes away mid-run and comes back on the same port.
        first.stop()
        let midRun = View(attempt: 1, splits: [15], ticks: 40, levelCount: 2)
        let deadline = LiveSplitClient.monotonicSeconds() + 5
        while client.status == .connected, LiveSplitClient.monotonicSeconds() < deadline {
            client.update(midRun)
            usleep(1000)
        }
        XCTAssertNotEqual(client.status, .connected, "the closed connection is noticed")
        let second = try LoopbackServer(port: first.port)
        run(client, midRun, second) { second.lines.count == 8 }
        client.update(View(attempt: 1, splits: [15, 50], ticks: 50, levelCount: 2))
        client.update(.idle(levelCount: 2))
        run(client, .idle(levelCount: 2), second) { second.lines.count == 11 }
        XCTAssertEqual(second.lines, [
            "reset", "starttimer", "initgametime", "pausegametime", "setgametime 00:00:00.0000000",
            "setgametime 00:00:00.1250000", "split",
            "setgametime 00:00:00.3333333",
            "setgametime 00:00:00.4166666", "split",
            "reset",
        ])
        XCTAssertEqual(statuses.first, .connecting)
        XCTAssertEqual(statuses.filter { $0 == .connected }.count, 2)
    }

    func testNoServerNeverBlocksAndRetriesWithBackoff() throws {
        let probe = try LoopbackServer()
        let port = probe.port
        probe.stop()   // nothing listens there now
        let client = try LiveSplitClient(address: "127.0.0.1:\(port)")
        client.firstRetryDelay = 0.5
        client.maxRetryDelay = 2
        var attempts = 0
        client.onStatusChange = { if $0 == .connecting { attempts += 1 } }
        // Simulated time: 3 seconds of frames take no real time and no more than a few tries.
        let start = LiveSplitClient.monotonicSeconds()
        for frame in 0..<180 {
            client.update(.idle(levelCount: 1), now: Double(frame) / 60)
        }
        XCTAssertLessThan(LiveSplitClient.monotonicSeconds() - start, 1)
        XCTAssertNotEqual(client.status, .connected)
        XCTAssertLessThanOrEqual(attempts, 4, "tries at 0, 0.5, 1.5 and 3.5 s at most")
    }

    func testAddressesParseAndBadOnesAreErrors() throws {
        XCTAssertEqual(try LiveSplitClient(address: "localhost:16835").port, 16835)
        XCTAssertEqual(try LiveSplitClient(address: "127.0.0.1").port, LiveSplitClient.defaultPort)
        XCTAssertEqual(try LiveSplitClient(address: "[::1]:9000").host, "::1")
        XCTAssertThrowsError(try LiveSplitClient(address: "localhost:port"))
        XCTAssertThrowsError(try LiveSplitClient(address: ":16834"))
    }
}
