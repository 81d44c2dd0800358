/// Re-simulates a replay against the level files on disk, the way a leaderboard would: the same
/// core code the game ran, fed the recorded input. Levels are played in the header's order; the
/// tick after one is solved, input goes to the next.
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

        public var isSolved: Bool { problems.isEmpty && outcomes.allSatisfy { $0.solvedAtTick != nil } }
        /// Solved, clean, and so good for a record.
        public var isVerifiedRecord: Bool { isSolved && flags.isEmpty }
    }

    /// The header a replay of `levels` (played in that order) carries.
    public static func header(for levels: [Level], category: ReplayCategory, results: [ReplayLevelResult]? = nil) -> ReplayHeader {
        ReplayHeader(gameVersion: GameVersion.current, category: category, levelIDs: levels.map(\.id),
                     seed: levels.first?.seed ?? 0,
                     levelFilesHash: LevelFilesHash.compute(levels.map { ($0.id, $0.fileBytes + $0.assetBytes) }),
                     results: results)
    }

    public static func verify(_ replay: Replay, catalog: LevelCatalog) -> Verification {
        var verification = Verification(outcomes: [], problems: [], ticks: 0, finalStateHash: 0, flags: replay.header.flags)
        var levels: [Level] = []
        for id in replay.header.levelIDs {
            guard let level = catalog.level(id: id) else {
                verification.problems.append("level \"\(id)\" is not among the valid level files")
                return verification
            }
            levels.append(level)
        }
        do {
            let definition = try CategoryDefinition(replay.header.category, catalog: catalog)
            if definition.levelIDs != replay.header.levelIDs {
                verification.problems.append("category \(definition.id) plays \(definition.levelIDs.joined(separator: ",")); "
                                             + "the replay lists \(replay.header.levelIDs.joined(separator: ","))")
            }
        } catch {
            verification.problems.append(error.reason)
        }
        let expected = header(for: levels, category: replay.header.category)
        if expected.levelFilesHash != replay.header.levelFilesHash {
            verification.problems.append("made for different level files (their hash differs)")
            return verification
        }
        if expected.seed != replay.header.seed {
            verification.problems.append("seed \(replay.header.seed) does not match the level's \(expected.seed)")
        }
        // The replay plays back in the same session the window plays (`PlaySession`), its levels
        // as a run: the tick after one is solved, input goes to the next.
        var setup = PlaySession.Setup()
        setup.replayInputs = replay.inputs
        setup.runLevels = replay.header.levelIDs
        var session = PlaySession(catalog: catalog, setup: setup)
        var output = TickOutput()
        var solvedAt: [Int] = []
        var tick = 0
        while tick < replay.inputs.count, solvedAt.count < levels.count, session.game.run != nil {
            session.step(.idle, into: &output)
            tick += 1
            for case .finished(let attempt) in session.events where attempt.solvedInTicks != nil { solvedAt.append(tick) }
        }
        verification.outcomes = levels.indices.map { LevelOutcome(levelID: levels[$0].id, solvedAtTick: $0 < solvedAt.count ? solvedAt[$0] : nil) }
        verification.ticks = tick
        verification.finalStateHash = session.game.session?.stateHash ?? 0
        if tick < replay.inputs.count {
            verification.problems.append("\(replay.inputs.count - tick) ticks of input after the last solve")
        }
        if let results = replay.header.results {
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
