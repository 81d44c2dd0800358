import FoundationEssentials
import Glibc
import SensoriumCore

/// `--livesplit-one PORT`: a small WebSocket server (RFC 6455, on plain sockets) on localhost
/// that LiveSplit One connects to ("Connect to Server", `ws://localhost:PORT`) and that sends it
/// livesplit-core's JSON server commands (`LiveSplitOneCommands`) so its timer follows the run.
///
/// It never blocks the game loop and bounds what any local program can make it do: accepting,
/// handshakes, reading and sending happen without waiting; each update reads at most
/// `maxReadBytes` and handles at most `maxFramesPerUpdate` frames (the rest waits in the
/// kernel), a frame or message over `maxMessageBytes` closes the connection with 1009, a broken
/// frame with 1002 (`WebSocketFrames`), and a client that stops reading while `maxUnsentBytes`
/// wait for it is dropped. Pings are answered with a pong (the latest ping's, once an update,
/// as RFC 6455 5.5.3 allows), a close with a close.
///
/// One client: LiveSplit One, from its web or desktop origins or from a native client with no
/// Origin (`WebSocketHandshake`). While it is connected, a second WebSocket is answered 409 and
/// a request that is not a WebSocket 400, on their own connections: neither touches it.
public final class LiveSplitOneServer {
    /// The largest frame payload or message a client may send (LiveSplit One's answers are a few
    /// dozen bytes of JSON).
    static let maxMessageBytes = 65_536
    static let maxFramesPerUpdate = 64
    static let maxReadBytes = 262_144
    static let maxUnsentBytes = 1 << 20
    /// Connections still shaking hands: at most this many, each for at most `handshakeSeconds`
    /// and `maxRequestBytes`.
    static let maxHandshakes = 4
    static let handshakeSeconds = 5.0
    static let maxRequestBytes = 16_384

    public let port: UInt16
    private let listener: Int32
    private var client: Connection?
    private var handshakes: [Connection] = []
    private var commands = LiveSplitOneCommands()
    /// The last refusal told, and when: the same one is told at most every 10 s, so a flood of
    /// requests cannot flood the terminal.
    private var lastRefusal: (reason: String, at: Double)?
    /// Told when a client connects or leaves, or a request is refused (the terminal shows it).
    public var onStatusChange: ((String) -> Void)?

    /// One TCP connection: its bytes in and out.
    private final class Connection {
        let socket: Int32
        let opened: Double
        var incoming: [UInt8] = []
        var outgoing: [UInt8] = []
        /// The payload of the latest ping not answered yet.
        var pong: [UInt8]?
        /// Bytes of the message being received in fragments, nil between messages.
        var messageBytes: Int?

        init(socket: Int32, opened: Double) {
            self.socket = socket
            self.opened = opened
        }

        deinit { Glibc.close(socket) }
    }

    /// Listens on 127.0.0.1:`port` (0: any free port, see `port`).
    public init(port: UInt16) throws {
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let listener = Glibc.socket(AF_INET, type, 0)
        guard listener >= 0 else { throw Refusal("--livesplit-one: no socket: \(String(cString: strerror(errno)))") }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 8) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(listener)
            throw Refusal("--livesplit-one: cannot listen on localhost:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        self.port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close()
        Glibc.close(listener)
    }

    /// Once a frame: accepts, shakes hands, reads and sends what is due for `run` (nil during
    /// playback or outside a run: nothing is sent for it).
    public func update(_ run: LiveSplitCommands.RunView?) {
        let now = Self.seconds()
        acceptNewcomers(now: now)
        shakeHands(run, now: now)
        guard let client else { return }
        guard receive(on: client) else { return }
        for command in commands.update(run) { client.outgoing += WebSocketFrames.text(command) }
        if !flush(client) { drop("LiveSplit One left") }
        else if client.outgoing.count > Self.maxUnsentBytes { drop("LiveSplit One stopped reading: disconnected") }
    }

    /// Closes every connection (the listener stays); LiveSplit One is told the game is going
    /// away (close code 1001), so it does not show a lost connection.
    public func close() {
        if let client {
            client.outgoing += WebSocketFrames.close(WebSocketFrames.CloseCode.goingAway.rawValue)
            _ = flush(client)
        }
        client = nil
        handshakes = []
    }

    private func acceptNewcomers(now: Double) {
        while true {
            let accepted = accept(listener, nil, nil)
            guard accepted >= 0 else { return }
            // Non-blocking and not inherited, as the listener.
            _ = fcntl(accepted, F_SETFL, fcntl(accepted, F_GETFL) | O_NONBLOCK)
            _ = fcntl(accepted, F_SETFD, FD_CLOEXEC)
            let connection = Connection(socket: accepted, opened: now)
            // The oldest pending handshake makes room: a newcomer never waits behind a silent one.
            if handshakes.count >= Self.maxHandshakes { handshakes.removeFirst() }
            handshakes.append(connection)
        }
    }

    /// Reads each pending request; a whole one is answered, and the connection either becomes
    /// the client or is closed.
    private func shakeHands(_ run: LiveSplitCommands.RunView?, now: Double) {
        handshakes.removeAll { connection in
            let open = read(connection, upTo: Self.maxRequestBytes + 1)
            guard let end = WebSocketHandshake.headerEnd(connection.incoming) else {
                if connection.incoming.count > Self.maxRequestBytes {
                    refuse(connection, WebSocketHandshake.Answer.refused("HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
                                                                         reason: "refused a request over \(Self.maxRequestBytes) bytes"))
                    return true
                }
                return !open || now - connection.opened > Self.handshakeSeconds
            }
            let answer = WebSocketHandshake.answer(to: Array(connection.incoming[..<end]), isTaken: client != nil)
            guard case .accepted(let response) = answer else {
                refuse(connection, answer)
                return true
            }
            connection.incoming.removeFirst(end)
            connection.outgoing = Array(response.utf8)
            client = connection
            onStatusChange?("LiveSplit One connected")
            for command in commands.connected(run) { connection.outgoing += WebSocketFrames.text(command) }
            return true
        }
    }

    /// Answers a refused request (what the socket takes now; it is a few dozen bytes) and tells
    /// the terminal once.
    private func refuse(_ connection: Connection, _ answer: WebSocketHandshake.Answer) {
        guard case .refused(let response, let reason) = answer else { return }
        connection.outgoing = Array(response.utf8)
        _ = flush(connection)
        let now = Self.seconds()
        if lastRefusal?.reason != reason || now - (lastRefusal?.at ?? 0) > 10 {
            lastRefusal = (reason, now)
            onStatusChange?("LiveSplit One server: " + reason)
        }
    }

    /// Reads what the client sent and handles its frames; false when it is gone.
    private func receive(on client: Connection) -> Bool {
        // Read only while the buffer holds less than a frame can be: the rest waits in the kernel.
        let open = client.incoming.count > Self.maxMessageBytes + 14 || read(client, upTo: Self.maxReadBytes)
        var consumed = 0
        defer { client.incoming.removeFirst(consumed) }
        for _ in 0..<Self.maxFramesPerUpdate {
            switch WebSocketFrames.read(client.incoming, at: consumed, maxPayload: Self.maxMessageBytes) {
            case .incomplete:
                if !open { drop("LiveSplit One left"); return false }
                return answerPing(client)
            case .refused(let code, let reason):
                closeClient(code.rawValue, "LiveSplit One server: closed the connection: \(reason)")
                return false
            case .frame(let frame, let size):
                consumed += size
                if let problem = handle(frame, of: client) {
                    closeClient(problem.code.rawValue, "LiveSplit One server: closed the connection: \(problem.reason)")
                    return false
                }
                if frame.opcode == .close {
                    // Its code back (RFC 6455 5.5.1), or none when it sent none.
                    let code = frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : nil
                    client.outgoing += code.map(WebSocketFrames.close) ?? WebSocketFrames.encode(.close, [])
                    _ = flush(client)
                    drop("LiveSplit One left")
                    return false
                }
            }
        }
        return answerPing(client)
    }

    /// What a frame asks for; a problem that closes the connection, or nil.
    private func handle(_ frame: WebSocketFrames.Frame, of client: Connection) -> (code: WebSocketFrames.CloseCode, reason: String)? {
        switch frame.opcode {
        case .ping: client.pong = frame.payload
        case .pong, .close: break
        case .text, .binary:
            // LiveSplit One's answers to the commands: nothing the game needs, read and dropped.
            guard client.messageBytes == nil else { return (.protocolError, "a new message inside a fragmented one") }
            client.messageBytes = frame.isFinal ? nil : frame.payload.count
        case .continuation:
            guard let bytes = client.messageBytes else { return (.protocolError, "a continuation with no message") }
            let total = bytes + frame.payload.count
            guard total <= Self.maxMessageBytes else { return (.tooBig, "a message over \(Self.maxMessageBytes) bytes") }
            client.messageBytes = frame.isFinal ? nil : total
        }
        return nil
    }

    private func answerPing(_ client: Connection) -> Bool {
        if let pong = client.pong {
            client.outgoing += WebSocketFrames.encode(.pong, pong)
            client.pong = nil
        }
        return true
    }

    /// Sends a close frame with `code` (what the socket takes now) and drops the client.
    private func closeClient(_ code: UInt16, _ status: String) {
        guard let client else { return }
        client.outgoing += WebSocketFrames.close(code)
        _ = flush(client)
        drop(status)
    }

    private func drop(_ status: String) {
        guard client != nil else { return }
        client = nil
        onStatusChange?(status)
    }

    /// Reads what arrived, at most `limit` bytes; false when the peer closed or the connection failed.
    private func read(_ connection: Connection, upTo limit: Int) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var total = 0
        while total < limit {
            let count = buffer.withUnsafeMutableBytes { recv(connection.socket, $0.baseAddress, min($0.count, limit - total), Int32(MSG_DONTWAIT)) }
            if count > 0 {
                connection.incoming += buffer[0..<count]
                total += count
                continue
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK
        }
        return true
    }

    /// Sends what the socket takes now; false when the connection is gone.
    private func flush(_ connection: Connection) -> Bool {
        while !connection.outgoing.isEmpty {
            let sent = connection.outgoing.withUnsafeBytes {
                send(connection.socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if sent > 0 { connection.outgoing.removeFirst(sent); continue }
            if sent < 0, errno == EINTR { continue }
            return sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        }
        return true
    }

    private static func seconds() -> Double {
        MonotonicClock.now.seconds
    }
}
