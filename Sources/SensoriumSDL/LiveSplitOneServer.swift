import FoundationEssentials
import Glibc
import SensoriumCore

/// `--livesplit-one PORT`: a small WebSocket server (RFC 6455, on plain sockets) on localhost
/// that LiveSplit One connects to ("Connect to Server", `ws://localhost:PORT`) and that sends it
/// livesplit-core's JSON server commands (`LiveSplitOneCommands`) so its timer follows the run.
/// One client at a time; a new one replaces the old. It never blocks the game loop: accepting,
/// the handshake, reading LiveSplit One's answers (read and dropped: the game needs none) and
/// sending all happen without waiting, and what the socket cannot take yet waits in a buffer.
public final class LiveSplitOneServer {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let port: UInt16
    private let listener: Int32
    private var client: Int32 = -1
    private var request: [UInt8] = []
    private var isOpen = false
    private var incoming: [UInt8] = []
    private var outgoing: [UInt8] = []
    private var commands = LiveSplitOneCommands()
    /// Told when a client connects or leaves (the terminal shows it).
    public var onStatusChange: ((String) -> Void)?

    /// Listens on 127.0.0.1:`port` (0: any free port, see `port`).
    public init(port: UInt16) throws {
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let listener = Glibc.socket(AF_INET, type, 0)
        guard listener >= 0 else { throw Failure(description: "--livesplit-one: no socket: \(String(cString: strerror(errno)))") }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 4) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(listener)
            throw Failure(description: "--livesplit-one: cannot listen on localhost:\(port): \(reason)")
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
        let accepted = accept(listener, nil, nil)
        if accepted >= 0 {
            close()
            // Non-blocking and not inherited, as the listener.
            _ = fcntl(accepted, F_SETFL, fcntl(accepted, F_GETFL) | O_NONBLOCK)
            _ = fcntl(accepted, F_SETFD, FD_CLOEXEC)
            client = accepted
        }
        guard client >= 0 else { return }
        guard read() else { return drop("LiveSplit One left") }
        if !isOpen {
            guard WebSocketHandshake.isComplete(request) else { return }
            guard let answer = WebSocketHandshake.answer(to: request) else { return drop("not a WebSocket request") }
            outgoing += Array(answer.utf8)
            isOpen = true
            onStatusChange?("LiveSplit One connected")
            for command in commands.connected(run) { outgoing += Self.textFrame(command) }
        } else {
            for command in commands.update(run) { outgoing += Self.textFrame(command) }
        }
        guard flush() else { return drop("LiveSplit One left") }
    }

    public func close() {
        if client >= 0 { Glibc.close(client) }
        client = -1
        request = []
        incoming = []
        outgoing = []
        isOpen = false
    }

    private func drop(_ status: String) {
        let wasOpen = isOpen
        close()
        if wasOpen { onStatusChange?(status) }
    }

    /// Reads what arrived; false when the client closed (a close frame or the end of the stream).
    private func read() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                if isOpen { incoming += buffer[0..<count] } else { request += buffer[0..<count] }
                continue
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { return false }
            break
        }
        // A request over 16 KiB is no WebSocket handshake; answers are dropped as they come.
        if request.count > 16_384 { return false }
        return consumeFrames()
    }

    /// Skips whole client frames (LiveSplit One's answers); false on a close frame.
    private func consumeFrames() -> Bool {
        while incoming.count >= 2 {
            let opcode = incoming[0] & 0x0F
            let masked = incoming[1] & 0x80 != 0
            var length = Int(incoming[1] & 0x7F), header = 2
            if length == 126 {
                guard incoming.count >= 4 else { return true }
                length = Int(incoming[2]) << 8 | Int(incoming[3]); header = 4
            } else if length == 127 {
                guard incoming.count >= 10 else { return true }
                length = (2..<10).reduce(0) { $0 << 8 | Int(incoming[$1]) }; header = 10
            }
            let total = header + (masked ? 4 : 0) + length
            guard length < 1 << 24 else { return false }
            guard incoming.count >= total else { return true }
            incoming.removeFirst(total)
            if opcode == 0x8 { return false }
        }
        return true
    }

    /// Sends what the socket takes now; false when the connection is gone.
    private func flush() -> Bool {
        while !outgoing.isEmpty {
            let sent = outgoing.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
            if sent > 0 { outgoing.removeFirst(sent); continue }
            if sent < 0, errno == EINTR { continue }
            return sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        }
        return true
    }

    /// An unmasked text frame (a server's frames are never masked).
    static func textFrame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(UInt8(payload.count))
        } else {
            frame += [126, UInt8(payload.count >> 8 & 0xFF), UInt8(payload.count & 0xFF)]
        }
        return frame + payload
    }
}
