/// Which attempt at a level reads the desktop (`PlaySession.desktopReader`). The platform takes
/// the window's placement as the first one starts and gives it back whenever the reader changes:
/// the level left, a run's next window level opened on the solve's tick, a restart (R), a
/// reload. So each attempt starts from the window the player had, not from the last level's.
public struct DesktopReader: Equatable, Sendable {
    /// The game's count of levels opened when this one opened (`Game.levelsOpened`).
    let levelOpened: Int
    /// The attempt's restarts so far (`LevelSession.restarts`).
    let restarts: Int
}

extension DesktopReader {
    /// The attempt `game` is playing, if its level reads the desktop (other levels' inputs and
    /// replays hold nothing of it); nil on the grid.
    init?(of game: Game) {
        guard let session = game.session, session.level.kind.descriptor.readsDesktop else { return nil }
        self.init(levelOpened: game.levelsOpened, restarts: session.restarts)
    }
}
