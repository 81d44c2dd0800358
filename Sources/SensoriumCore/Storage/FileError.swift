import Foundation

/// A file that could not be read, written, created or moved. JSON content problems are
/// `JSONError`s; this is for the file system underneath them.
public struct FileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file or directory the operation was about.
    public var path: String
    /// What failed, in plain words, e.g. `cannot write: No space left on device`.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The failure of a system call, with the text of `errno`.
    static func system(_ path: String, _ action: String, errno code: Int32) -> FileError {
        FileError(path: path, reason: "cannot \(action): \(String(cString: strerror(code)))")
    }

    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }
}
