/// What the player asks of the session outside the simulation's own input: the shell's keys and
/// the window's events, mapped by the platform. None of them reaches a replay.
public enum SessionAction: Equatable, Sendable {
    /// Esc / Start: open the menu (pause, in a level) or close it.
    case togglePause
    /// The window lost focus: pause (not during a replay's playback).
    case focusLost
    /// H: the speedrun HUD shows the splits or only the timer.
    case toggleHUD
    /// F3: the challenge draws its internals.
    case toggleDebugOverlay
    /// Shift+R or a pad's Back: the run ends and its first level opens again.
    case resetRun
    /// A threshold-tuning key, while the debug overlay is on.
    case tune(TuningKey)
    /// Home / End: the menu's first or last item.
    case menuFirst, menuLast
    /// The key or pad button pressed while the settings screen waits for a new binding, by its
    /// SDL name ("K", "Return", "x"); the platform captures it only then (`bindingCapture`).
    case bindingPressed(String)
    /// Ctrl+C, the desktop's copy key: the level playing may hand the clipboard a text
    /// (`Challenge.copyRequest`). Its effect on the level is the clipboard the platform observes
    /// into the next ticks, so the press itself is not the simulation's input nor the replay's.
    case copy
}

/// The debug overlay's tuning keys: `[` `]` pick a threshold, `-` `=` move it, F5 writes the
/// level file.
public enum TuningKey: Equatable, Sendable {
    case previousField, nextField, lower, raise, write
}
