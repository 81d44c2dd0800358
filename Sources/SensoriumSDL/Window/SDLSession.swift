import CSDL2
import FoundationEssentials
import SensoriumCore

/// Brings SDL up and down. Video failing means there is no display: the caller says so in one
/// line and exits; audio failing only means silence.
public enum SDLSession {
    /// Thrown when no video driver can open; the message says how to run headless.
    static func noDisplay(_ detail: String) -> Refusal {
        Refusal("no display available (\(detail)); run it on a desktop, under `xvfb-run -a sensorium ...`, "
                + "or headless with SDL_VIDEODRIVER=offscreen")
    }

    /// Starts video, events and game controllers (`video` false: events and game controllers
    /// only, for tools that need no window, like `haptics play`). The SDL hints come first: they
    /// must be set before the subsystems read them.
    public static func start(video: Bool = true) throws {
        // Rumble on PlayStation pads over Bluetooth needs the enhanced reports.
        SDL_SetHint(SDL_HINT_JOYSTICK_HIDAPI_PS4_RUMBLE, "1")
        SDL_SetHint(SDL_HINT_JOYSTICK_HIDAPI_PS5_RUMBLE, "1")
        // Pads keep working while the window is in the background (the game pauses itself).
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        guard video else {
            guard SDL_Init(SDL_INIT_EVENTS | SDL_INIT_GAMECONTROLLER) == 0 else { throw SDLError("SDL_Init") }
            return
        }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_GAMECONTROLLER) == 0 else {
            throw noDisplay(String(cString: SDL_GetError()))
        }
        // With no display SDL quietly falls back to an invisible offscreen window; unless the
        // player asked for a headless driver, that is a missing display, not a game to run.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        if (driver == "offscreen" || driver == "dummy") && requested != driver {
            SDL_Quit()
            throw noDisplay("no X11 or Wayland display; SDL could only open the \(driver) driver")
        }
        if driver == "x11" { X11Errors.survive() }
    }


    public static func stop() {
        SDL_Quit()
    }
}
