import CSDL2
import SensoriumCore

/// Carries out a level's `WindowRequest` on the real window: moves and resizes it
/// (`SDL_SetWindowPosition` / `SDL_SetWindowSize`) and toggles fullscreen, by the same rule the
/// core's `SimulatedDesktop` applies headless (kept on the display, no smaller than its minimum,
/// on the quantum), so a window manager that obliges gives the observation the replay's
/// re-simulation expects. What the window manager makes of it comes back as the next
/// observation, whatever it is. Under Wayland the position is left alone (it cannot be set).
///
/// The display the rule keeps the window on is the room its client area has: the display's
/// usable area (`_NET_WORKAREA`: without panels and docks) less the window manager's frame
/// (`_NET_FRAME_EXTENTS`), so a window grown to the full height keeps its title bar on the
/// screen, where the player can still take hold of it.
struct WindowMover {
    let window: GameWindow
    let observer: DesktopObserver

    func carryOut(_ request: WindowRequest) {
        if request.toggleFullscreen { window.toggleFullscreen() }
        guard !window.isFullscreen, request.moveX != 0 || request.moveY != 0
                || request.growWidth != 0 || request.growHeight != 0 else { return }
        let now = observer.current()
        var inRoom = now
        inRoom.display = room(display: now.display)
        var model = SimulatedDesktop(observation: inRoom)
        var resize = request
        resize.toggleFullscreen = false
        model.apply(resize)
        let target = model.observation.window
        // SDL waits up to a tenth of a second for the window manager after each call: ask only
        // for what changes.
        if target.width != now.window.width || target.height != now.window.height {
            SDL_SetWindowSize(window.window, target.width, target.height)
        }
        if observer.positionKnown, target.x != now.window.x || target.y != now.window.y {
            SDL_SetWindowPosition(window.window, target.x, target.y)
        }
    }

    /// Where the window's client area may be, in whole quanta inside the display's usable area
    /// less the frame's extents; the display itself where neither is known.
    func room(display: DesktopObservation.Rect) -> DesktopObservation.Rect {
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(max(0, SDL_GetWindowDisplayIndex(window.window)), &usable) != 0 || usable.w <= 0 || usable.h <= 0 {
            usable = SDL_Rect(x: display.x, y: display.y, w: display.width, h: display.height)
        }
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        if SDL_GetWindowBordersSize(window.window, &top, &left, &bottom, &right) != 0 { (top, left, bottom, right) = (0, 0, 0, 0) }
        return Self.inward(x: usable.x + left, y: usable.y + top, right: usable.x + usable.w - right,
                           bottom: usable.y + usable.h - bottom)
    }

    /// The largest rectangle on the quantum inside the given edges (never smaller than the
    /// game's smallest window: a frame too big for the display keeps the window usable).
    static func inward(x: Int32, y: Int32, right: Int32, bottom: Int32) -> DesktopObservation.Rect {
        let q = DesktopObservation.quantum
        func up(_ value: Int32) -> Int32 { value >= 0 ? (value + q - 1) / q * q : -(-value / q * q) }
        func down(_ value: Int32) -> Int32 { value >= 0 ? value / q * q : -((-value + q - 1) / q * q) }
        let left = up(x), top = up(y)
        return DesktopObservation.Rect(x: left, y: top, width: max(down(right) - left, SimulatedDesktop.minimumSize.width),
                                       height: max(down(bottom) - top, SimulatedDesktop.minimumSize.height))
    }
}
