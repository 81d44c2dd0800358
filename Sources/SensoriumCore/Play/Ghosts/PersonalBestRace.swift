/// Racing your best (Trackmania's ghost): in a run, the personal best's replay plays as a
/// translucent ghost beside the live play, level by level, tick for tick with the live run (it
/// waits while the run waits for its first input or a menu is open, and starts again with a
/// reset), and the split delta to it shows beside the ghost after each split.
///
/// Drawn only: it reads the live game and steps its own (`ReplayGhost`), so the live run's state
/// hash is the same with the race on or off; the settings only decide whether it is drawn.
public struct PersonalBestRace: Sendable {
    public private(set) var ghost: ReplayGhost
    /// The personal best's cumulative in-game splits (its recorded results from its first input).
    public let splits: [Int]
    /// The replay's idle commands before its first input (a replay saved with `verify --save`
    /// may start idle): simulated before the live run starts, which waits for its first input.
    public let lead: Int

    /// The race against `replay` (the personal best's, as saved with it) for a run of `levelIDs`;
    /// nil when the replay plays other levels or a level is missing.
    public init?(replay: Replay, levelIDs: [String], catalog: LevelCatalog) {
        guard replay.header.levelIDs == levelIDs,
              let ghost = ReplayGhost(levelIDs: levelIDs, inputs: replay.inputs, catalog: catalog) else { return nil }
        self.ghost = ghost
        lead = RunStart.firstInputIndex(in: replay.inputs) ?? 0
        splits = replay.header.results.flatMap { RunStart.splits(solvedAtTicks: $0.map(\.solvedAtTick), inputs: replay.inputs) } ?? []
    }

    /// Keeps the ghost at the live run's tick: one ghost tick for each run tick played (after
    /// its own idle lead), back to the start when the run starts again (a reset, or the run
    /// left for the grid).
    public mutating func follow(_ game: Game) {
        let ticks = lead + (game.run?.ticks ?? 0)
        if ticks < ghost.index { ghost.rewind() }
        var silent: [FeedbackCue]? = nil
        while ghost.index < ticks, !ghost.isFinished { ghost.advance(cues: &silent) }
    }

    /// The last live split's difference to the best's (negative is ahead), if a split was made.
    public func lastDelta(_ game: Game) -> (delta: Int, judgement: SplitJudgement)? {
        guard let live = game.run?.solvedAt, let index = live.indices.last, index < splits.count else { return nil }
        let delta = live[index] - splits[index]
        let previous = index == 0 ? 0 : live[index - 1] - splits[index - 1]
        return (delta, .judge(delta: delta, previousDelta: previous, isGold: false))
    }

    /// The ghost at `opacity` (0...1, the setting) over the level being played, and the last
    /// split's delta beside it (in the corner when the ghost is on another level).
    public func draw(into list: inout DrawList, game: Game, opacity: Double, style: DrawStyle) {
        guard let live = game.session else { return }
        let anchor = ghost.draw(into: &list, over: live, opacity: opacity, style: style)
        guard let (delta, judgement) = lastDelta(game) else { return }
        let text = SpeedrunHUD.formatDelta(delta)
        let scale: Float = 4
        let width = PixelFont.width(of: text, scale: scale)
        var spot = anchor.map { PointF(x: $0.x + 60, y: $0.y - 70) } ?? PointF(x: DrawList.canvasWidth - width - 60, y: 170)
        spot.x = spot.x.clamped(to: 20...(DrawList.canvasWidth - width - 20))
        spot.y = spot.y.clamped(to: 20...(DrawList.canvasHeight - 60))
        let height = PixelFont.height(scale: scale)
        list.fill(RectF(x: spot.x - 10, y: spot.y - 8, w: width + 20, h: height + 16), GhostInk.edge(opacity))
        _ = PixelFont.draw(text, x: spot.x, y: spot.y, scale: scale, color: SpeedrunHUD.color(for: judgement), into: &list)
    }
}
