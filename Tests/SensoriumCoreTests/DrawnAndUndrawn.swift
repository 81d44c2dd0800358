import SensoriumCore

/// A level's shipped solution played in two sessions, every frame of one drawn: a drawn-only
/// overlay (a goal demo, a lesson) must leave both in the same state.
func playedDrawnAndUndrawn(_ levelID: String, catalog: LevelCatalog) throws -> (drawn: PlaySession, undrawn: PlaySession) {
    let replay = try Replay.read(from: RepositoryPaths.solutions + "/\(levelID).replay")
    var setup = PlaySession.Setup()
    setup.levelID = levelID
    var drawn = PlaySession(catalog: catalog, setup: setup), undrawn = PlaySession(catalog: catalog, setup: setup)
    var list = DrawList()
    for input in replay.inputs {
        _ = drawn.step(input)
        _ = undrawn.step(input)
        list.reset(background: .white)
        drawn.draw(into: &list, alpha: 0.5, style: DrawStyle())
    }
    return (drawn, undrawn)
}
