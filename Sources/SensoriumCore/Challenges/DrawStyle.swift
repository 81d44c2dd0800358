/// How a frame should look, beyond the state itself: player settings that change drawing only.
public struct DrawStyle: Equatable, Sendable {
    /// No shakes and no large motion (from settings, or the desktop's choice).
    public var reducedMotion: Bool
    /// No rumble device is there to feel haptics, so the thing that caused one shows a small
    /// "soft vibration" instead (never under reduced motion).
    public var visualHaptics: Bool
    /// The F3 debug overlay: a challenge draws its internals (the dark scan's quads, regions and
    /// figures as bars) over the frame.
    public var debugOverlay: Bool

    public init(reducedMotion: Bool = false, visualHaptics: Bool = false, debugOverlay: Bool = false) {
        self.reducedMotion = reducedMotion
        self.visualHaptics = visualHaptics
        self.debugOverlay = debugOverlay
    }
}
