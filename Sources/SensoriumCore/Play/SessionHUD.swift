/// The speedrun HUD as a play session shows it around a run: collapsed or expanded (H), each
/// level's split label worked out once per catalog, and the level drawn inside the HUD's safe
/// area, so no HUD covers it, with the mouse mapped back into the level's canvas.
public struct SessionHUD: Sendable {
    /// The HUD shows the splits, not only the timer.
    public private(set) var expanded = false
    /// The outside timer's link, shown on the HUD's edge.
    public var timerLink = TimerLink.none
    /// How the HUD labels each level's split, from the catalog.
    private var labels: [String: SpeedrunHUD.Label]

    public init(catalog: LevelCatalog) {
        labels = SpeedrunHUD.labels(of: catalog)
    }

    public mutating func toggle() {
        expanded.toggle()
    }

    /// The level files changed: their tiles (colour, place) may have.
    public mutating func relabel(_ catalog: LevelCatalog) {
        labels = SpeedrunHUD.labels(of: catalog)
    }

    /// Where a canvas point falls on the level drawn inside the safe area.
    public func levelPoint(_ pointer: InputCommand.Pointer) -> InputCommand.Pointer {
        SpeedrunSafeArea.levelPoint(pointer, expanded: expanded)
    }

    /// Fits what `game` drew since `levelMark` into the safe area (in a level), then draws the
    /// frame and the HUD of `run`.
    public func draw(into list: inout DrawList, since levelMark: (rects: Int, points: Int), run: SpeedrunSession, game: Game) {
        if game.session != nil {
            list.fit(since: levelMark, into: SpeedrunSafeArea.levelRect(expanded: expanded))
            SpeedrunSafeArea.drawFrame(into: &list, expanded: expanded)
        }
        var state = run.hudState(atTick: game.tick, expanded: expanded, labels: labels)
        state.timerLink = timerLink
        SpeedrunHUD.draw(into: &list, state: state)
    }
}
