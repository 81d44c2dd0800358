import SensoriumCore

/// Plays each tick's feedback cues: sounds through SDL_mixer, haptic patterns on every pad's
/// motors with their sounds in step. With no audio device it is silent; with no rumble pad the
/// game draws the vibration instead (see `hasRumble`).
public final class FeedbackOutput {
    public let audio: AudioOutput?
    private let rumble: RumbleOutput
    private var haptics: HapticCuePlayer

    /// - Parameters:
    ///   - soundsDirectory: `Resources/sounds`; nil plays no sound at all.
    ///   - hapticDirectories: the game's patterns, then the player's own folder (overrides).
    ///   - effectsGain: master x effects volume (0 when muted), 0.0...1.0.
    public init(soundsDirectory: String?, hapticDirectories: [String], rumbleSettings: RumbleSettings,
                effectsGain: Double, gamepads: GamepadSet) {
        let library = HapticLibrary.load(directories: hapticDirectories,
                                         soundRoots: soundsDirectory.map { [$0] } ?? [])
        for problem in library.problems { printError(problem) }
        haptics = HapticCuePlayer(library: library, settings: rumbleSettings)
        rumble = RumbleOutput(gamepads: gamepads)
        audio = soundsDirectory.map { directory in
            let output = AudioOutput()
            output.effectsGain = effectsGain
            for name in SoundName.allCases {
                output.load(name.rawValue, path: directory + "/" + name.fileName)
            }
            for entry in library.entries.values {
                for case let path? in entry.sounds { output.load(path, path: path) }
            }
            return output
        }
    }

    /// True when a plugged-in pad can rumble.
    public var hasRumble: Bool { rumble.hasRumble }

    /// Plays one tick's cues; layers not cued stop.
    public func play(_ cues: [FeedbackCue]) {
        audio?.beginLayers()
        for cue in cues {
            switch cue {
            case .sound(let name, let volume, let pan):
                audio?.play(name.rawValue, volume: volume, pan: pan)
            case .layer(let id, let sound?, _, let level, let pan):
                audio?.layer(id, sound: sound.rawValue, level: level, pan: pan)
            case .haptic, .layer:
                break
            }
        }
        audio?.endLayers()
        rumble.send(haptics.tick(cues))
        for start in haptics.soundStarts {
            audio?.play(start.path, volume: start.volume, pan: start.pan)
        }
    }

    /// Everything stops now: motors, layers and sounds (pause, leaving a level, quit).
    public func silence() {
        haptics.silence()
        rumble.stop()
        audio?.stopAll()
    }

    public func close() {
        silence()
        audio?.close()
    }
}
