import Foundation
import XCTest
import SensoriumCore
@testable import SensoriumSDL

/// LiveSplit's timer as far as its server shows it: the phase and split index that the game's
/// commands move (as LiveSplit's `TimerModel` does), kept across server restarts like the real
/// timer, which outlives its server.
private final class FakeTimer {
    var phase = "NotRunning"
    var index = -1
    let segments: Int
    /// LiveSplit's built-in server does not know `getsplitcount`; the old component may.
    let answersSplitCount: Bool

    init(segments: Int, answersSplitCount: Bool = true) {
        self.segments = segments
        self.answersSplitCount = answersSplitCount
    }

    /// Applies one command line; returns the answer, if the command has one.
    func handle(_ line: String) -> String? {
        switch line {
        case "starttimer" where phase == "NotRunning": phase = "Running"; index = 0
        case "split" where phase == "Running":
            index += 1
            if index == segments { phase = "Ended" }
        case "skipsplit" where phase == "Running" && index < segments - 1: index += 1
        case "reset": phase = "NotRunning"; index = -1
        case "getcurrenttimerphase": return phase
        case "getsplitindex": return String(index)
        case "getsplitcount" where answersSplitCount: return String(segments)
        default: break
        }
        return nil
    }
}

/// A LiveSplit Server stand-in on 127.0.0.1: accepts one connection at a time, collects the
/// lines it receives and answers them from `timer`. Non-blocking; `pump` does the work.
private final class LoopbackServer {
    let port: UInt16
    let timer: FakeTimer
    private var listener: Int32 = -1
    private var connection: Int32 = -1
    private var received: [UInt8] = []
    private var handled = 0

    init(port: UInt16 = 0, timer: FakeTimer = FakeTimer(segments: 2)) throws {
        self.timer = timer
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

    /// Accepts a waiting client, reads what it sent and answers each new line.
    func pump() {
        if connection < 0 {
            connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) | O_NONBLOCK)
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        let lines = self.lines
        for line in lines[handled...] {
            if let answer = timer.handle(line) {
                let bytes = Array((answer + "\r\n").utf8)
                _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
        }
        handled = lines.count
    }

    /// Complete lines received so far; every one must end in CR LF.
    var lines: [String] {
        let text = String(decoding: received, as: UTF8.self)
        var parts = text.components(separatedBy: "\r\n")
        parts.removeLast()   // after the last CR LF: an incomplete line or nothing
        return parts
    }

    var isConnected: Bool { connection >= 0 }

    /// Goes away the way a stopped LiveSplit server does: connection and listener closed.
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
        let done = eventually(within: 5) {
            client.update(view)
            server.pump()
            return condition()
        }
        if !done { XCTFail("timed out; server has \(server.lines)", line: line) }
    }

    private let opening = LiveSplitCommands.openingLines
    private let start = ["starttimer", "pausegametime", "setgametime 00:00:00.0000000"]

    func testAServerDropNeverReplaysSplitsNorResetsTheTimersRun() throws {
        let timer = FakeTimer(segments: 3)
        let first = try LoopbackServer(timer: timer)
        let client = try LiveSplitClient(host: "127.0.0.1", port: first.port)
        client.firstRetryDelay = 0.01
        client.maxRetryDelay = 0.05
        var statuses: [LiveSplitClient.Status] = []
        client.onStatusChange = { statuses.append($0) }

        XCTAssertEqual(client.timerLink, TimerLink.none)
        run(client, .idle(levelCount: 3), first) { client.knowsTheTimer }
        XCTAssertEqual(client.status, .connected)
        XCTAssertEqual(client.timerLink, .following)
        for view in [View(attempt: 1, splits: [], ticks: 1, levelCount: 3),
                     View(attempt: 1, splits: [], ticks: 12, levelCount: 3),
                     View(attempt: 1, splits: [15], ticks: 16, levelCount: 3)] {
            client.update(view)
        }
        run(client, View(attempt: 1, splits: [15], ticks: 16, levelCount: 3), first) { first.lines.count == 10 }
        XCTAssertEqual(first.lines, opening + start + [
            "setgametime 00:00:00.1000000", "setgametime 00:00:00.1250000", "split",
        ])
        XCTAssertEqual(timer.index, 1)

        // The server goes away mid-run; the game splits while it is gone; it comes back on the
        // same port with LiveSplit's timer as it was.
        first.stop()
        let midRun = View(attempt: 1, splits: [15, 50], ticks: 70, levelCount: 3)
        XCTAssertTrue(eventually(within: 5) {
            client.update(midRun)
            return client.status != .connected
        }, "the closed connection is noticed")
        let second = try LoopbackServer(port: first.port, timer: timer)
        run(client, midRun, second) { second.lines.count == 6 }
        client.update(View(attempt: 1, splits: [15, 50, 90], ticks: 90, levelCount: 3))
        client.update(.idle(levelCount: 3))
        run(client, .idle(levelCount: 3), second) { second.lines.count == 9 }
        XCTAssertEqual(second.lines, opening + [
            "skipsplit", "setgametime 00:00:00.5833333",   // the split made while away: skipped, not replayed
            "setgametime 00:00:00.7500000", "split",
            "reset",                                        // the game's own reset, nothing before it
        ])
        XCTAssertEqual(statuses.first, .connecting)
        XCTAssertEqual(statuses.filter { $0 == .connected }.count, 2)
    }

    func testAServerThatComesUpMidRunWaitsForTheNextAttempt() throws {
        let server = try LoopbackServer(timer: FakeTimer(segments: 2))
        let client = try LiveSplitClient(host: "127.0.0.1", port: server.port)
        let midRun = View(attempt: 3, splits: [40], ticks: 80, levelCount: 2)
        run(client, midRun, server) { client.knowsTheTimer }
        run(client, View(attempt: 4, splits: [], ticks: 1, levelCount: 2), server) { server.lines.count == 7 }
        XCTAssertEqual(server.lines, opening + start, "LiveSplit's real time starts with the game's next run")
    }

    func testAWrongSplitsFileIsShownAndGetsNoSplits() throws {
        let server = try LoopbackServer(timer: FakeTimer(segments: 5))
        let client = try LiveSplitClient(host: "127.0.0.1", port: server.port)
        var statuses: [LiveSplitClient.Status] = []
        client.onStatusChange = { statuses.append($0) }
        run(client, .idle(levelCount: 2), server) { client.status == .wrongSplitsFile(segments: 5, levels: 2) }
        XCTAssertEqual(client.status, .wrongSplitsFile(segments: 5, levels: 2))
        XCTAssertEqual(client.timerLink, .wrongSplitsFile, "the HUD's link mark turns red")
        XCTAssertEqual(statuses.last?.description,
                       "the open splits file has 5 segments, the run has 2 levels: not splitting")
        for view in [View(attempt: 1, splits: [], ticks: 1, levelCount: 2),
                     View(attempt: 1, splits: [30], ticks: 30, levelCount: 2)] {
            client.update(view)
            server.pump()
        }
        run(client, View(attempt: 1, splits: [30, 60], ticks: 60, levelCount: 2), server) { server.lines.count >= 4 }
        XCTAssertEqual(server.lines, opening)
        XCTAssertEqual(server.timer.phase, "NotRunning")
    }

    func testAServerWithoutGetSplitCountStillGetsTheRun() throws {
        let server = try LoopbackServer(timer: FakeTimer(segments: 2, answersSplitCount: false))
        let client = try LiveSplitClient(host: "127.0.0.1", port: server.port)
        run(client, .idle(levelCount: 2), server) { client.knowsTheTimer }
        run(client, View(attempt: 1, splits: [], ticks: 1, levelCount: 2), server) { server.lines.count == 7 }
        XCTAssertEqual(server.lines, opening + start)
    }

    func testPlaybackSendsNothing() throws {
        let server = try LoopbackServer()
        let client = try LiveSplitClient(host: "127.0.0.1", port: server.port)
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let catalog = LevelCatalog.load(directory: repository + "/Levels")
        let replay = try Replay.read(from: repository + "/Levels/solutions/full-game.replay")
        var session = PlaySession(catalog: catalog, setup: .playback(of: replay))
        for _ in 0..<600 {
            _ = session.step(.idle)
            if let view = session.liveSplitView { client.update(view) }   // what the frame loop does
            server.pump()
        }
        XCTAssertNotNil(session.speedrun, "the replay plays back as a run")
        XCTAssertFalse(server.isConnected)
        XCTAssertEqual(server.lines, [])
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
        let second = MachineLoad.scaled(1, unit: "s")
        XCTAssertLessThan(LiveSplitClient.monotonicSeconds() - start, second.limit, second.said)
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

    // MARK: - Hostile servers

    /// A server that accepts every connection and hands it to `act` on a thread of its own.
    private final class HostileServer: @unchecked Sendable {
        let port: UInt16
        private let listener: Int32
        private(set) var accepted = 0
        private let act: @Sendable (Int32) -> Void

        init(act: @escaping @Sendable (Int32) -> Void) throws {
            let probe = try LoopbackServer()
            port = probe.port
            probe.stop()
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            var yes: Int32 = 1
            setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = probe.port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0, listen(listener, 8) == 0 else { close(listener); throw POSIXError(.EADDRINUSE) }
            self.listener = listener
            self.act = act
        }

        /// Accepts what is waiting (the test's thread calls this as it pumps).
        func pump() {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                accepted += 1
                let act = self.act
                DispatchQueue.global().async { act(connection) }
            }
        }

        deinit { close(listener) }
    }

    /// Sends `chunk` `count` times (until the client goes), then keeps the connection open.
    private static func flood(_ chunk: [UInt8], count: Int) -> @Sendable (Int32) -> Void {
        { connection in
            for _ in 0..<count {
                let sent = chunk.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent <= 0 { break }
            }
            var byte: UInt8 = 0
            _ = recv(connection, &byte, 1, 0)   // until the client closes
            close(connection)
        }
    }

    func testAHostileServerCostsNoFrameAndSaysWhyInOneLine() throws {
        var junk = SeededRandom(seed: 7)
        let binary = (0..<65_536).map { _ in UInt8(truncatingIfNeeded: junk.next()) }
        let cases: [(name: String, act: @Sendable (Int32) -> Void, says: String)] = [
            ("an endless line", Self.flood(Array(repeating: UInt8(ascii: "x"), count: 65_536), count: 1_600),
             "the server sent a line over 4096 bytes: disconnected"),
            ("100 MB of lines", Self.flood(Array(String(repeating: "Running\r\n", count: 7_000).utf8), count: 1_600),
             "the server sent more answers than asked: disconnected"),
            ("binary junk", Self.flood(binary, count: 160), "disconnected"),
        ]
        for (name, act, says) in cases {
            let server = try HostileServer(act: act)
            let client = try LiveSplitClient(host: "127.0.0.1", port: server.port)
            var statuses: [String] = []
            client.onStatusChange = { statuses.append($0.description) }
            var slowest = 0.0
            let dropped = eventually(within: 20) {
                server.pump()
                let start = LiveSplitClient.monotonicSeconds()
                client.update(.idle(levelCount: 2))
                slowest = max(slowest, LiveSplitClient.monotonicSeconds() - start)
                return statuses.last?.hasSuffix("disconnected") == true
            }
            XCTAssertTrue(dropped, "\(name): \(statuses)")
            XCTAssertTrue(statuses.last?.hasSuffix(says) == true, "\(name): \(statuses)")
            XCTAssertEqual(statuses.filter { $0.contains("disconnected") }.count, 1, "\(name): one line")
            let frame = MachineLoad.scaled(20)
            XCTAssertLessThan(slowest * 1000, frame.limit, "\(name): no frame waits on the server (\(frame.said))")
            client.close()
        }
    }

    func testOddAnswersCostNoFrame() throws {
        let odd = Array("Banana\r\n-7\r\n\u{1B}[2J\r\n99999999999999999999\r\n".utf8)
        let server = try HostileServer(act: Self.flood(odd, count: 1))
        let client = try LiveSplitClient(host: "127.0.0.1", port: server.port)
        var slowest = 0.0, updates = 0
        _ = eventually(within: 1) {
            server.pump()
            let start = LiveSplitClient.monotonicSeconds()
            client.update(View(attempt: 1, splits: [], ticks: 1, levelCount: 2))
            slowest = max(slowest, LiveSplitClient.monotonicSeconds() - start)
            updates += 1
            return false
        }
        XCTAssertGreaterThan(updates, 5)
        let frame = MachineLoad.scaled(20)
        XCTAssertLessThan(slowest * 1000, frame.limit, "answers that are no timer's cost the frame nothing (\(frame.said))")
    }

    func testAServerThatAcceptsAndDropsIsRetriedEverMoreSlowly() throws {
        let server = try HostileServer { close($0) }
        let client = try LiveSplitClient(host: "127.0.0.1", port: server.port)
        client.firstRetryDelay = 0.05
        client.maxRetryDelay = 8
        var connections: [Double] = []
        client.onStatusChange = { if $0 == .connected { connections.append(LiveSplitClient.monotonicSeconds()) } }
        _ = eventually(within: 2) {
            server.pump()
            client.update(.idle(levelCount: 2))
            return false
        }
        // Tries at 0, 0.05, 0.15, 0.35, 0.75 and 1.55 s: the backoff doubles, never reset by a
        // connection that was accepted but never answered. Each wait is at least its doubled
        // delay; a loaded machine only makes a wait longer (the frame that tries comes late), so
        // a wait may outlast the next one, never fall short of its own.
        XCTAssertLessThanOrEqual(connections.count, 7, "\(connections.count) connections in 2 s")
        XCTAssertGreaterThanOrEqual(connections.count, 3)
        let gaps = zip(connections.dropFirst(), connections).map { $0 - $1 }
        for (index, gap) in gaps.enumerated() {
            let delay = client.firstRetryDelay * Double(1 << index)
            XCTAssertGreaterThanOrEqual(gap, delay * 0.99, "wait \(index + 1) at least \(delay) s: \(gaps)")
        }
    }
}

