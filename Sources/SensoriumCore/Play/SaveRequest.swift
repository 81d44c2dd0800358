/// A file the session asks the platform's storage to write. The rules (what counts, which
/// replay is kept under which name) are decided here in the core; the storage only writes.
public enum SaveRequest: Sendable {
    /// A change to `progress.json`; `bestReplay` is written, under its name, only when the change
    /// made a new best time (`Progress.apply` returns true).
    case progress(ProgressChange, bestReplay: NamedReplay? = nil)
    /// A level attempt's replay, kept in the player's replay folder (and at `play --record`'s path).
    case attemptReplay(NamedReplay)
    /// A speedrun attempt's replay, kept in the player's `replays/runs/` folder.
    case runReplay(NamedReplay)
    /// A level file rewritten by the debug overlay's threshold tuning (F5).
    case levelFile(levelID: String, text: String)
    /// A change made on the settings screen, applied to `settings.json` as it is on disk now.
    case settings(SettingsChange)
}

/// A replay and the file name the game chose for it (a plain name, no folder).
public struct NamedReplay: Sendable {
    public var replay: Replay
    public var name: String

    public init(_ replay: Replay, name: String) {
        self.replay = replay
        self.name = name
    }

    /// `shy-last.replay`: the latest attempt at a level.
    public static func lastAttempt(_ replay: Replay, levelID: String) -> NamedReplay {
        NamedReplay(replay, name: "\(levelID)-last.replay")
    }

    /// `shy-best.replay`: the attempt that set the level's best time.
    public static func best(_ replay: Replay, levelID: String) -> NamedReplay {
        NamedReplay(replay, name: "\(levelID)-best.replay")
    }
}

/// One change to the player's progress, as data, so the session can ask for it and the storage
/// apply it to the file as it is on disk at that moment (`ProgressStore.update`).
public enum ProgressChange: Equatable, Sendable {
    /// The player started an attempt at a level.
    case attemptStarted(levelID: String)
    /// A verifiable solve in `ticks` in-game ticks.
    case solved(levelID: String, ticks: Int)
    /// A solve that cannot count as a time (webcam input, tuned thresholds, a hint, assist
    /// mode): it unlocks what follows and sets no best time; its `ticks` are kept as the best
    /// unverified time, shown apart on the grid.
    case unverifiedSolve(levelID: String, ticks: Int?)
    /// A speedrun category's records after an attempt (replaces the stored record).
    case runRecord(CategoryRecord)
}

extension Progress {
    /// Applies `change`.
    ///
    /// - Returns: true when it made a level's first solve or a new best time.
    @discardableResult
    public mutating func apply(_ change: ProgressChange) -> Bool {
        switch change {
        case .attemptStarted(let id):
            recordAttempt(levelID: id)
        case .solved(let id, let ticks):
            return record(levelID: id, solvedInTicks: ticks)
        case .unverifiedSolve(let id, let ticks):
            recordUnverifiedSolve(levelID: id, ticks: ticks)
        case .runRecord(let record):
            speedrunRecords.store(record)
        }
        return false
    }
}
