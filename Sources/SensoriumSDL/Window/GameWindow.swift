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
        // Fullscreen is entered after creation, the one way F11 does, so it is checked the same.
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
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
        // An X window manager keeps the window within these (a bare X server does not:
        // `present`). Only on X11, where another program can resize the window: under weston,
        // a window given a maximum size never took the keyboard focus.
        if SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) == "x11" {
            SDL_SetWindowMinimumSize(window, SimulatedDesktop.minimumSize.width, SimulatedDesktop.minimumSize.height)
            let largest = Self.largestDisplay()
            SDL_SetWindowMaximumSize(window, largest.width, largest.height)
        }
        self.window = window
        self.renderer = renderer
        self.isFullscreen = false
        self.vsync = vsync
        drawer = DrawListRenderer(renderer: renderer)
        creationSeconds = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        if fullscreen { toggleFullscreen() }
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

    /// Desktop fullscreen (the display's own mode, so nothing flickers), true on any X server.
    /// F11 and a level's request: paced, at most one change each `togglePace` milliseconds (a
    /// change waits for the window manager; F11 held down by a program at 100 Hz stalled the
    /// frames 1.3 s). A toggle that comes sooner is kept and carried out when its time comes, so
    /// the last press wins and an even number of presses in between changes nothing.
    public func toggleFullscreen() {
        wantsFullscreen = !(wantsFullscreen ?? isFullscreen)
        carryOutPacedToggle()
    }

    /// Milliseconds between two changes of fullscreen that F11 or a level asks for.
    static let togglePace: UInt64 = 250
    /// The state F11 last asked for and not yet carried out; nil when there is none.
    private var wantsFullscreen: Bool?
    /// `SDL_GetTicks64()` when fullscreen last changed (0: never).
    private var lastFullscreenChange: UInt64 = 0

    /// Carries out the toggle asked for when its time has come (each frame calls this).
    private func carryOutPacedToggle() {
        guard let wanted = wantsFullscreen else { return }
        let now = SDL_GetTicks64()
        guard lastFullscreenChange == 0 || now >= lastFullscreenChange + Self.togglePace else { return }
        setFullscreen(wanted)
    }

    /// Fullscreen on the desktop's resolution, or back to the window (the settings screen, the
    /// window given back after a window level): at once, and in place of a paced toggle.
    public func setFullscreen(_ on: Bool) {
        wantsFullscreen = nil
        guard on != isFullscreen else { return }
        lastFullscreenChange = SDL_GetTicks64()
        if on { enterFullscreen() } else { leaveFullscreen() }
        // The letterbox is worked out from the output size: work it out again for the new one.
        SDL_RenderSetLogicalSize(renderer, Int32(DrawList.canvasWidth), Int32(DrawList.canvasHeight))
    }

    /// Waits for the display's refresh to present (no tearing), or presents at once. A renderer
    /// that cannot change it keeps what it has.
    public func setVSync(_ on: Bool) {
        vsync = on
        SDL_RenderSetVSync(renderer, on ? 1 : 0)
    }

    /// The player's vsync setting: presents come at most once a refresh.
    private var vsync: Bool

    /// Where the window was before fullscreen, when the game had to cover the display itself.
    private var windowedFrame: SDL_Rect?
    /// Whether a window manager carries out fullscreen (nil until the first time it is asked).
    private var windowManagerFullscreens: Bool?

    private func enterFullscreen() {
        var frame = SDL_Rect()
        SDL_GetWindowPosition(window, &frame.x, &frame.y)
        SDL_GetWindowSize(window, &frame.w, &frame.h)
        isFullscreen = true
        if windowManagerFullscreens != false { SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) }
        // Found out once: with no window manager each try waited half a second for nothing.
        if windowManagerFullscreens == nil { windowManagerFullscreens = !sizeDisagreesWithServer() }
        guard windowManagerFullscreens == true else {
            // No window manager acted on the request (a bare X server): SDL believes the window
            // is display-sized but it is not. Cover the display with a borderless window instead.
            if SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN.rawValue != 0 { SDL_SetWindowFullscreen(window, 0) }
            var bounds = SDL_Rect()
            guard SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(window)), &bounds) == 0 else {
                isFullscreen = false
                return
            }
            windowedFrame = frame
            SDL_SetWindowBordered(window, SDL_FALSE)
            SDL_SetWindowPosition(window, bounds.x, bounds.y)
            SDL_SetWindowSize(window, bounds.w, bounds.h)
            return
        }
    }

    private func leaveFullscreen() {
        isFullscreen = false
        guard let frame = windowedFrame else {
            SDL_SetWindowFullscreen(window, 0)
            return
        }
        windowedFrame = nil
        SDL_SetWindowBordered(window, SDL_TRUE)
        SDL_SetWindowSize(window, frame.w, frame.h)
        SDL_SetWindowPosition(window, frame.x, frame.y)
    }

    /// The window's size on the X server still differs from SDL's idea of it after `seconds`
    /// (a window manager takes a few milliseconds to act). False off X11, where SDL knows.
    private func sizeDisagreesWithServer(seconds: Double = 0.5) -> Bool {
        let deadline = SDL_GetTicks64() + UInt64(seconds * 1000)
        while true {
            var sdlWidth: Int32 = 0, sdlHeight: Int32 = 0
            var realWidth: Int32 = 0, realHeight: Int32 = 0
            SDL_GetWindowSize(window, &sdlWidth, &sdlHeight)
            guard sensorium_x11_window_size(window, &realWidth, &realHeight) == 0 else { return false }
            if sdlWidth == realWidth && sdlHeight == realHeight { return false }
            if SDL_GetTicks64() >= deadline { return true }
            // Events stay queued for the frame loop; pumping lets SDL see the server's answer.
            SDL_PumpEvents()
            SDL_Delay(10)
        }
    }

    /// The window's size in pixels as the X server has it (SDL's elsewhere): tests check that
    /// fullscreen really covers the display.
    public var serverSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        if sensorium_x11_window_size(window, &width, &height) != 0 { SDL_GetWindowSize(window, &width, &height) }
        return (Int(width), Int(height))
    }

    public func render(_ list: DrawList) {
        carryOutPacedToggle()
        drawer.render(list)
    }

    /// The largest width and height of any display: the window is never made larger (fullscreen
    /// fits), and without a window manager it is put back when another program makes it so.
    static func largestDisplay() -> (width: Int32, height: Int32) {
        var largest = (width: SimulatedDesktop.minimumSize.width, height: SimulatedDesktop.minimumSize.height)
        for index in 0..<max(0, SDL_GetNumVideoDisplays()) {
            var bounds = SDL_Rect()
            guard SDL_GetDisplayBounds(index, &bounds) == 0 else { continue }
            largest = (max(largest.width, bounds.w), max(largest.height, bounds.h))
        }
        return largest
    }

    /// Another program can resize the window to anything (`xdotool windowsize W 32767 32767`):
    /// a window manager keeps it within the maximum size, a bare X server does not, and Mesa's
    /// software GL then presents a 4 GB frame and aborts inside xcb. So the size the X server
    /// has (what the GL driver reads in the present right after this) is checked before each
    /// present, and an oversized window is made the largest display's size first. One round
    /// trip to the X server a frame; nothing off X11, where no other program can resize the
    /// window.
    private func keepWithinTheLargestDisplay() {
        let largest = Self.largestDisplay()
        let resizes = sensorium_x11_limit_window_size(window, largest.width, largest.height)
        if resizes > 0 { resizedBack += Int(resizes) }
    }

    /// How many times the window was put back within the largest display (tests read it).
    public private(set) var resizedBack = 0

    /// On an X server with no window manager, true: nothing else keeps another program from
    /// resizing the window mid-present (a check alone lost the race to a resize every 7 ms
    /// within a second). Asked of the server every two seconds (a window manager may start).
    /// With one, the window manager holds the window within its maximum size, and the server is
    /// never held: other programs' drawing never waits on the game's.
    private func holdsServerWhilePresenting() -> Bool {
        let now = SDL_GetTicks64()
        if windowManagerAsked.map({ now >= $0 + 2000 }) ?? true {
            windowManagerAsked = now
            noWindowManager = sensorium_x11_has_window_manager(window) == 0
        }
        return noWindowManager
    }

    private var windowManagerAsked: UInt64?
    private var noWindowManager = false

    /// Shows the frame. With no display to pace it (SDL's offscreen driver, which headless
    /// play, tests and the soak use), it first waits until the GL driver has drawn the frame, as
    /// a display taking one frame per refresh would make it: at full speed with nothing waiting,
    /// Mesa's software rasterizer queues every frame it has not drawn yet (heaptrack: gigabytes,
    /// all allocated under SDL_RenderPresent in swrast_dri.so). Reading back one pixel waits.
    public func present() {
        if isOffscreen {
            var pixel: UInt32 = 0
            var corner = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
            SDL_RenderReadPixels(renderer, &corner, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
        }
        // Last before the present: SDL's GL renderer issues the frame's drawing in it, and Mesa
        // reads the window's size there. With no window manager to keep the window within its
        // maximum size, the X server is held through the present, so no resize slips in between.
        let holding = holdsServerWhilePresenting()
        if holding { sensorium_x11_hold_server(window, 1) }
        keepWithinTheLargestDisplay()
        SDL_RenderPresent(renderer)
        if holding { sensorium_x11_hold_server(window, 0) }
        if vsync { waitOutTheRefresh() }
    }

    /// When the present that vsync asked for did not wait (SDL's offscreen driver, an X server
    /// without swap control such as Xvfb), the loop would draw as fast as it can: a whole core
    /// for frames no display shows. So a present that comes back before a refresh interval has
    /// passed since the last one waits out the rest in whole milliseconds, as a display would have
    /// made it wait. Where vsync works the present already waited, and this sleeps nothing. Ticks
    /// are counted from real time, so this changes how often the game draws, never what it plays.
    private func waitOutTheRefresh() {
        let frequency = SDL_GetPerformanceFrequency()
        let now = SDL_GetPerformanceCounter()
        let due = lastPresent &+ frequency / refreshRate
        if lastPresent != 0, now < due, case let milliseconds = (due - now) * 1000 / frequency, milliseconds > 0 {
            SDL_Delay(UInt32(milliseconds))
            lastPresent = due
        } else {
            lastPresent = now
        }
    }

    /// When the last present was due, in performance-counter ticks (0 before the first).
    private var lastPresent: UInt64 = 0

    /// The display's refresh rate, or 60 where SDL knows none (the offscreen driver).
    private lazy var refreshRate: UInt64 = {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return UInt64(mode.refresh_rate)
    }()

    /// SDL draws to no display (`SDL_VIDEODRIVER=offscreen`).
    private let isOffscreen = SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "offscreen"
}
