import CSDL2
import SensoriumCore

/// The game's window and its renderer. The accelerated renderer is preferred (on Mesa's llvmpipe
/// it draws the dark-scan grid about four times faster than SDL's software one), with the
/// software renderer as the fallback.
public final class GameWindow {
    public let window: OpaquePointer
    public let renderer: OpaquePointer
    public let drawer: DrawListRenderer
    public private(set) var isFullscreen: Bool
    /// How long SDL took to create the window and its renderer, in seconds: on a GL driver this
    /// is most of a cold start, and none of it is the game's own work.
    public let creationSeconds: Double

    public init(title: String = "Sensorium", width: Int32 = 1280, height: Int32 = 720,
                fullscreen: Bool, vsync: Bool) throws {
        let start = SDL_GetPerformanceCounter()
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centered = Int32(sensorium_windowpos_centered())
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        var rendererFlags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        let renderer = SDL_CreateRenderer(window, -1, rendererFlags)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard let renderer else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.window = window
        self.renderer = renderer
        self.isFullscreen = fullscreen
        creationSeconds = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        drawer = DrawListRenderer(renderer: renderer)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The renderer SDL picked ("opengl", "software", ...), for benchmarks and bug reports.
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    public func toggleFullscreen() {
        setFullscreen(!isFullscreen)
    }

    /// Fullscreen on the desktop's resolution, or back to the window.
    public func setFullscreen(_ on: Bool) {
        guard on != isFullscreen else { return }
        isFullscreen = on
        SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }

    /// Waits for the display's refresh to present (no tearing), or presents at once. A renderer
    /// that cannot change it keeps what it has.
    public func setVSync(_ on: Bool) {
        SDL_RenderSetVSync(renderer, on ? 1 : 0)
    }

    public func render(_ list: DrawList) { drawer.render(list) }

    public func present() { SDL_RenderPresent(renderer) }
}
