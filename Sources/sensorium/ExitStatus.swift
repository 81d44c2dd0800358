import SensoriumCore
import SensoriumSDL

/// The one exit-status convention of every command: 0 done, 1 input refused or a check failed,
/// 2 usage error or the environment failed (no display, no writable data folder, a lock held).
enum ExitStatus {
    /// The status for an error a command threw: a file the player gave that the game refuses
    /// is 1; a wrong command line or a failing machine is 2.
    static func of(_ error: Error) -> Int32 {
        switch error {
        case let error as FormatError: return error.category == .unwritable ? 2 : 1
        // A picture that does not decode, or a file named with bytes that are not UTF-8: the
        // file is refused, as a broken one is.
        case let error as Refusal: return error.refused == .input ? 1 : 2
        default: return 2
        }
    }
}
