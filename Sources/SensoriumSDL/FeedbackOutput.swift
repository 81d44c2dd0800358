import Foundation
import SensoriumCore

/// Plays each tick's feedback cues: sounds through SDL_mixer, haptic patterns on every pad's
/// motors with their sounds in step. With no audio device it is silent; with no rumble pad the
/// game draws the vibration instead (see `hasRumble`).
public final class FeedbackOutput {
    public let audio: AudioOutput?
    private let rumble: RumbleOutput
    private var haptics: HapticCuePlayer
    private let soundsDirectory: String?
    /// The progress-driven soundscape, built on first use and kept (building it decodes sounds).
    private var soundscape: DarkScanSoundscape?
    private var soundscapePlaying = false
    private let soundscapeGain: Double

    /// - Parameters:
    ///   - soundsDirectory: `Resources/sounds`; nil plays no sound at all.
    ///   - hapticDirectories: the game's patterns, then the player's own folder (overrides).
    ///   - effectsGain: master x effects volume (0 when muted), 0.0...1.0.
    ///   - soundscapeGain: master x soundscape volume (0 when muted), 0.0...1.0.
    public init(soundsDirectory: String?, hapticDirectories: [String], rumbleSettings: RumbleSettings,
                effectsGain: Double, soundscapeGain: Double = 1, gamepads: GamepadSet) {
        self.soundsDirectory = soundsDirectory
        self.soundscapeGain = soundscapeGain
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

    /// Keeps the soundscape in step with the level: call every tick with whether the current
    /// level has one and its progress (0...1). It starts (with the level's opening sound when
    /// `opening`, not when resuming from pause) and stops when the level is left.
    public func updateSoundscape(playing: Bool, progress: Double, opening: Bool = false) {
        guard let audio, let format = audio.format else { return }
        if playing && !soundscapePlaying {
            if soundscape == nil, let directory = soundsDirectory {
                do {
                    let sounds = try DarkScanSounds.load(from: URL(fileURLWithPath: directory))
                    soundscape = DarkScanSoundscape(sounds: sounds, sampleRate: Double(format.sampleRate),
                                                    deviceFormat: format)
                    soundscape?.setVolume(Float(soundscapeGain))
                } catch {
                    printError("soundscape unavailable: \(error)")
                }
            }
            guard let soundscape else { return }
            soundscape.setProgress(Float(progress))
            if opening { soundscape.playOpening() }
            audio.setGraph { buffer, bytes in soundscape.renderDevice(into: buffer, byteCount: bytes) }
            soundscapePlaying = true
        } else if !playing && soundscapePlaying {
            audio.setGraph(nil)
            soundscapePlaying = false
        }
        if playing { soundscape?.setProgress(Float(progress)) }
    }

    /// The solve chord of the soundscape (it also fades the loops).
    public func soundscapeSolved() {
        if soundscapePlaying { soundscape?.playSolved() }
    }

    /// The longest the soundscape's audio callback has taken, in seconds.
    public var worstAudioCallbackSeconds: Double { audio?.worstCallbackSeconds ?? 0 }

    /// Everything stops now: motors, layers and sounds (pause, leaving a level, quit).
    public func silence() {
        haptics.silence()
        rumble.stop()
        audio?.stopAll()
        updateSoundscape(playing: false, progress: 0)
    }

    public func close() {
        silence()
        audio?.close()
    }
}
