/// What a level asks of the game's window and the desktop around it (`TickOutput.windowRequest`):
/// in the window levels the arrows and the stick move the window itself and E / Q grow and shrink
/// it, and Ctrl+C copies a text the level chose (`Challenge.copyRequest`). The platform carries it
/// out (`SDL_SetWindowPosition`, `SDL_SetWindowSize`, fullscreen, the clipboard) and the result
/// comes back as the next tick's `DesktopObservation`, whatever the window manager made of it;
/// headless, `SimulatedDesktop` carries out the window's part the same way. Where the position
/// cannot be set or known (`positionKnown` false), the level asks for no move and pans inside the
/// window.
public struct WindowRequest: Equatable, Hashable, Sendable {
    /// Move the window by this many desktop pixels (positive: right, down).
    public var moveX: Int32
    public var moveY: Int32
    /// Change the window's size by this many desktop pixels (positive: larger). The platform
    /// keeps the size within `SimulatedDesktop.minimumSize` ... the display's size.
    public var growWidth: Int32
    public var growHeight: Int32
    /// Enter fullscreen if windowed, leave it if fullscreen.
    public var toggleFullscreen: Bool
    /// Text to hand the desktop's clipboard, as another program's copy would; nil copies nothing.
    /// Its effect on a level comes back only as the observed clipboard (`clipboardDigest`), which
    /// the replay records, so the request itself is never part of a tick's state.
    public var copy: String?

    public init(moveX: Int32 = 0, moveY: Int32 = 0, growWidth: Int32 = 0, growHeight: Int32 = 0,
                toggleFullscreen: Bool = false, copy: String? = nil) {
        self.moveX = moveX
        self.moveY = moveY
        self.growWidth = growWidth
        self.growHeight = growHeight
        self.toggleFullscreen = toggleFullscreen
        self.copy = copy
    }

    /// Asks for nothing (a level sends nil rather than this).
    public var isEmpty: Bool { self == WindowRequest() }
}
