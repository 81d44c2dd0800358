/// How a frame should look, beyond the state itself: player settings that change drawing only.
public struct DrawStyle: Equatable, Sendable {
    /// No shakes and no large motion (from settings, or the desktop's choice).
    public var reducedMotion: Bool

    public init(reducedMotion: Bool = false) {
        self.reducedMotion = reducedMotion
    }
}
