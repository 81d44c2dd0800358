import CSDL2

/// The X11 id of an SDL window, as `xdotool` and `xprop` take it; nil off X11 (Wayland,
/// offscreen). SDL_GetWindowWMInfo through the shim, which declares only the fields it reads.
public enum X11WindowID {
    public static func of(_ window: OpaquePointer) -> UInt? {
        let id = sensorium_x11_window_id(window)
        return id == 0 ? nil : UInt(id)
    }
}
