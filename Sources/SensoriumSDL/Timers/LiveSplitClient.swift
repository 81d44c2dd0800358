import FoundationEssentials
import Glibc
import SensoriumCore

/// `--livesplit HOST:PORT`: keeps a LiveSplit Server's timer showing the game's run, over TCP,
/// without ever blocking the game loop.
///
/// Nothing the server does costs the game's frames: `update`, which the loop calls once a frame,
/// connects in the background and sends what `LiveSplitCommands` says without waiting, and the
/// server's answers (to `LiveSplitCommands.openingLines`) are read on a thread of their own
/// (`LiveSplitLineReader`), in bounded lines: a server that sends 100 MB, an endless line or junk
/// is disconnected with one line saying why. When the timer goes away the client reconnects
/// quietly with exponential backoff (0.5 s doubling up to 8 s), which only a server that answered
/// resets: one that accepts and drops every connection is retried ever more slowly. While
/// disconnected nothing is queued — on reconnection it asks the timer's phase and split index and
/// `LiveSplitCommands` continues from there, never replaying splits.
///
/// Only the host name lookup in `init` may block (once, before the loop starts); use an IP
/// address or `localhost` to avoid even that.
///
/// ```swift
/// let livesplit = try LiveSplitClient(address: "localhost:16834")
/// // every frame, after the ticks:
/// livesplit.update(session.liveSplitView(atTick: game.tick))
/// ```
public final class LiveSplitClient {
    public enum Status: Equatable, Sendable, CustomStringConvertible {
        /// Waiting to (re)try; `update` connects when the backoff has passed.
        case disconnected
        /// A connection is being made.
        case connecting
        case connected
        /// Connected, but the open splits file has `segments` segments for a run of `levels`
        /// levels: nothing is sent until the next connection.
        case wrongSplitsFile(segments: Int, levels: Int)
        /// Disconnected for what the server did (one line); retried like `disconnected`.
        case dropped(reason: String)

        public var description: String {
            switch self {
            case .disconnected: "disconnected"
            case .connecting: "connecting"
            case .connected: "connected"
            case .wrongSplitsFile(let segments, let levels):
                "the open splits file has \(segments) segments, the run has \(levels) levels: not splitting"
            case .dropped(let reason): reason
            }
        }
    }

    /// The default LiveSplit Server port.
    public static let defaultPort: UInt16 = 16834
    /// Unsent bytes beyond this mean the server stopped reading: the connection is dropped
    /// (and later re-synchronised) rather than growing a queue.
    public static let maxPendingBytes = 64 << 10
    /// Seconds to wait for the `getsplitcount` answer before going on without the check: LiveSplit's
    /// server knows the command on its main branch, but release 1.8.37 does not, and never answers.
    public static let splitCountTimeout = 0.5

    public let host: String
    public let port: UInt16
    public private(set) var status = Status.disconnected
    /// Seconds before the first reconnection attempt; doubled after each failure.
    public var firstRetryDelay = 0.5
    /// Longest wait between reconnection attempts, in seconds.
    public var maxRetryDelay = 8.0
    /// True once the timer has answered on this connection (its phase, its split index, and its
    /// segment count or the wait for it): from then on the run is sent.
    public var knowsTheTimer: Bool {
        isOpen && commands.timer.knowsTheTimer && commands.timer.splitCount != .awaited
    }
    /// The link as the speedrun HUD shows it.
    public var timerLink: TimerLink {
        switch status {
        case .connected: knowsTheTimer ? .following : .none
        case .wrongSplitsFile: .wrongSplitsFile
        case .disconnected, .connecting, .dropped: .none
        }
    }
    /// Called when `status` changes (for one quiet log line; never required).
    public var onStatusChange: ((Status) -> Void)?

    private var commands: LiveSplitCommands
    private var address = sockaddr_storage()
    private var addressLength: socklen_t = 0
    private var socket: Int32 = -1
    private var pending: [UInt8] = []
    private var nextAttempt = 0.0
    private var retryDelay: Double?
    private var connectedAt = 0.0
    /// Received bytes after the last complete line.
    /// Reads the server's answers while connected.
    private var reader: LiveSplitLineReader?

    /// Resolves `host` (this may block once) and prepares to connect on the first `update`.
    ///
    /// - Parameter updateIntervalTicks: in-game ticks between two `setgametime` while running.
    public init(host: String, port: UInt16, updateIntervalTicks: Int = 12) throws {
        self.host = host
        self.port = port
        commands = LiveSplitCommands(updateIntervalTicks: updateIntervalTicks)
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &results)
        guard status == 0, let first = results else {
            throw Refusal("cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(results) }
        addressLength = first.pointee.ai_addrlen
        withUnsafeMutableBytes(of: &address) { storage in
            storage.copyMemory(from: UnsafeRawBufferPointer(start: first.pointee.ai_addr, count: Int(addressLength)))
        }
    }

    /// Parses `HOST:PORT` (`localhost:16834`, `192.168.1.5:16834`, `[::1]:16834`); a missing
    /// port is `defaultPort`.
    public convenience init(address text: String, updateIntervalTicks: Int = 12) throws {
        var host = Substring(text)
        var port = LiveSplitClient.defaultPort
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            let rest = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let value = UInt16(rest.dropFirst()), value > 0 else {
                    throw Refusal("expected HOST:PORT, found \"\(text)\"")
                }
                port = value
            }
        } else if let colon = host.lastIndex(of: ":") {
            guard let value = UInt16(host[host.index(after: colon)...]), value > 0 else {
                throw Refusal("expected HOST:PORT, found \"\(text)\"")
            }
            port = value
            host = host[..<colon]
        }
        guard !host.isEmpty else { throw Refusal("expected HOST:PORT, found \"\(text)\"") }
        try self.init(host: String(host), port: port, updateIntervalTicks: updateIntervalTicks)
    }

    deinit {
        closeSocket()
    }

    /// Advances the connection and sends what LiveSplit needs to show `run`. Never blocks.
    ///
    /// - Parameter now: a monotonic clock in seconds (tests pass their own).
    public func update(_ run: LiveSplitCommands.RunView, now: Double = LiveSplitClient.monotonicSeconds()) {
        if isWaiting, now >= nextAttempt { connect(now: now) }
        if status == .connecting { finishConnecting(now: now) }
        guard isOpen, let reader else { return }
        let taken = reader.take()
        for line in taken.lines { commands.receive(line) }
        if let problem = taken.problem { return fail(now: now, reason: problem) }
        if taken.ended { return fail(now: now) }
        // Only a server that answered ends the backoff: one that accepts and drops never does.
        if commands.timer.knowsTheTimer { retryDelay = nil }
        if now - connectedAt >= Self.splitCountTimeout { commands.splitCountUnanswered() }
        if let segments = commands.mismatchedSplitCount(for: run) {
            setStatus(.wrongSplitsFile(segments: segments, levels: run.levelCount))
        }
        for line in commands.lines(toShow: run) {
            pending.append(contentsOf: Array((line + LiveSplitCommands.lineEnding).utf8))
        }
        guard flush(), pending.count <= Self.maxPendingBytes else { return fail(now: now) }
    }

    /// Closes the connection; a later `update` connects again.
    public func close() {
        closeSocket()
        pending = []
        commands.connectionLost()
        setStatus(.disconnected)
    }

    /// Now on the game's one clock (`MonotonicClock`), in seconds.
    public static func monotonicSeconds() -> Double {
        MonotonicClock.now.seconds
    }

    // MARK: -

    /// A connection is established (whatever the splits file).
    private var isOpen: Bool {
        switch status {
        case .connected, .wrongSplitsFile: true
        case .disconnected, .connecting, .dropped: false
        }
    }

    /// Waiting for the backoff to pass.
    private var isWaiting: Bool {
        switch status {
        case .disconnected, .dropped: true
        case .connecting, .connected, .wrongSplitsFile: false
        }
    }

    /// Closes the socket: through the reader once it reads it (it closes it when done).
    private func closeSocket() {
        if let reader { reader.stop() } else if socket >= 0 { Glibc.close(socket) }
        reader = nil
        socket = -1
    }

    private func connect(now: Double) {
        let family = Int32(address.ss_family)
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        socket = Glibc.socket(family, type, 0)
        guard socket >= 0 else { return fail(now: now) }
        if family == AF_INET || family == AF_INET6 {
            var noDelay: Int32 = 1
            setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        }
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, addressLength) }
        }
        if result == 0 {
            connected(now: now)
        } else if errno == EINPROGRESS || errno == EINTR {
            setStatus(.connecting)
        } else {
            fail(now: now)
        }
    }

    private func finishConnecting(now: Double) {
        var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        let ready = poll(&poller, 1, 0)
        guard ready != 0 else { return }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard ready > 0, getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 else {
            return fail(now: now)
        }
        connected(now: now)
    }

    private func connected(now: Double) {
        connectedAt = now
        reader = LiveSplitLineReader(socket: socket)
        commands.connectionLost()
        pending = Array(LiveSplitCommands.openingLines.map { $0 + LiveSplitCommands.lineEnding }.joined().utf8)
        setStatus(.connected)
    }

    /// Sends as much of `pending` as the socket takes now; false on a broken connection.
    private func flush() -> Bool {
        while !pending.isEmpty {
            let count = pending.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
            if count > 0 {
                pending.removeFirst(count)
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
            }
        }
        return true
    }

    private func fail(now: Double, reason: String? = nil) {
        closeSocket()
        pending = []
        commands.connectionLost()
        let delay = retryDelay.map { min($0 * 2, maxRetryDelay) } ?? firstRetryDelay
        retryDelay = delay
        nextAttempt = now + delay
        setStatus(reason.map { .dropped(reason: $0) } ?? .disconnected)
    }

    private func setStatus(_ new: Status) {
        guard new != status else { return }
        status = new
        onStatusChange?(new)
    }
}
