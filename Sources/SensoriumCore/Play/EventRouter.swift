/// What the game's events of a tick ask of the devices, the captions and the player's files:
/// each event's cues (`FeedbackRouter`), an announcement captioned, an attempt's start and end
/// saved by `SavePolicy` with the attempt's flags, a verified best recorded on the grid, and a
/// run's records and replay on each of its notices. Playback saves nothing: the replay was the
/// player's own, counted when it was played.
struct EventRouter: Sendable {
    let isPlayingBack: Bool

    func route(_ events: [Game.Event], game: inout Game, flags: inout AttemptFlags, tunedLevels: Set<String>,
               captions: inout Captions, into output: inout TickOutput) {
        for event in events {
            switch event {
            case .challenge(.announcement(let text)):
                captions.announce(text, into: &output)
            case .challenge(.solved):
                output.soundscapeSolved = true
            case .entered(let id):
                save(.progress(.attemptStarted(levelID: id)), into: &output)
            case .finished(let attempt):
                // Leaving a level mid-attempt stops its rumble and loops at once.
                if attempt.solvedInTicks == nil { output.silence = true }
                let flags = flags.end(levelID: attempt.level.id, catalog: game.catalog, tunedLevels: tunedLevels)
                if !isPlayingBack, let ticks = attempt.solvedInTicks {
                    game.recordBest(levelID: attempt.level.id, ticks: ticks, verified: SavePolicy.countedTime(of: attempt, flags: flags) != nil)
                }
                for request in SavePolicy.saves(for: attempt, flags: flags) { save(request, into: &output) }
            default:
                break
            }
            FeedbackRouter.cues(for: event, into: &output.cues)
        }
    }

    /// The run's notices of the tick (`output.runNotices`): its records, and its replay when it ended.
    func saveNotices(of run: SpeedrunSession?, into output: inout TickOutput) {
        // A practice's record is only its comparison, and its attempts are not the category's.
        guard let run, !run.isPractice else { return }
        let record = run.record
        for request in SavePolicy.saves(for: output.runNotices, record: record) { save(request, into: &output) }
    }

    func save(_ request: SaveRequest, into output: inout TickOutput) {
        if !isPlayingBack { output.saves.append(request) }
    }
}
