import FoundationEssentials
import Glibc

/// The one error type for every file the game reads or writes: JSON and JSON5 (levels, AHAP,
/// settings, saves, replay headers), XML (LiveSplit), Base64 (replay bodies), WAV, picture
/// headers, and the file system underneath them all. It names the file, the place inside it
/// (a field and, where the parser knows it, a line and column) and the reason, so a player or a
/// level designer can fix the file without reading code.
///
/// Its text is safe to print: control characters in any part (a file name, a quoted value from
/// the file) are escaped by ``TerminalText``, so a hostile file cannot drive the terminal.
public struct FormatError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What kind of fault a binary format or the file system found, for callers (and tests) that
    /// act on the kind rather than the words. Nil for faults only the reason describes.
    public enum Category: Equatable, Sendable {
        /// The file ends before a header, chunk or sample it announces.
        case truncated
        /// No signature of a format the reader knows (not RIFF/WAVE, not a known picture).
        case unknownFormat
        /// A size field disagrees with the file (RIFF size, chunk size, data length).
        case badSize
        /// A well-formed file in a format this reader does not take (e.g. 24-bit WAV, ADPCM).
        case unsupportedFormat
        /// Contradictory or impossible fields (block align, missing or duplicate chunks, NaN).
        case invalid
        /// A well-formed header declaring more than the caller accepts.
        case tooLarge
        /// Could not be read from disk.
        case io
        /// Could not be written (a full disk, a file-size limit, a folder that cannot be made, a
        /// lock that cannot be taken): the machine failed, not the file, so commands exit 2.
        case unwritable
    }

    /// The file the value came from, or nil when it came from memory.
    public var file: String?
    /// A path inside the document such as `tile.color` or `Pattern[3].Event.Time`; empty for the
    /// whole document, nil when the fault is not about a place in it (a file system or binary
    /// format fault).
    public var path: String?
    /// Where in the text the parser stopped, both from 1, when it knows.
    public var line: Int?
    public var column: Int?
    /// What is wrong, in plain words.
    public var reason: String
    public var category: Category?

    public init(file: String? = nil, path: String? = nil, line: Int? = nil, column: Int? = nil,
                category: Category? = nil, reason: String) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
        self.category = category
    }

    /// The same error attributed to a file.
    public func inFile(_ file: String) -> FormatError {
        var copy = self
        copy.file = file
        return copy
    }

    /// The failure of a system call on `file`, with the text of `errno`; `writing` when it
    /// failed to save something (``Category/unwritable``), else a read (``Category/io``).
    static func system(_ file: String, _ action: String, errno code: Int32, writing: Bool = false) -> FormatError {
        FormatError(file: file, category: writing ? .unwritable : .io, reason: "cannot \(action): \(String(cString: strerror(code)))")
    }

    /// `FILE: field: reason (line L, column C)`, the form `sensorium validate` prints; parts the
    /// error does not have are left out, and the whole document is `(document)`.
    public var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        if let path { parts.append(path.isEmpty ? "(document)" : path) }
        var text = reason
        if let line, let column { text += " (line \(line), column \(column))" }
        parts.append(text)
        return TerminalText.escaped(parts.joined(separator: ": "))
    }
}
