/// The one error type for a refusal said in one line, for everything that is not a file's
/// format (that is ``FormatError``, which names the file and the place in it): a command line
/// the game cannot take, a device or a socket that cannot open, a picture SDL cannot decode.
/// Its description is the whole message, printed as it is.
///
/// ```swift
/// throw Refusal("verify needs at least one replay file")              // exit status 2
/// throw Refusal("\(path): not a readable image", refuses: .input)   // exit status 1
/// ```
public struct Refusal: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was refused, which decides a command's exit status (`ExitStatus`).
    public enum Refused: Equatable, Sendable {
        /// Something the player gave (a file, a file's name): the game refuses it as it refuses
        /// a broken level, so the command exits 1.
        case input
        /// The command line as written, or the machine (no display, no device, a port taken):
        /// the command exits 2.
        case request
    }

    public let description: String
    public let refused: Refused

    public init(_ description: String, refuses refused: Refused = .request) {
        self.description = description
        self.refused = refused
    }
}
