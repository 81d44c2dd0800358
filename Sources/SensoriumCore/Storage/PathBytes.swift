import Glibc

/// A path as the kernel takes it: bytes, not necessarily UTF-8. A Swift `String` cannot hold a
/// name written by a program that does not use UTF-8 (`run\xFF.replay`), so a file given that way
/// on the command line is opened through this, and shown and recorded for what it is.
///
/// ```swift
/// let path = PathBytes(Array("runs/fast\u{FF}".utf8) + [0xFF])
/// path.shown   // runs/fast\xFF (valid UTF-8 kept, each other byte as \xHH)
/// ```
public struct PathBytes: Hashable, Sendable {
    /// The bytes of the path, without a terminating NUL (a path cannot hold one).
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public init(_ text: String) { bytes = Array(text.utf8) }

    /// The path as text, when it is UTF-8.
    public var text: String? { String(validating: bytes, as: UTF8.self) }

    /// The path for a message: the text itself when it is UTF-8 (a `FormatError` escapes its
    /// control characters where it prints), else each byte that is not UTF-8 as `\xHH`.
    public var shown: String { text ?? TerminalText.fileName(bytes) }

    /// The last component's bytes: `b.replay` for `a/b.replay`.
    public var lastComponent: [UInt8] {
        var end = bytes.endIndex
        while end > bytes.startIndex + 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? bytes.startIndex
        return Array(bytes[start..<end])
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}
