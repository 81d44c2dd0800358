/// What a play session writes when an attempt or a run ends, as plain rules over values: an
/// attempt's replay is kept as `<id>-last.replay`; a verifiable solve asks for the best time
/// (and `<id>-best.replay` when it is one); an unverifiable solve unlocks but sets no time; a
/// run's records are saved on every notice, its replay when it ends. The session's
/// `EventRouter` adds only that playback saves nothing.
public enum SavePolicy {
    /// What makes an attempt at `levelID` unverifiable: a webcam feeding a level that looks
    /// through it, thresholds tuned on the debug overlay, a hint asked for (`hinted`, by
    /// `RunFlags`' rule, the verifier's), or assist mode's reduced game speed at any tick of it
    /// (`assist`), the microphone heard on it (`microphone`: its own category, not a keyboard
    /// time). The speedrun driver is told the same flags as they arise.
    public static func flags(levelID: String, catalog: LevelCatalog, cameraInUse: Bool,
                             tunedLevels: Set<String>, hinted: Bool = false, assisted: Bool = false,
                             heard: Bool = false) -> Set<ReplayFlag> {
        var flags: Set<ReplayFlag> = []
        if assisted { flags.insert(.assist) }
        if hinted { flags.insert(.hinted) }
        if heard { flags.insert(.microphone) }
        if cameraInUse, catalog.level(id: levelID)?.kind.acceptsCameraFrames == true {
            flags.insert(.webcamInput)
        }
        if tunedLevels.contains(levelID) { flags.insert(.debugTweaks) }
        return flags
    }

    /// The solve's ticks when they count as a time (a solve with no flag), which may be a
    /// best; nil for an abandoned or unverifiable attempt.
    public static func countedTime(of attempt: Game.Attempt, flags: Set<ReplayFlag>) -> Int? {
        flags.isEmpty ? attempt.solvedInTicks : nil
    }

    /// A finished or abandoned attempt: its replay is kept; a solve counts, verifiable or not.
    public static func saves(for attempt: Game.Attempt, flags: Set<ReplayFlag>) -> [SaveRequest] {
        let id = attempt.level.id
        let results = attempt.solvedInTicks.map { [ReplayLevelResult(levelID: id, solvedAtTick: $0)] }
        var header = ReplayVerifier.header(for: [attempt.level], category: .level(id), results: results)
        header.flags = flags
        let replay = Replay(header: header, inputs: attempt.inputs)
        var saves: [SaveRequest] = [.attemptReplay(.lastAttempt(replay, levelID: id))]
        guard attempt.solvedInTicks != nil else { return saves }
        if let best = countedTime(of: attempt, flags: flags) {
            saves.append(.progress(.solved(levelID: id, ticks: best), bestReplay: .best(replay, levelID: id)))
        } else {
            // Unverifiable (webcam, tuned thresholds, a hint, assist mode) or heard (the microphone): it unlocks what follows
            // and its time is kept apart, never as the best.
            saves.append(.progress(.unverifiedSolve(levelID: id, ticks: attempt.solvedInTicks)))
        }
        return saves
    }

    /// A run's notices of one tick: an ended run is kept as a replay, and every notice saves
    /// the category's records as they are now.
    public static func saves(for notices: [SpeedrunDriver.Notice], record: CategoryRecord) -> [SaveRequest] {
        var saves: [SaveRequest] = []
        for notice in notices {
            if case .ended(let replay, _, let file) = notice { saves.append(.runReplay(NamedReplay(replay, name: file))) }
            saves.append(.progress(.runRecord(record)))
        }
        return saves
    }
}
