import CSDL2

/// Where the game's window was and how it was shown, taken before a level that moves it (the
/// window levels) and put back when the player leaves that level, won or not, so the home grid
/// comes back in the window the player had: its position (where it can be known: not under
/// Wayland), size, maximized and fullscreen.
struct WindowPlacement: Equatable {
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32
    var maximized: Bool
    var fullscreen: Bool

    /// The window as it is now.
    init(of window: GameWindow) {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowPosition(window.window, &x, &y)
        SDL_GetWindowSize(window.window, &width, &height)
        self.init(x: x, y: y, width: width, height: height,
                  maximized: SDL_GetWindowFlags(window.window) & SDL_WINDOW_MAXIMIZED.rawValue != 0,
                  fullscreen: window.isFullscreen)
    }

    init(x: Int32, y: Int32, width: Int32, height: Int32, maximized: Bool, fullscreen: Bool) {
        self.x = x; self.y = y; self.width = width; self.height = height
        self.maximized = maximized; self.fullscreen = fullscreen
    }

    /// Puts `window` back as this placement was: out of fullscreen first (the window manager, or
    /// the game on a bare X server, then restores the window it had), out of or into maximized,
    /// then its size and, where it can be set, its position. Each call is made only when the
    /// state differs: SDL waits for the window manager after each.
    func restore(on window: GameWindow, positionKnown: Bool) {
        let now = WindowPlacement(of: window)
        if now.maximized, !maximized { SDL_RestoreWindow(window.window) }
        if fullscreen {
            window.setFullscreen(true)
            return
        }
        window.setFullscreen(false)
        if maximized {
            if !WindowPlacement(of: window).maximized { SDL_MaximizeWindow(window.window) }
            return
        }
        let current = WindowPlacement(of: window)
        if current.width != width || current.height != height { SDL_SetWindowSize(window.window, width, height) }
        if positionKnown, current.x != x || current.y != y { place(window) }
    }

    /// Moves the window's client area to x, y. A window manager may take the position for its
    /// frame's (openbox put the client a frame's width and title bar lower than asked): the
    /// miss, as the server reports it, is taken off once.
    private func place(_ window: GameWindow) {
        SDL_SetWindowPosition(window.window, x, y)
        var placedX: Int32 = 0, placedY: Int32 = 0
        SDL_GetWindowPosition(window.window, &placedX, &placedY)
        let missX = placedX - x, missY = placedY - y
        guard missX != 0 || missY != 0, abs(missX) <= 64, abs(missY) <= 64 else { return }
        SDL_SetWindowPosition(window.window, x - missX, y - missY)
    }
}
