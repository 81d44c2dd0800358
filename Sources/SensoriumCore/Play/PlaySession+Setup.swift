extension PlaySession {
    /// How a session starts.
    public struct Setup: Sendable {
        /// Open this level directly instead of the home screen.
        public var levelID: String?
        /// Play these levels in order, each solve opening the next, with no speedrun timer (the
        /// verifier re-simulating a replay).
        public var runLevels: [String]?
        /// Levels already solved (from the progress file).
        public var solved: Set<String> = []
        /// Their best verified times in ticks (from the progress file), shown on the tiles.
        public var bestTicks: [String: Int] = [:]
        /// Their best unverifiable times (from the progress file), shown where there is no
        /// verified one.
        public var unverifiedBestTicks: [String: Int] = [:]
        /// Play a speedrun category: frozen until the first input, splits, HUD, reset.
        public var speedrun: SpeedrunDriver?
        /// Play these inputs instead of the player's (a replay); nothing is saved.
        public var replayInputs: [InputCommand]?
        /// How many times faster than recorded a replay plays back (`play --replay FILE
        /// --playback-speed N`): the same ticks, each a shorter stretch of real time.
        public var playbackSpeed = 1.0
        /// Announcements are captioned (speech is on).
        public var captions = false
        /// A webcam feeds the levels that look through a camera: their attempts are unverifiable.
        public var cameraInUse = false
        /// The player's settings, as the settings screen starts from them.
        public var settings = Settings()
        /// The shipped solutions the hints' ghosts play (`SolutionShelf.load`); none: the hint
        /// shows the goal pulse only.
        public var solutions = SolutionShelf()
        /// The replay a run (a speedrun, or `runLevels`) races as a ghost (the personal best's,
        /// saved with it); used when it plays the run's levels. Drawn only, with
        /// `Settings.raceGhost` on.
        public var raceReplay: Replay?
        /// Draw each tick's input (`InputDisplay`), for verification videos.
        public var inputDisplay = false
        /// Keep each attempt's input for its replay. Off for a session whose attempts are never
        /// saved (`sensorium screenshot`): memory then stays flat however many ticks it plays.
        public var keepsInputs = true

        public init() {}

        /// Solved levels and best times from the player's progress file, as the grid shows them.
        public mutating func take(_ progress: Progress) {
            solved = Set(progress.levels.filter { $0.value.isSolved }.map(\.key))
            bestTicks = progress.levels.compactMapValues(\.bestTicks)
            unverifiedBestTicks = progress.levels.compactMapValues(\.unverifiedBestTicks)
        }

        /// Opens what the session starts on: a speedrun's first level (its timer waiting for the
        /// first input), a run's levels, or one level; else the home screen stays.
        func open(_ game: inout Game, speedrun: inout SpeedrunDriver?) {
            var events: [Game.Event] = []
            if speedrun != nil {
                speedrun?.begin(&game, events: &events)
            } else if let runLevels {
                game.startRun(levelIDs: runLevels, events: &events)
            } else if let levelID {
                game.enter(levelID: levelID, events: &events)
            }
        }

        /// The session that plays `replay` back: a one-level replay opens its level; a run
        /// plays as a run, splits and HUD included, marked unofficial when the replay is flagged
        /// (tool-assisted, webcam...), so it never shows as a personal best.
        public static func playback(of replay: Replay) -> Setup {
            var setup = Setup()
            setup.replayInputs = replay.inputs
            if replay.header.levelIDs.count == 1 {
                setup.levelID = replay.header.levelIDs[0]
            } else {
                var driver = SpeedrunDriver(definition: CategoryDefinition(category: replay.header.category,
                                                                           levelIDs: replay.header.levelIDs),
                                            records: SpeedrunRecords())
                for flag in replay.header.flags.sorted() { driver.flag(flag) }
                setup.speedrun = driver
            }
            return setup
        }
    }
}
