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
        // Each event is one cue name, heard and felt: its sound and its pattern share the name.
        func cue(_ name: CueName, volume: Double, pan: Double = 0, intensity: Double) {
            cues.append(.sound(name, volume: volume, pan: pan))
            cues.append(.haptic(pattern: name, intensity: intensity))
        }
        switch self {
        case .bumped(let x): cue(.windowBump, volume: 0.7, pan: Double(x) * 0.8, intensity: 0.7)
        case .lightSwitched(let caps, let on): cue(.windowSwitch, volume: on ? 0.8 : 0.5, pan: caps ? -0.6 : 0.6, intensity: on ? 0.6 : 0.3)
        case .focusChanged(let focused): cue(.windowAway, volume: focused ? 0.7 : 0.4, intensity: focused ? 0.6 : 0.3)
        case .filled(let full): cue(.windowFill, volume: full ? 0.8 : 0.5, intensity: full ? 0.8 : 0.4)
        case .copied: cue(.windowCopy, volume: 0.7, intensity: 0.6)
        case .dropped: cue(.windowDrop, volume: 0.8, intensity: 0.7)
        case .settled: cue(.windowSettle, volume: 0.6, intensity: 0.5)
        case .grown: cue(.windowGrown, volume: 0.9, intensity: 0.8)
        case .called: cue(.windowCall, volume: 0.8, intensity: 0.5)
        }
    }
}
