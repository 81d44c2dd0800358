/// Why a WAV file was rejected: a kind tests can match on and a sentence a person can act on.
public struct WAVError: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The file ends before a header, chunk or sample it announces.
        case truncated
        /// Not a RIFF/WAVE file at all.
        case notWAV
        /// A size field disagrees with the file (RIFF size, chunk size, data length).
        case badSize
        /// A well-formed file in a format this reader does not play (e.g. 24-bit, ADPCM).
        case unsupportedFormat
        /// Contradictory or impossible fields (block align, missing/duplicate chunks, NaN samples).
        case invalid
        /// Could not be read from or written to disk.
        case io
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

    public var description: String {
        if let file { return "\(file): \(reason)" }
        return reason
    }
}
