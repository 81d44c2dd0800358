/// A challenge that can show its goal without a word: a short ghost demonstration drawn over
/// the level at its start (a ghost ball rolling into the hole, a ghost reticle closing on the
/// square), as Blackbox's hints do. Each kind conforms in its folder (`<Kind>Demo.swift`);
/// `GoalDemoOverlay` decides when it shows.
///
/// The demonstration is drawn from the state as it is and a clock the caller passes in; it never
/// changes the state, so replays and their state hashes are the same with or without it.
public protocol GoalDemonstrating {
    /// Draws the demonstration `phase` of the way through one pass (0 is the start, 1 the goal
    /// reached), at `opacity` (0 is invisible, 1 is full ghost strength), over the level.
    func drawGoalDemo(into list: inout DrawList, phase: Double, opacity: Double, color: RGBA, style: DrawStyle)
}

/// Ghost colours shared by the demonstrations, so every kind's ghost reads as the same thing.
public enum GhostInk {
    /// The ghost's body: white, translucent, on any level's background.
    public static func body(_ opacity: Double) -> RGBA { RGBA(255, 255, 255, UInt8((190 * opacity).clamped(to: 0...255))) }
    /// Its outline: dark, so the ghost reads on pale floors too.
    public static func edge(_ opacity: Double) -> RGBA { RGBA(30, 30, 40, UInt8((170 * opacity).clamped(to: 0...255))) }
    /// The pulse at the goal when the ghost reaches it, in the level's colour.
    public static func pulse(_ color: RGBA, _ opacity: Double) -> RGBA { color.withAlpha(UInt8((220 * opacity).clamped(to: 0...255))) }

    /// A ring of `segments` quads (outline of a disc), for ghosts drawn as outlines.
    public static func ring(into list: inout DrawList, x: Float, y: Float, radius: Float, width: Float, _ color: RGBA) {
        list.ring(center: PointF(x: x, y: y), radius: radius, width: width, color)
    }
}
