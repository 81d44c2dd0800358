import CSDL2
import SensoriumCore

/// Carries out a level's `WindowRequest` on the real window: moves and resizes it
/// (`SDL_SetWindowPosition` / `SDL_SetWindowSize`) and toggles fullscreen, by the same rule the
/// core's `SimulatedDesktop` applies headless (kept on the display, no smaller than its minimum,
/// on the quantum), so a window manager that obliges gives the observation the replay's
/// re-simulation expects. What the window manager makes of it comes back as the next
/// observation, whatever it is. Under Wayland the position is left alone (it cannot be set).
struct WindowMover {
    let window: GameWindow
    let observer: DesktopObserver

    func carryOut(_ request: WindowRequest) {
        if request.toggleFullscreen { window.toggleFullscreen() }
        guard !window.isFullscreen, request.moveX != 0 || request.moveY != 0
                || request.growWidth != 0 || request.growHeight != 0 else { return }
        let now = observer.current()
        var model = SimulatedDesktop(observation: now)
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
}
