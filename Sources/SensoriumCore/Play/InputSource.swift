/// Where each played tick's command comes from: the player's live input, or in playback a
/// replay's commands, one a tick (idle once they run out), at `playbackSpeed` times the pace
/// they were recorded at. Either way, what a closed menu left held or pressed is carried over
/// (`MenuSession.carryOver`): in playback the menu's presses only, since the replay already holds
/// what the player let go of.
struct InputSource: Sendable {
    private let replay: [InputCommand]?
    /// How many times faster than recorded a replay plays (1 or more; playback only).
    private let playbackSpeed: Double
    private var replayIndex = 0
    /// The player's input of the last tick, played or in a menu: the menus' presses and the
    /// hint's lightbulb are told apart from buttons held.
    private(set) var previousLive = InputCommand.idle

    init(replay: [InputCommand]?, playbackSpeed: Double) {
        self.replay = replay
        self.playbackSpeed = playbackSpeed
    }

    /// A replay's input is being played instead of the player's.
    var isPlayingBack: Bool { replay != nil }

    /// Real seconds one tick takes: the player's game speed (longer in assist mode); a playback
    /// runs at full speed, or `playbackSpeed` times faster.
    func secondsPerTick(playerSpeed: GameSpeed) -> Double {
        isPlayingBack ? GameSpeed.full.secondsPerTick / playbackSpeed : playerSpeed.secondsPerTick
    }

    /// The command a played tick steps, before the pointer and the lightbulb take their part
    /// (live input only).
    mutating func command(live: InputCommand, menus: inout MenuSession) -> InputCommand {
        guard let replay else {
            var command = live
            menus.carryOver(into: &command, live: live)
            return command
        }
        var command = replayIndex < replay.count ? replay[replayIndex] : .idle
        replayIndex += 1
        menus.carryOver(into: &command, live: nil)
        return command
    }

    /// The tick, played or in a menu, is over.
    mutating func ticked(live: InputCommand) {
        previousLive = live
    }
}
