/// The digital actions a tick can carry. Keyboard, gamepad and mouse all map onto these in the
/// platform layer (`InputMapper`, from `Settings.keyboard` and `Settings.gamepad`), so the
/// simulation and replays never see a device.
public struct InputButtons: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let up = InputButtons(rawValue: 1 << 0)
    public static let down = InputButtons(rawValue: 1 << 1)
    public static let left = InputButtons(rawValue: 1 << 2)
    public static let right = InputButtons(rawValue: 1 << 3)
    /// Space / Enter / gamepad A / left click: act on what is under the cursor.
    public static let confirm = InputButtons(rawValue: 1 << 4)
    /// Backspace / gamepad B: leave the level for the home screen.
    public static let back = InputButtons(rawValue: 1 << 5)
    /// R / gamepad Y: restart the level on the next tick.
    public static let restart = InputButtons(rawValue: 1 << 6)
    /// A second action key (Tab / gamepad X / right click), for challenges that need one.
    public static let alternate = InputButtons(rawValue: 1 << 7)
    /// Zoom in / out (E / Q, gamepad shoulders), for challenges with a viewfinder.
    public static let zoomIn = InputButtons(rawValue: 1 << 8)
    public static let zoomOut = InputButtons(rawValue: 1 << 9)
    /// Rotate counter-clockwise / clockwise (Z / C, gamepad triggers).
    public static let rotateLeft = InputButtons(rawValue: 1 << 10)
    public static let rotateRight = InputButtons(rawValue: 1 << 11)
    /// F1 / gamepad right-stick click / the pause menu's lightbulb: ask for the next step of the
    /// level's hint. No level reacts to it; it is in the input so the replay shows, and verify
    /// reports, that the attempt was hinted.
    public static let hint = InputButtons(rawValue: 1 << 12)
    /// The left mouse button, sent together with `confirm` (a level sees a press as from Enter):
    /// a screen with a focus acts only on what is under the pointer, so a click on empty space
    /// never chooses the focused tile or item as Enter would.
    public static let click = InputButtons(rawValue: 1 << 13)

    /// Every defined bit; anything else in a replay is an error.
    public static let all = InputButtons(rawValue: (1 << 14) - 1)
}

/// Everything one simulation tick reads from the player. Analog values are quantized here, at
/// the edge, so a replay reproduces a run bit for bit.
public struct InputCommand: Equatable, Hashable, Sendable {
    /// Buttons held during this tick.
    public var buttons: InputButtons
    /// Left stick (or tilt), each axis -127...127; 0 is centred. Dead zone already applied.
    public var stickX: Int8
    public var stickY: Int8
    /// The mouse position on the 1920x1080 canvas, or nil when the mouse has not moved since the
    /// keyboard or pad was last used (so the cursor stays where the keys put it).
    public var pointer: Pointer?
    /// The desktop around the window (its rectangle, focus, lock lights, clipboard digest), sent
    /// on every tick by a platform that observes it; nil when nothing was observed (headless,
    /// old replays). See `DesktopObservation`.
    public var desktop: DesktopObservation?
    /// What the microphone heard (loudness, pitch, onsets, noise against tone), sent on every
    /// tick while a listening level plays and the microphone is open; nil otherwise (no
    /// microphone, none allowed, headless, old replays). See `HeardSound`.
    public var hearing: HeardSound?

    public struct Pointer: Equatable, Hashable, Sendable {
        /// Canvas position in whole canvas units, 0...1919 and 0...1079.
        public var x: Int16
        public var y: Int16
        public init(x: Int16, y: Int16) { self.x = x; self.y = y }
    }

    public init(buttons: InputButtons = [], stickX: Int8 = 0, stickY: Int8 = 0, pointer: Pointer? = nil,
                desktop: DesktopObservation? = nil, hearing: HeardSound? = nil) {
        self.buttons = buttons
        self.stickX = stickX
        self.stickY = stickY
        self.pointer = pointer
        self.desktop = desktop
        self.hearing = hearing
    }

    public static let idle = InputCommand()

    /// Buttons that went down this tick, given the previous tick's command.
    public func pressed(since previous: InputCommand) -> InputButtons {
        buttons.subtracting(previous.buttons)
    }
}
