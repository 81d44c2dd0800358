import Dispatch
import Glibc
import Synchronization

/// Reads a LiveSplit Server's answers on a thread of its own, so nothing a server sends costs the
/// game's frames: 100 MB, an endless line, binary junk or a flood of answers is read there, in
/// bounded memory, and ends the connection with one problem instead of stalling the loop.
///
/// Lines end in LF (CR LF too); a line may hold at most `maxLineBytes`, and at most
/// `maxQueuedLines` wait for the game (a LiveSplit Server answers only what it is asked, three
/// lines a connection). The game sends on the socket until it calls `stop`, and then never
/// touches it again; the socket is closed once both the game has stopped and the reading ended,
/// by whichever comes last, so its number is never reused while either side may use it.
final class LiveSplitLineReader: Sendable {
    static let maxLineBytes = 4096
    static let maxQueuedLines = 64

    /// What the game takes each frame.
    struct Taken: Equatable {
        var lines: [String] = []
        /// Why the connection must end (one line), or nil.
        var problem: String?
        /// The server closed the connection.
        var ended = false
    }

    private struct State {
        var taken = Taken()
        var stopped = false
        var readerDone = false
    }

    let socket: Int32
    private let state = Mutex(State())

    /// Starts reading `socket`, a connected TCP socket.
    init(socket: Int32) {
        self.socket = socket
        DispatchQueue(label: "LiveSplit answers").async { [self] in read() }
    }

    /// The lines read since the last call, and whether the connection must end.
    func take() -> Taken {
        state.withLock { state in
            defer { state.taken.lines = [] }
            return state.taken
        }
    }

    /// Ends the connection. The caller must not use the socket afterwards.
    func stop() {
        // A reader still reading is woken (under the lock, so it cannot close the socket first),
        // and closes the socket as it ends.
        let readerDone = state.withLock { state in
            state.stopped = true
            if !state.readerDone { shutdown(socket, Int32(SHUT_RDWR)) }
            return state.readerDone
        }
        if readerDone { Glibc.close(socket) }
    }

    private func read() {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var line: [UInt8] = []
        reading: while !state.withLock({ $0.stopped }) {
            // A short wait, so a stop is seen even if the shutdown wakes nothing.
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) >= 0 || errno == EINTR else { break }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            if count <= 0 {
                state.withLock { $0.taken.ended = true }
                break
            }
            for byte in buffer[0..<count] {
                if byte == UInt8(ascii: "\n") {
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    let text = String(decoding: line, as: UTF8.self)
                    line.removeAll(keepingCapacity: true)
                    let full = state.withLock { state -> Bool in
                        guard state.taken.lines.count < Self.maxQueuedLines else { return true }
                        state.taken.lines.append(text)
                        return false
                    }
                    if full { return end("the server sent more answers than asked: disconnected") }
                } else if line.count < Self.maxLineBytes {
                    line.append(byte)
                } else {
                    return end("the server sent a line over \(Self.maxLineBytes) bytes: disconnected")
                }
            }
        }
        end(nil)
    }

    private func end(_ problem: String?) {
        let stopped = state.withLock { state in
            if let problem { state.taken.problem = problem }
            state.readerDone = true
            return state.stopped
        }
        if stopped { Glibc.close(socket) }
    }
}
