/// The link to an outside timer (LiveSplit) as the speedrun HUD shows it, without words: a
/// strip on the panel's right edge, neutral while the timer follows the run, red when the open
/// splits file does not fit the run and nothing is sent to it.
public enum TimerLink: Equatable, Sendable {
    /// No outside timer, or not connected: nothing is drawn.
    case none
    case following
    case wrongSplitsFile
}
