import Glibc

/// Where a command writes what it made (`screenshot -o`, `solve -o`, `splits export -o`,
/// `haptics plot -o`, `audio render -o`, `sounds build -o`, `new -o`, `play --record`): the one
/// way every output file is written, respecting what is at the path.
///
/// - missing, a regular file, or a symlink to either: replaced atomically (`AtomicFile`, at the
///   symlink's target), so a failed write never leaves half a file;
/// - a FIFO, a character or a block device: written into as a stream, never replaced, so
///   `-o /dev/null` discards and `-o /dev/full` fails, and the node stays a node (as root, a
///   rename over `/dev/null` would break the whole machine);
/// - `-`: written to standard output;
/// - a folder or a socket: refused in one line (`unwritable`: the command exits 2).
///
/// A FIFO is waited for at most ``readerWait``: for a reader to open it, then for the reader to
/// take the next piece; after that the write gives up with one line instead of hanging.
///
/// Saves (progress, settings, replays of the player's attempts) are not outputs: they keep
/// `AtomicFile`'s rules, which refuse to replace anything but a regular file.
///
/// ```swift
/// let output = try OutputFile(arguments.value("-o"))   // a folder is refused before any work
/// try output.write(pngBytes)
/// ```
public struct OutputFile: Sendable {
    /// The path as the player gave it; `-` is standard output.
    public let path: String

    /// How long a FIFO may stay without a reader, or a reader without reading, before the write
    /// gives up.
    public static let readerWait: Duration = .seconds(10)

    /// What is at `path` decides how it is written; a folder or a socket is refused here, before
    /// the command does its work.
    public init(_ path: String) throws(FormatError) {
        self.path = path
        _ = try Self.destination(of: path)
    }

    /// The output is standard output (`-o -`): a command then says what it did on stderr.
    public var isStandardOutput: Bool { path == "-" }

    /// The output for a message: its path, or `standard output`.
    public var name: String { isStandardOutput ? "standard output" : path }

    /// A regular file (or a symlink to one) is at the path now, which a write would replace.
    public var replacesAFile: Bool {
        var info = stat()
        return !isStandardOutput && stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Writes `bytes`, deciding again from what is at the path now.
    public func write(_ bytes: [UInt8]) throws(FormatError) {
        try write(bytes, readerWait: Self.readerWait)
    }

    /// `write` with another bound on waiting for a FIFO's reader (tests).
    func write(_ bytes: [UInt8], readerWait: Duration) throws(FormatError) {
        switch try Self.destination(of: path) {
        case .standardOutput: try Self.writeStandardOutput(bytes)
        case .replaced: try AtomicFile.write(bytes, to: path)
        case .stream: try Self.stream(bytes, into: path, readerWait: readerWait)
        }
    }

    private enum Destination { case standardOutput, replaced, stream }

    /// `stat` follows symlinks the way the kernel does (`/dev/stdout` and `/proc/self/fd/N`
    /// included), so the kind is the kind of the file a write would reach.
    private static func destination(of path: String) throws(FormatError) -> Destination {
        if path == "-" { return .standardOutput }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            // Nothing there (or a symlink to nothing): created, at the symlink's target.
            if code == ENOENT { return .replaced }
            throw .system(path, "write into it", errno: code, writing: true)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .replaced
        case S_IFIFO, S_IFCHR, S_IFBLK: return .stream
        case S_IFDIR:
            throw FormatError(file: path, category: .unwritable, reason: "is a folder; name a file to write")
        default:
            throw FormatError(file: path, category: .unwritable,
                              reason: "is a socket, not a file, FIFO or device; nothing was written")
        }
    }

    private static func writeStandardOutput(_ bytes: [UInt8]) throws(FormatError) {
        // What `print` still holds goes first, so the bytes keep their place in the output.
        fflush(nil)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
                continue
            }
            let code = count == 0 ? EIO : errno
            if code == EINTR { continue }
            if code == EAGAIN {
                // Made non-blocking by whoever handed it over: wait, as a blocking write would.
                var poller = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, -1)
                continue
            }
            throw .system("standard output", "write", errno: code, writing: true)
        }
    }

    /// Writes into a FIFO or a device through a descriptor of its own, non-blocking, so neither a
    /// FIFO nobody reads nor a reader that stops reading holds the command past `readerWait`.
    private static func stream(_ bytes: [UInt8], into path: String, readerWait: Duration) throws(FormatError) {
        let fd = try openForStreaming(path, readerWait: readerWait)
        var isOpen = true
        defer { if isOpen { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(path, "write", errno: errno, writing: true) }
        let kind = info.st_mode & S_IFMT
        // Replaced between the look and the open: what is there now was not asked for.
        guard kind == S_IFIFO || kind == S_IFCHR || kind == S_IFBLK else {
            throw FormatError(file: path, category: .unwritable, reason: "changed while it was opened; nothing was written")
        }
        try BrokenPipe.caught { () throws(FormatError) in
            try writeAll(bytes, to: fd, path: path, readerWait: readerWait)
        }
        isOpen = false
        guard close(fd) == 0 else { throw .system(path, "close", errno: errno, writing: true) }
    }

    /// Opens without blocking: a FIFO with no reader fails at once (ENXIO), and is tried again
    /// until a reader comes or `readerWait` has passed.
    private static func openForStreaming(_ path: String, readerWait: Duration) throws(FormatError) -> Int32 {
        let deadline = ContinuousClock.now + readerWait
        var pause = Duration.milliseconds(1)
        while true {
            let fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if fd >= 0 { return fd }
            let code = errno
            if code == EINTR { continue }
            guard code == ENXIO else { throw .system(path, "open", errno: code, writing: true) }
            guard ContinuousClock.now < deadline else {
                throw FormatError(file: path, category: .unwritable,
                                  reason: "no program opened the FIFO to read it within \(seconds(readerWait)); nothing was written")
            }
            rest(pause)
            pause = min(pause * 2, .milliseconds(50))
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String, readerWait: Duration) throws(FormatError) {
        var written = 0
        var lastProgress = ContinuousClock.now
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
                lastProgress = .now
                continue
            }
            // A device that takes nothing and says no error would otherwise be asked for ever.
            guard count < 0 else {
                throw FormatError(file: path, category: .unwritable, reason: "took nothing after \(written) of \(bytes.count) bytes")
            }
            let code = errno
            switch code {
            case EINTR:
                continue
            case EAGAIN:
                // Full: wait for the reader to take some, up to `readerWait` since it last did.
                let left = readerWait - (ContinuousClock.now - lastProgress)
                guard left > .zero else {
                    throw FormatError(file: path, category: .unwritable,
                                      reason: "nothing read it for \(seconds(readerWait)); stopped after \(written) of \(bytes.count) bytes")
                }
                var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, Int32(max(1, milliseconds(left))))
            case EPIPE:
                throw FormatError(file: path, category: .unwritable,
                                  reason: "the reader closed it after \(written) of \(bytes.count) bytes")
            default:
                throw .system(path, "write", errno: code, writing: true)
            }
        }
    }

    private static func rest(_ duration: Duration) {
        var request = timespec(tv_sec: Int(duration.components.seconds),
                               tv_nsec: Int(duration.components.attoseconds / 1_000_000_000))
        var left = timespec()
        while nanosleep(&request, &left) != 0, errno == EINTR { request = left }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000)
    }

    private static func seconds(_ duration: Duration) -> String {
        let whole = duration.components.seconds
        return duration.components.attoseconds == 0 ? "\(whole) s" : "\(milliseconds(duration)) ms"
    }
}

/// A write into a FIFO whose reader has gone raises SIGPIPE, which ends the process unless it is
/// handled: here it is blocked on this thread around the write, so the write fails with EPIPE
/// and the command says so in one line; a SIGPIPE the write raised is then taken off the thread
/// before the mask is put back. (Standard output keeps the default: `sensorium ... | head` ends
/// quietly, as Unix tools do.)
enum BrokenPipe {
    static func caught(_ body: () throws(FormatError) -> Void) throws(FormatError) {
        var pipeOnly = sigset_t(), previous = sigset_t(), pendingBefore = sigset_t()
        sigemptyset(&pipeOnly)
        sigaddset(&pipeOnly, SIGPIPE)
        sigpending(&pendingBefore)
        let wasPending = sigismember(&pendingBefore, SIGPIPE) == 1
        pthread_sigmask(SIG_BLOCK, &pipeOnly, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if !wasPending, sigismember(&pending, SIGPIPE) == 1 {
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeOnly, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        try body()
    }
}
