import CSDL2
import Synchronization

/// Keeps an X error from ending the game. Xlib's default handler prints the error and exits,
/// and an X error can come from nothing the game did wrong: a program asks for the clipboard
/// the game owns (Ctrl+C in a level that hands out a colour), quits before the game pumps its
/// events, and SDL's answer then writes into a window that is gone. The handler counts the
/// error instead; SDL sets its own around the calls it expects to fail and puts this one back.
public enum X11Errors {
    private static let count = Atomic<Int>(0)

    /// How many X errors the game has lived through (tests check one was survived).
    public static var survived: Int { count.load(ordering: .relaxed) }

    /// Sets the handler in the libX11 SDL loaded; does nothing off X11.
    static func survive() {
        _ = sensorium_set_x11_error_handler { _, _ in
            X11Errors.count.add(1, ordering: .relaxed)
            return 0
        }
    }
}
