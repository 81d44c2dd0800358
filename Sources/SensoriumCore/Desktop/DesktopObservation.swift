/// What the platform sees of the desktop around the game's window, quantized at the edge like
/// every other input, so a replay records it and `verify` re-simulates it with no window. It
/// enters each tick as `InputCommand.desktop`.
///
/// The semantics of `InputCommand.desktop`: a platform that observes the desktop sends the
/// whole observation on every tick (not only when something changed); nil means "nothing was
/// observed this tick" (headless runs, every replay recorded before the desktop was observed).
/// A level that reads the desktop then keeps what it knew and applies its own window request to
/// its model of the desktop (`SimulatedDesktop`), so it plays the same with no platform.
/// Idle time is not a field: the simulation counts it from the inputs.
public struct DesktopObservation: Equatable, Hashable, Sendable {
    /// Rectangles are in desktop pixels, rounded down to multiples of this (what a replay can
    /// store: a window edge jittering by a pixel is not a new observation).
    public static let quantum: Int32 = 4
    /// Coordinates a replay can store: -32768 ... 32764 (multiples of `quantum`), sizes 0 ... 32764.
    public static let coordinateRange: ClosedRange<Int32> = -32768...32764
    public static let sizeRange: ClosedRange<Int32> = 0...32764

    /// A rectangle on the desktop, in desktop pixels, each field a multiple of `quantum`.
    public struct Rect: Equatable, Hashable, Sendable {
        public var x: Int32
        public var y: Int32
        public var width: Int32
        public var height: Int32

        public init(x: Int32, y: Int32, width: Int32, height: Int32) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }

        /// The rectangle with every field rounded down to a multiple of `quantum` and clamped to
        /// what a replay stores: the platform builds its observations through this.
        public init(quantizingX x: Int, y: Int, width: Int, height: Int) {
            func snap(_ value: Int, _ range: ClosedRange<Int32>) -> Int32 {
                let q = Int(DesktopObservation.quantum)
                let floored = value >= 0 ? value / q * q : -((-value + q - 1) / q) * q
                return Int32(min(max(floored, Int(range.lowerBound)), Int(range.upperBound)))
            }
            self.init(x: snap(x, coordinateRange), y: snap(y, coordinateRange),
                      width: snap(width, sizeRange), height: snap(height, sizeRange))
        }

        public var centerX: Int32 { x + width / 2 }
        public var centerY: Int32 { y + height / 2 }
    }

    /// The game's window (outer client area) on the desktop. When `positionKnown` is false only
    /// its size means anything (x and y are then 0).
    public var window: Rect
    /// Whether the window's position could be read (false under Wayland, where a window can
    /// neither learn nor set it). Levels that need the position then pan inside the window.
    public var positionKnown: Bool
    /// The bounds of the display the window is on.
    public var display: Rect
    /// The window has the keyboard focus.
    public var focused: Bool
    /// The window fills its display (desktop fullscreen or real fullscreen).
    public var fullscreen: Bool
    /// The keyboard's lock lights.
    public var capsLock: Bool
    public var numLock: Bool
    /// A digest of the clipboard's text (`clipboardDigest(of:)`); 0 is empty or no text.
    public var clipboardDigest: UInt32
    /// How many files or texts were dropped on the window while the platform observed it (SDL's
    /// drop events), wrapping at 2^32. A counter rather than a switch, like the clipboard's
    /// digest: a level compares it with what it last saw, so a tick without an observation loses
    /// nothing. Only the count enters a replay, never a name or a text.
    public var drops: UInt32

    public init(window: Rect, positionKnown: Bool = true, display: Rect, focused: Bool = true,
                fullscreen: Bool = false, capsLock: Bool = false, numLock: Bool = false, clipboardDigest: UInt32 = 0,
                drops: UInt32 = 0) {
        self.window = window
        self.positionKnown = positionKnown
        self.display = display
        self.focused = focused
        self.fullscreen = fullscreen
        self.capsLock = capsLock
        self.numLock = numLock
        self.clipboardDigest = clipboardDigest
        self.drops = drops
    }

    /// The 32-bit digest of a clipboard text: FNV-1a over its UTF-8 bytes, with 0 kept for
    /// "empty" (a text whose hash is 0 reads as 1). Only the digest enters a replay, never the text.
    public static func clipboardDigest(of text: String?) -> UInt32 {
        guard let text, !text.isEmpty else { return 0 }
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash == 0 ? 1 : hash
    }

    /// Why this observation cannot be stored in a replay, or nil when it can.
    public var problem: String? {
        for (name, rect) in [("window", window), ("display", display)] {
            for (field, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
                if value % Self.quantum != 0 { return "desktop \(name) \(field) \(value) is not a multiple of \(Self.quantum)" }
                let range = field == "x" || field == "y" ? Self.coordinateRange : Self.sizeRange
                if !range.contains(value) { return "desktop \(name) \(field) \(value) is outside \(range)" }
            }
        }
        return nil
    }
}
