import Glibc

/// Text written straight to a file descriptor with `write(2)`, past `print`'s buffer: a line
/// another program waits for (the first-frame line), the soak's progress, error messages.
public enum UnbufferedOutput {
    public static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
