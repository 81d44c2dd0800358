/// Everything a key or a gamepad button can be bound to in the settings file: the simulation's
/// `InputButtons` plus the shell's own actions. The raw values are the settings file's keys.
public enum ControlAction: String, CaseIterable, Sendable {
    case up, down, left, right
    case confirm, back, restart, alternate
    case zoomIn, zoomOut, rotateLeft, rotateRight
    /// Ask for the level's hint, one step a press (recorded: the attempt is flagged `hinted`).
    case hint
    /// Shell actions: handled by the game loop, never seen by the simulation or a replay.
    case pause, fullscreen, screenshot, debugOverlay, hud
    /// Speedrun reset: the run ends and the first level opens again (Shift+R, a pad's Back).
    case resetRun

    /// The simulation button this action holds down, or nil for a shell action.
    public var button: InputButtons? {
        switch self {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .confirm: return .confirm
        case .back: return .back
        case .restart: return .restart
        case .alternate: return .alternate
        case .zoomIn: return .zoomIn
        case .zoomOut: return .zoomOut
        case .rotateLeft: return .rotateLeft
        case .rotateRight: return .rotateRight
        case .hint: return .hint
        case .pause, .fullscreen, .screenshot, .debugOverlay, .hud, .resetRun: return nil
        }
    }
}

/// Where the tilt of tilt challenges comes from.
public enum TiltInput: String, CaseIterable, Sendable {
    /// The left stick (or the arrow keys).
    case stick
    /// The gamepad's gyro/accelerometer, when it has one; the stick otherwise.
    case motion
}
