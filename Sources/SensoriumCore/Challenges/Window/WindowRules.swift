/// What a window level asks: the game's own window and the desktop around it are the puzzle.
/// Each level has one goal, read from the level file's `goal.type`. See docs/levels.md.
public enum WindowGoal: String, CaseIterable, Sendable {
    /// The level is drawn in desktop coordinates: move the window over the mark and hold it there.
    case viewfinder
    /// Make the window tall and narrow, wide, or square until the picture fits, and hold it.
    case shape
    /// Fill the screen (F11) and stay so; a window that opened fullscreen must leave and come back.
    case fullscreen
    /// Caps Lock / Num Lock: flip the lights the level shows as wrong, and hold the pattern.
    case locks
    /// Leave the window (it loses the focus) until the level has grown, then come back.
    case lookAway
    /// The level calls: copy anything (the clipboard changes) right after a call.
    case clipboard
    /// Touch nothing at all for a while.
    case patience
}

/// The picture a shape level wants the window to frame.
public enum WindowShape: String, CaseIterable, Sendable {
    case tall, wide, square

    /// The window's height / width ratios that fit the picture.
    var heightOverWidth: ClosedRange<Double> {
        switch self {
        case .tall: return 1.65...1.8
        case .wide: return (1 / 2.5)...(1 / 2.3)
        case .square: return 0.97...1.03
        }
    }
}

/// The parameters and goal of a `window` level.
public struct WindowRules: Equatable, Sendable {
    public var goal: WindowGoal
    /// Viewfinder: where the mark is, as fractions of the display (0...1 from the left and top).
    public var markX: Double
    public var markY: Double
    /// Viewfinder: how near the window's centre must come to the mark, desktop pixels, 20...200.
    public var markRadius: Double
    /// Shape: the picture to fit.
    public var shape: WindowShape
    /// Locks: which lights must end the other way from how the level found them.
    public var flipCaps: Bool
    public var flipNum: Bool
    /// Look away: how long the window must be left, seconds, 1...30. Patience: how long to touch
    /// nothing, seconds, 4...60 (more than a newcomer's first pause).
    public var seconds: Double
    /// How long the goal must hold, 0.25...5 seconds.
    public var holdSeconds: Double
    /// Arrows and stick move the window by this many desktop pixels a second, 240...1920.
    public var moveSpeed: Double

    public init(goal: WindowGoal, markX: Double = 0.5, markY: Double = 0.5, markRadius: Double = 60,
                shape: WindowShape = .square, flipCaps: Bool = false, flipNum: Bool = false, seconds: Double = 5,
                holdSeconds: Double = 0.5, moveSpeed: Double = 960) {
        self.goal = goal
        self.markX = markX
        self.markY = markY
        self.markRadius = markRadius
        self.shape = shape
        self.flipCaps = flipCaps
        self.flipNum = flipNum
        self.seconds = seconds
        self.holdSeconds = holdSeconds
        self.moveSpeed = moveSpeed
    }

    init(parameters: inout JSONObjectReader, goal reader: inout JSONObjectReader) throws(FormatError) {
        self.init(goal: try reader.enumValue("type", as: WindowGoal.self))
        moveSpeed = try parameters.optionalDouble("moveSpeed", in: 240...1920) ?? 960
        holdSeconds = try reader.optionalDouble("holdSeconds", in: 0.25...5) ?? 0.5
        switch goal {
        case .viewfinder:
            markX = try reader.double("x", in: 0...1)
            markY = try reader.double("y", in: 0...1)
            markRadius = try reader.optionalDouble("radius", in: 20...200) ?? 60
        case .shape:
            shape = try reader.enumValue("shape", as: WindowShape.self)
        case .locks:
            flipCaps = try reader.optionalBool("caps") ?? false
            flipNum = try reader.optionalBool("num") ?? false
            guard flipCaps || flipNum else { throw reader.error("caps", "flip at least one light (caps or num)") }
        case .lookAway:
            seconds = try reader.optionalDouble("seconds", in: 1...30) ?? 3
        case .patience:
            seconds = try reader.optionalDouble("seconds", in: 4...60) ?? 5
        case .fullscreen, .clipboard:
            break
        }
    }

    /// Ticks the goal must hold.
    var holdTicks: Int { TickClock.ticks(holdSeconds) }
    /// Desktop pixels a tick on one axis, in whole quanta (at least one).
    var moveStep: Int32 {
        let quanta = max(1, Int((moveSpeed / Double(TickClock.rate) / Double(DesktopObservation.quantum)).rounded()))
        return Int32(quanta) * DesktopObservation.quantum
    }
}
