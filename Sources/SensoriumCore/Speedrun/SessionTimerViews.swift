/// What the outside timers are shown of a play session, beside the timers' own formats
/// (`LiveSplitCommands`, `RunStateBlock`): the platform's `RunTimers` reads these after every
/// tick (the state block) and once a frame (LiveSplit), and hands LiveSplit's link back for the
/// HUD. A playback is shown to auto splitters as one (`RunStateBlock.Flags.playback`), and
/// never to LiveSplit, which would save it as an attempt of its own.
extension PlaySession {
    /// What a LiveSplit client should show now, during a speedrun; nil during playback.
    public var liveSplitView: LiveSplitCommands.RunView? {
        guard !isPlayingBack else { return nil }
        return speedrun?.session.liveSplitView(atTick: game.tick)
    }

    /// The state block of this session after its last tick: a run's, or "no run" — also once a
    /// run is left for the home screen (after its celebration, or with Backspace), which is
    /// when auto splitters reset (and timers save a finished run).
    public var runStateBlock: RunStateBlock {
        guard let run = speedrun?.session else { return RunStateBlock() }
        var block = RunStateBlock(run: run, tick: game.tick, isPlayingBack: isPlayingBack)
        if case .home = game.screen { block.phase = .noRun }
        return block
    }

    /// The outside timer's link, which the HUD shows; `RunTimers` sets it from LiveSplit's client.
    public var timerLink: TimerLink {
        get { hud.timerLink }
        set { hud.timerLink = newValue }
    }
}
