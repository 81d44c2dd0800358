/// A desktop in the core, for runs with no platform (the solver, `solve`, the tests): a window
/// on a 1920x1080 display that carries out window requests as an obliging window manager would,
/// and lock keys, focus, a clipboard and drops on the window that a simulated player acts on. A window level that
/// is handed no observation applies its own requests to this same model, so a headless run and a
/// run that records these observations reach the same state.
public struct SimulatedDesktop: Equatable, Hashable, Sendable {
    /// The smallest window the game keeps (the platform sets the same minimum).
    public static let minimumSize = (width: Int32(320), height: Int32(180))
    public static let display = DesktopObservation.Rect(x: 0, y: 0, width: 1920, height: 1080)
    /// Where the game's window opens: 1280x720, centred.
    public static let startWindow = DesktopObservation.Rect(x: 320, y: 180, width: 1280, height: 720)

    public private(set) var observation: DesktopObservation
    /// The window's rectangle before it went fullscreen, restored when it leaves.
    private var windowedRect: DesktopObservation.Rect

    /// A desktop whose window opens at `startWindow`; `positionKnown` false models Wayland.
    public init(positionKnown: Bool = true) {
        self.init(observation: DesktopObservation(window: Self.startWindow, positionKnown: positionKnown,
                                                  display: Self.display))
    }

    /// A desktop as it was observed.
    public init(observation: DesktopObservation) {
        var start = observation
        if !start.positionKnown { start.window.x = 0; start.window.y = 0 }
        self.observation = start
        windowedRect = start.window
    }

    /// Carries out a level's request: the window moves and resizes within the display and keeps
    /// its quantum; while fullscreen only the toggle does anything.
    public mutating func apply(_ request: WindowRequest?) {
        guard let request else { return }
        if request.toggleFullscreen { toggleFullscreen() }
        guard !observation.fullscreen else { return }
        let display = observation.display
        var rect = observation.window
        rect.width = Self.clamp(rect.width + request.growWidth, Self.minimumSize.width, display.width)
        rect.height = Self.clamp(rect.height + request.growHeight, Self.minimumSize.height, display.height)
        if observation.positionKnown {
            rect.x = Self.clamp(rect.x + request.moveX, display.x, display.x + display.width - rect.width)
            rect.y = Self.clamp(rect.y + request.moveY, display.y, display.y + display.height - rect.height)
        }
        observation.window = rect
    }

    /// F11 (or the window manager's fullscreen).
    public mutating func toggleFullscreen() {
        if observation.fullscreen {
            observation.fullscreen = false
            observation.window = windowedRect
        } else {
            windowedRect = observation.window
            observation.fullscreen = true
            var full = observation.display
            if !observation.positionKnown { full.x = 0; full.y = 0 }
            observation.window = full
        }
    }

    public mutating func toggleCapsLock() { observation.capsLock.toggle() }
    public mutating func toggleNumLock() { observation.numLock.toggle() }
    /// The player clicks another window (false) or back on the game's (true).
    public mutating func setFocused(_ focused: Bool) { observation.focused = focused }
    /// The player copies `text` (nil or empty clears the clipboard).
    public mutating func copy(_ text: String?) { observation.clipboardDigest = DesktopObservation.clipboardDigest(of: text) }
    /// The player drops a file or a text on the game's window.
    public mutating func drop() { observation.drops &+= 1 }

    /// `value` within `low ... high`, rounded down to the quantum (high wins when they cross).
    private static func clamp(_ value: Int32, _ low: Int32, _ high: Int32) -> Int32 {
        let q = DesktopObservation.quantum
        let bounded = min(max(value, low), max(high, low))
        return bounded >= 0 ? bounded / q * q : -((-bounded + q - 1) / q) * q
    }
}
