import CSDL2

/// An SDL call that failed, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let call: String
    public let message: String

    /// Captures `SDL_GetError()` right after `call` failed.
    public init(_ call: String) {
        self.call = call
        self.message = String(cString: SDL_GetError())
    }

    public var description: String { "\(call) failed: \(message)" }
}
