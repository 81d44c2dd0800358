/// Why an image file was refused before decoding: a kind tests can match on and a sentence a
/// person can act on.
public struct ImageHeaderError: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The file ends before the header says what size the picture is.
        case truncated
        /// No signature of a format the header reader knows.
        case unknownFormat
        /// A known signature with impossible fields (zero size, wrong chunk, bad marker).
        case invalid
        /// A well-formed header declaring more pixels than the caller accepts.
        case tooLarge
    }

    public let kind: Kind
    public let reason: String
    /// The file the error is about, when known.
    public var file: String?

    public init(_ kind: Kind, _ reason: String, file: String? = nil) {
        self.kind = kind
        self.reason = reason
        self.file = file
    }

    /// The same error attributed to a file.
    public func inFile(_ file: String) -> ImageHeaderError {
        ImageHeaderError(kind, reason, file: file)
    }

    /// `FILE: reason`.
    public var description: String {
        if let file { return "\(file): \(reason)" }
        return reason
    }
}
