import FoundationEssentials
import SensoriumCore

/// The player's files as the play session's storage: progress changes go through the locked
/// read-modify-write of `ProgressStore.update`, replays into the player's replay folder, a tuned
/// level file into `Levels/`. A failure is told on stderr and the game goes on.
public final class PlayerFiles: SaveDevice {
    public private(set) var store: ProgressStore
    private let replaysDirectory: String
    private let levelsDirectory: String
    private let settingsFile: String
    /// `play --record FILE`: every level attempt's replay is also written here.
    private let recordPath: String?

    public init(locations: FileLocations, store: ProgressStore, recordPath: String? = nil) {
        self.store = store
        replaysDirectory = locations.replaysDirectory
        levelsDirectory = locations.levelsDirectory
        settingsFile = locations.settingsFile
        self.recordPath = recordPath
    }

    public func write(_ request: SaveRequest) {
        switch request {
        case .progress(let change, let bestReplay):
            var isBest = false
            do {
                try store.update { isBest = $0.apply(change) }
            } catch {
                printError("progress not saved: \(error)")
                return
            }
            if isBest, let bestReplay { write(bestReplay.replay, to: replaysDirectory + "/" + bestReplay.name) }
        case .attemptReplay(let named):
            write(named.replay, to: replaysDirectory + "/" + named.name)
            if let recordPath { record(named.replay, to: recordPath) }
        case .runReplay(let named):
            write(named.replay, to: replaysDirectory + "/runs/" + named.name)
        case .settings(let change):
            // Applied to the file as it is now, under its lock: the first change creates it.
            do {
                try Settings.update(at: settingsFile) { change.apply(to: &$0) }
            } catch {
                printError("settings not saved: \(error)")
            }
        case .levelFile(let id, let text):
            let path = levelsDirectory + "/\(id).json"
            do {
                try AtomicFile.write(Array(text.utf8), to: path)
                printError("thresholds written to \(path) (its solution replay must be made again)")
            } catch {
                printError("thresholds not written: \(error)")
            }
        }
    }

    private func write(_ replay: Replay, to path: String) {
        do {
            try replay.write(to: path)
            ReadinessSignal.shared?.tell("replay-written \(path)")
        } catch {
            printError("replay not saved: \(error)")
        }
    }

    /// `--record FILE` is the command's output, not a save: a FIFO or a device is written into
    /// (`OutputFile`), never replaced.
    private func record(_ replay: Replay, to path: String) {
        do {
            try OutputFile(path).write(replay.encode())
            ReadinessSignal.shared?.tell("replay-written \(path)")
        } catch {
            printError("replay not recorded: \(error)")
        }
    }
}
