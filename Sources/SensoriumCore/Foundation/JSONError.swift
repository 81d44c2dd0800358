/// The one error type for every JSON-based file the game reads (levels, AHAP, settings, saves,
/// replay headers). It names the file, the place inside it and the reason, so a player or a level
/// designer can fix the file without reading code.
public struct JSONError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file the value came from, or nil when it came from memory.
    public var file: String?
    /// A JSON path such as `tile.color` or `Pattern[3].Event.Time`; empty for the whole document.
    public var path: String
    /// What is wrong, in plain words.
    public var reason: String

    public init(file: String? = nil, path: String, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    /// The same error attributed to a file.
    public func inFile(_ file: String) -> JSONError {
        JSONError(file: file, path: path, reason: reason)
    }

    /// `FILE: field: reason`, the form `sensorium validate` prints.
    public var description: String {
        let place = path.isEmpty ? "(document)" : path
        if let file { return "\(file): \(place): \(reason)" }
        return "\(place): \(reason)"
    }
}
