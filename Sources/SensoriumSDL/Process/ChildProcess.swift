import Glibc

/// A program started with `posix_spawn`, its standard error discarded and its standard output
/// discarded or read through a pipe: what the game runs (`spd-say`, `gsettings`, the bench's own
/// children). Foundation's `Process` would do the same, but it lives in the part of Foundation
/// that brings ICU, several megabytes of memory at every start.
public final class ChildProcess {
    public enum Output { case discarded, captured }

    private let pid: pid_t
    /// The read end of the output pipe; -1 when the output is discarded or was closed.
    private var output: Int32
    private var status: Int32?

    /// Starts `executable` (a path, not searched for) with `arguments`, in `environment` (nil:
    /// this process's own); nil when it cannot be started.
    public init?(_ executable: String, arguments: [String], environment: [String: String]? = nil, output: Output) {
        var pipeEnds: [Int32] = [-1, -1]
        if output == .captured {
            guard pipe(&pipeEnds) == 0 else { return nil }
            // Neither end may leak into another child started meanwhile.
            _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if output == .captured {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        // The child starts with default signal handling and nothing blocked, whatever SDL or
        // the runtime set up here (a SIGPIPE ignored would otherwise be inherited).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = envp.map { posix_spawn(&child, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        if output == .captured { close(pipeEnds[1]) }
        guard result == 0 else {
            if output == .captured { close(pipeEnds[0]) }
            return nil
        }
        pid = child
        self.output = pipeEnds[0]
    }

    deinit {
        if output >= 0 { close(output) }
    }

    /// Whether the program has not exited yet; reaps it once it has.
    public var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        switch waitpid(pid, &raw, WNOHANG) {
        case 0: return true
        case pid: status = raw; return false
        default: status = -1; return false
        }
    }

    /// Ends the program now (SIGKILL) and reaps it.
    public func terminate() {
        guard isRunning else { return }
        kill(pid, SIGKILL)
        _ = waitForExit()
    }

    /// The output read so far up to and including the first `byte`, or to the end of the
    /// output if it never comes; what follows stays in the pipe.
    public func readOutput(through byte: UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1)
        while output >= 0, bytes.last != byte {
            let count = read(output, &chunk, 1)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(chunk[0])
        }
        return bytes
    }

    /// The rest of the output, to its end (the program closes it, usually by exiting).
    public func readAllOutput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while output >= 0 {
            let count = read(output, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Waits for the program to exit; its exit status, 128 + the signal's number when a signal
    /// ended it.
    public func waitForExit() -> Int32 {
        if status == nil {
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 {
                guard errno == EINTR else { raw = -1; break }
            }
            status = raw
        }
        let raw = status ?? -1
        guard raw >= 0 else { return -1 }
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }
}
