import CSDL2
import FoundationEssentials
import SensoriumCore

/// Sees the desktop around the game's window, for the levels that read it: the window's
/// rectangle and its display's bounds, focus, fullscreen, the lock lights and a digest of the
/// clipboard, and a count of the files and texts dropped on the window, quantized into a
/// `DesktopObservation` for the tick's input, so replays record it.
/// It is read only while such a level plays (`GamePlatform.command(observingDesktop:)`); other
/// levels pay nothing and their replays hold nothing of it.
///
/// Under Wayland a window can neither learn nor set its position (SDL reports 0, 0): the
/// observation says so (`positionKnown` false) and the levels pan inside the window instead.
final class DesktopObserver {
    private let window: GameWindow
    let clipboard = ClipboardReader()
    /// False under Wayland, where SDL's window position is always 0, 0.
    let positionKnown: Bool
    /// A level that reads the desktop is playing (the last tick's command observed it): only
    /// then are drops counted and the level's requests carried out.
    var isObserving = false
    /// Files and texts dropped on the window while a level read the desktop (wrapping).
    private(set) var drops: UInt32 = 0

    init(window: GameWindow) {
        self.window = window
        positionKnown = SDL_GetCurrentVideoDriver().map { String(cString: $0) } != "wayland"
        // On by default in SDL 2; said here because the clipboard level counts on them.
        SDL_EventState(UInt32(SDL_DROPFILE.rawValue), SDL_ENABLE)
        SDL_EventState(UInt32(SDL_DROPTEXT.rawValue), SDL_ENABLE)
    }

    /// Notes the events that make the clipboard worth reading again: the focus came back (the
    /// player copied something elsewhere), SDL says it changed, the player pressed Ctrl+V.
    /// (What Ctrl+C copies is the level's to say: `copy(_:)` carries it out.)
    ///
    /// A file or a text dropped on the window counts while such a level plays; the game never
    /// reads the file nor keeps the name or the text, and frees what SDL handed over.
    func handle(_ event: SDL_Event) {
        let type = SDL_EventType(event.type)
        if type == SDL_DROPFILE || type == SDL_DROPTEXT {
            SDL_free(event.drop.file)
            if isObserving { drops &+= 1 }
            return
        }
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue):
            clipboard.ask()
        case SDL_CLIPBOARDUPDATE:
            clipboard.ask()
        case SDL_KEYDOWN where event.key.keysym.sym == Int32(SDLK_v.rawValue)
            && (UInt32(event.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0:
            clipboard.ask()
        default:
            break
        }
    }

    /// Carries out a level's copy (`WindowRequest.copy`, asked on Ctrl+C): the game owns the
    /// clipboard with `text` until another program copies, and the digest is the text's at once.
    func copy(_ text: String) {
        clipboard.copy(text)
    }

    /// The desktop as it is now, for the tick's input: the clipboard is read first if it is due.
    func observe() -> DesktopObservation {
        clipboard.update(now: SDL_GetTicks64())
        return current()
    }

    /// The desktop as last seen, the clipboard as last read. The focus is SDL's window flag,
    /// which SDL keeps from `SDL_WINDOWEVENT_FOCUS_GAINED` / `LOST`.
    func current() -> DesktopObservation {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowPosition(window.window, &x, &y)
        SDL_GetWindowSize(window.window, &width, &height)
        if !positionKnown { (x, y) = (0, 0) }
        var bounds = SDL_Rect()
        if SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(window.window)), &bounds) != 0 {
            bounds = SDL_Rect(x: 0, y: 0, w: width, h: height)
        }
        let flags = SDL_GetWindowFlags(window.window)
        let modifiers = UInt32(SDL_GetModState().rawValue)
        return DesktopObservation(
            window: .init(quantizingX: Int(x), y: Int(y), width: Int(width), height: Int(height)),
            positionKnown: positionKnown,
            display: .init(quantizingX: Int(bounds.x), y: Int(bounds.y), width: Int(bounds.w), height: Int(bounds.h)),
            focused: flags & SDL_WINDOW_INPUT_FOCUS.rawValue != 0,
            fullscreen: window.isFullscreen || flags & SDL_WINDOW_FULLSCREEN.rawValue != 0,
            capsLock: modifiers & UInt32(KMOD_CAPS.rawValue) != 0,
            numLock: modifiers & UInt32(KMOD_NUM.rawValue) != 0,
            clipboardDigest: clipboard.digest,
            drops: drops)
    }
}
