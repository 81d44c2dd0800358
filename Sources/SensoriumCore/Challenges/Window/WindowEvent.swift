/// What a window level reports, and how each is heard and felt: every change of the desktop
/// that the level reads has its own sound, so the level can be played by ear.
public enum WindowEvent: KindEvent {
    /// The window was pushed against the display's edge (x: -1 left, 1 right, 0 up or down).
    case bumped(x: Float)
    /// A lock light changed (caps: Caps Lock, else Num Lock).
    case lightSwitched(caps: Bool, on: Bool)
    /// The window lost (false) or took back (true) the focus.
    case focusChanged(focused: Bool)
    /// The window entered (true) or left fullscreen.
    case filled(Bool)
    /// The clipboard changed.
    case copied
    /// A file or a text was dropped on the window (the clipboard goal's alternative to a copy).
    case dropped
    /// The goal's condition began to hold: keep it so.
    case settled
    /// Look away: the level has grown while nobody looked; come back now.
    case grown
    /// Clipboard: the level calls; a copy now answers it.
    case called

    public func cues(into cues: inout [FeedbackCue]) {
        switch self {
        case .bumped(let x):
            cues.append(.sound(.windowBump, volume: 0.7, pan: Double(x) * 0.8))
            cues.append(.haptic(pattern: .windowBump, intensity: 0.7))
        case .lightSwitched(let caps, let on):
            cues.append(.sound(.windowSwitch, volume: on ? 0.8 : 0.5, pan: caps ? -0.6 : 0.6))
            cues.append(.haptic(pattern: .windowSwitch, intensity: on ? 0.6 : 0.3))
        case .focusChanged(let focused):
            cues.append(.sound(.windowAway, volume: focused ? 0.7 : 0.4, pan: 0))
            cues.append(.haptic(pattern: .windowAway, intensity: focused ? 0.6 : 0.3))
        case .filled(let full):
            cues.append(.sound(.windowFill, volume: full ? 0.8 : 0.5, pan: 0))
            cues.append(.haptic(pattern: .windowFill, intensity: full ? 0.8 : 0.4))
        case .copied:
            cues.append(.sound(.windowCopy, volume: 0.7, pan: 0))
            cues.append(.haptic(pattern: .windowCopy, intensity: 0.6))
        case .dropped:
            cues.append(.sound(.windowDrop, volume: 0.8, pan: 0))
            cues.append(.haptic(pattern: .windowDrop, intensity: 0.7))
        case .settled:
            cues.append(.sound(.windowSettle, volume: 0.6, pan: 0))
            cues.append(.haptic(pattern: .windowSettle, intensity: 0.5))
        case .grown:
            cues.append(.sound(.windowGrown, volume: 0.9, pan: 0))
            cues.append(.haptic(pattern: .windowGrown, intensity: 0.8))
        case .called:
            cues.append(.sound(.windowCall, volume: 0.8, pan: 0))
            cues.append(.haptic(pattern: .windowCall, intensity: 0.5))
        }
    }
}
