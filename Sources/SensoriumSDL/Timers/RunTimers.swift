import SensoriumCore

/// The outside timers that follow a run, all fed the same way: the state block auto splitters
/// read from memory (rewritten after every tick, so a split is seen on its own tick), LiveSplit's
/// server (`--livesplit`) and LiveSplit One's (`--livesplit-one`), told the run once a frame.
/// A playback is never sent to LiveSplit (`PlaySession.liveSplitView` is nil then), or it would
/// save it as an attempt of its own. Any of them may be absent; with none, this does nothing.
public final class RunTimers {
    /// The state block's page (nil: none could be mapped, and auto splitters find nothing).
    public var stateMemory: RunStateMemory?
    /// LiveSplit's server connection, whose link the HUD shows.
    public var liveSplit: LiveSplitClient?
    /// LiveSplit One's WebSocket server.
    public var liveSplitOne: LiveSplitOneServer?

    public init() {}

    /// After every tick (and once at start, before the first).
    public func ticked(_ session: PlaySession) {
        stateMemory?.write(session.runStateBlock)
    }

    /// Once a frame, after its outputs are delivered: the run as it is now, and the link to
    /// LiveSplit back to the HUD.
    public func framed(_ session: inout PlaySession) {
        let view = session.liveSplitView
        if let view { liveSplit?.update(view) }
        session.timerLink = liveSplit?.timerLink ?? .none
        liveSplitOne?.update(view)
    }

    /// LiveSplit One is told the game is going away, not left to find the connection lost.
    public func close() {
        liveSplit?.close()
        liveSplitOne?.close()
    }
}
