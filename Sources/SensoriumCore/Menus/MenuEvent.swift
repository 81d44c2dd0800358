/// What the player did in a menu or on the settings screen, as the router hears it: the menus
/// decide, `FeedbackRouter.cues(for:into:)` chooses the sound, as for the game's own events.
public enum MenuEvent: Equatable, Sendable {
    /// A menu opened, or the focus moved to another item, row or action.
    case focused
    /// At an end already, or a value already at its limit: a soft "no".
    case blocked
    /// Something was done: an item chosen, a page turned, a switch flipped, listening for a
    /// key, back to the menu.
    case accepted
    /// The pressed key belongs to another action: a firmer "no".
    case clashed
    /// A volume bar (master, effects) previewed or moved: a sound heard at the new gain.
    case volumePreview
    /// The soundscape bar previewed or moved; the soundscape does not play in a menu, so a
    /// chord stands in, at `level` (0.0 silent ... 1.0 full).
    case soundscapePreview(level: Double)
    /// The rumble rows previewed or moved: a pulse on the pads (or its visible stand-in).
    case rumblePreview
}
