/// Re-simulates a replay against the level files on disk, the way a leaderboard would: the same
/// core code the game ran, fed the recorded input. Levels are played in the header's order; the
/// tick after one is solved, input goes to the next.
///
/// A stranger's replay may be legal and still take hours to re-simulate (a day of camera moves
/// on a photo level): with a `timeLimit`, verification stops when it is spent and the replay is
/// refused (`stoppedByTimeLimit`), so a leaderboard or a player's `verify` answers in seconds.
public enum ReplayVerifier {
    public struct LevelOutcome: Equatable, Sendable {
        public var levelID: String
        /// Ticks from the start of the replay to the solve (a cumulative split), or nil.
        public var solvedAtTick: Int?
    }

    public struct Verification: Sendable {
        public var outcomes: [LevelOutcome]
        /// Every reason the replay does not prove a run; empty for a good one.
        public var problems: [String]
        /// In-game ticks simulated until the last solve (or all input when unsolved).
        public var ticks: Int
        /// A hash of the final simulation state, for determinism checks.
        public var finalStateHash: UInt64

        /// The header's flags (assists, tools, webcam...): a flagged run can be solved, but is
        /// shown as unofficial and never counts as a verified record.
        public var flags: Set<ReplayFlag>
        /// Re-simulation was stopped at `ticks` because the time limit was spent.
        public var stoppedByTimeLimit = false
        /// Ticks of input after the last level was solved: a recording that ran on. The run is
        /// solved, but a record must end on its solve.
        public var trailingTicks = 0

        public var isSolved: Bool { problems.isEmpty && outcomes.allSatisfy { $0.solvedAtTick != nil } }
        /// Solved, clean, and so good for a record.
        public var isVerifiedRecord: Bool { isSolved && flags.isEmpty && trailingTicks == 0 }
    }

    /// The header a replay of `levels` (played in that order) carries.
    public static func header(for levels: [Level], category: ReplayCategory, results: [ReplayLevelResult]? = nil) -> ReplayHeader {
        ReplayHeader(gameVersion: GameVersion.current, category: category, levelIDs: levels.map(\.id),
                     seed: levels.first?.seed ?? 0,
                     levelFilesHash: LevelFilesHash.compute(levels.map { ($0.id, $0.fileBytes + $0.assetBytes) }),
                     results: results)
    }

    /// The time limit `sensorium verify` gives each replay unless told otherwise.
    public static let defaultTimeLimit = Duration.seconds(5)

    public static func verify(_ replay: Replay, catalog: LevelCatalog, timeLimit: Duration? = nil) -> Verification {
        var inputs = replay.inputs.makeIterator()
        return verify(header: replay.header, tickCount: replay.tickCount, catalog: catalog, timeLimit: timeLimit) { inputs.next() }
    }

    /// Verifies a replay as it decodes it: the commands are never all in memory. A run of
    /// several levels whose header claims every solve is re-simulated level by level on the
    /// machine's cores (`RunSegments`); the verification is the sequential one in every case.
    public static func verify(_ stream: ReplayStream, catalog: LevelCatalog, timeLimit: Duration? = nil) -> Verification {
        let (checked, levels) = check(stream.header, catalog: catalog)
        guard let levels else { return checked }
        if let verification = RunSegments.verify(stream, levels: levels, checked: checked, catalog: catalog, timeLimit: timeLimit) {
            return verification
        }
        var commands = stream.commands()
        return simulate(header: stream.header, tickCount: stream.tickCount, levels: levels, checked: checked,
                        catalog: catalog, timeLimit: timeLimit) { commands.next() }
    }

    /// The one-level-after-another verification, whatever the header claims (to compare with).
    static func verifySequentially(_ stream: ReplayStream, catalog: LevelCatalog, timeLimit: Duration? = nil) -> Verification {
        var commands = stream.commands()
        return verify(header: stream.header, tickCount: stream.tickCount, catalog: catalog, timeLimit: timeLimit) { commands.next() }
    }

    private static func verify(header: ReplayHeader, tickCount: Int, catalog: LevelCatalog,
                               timeLimit: Duration?, next: () -> InputCommand?) -> Verification {
        let (checked, levels) = check(header, catalog: catalog)
        guard let levels else { return checked }
        return simulate(header: header, tickCount: tickCount, levels: levels, checked: checked,
                        catalog: catalog, timeLimit: timeLimit, next: next)
    }

    /// What is checked before any tick: the levels, the category, the level files, the seed.
    /// Without levels, the replay is refused before re-simulation.
    static func check(_ replayHeader: ReplayHeader, catalog: LevelCatalog) -> (Verification, levels: [Level]?) {
        var verification = Verification(outcomes: [], problems: [], ticks: 0, finalStateHash: 0, flags: replayHeader.flags)
        var levels: [Level] = []
        for id in replayHeader.levelIDs {
            guard let level = catalog.level(id: id) else {
                verification.problems.append("level \"\(id)\" is not among the valid level files")
                return (verification, nil)
            }
            levels.append(level)
        }
        do {
            let definition = try CategoryDefinition(replayHeader.category, catalog: catalog)
            if definition.levelIDs != replayHeader.levelIDs {
                verification.problems.append("category \(definition.id) plays \(definition.levelIDs.joined(separator: ",")); "
                                             + "the replay lists \(replayHeader.levelIDs.joined(separator: ","))")
            }
        } catch {
            verification.problems.append(error.reason)
        }
        let expected = header(for: levels, category: replayHeader.category)
        if expected.levelFilesHash != replayHeader.levelFilesHash {
            verification.problems.append("made for different level files (their hash differs)")
            return (verification, nil)
        }
        if expected.seed != replayHeader.seed {
            verification.problems.append("seed \(replayHeader.seed) does not match the level's \(expected.seed)")
        }
        return (verification, levels)
    }

    /// The levels re-simulated one after another, as the run played them.
    private static func simulate(header replayHeader: ReplayHeader, tickCount: Int, levels: [Level], checked: Verification,
                                 catalog: LevelCatalog, timeLimit: Duration?, next: () -> InputCommand?) -> Verification {
        var verification = checked
        // The levels play as a run (`Game.startRun`), as in the window's `PlaySession` playing
        // the replay back, but without what only the devices need: cues, soundscape, captions,
        // drawing. The tick after one level is solved, input goes to the next.
        var game = Game(catalog: catalog, solved: [])
        game.keepsInputs = false   // the replay is the input: memory stays flat however long it is
        var events: [Game.Event] = []
        game.startRun(levelIDs: replayHeader.levelIDs, events: &events)
        var solvedAt: [Int] = []
        var tick = 0
        // The header's flags, and the hints in the input by play's own rule.
        var flags = RunFlags(flags: replayHeader.flags)
        let clock = ContinuousClock()
        let start = clock.now
        while tick < tickCount, solvedAt.count < levels.count, game.run != nil, let command = next() {
            events.removeAll(keepingCapacity: true)
            let onLevel = game.isPlayingLevel
            game.step(command, events: &events)
            tick += 1
            // A hint asked for is in the input: the body says so even when the header does not.
            flags.observe(command, onLevel: onLevel)
            for case .finished(let attempt) in events where attempt.solvedInTicks != nil { solvedAt.append(tick) }
            // The clock is read every 64 ticks: a fraction of a millisecond even on photo levels.
            if let timeLimit, tick % 64 == 0, solvedAt.count < levels.count, clock.now - start > timeLimit {
                verification.stoppedByTimeLimit = true
                verification.problems.append("re-simulation took longer than \(timeLimit) and was stopped at tick \(tick) of \(tickCount)")
                break
            }
        }
        verification.flags = flags.flags
        verification.outcomes = levels.indices.map { LevelOutcome(levelID: levels[$0].id, solvedAtTick: $0 < solvedAt.count ? solvedAt[$0] : nil) }
        verification.ticks = tick
        verification.finalStateHash = game.session?.stateHash ?? 0
        if tick < tickCount, !verification.stoppedByTimeLimit {
            if solvedAt.count == levels.count {
                verification.trailingTicks = tickCount - tick
            } else {
                verification.problems.append("\(tickCount - tick) ticks of input after the last solve")
            }
        }
        if let results = replayHeader.results, !verification.stoppedByTimeLimit {
            // Every claim is checked, including the levels the header says were never solved.
            for (index, outcome) in verification.outcomes.enumerated() {
                let recorded = index < results.count ? results[index].solvedAtTick : nil
                guard recorded != outcome.solvedAtTick else { continue }
                let then = recorded.map { "solved at tick \($0)" } ?? "not solved"
                let now = outcome.solvedAtTick.map { "tick \($0)" } ?? "never"
                verification.problems.append("desync: \(outcome.levelID) was \(then) when recorded, \(now) now")
            }
        }
        return verification
    }
}
