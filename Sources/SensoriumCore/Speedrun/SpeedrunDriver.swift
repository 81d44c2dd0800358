/// Plays a speedrun category through `Game`: the first level waits, frozen, for the first input
/// (waiting for a good moment is free of charge only if nothing moves); every solve is a split;
/// a reset starts the first level again on the next tick. Pure: the game loop feeds it ticks and
/// persists what it reports.
public struct SpeedrunDriver: Sendable {
    /// What the game loop should act on (save records, write replays, tell LiveSplit).
    public enum Notice: Sendable {
        case started(attempt: Int)
        case split(SplitOutcome)
        /// The run ended, finished or reset; `replay` holds every tick it played, to be kept
        /// as `file` (the name the personal best refers to).
        case ended(replay: Replay, finished: Bool, file: String)
    }

    public private(set) var session: SpeedrunSession
    /// What made this attempt unofficial (a webcam, a debug tweak); written into its replay.
    public private(set) var flags: Set<ReplayFlag> = []
    private var previous = InputCommand.idle
    /// After a reset, the keys of the reset chord (Shift+R) are still down: nothing starts the
    /// next run until every button has been let go.
    private var waitingForRelease = false

    public init(definition: CategoryDefinition, records: SpeedrunRecords) {
        session = SpeedrunSession(definition: definition, records: records)
    }

    /// Practice of a route from one of its levels: compared with the golds, never a record.
    public init(practice route: PracticeRoute) {
        session = SpeedrunSession(practice: route)
    }

    public var definition: CategoryDefinition { session.definition }

    /// The file name under which an attempt's replay is kept.
    public func replayName(attempt: Int) -> String {
        "\(Self.fileNamePrefix(definition))-attempt-\(attempt).replay"
    }

    /// The file name under which a replay saved with `verify --save` is kept: named by the game
    /// (never by the command line) after its category and its contents, so the same run saved
    /// twice is one file.
    public static func verifiedReplayName(_ definition: CategoryDefinition, replayBytes: [UInt8]) -> String {
        "\(fileNamePrefix(definition))-verified-\(SHA256.hexDigest(replayBytes).prefix(16)).replay"
    }

    /// `full-game`, `level-shy`: level ids are a-z, 0-9 and '-', so this is a plain file name.
    private static func fileNamePrefix(_ definition: CategoryDefinition) -> String {
        definition.id.replacing(":", with: "-")
    }

    /// Opens the first level, armed for the first input.
    public mutating func begin(_ game: inout Game, events: inout [Game.Event]) {
        game.startRun(levelIDs: definition.levelIDs, events: &events)
        previous = .idle
    }

    /// Runs one tick of the game unless the run is still waiting for its first input. Returns
    /// what happened for the loop to act on.
    public mutating func step(_ command: InputCommand, game: inout Game, events: inout [Game.Event],
                              notices: inout [Notice]) {
        if waitingForRelease {
            waitingForRelease = !command.buttons.isEmpty
            previous = command
            return
        }
        if session.timer.phase == .ready {
            guard game.run != nil, RunStart.isInput(command, previous: previous) else {
                previous = command
                return
            }
            session.start(atTick: game.tick + 1)
            session.replayFile = session.attemptID.map(replayName(attempt:))
            notices.append(.started(attempt: session.attemptID ?? 0))
        }
        if session.timer.phase == .running, command.pressed(since: previous).contains(.restart) {
            session.restartLevel()
        }
        previous = command
        let firstEvent = events.count
        game.step(command, events: &events)
        for event in events[firstEvent...] {
            switch event {
            case .finished(let attempt) where attempt.solvedInTicks != nil:
                if let outcome = session.split(levelID: attempt.level.id, solvedAtTick: game.tick) {
                    notices.append(.split(outcome))
                }
            case .runFinished(let run):
                notices.append(ended(run, catalog: game.catalog, finished: true))
            case .runAbandoned(let run):
                notices.append(ended(run, catalog: game.catalog, finished: false))
                session.reset()
                flags = []
            default:
                break
            }
        }
    }

    /// Shift+R or a pad's Back: the run ends where it is and the first level opens again, armed.
    public mutating func reset(_ game: inout Game, events: inout [Game.Event], notices: inout [Notice]) {
        if session.timer.phase == .running, let run = game.run {
            notices.append(ended(run, catalog: game.catalog, finished: false))
        }
        session.reset()
        flags = []
        begin(&game, events: &events)
        waitingForRelease = true
    }

    /// Marks the attempt unofficial: it still plays and is recorded, but sets no record.
    public mutating func flag(_ flag: ReplayFlag) {
        flags.insert(flag)
        session.markUnofficial()
    }

    /// Counts real time (pause included) toward the run.
    public mutating func addRealTime(_ seconds: Double) {
        session.addRealTime(seconds)
    }

    private func ended(_ run: Game.Run, catalog: LevelCatalog, finished: Bool) -> Notice {
        .ended(replay: replay(of: run, catalog: catalog), finished: finished,
               file: replayName(attempt: session.attemptID ?? 0))
    }

    /// The run's replay: the levels' inputs from the first input on, with every split.
    public func replay(of run: Game.Run, catalog: LevelCatalog) -> Replay {
        let levels = run.levelIDs.compactMap(catalog.level(id:))
        let results = zip(run.levelIDs, run.solvedAt).map { ReplayLevelResult(levelID: $0, solvedAtTick: $1) }
        var header = ReplayVerifier.header(for: levels, category: definition.category, results: results)
        header.flags = flags
        return Replay(header: header, inputs: run.inputs)
    }
}
