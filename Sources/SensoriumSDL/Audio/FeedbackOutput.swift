import FoundationEssentials
import SensoriumCore

/// Plays each tick's feedback cues: sounds through SDL_mixer, haptic patterns on every pad's
/// motors with their sounds in step. With no audio device it is silent; with no rumble pad the
/// game draws the vibration instead (see `hasRumble`).
public final class FeedbackOutput {
    public let audio: AudioOutput?
    private let rumble: RumbleOutput
    private var haptics: HapticCuePlayer
    private let soundsDirectory: String?
    /// Each kind's progress-driven soundscape, made by the kind on first use and kept (making
    /// one decodes sounds).
    private var soundscapes: [ChallengeKind: any Soundscape] = [:]
    /// The soundscape playing now, if any.
    private var playing: (kind: ChallengeKind, soundscape: any Soundscape)?
    private var soundscapeGain: Double

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
            for sound in CueRegistry.sounds {
                output.load(sound.name.rawValue, path: directory + "/" + sound.name.soundFile)
            }
            for entry in library.entries.values {
                for case let path? in entry.sounds { output.load(path, path: path) }
            }
            return output
        }
    }

    /// Starts a haptic pattern by file name (without `.ahap`) from the haptic folders, outside
    /// the game's own table: `sensorium haptics play FILE.ahap`. It plays from the next `play`.
    public func playPattern(named name: String, intensity: Double = 1) {
        haptics.start(patternNamed: name, intensity: intensity)
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

    /// Keeps the soundscape in step with the level on screen: call every tick with its kind (nil
    /// when no level is on screen) and progress (0...1). The kind's soundscape, if it has one,
    /// starts (with its opening sound when `opening`, not when resuming from pause), follows
    /// progress, and stops when the level is left.
    public func updateSoundscape(of kind: ChallengeKind?, progress: Double, opening: Bool = false) {
        guard let audio, let format = audio.format else { return }
        if let current = playing, current.kind != kind {
            audio.setGraph(nil)
            playing = nil
        }
        guard let kind, kind.hasSoundscape else { return }
        if playing == nil {
            guard let soundscape = soundscape(of: kind, format: format) else { return }
            soundscape.setProgress(Float(progress))
            if opening { soundscape.playOpening() }
            audio.setGraph { buffer, bytes in soundscape.renderDevice(into: buffer, byteCount: bytes) }
            playing = (kind, soundscape)
        }
        playing?.soundscape.setProgress(Float(progress))
    }

    /// The solve chord of the soundscape (it also fades the loops).
    public func soundscapeSolved() {
        playing?.soundscape.playSolved()
    }

    /// `kind`'s soundscape, made on first use; nil (reported on stderr) when it cannot be made.
    private func soundscape(of kind: ChallengeKind, format: AudioDeviceFormat) -> (any Soundscape)? {
        if let made = soundscapes[kind] { return made }
        guard let directory = soundsDirectory else { return nil }
        do {
            // Made at progress 0: the game sets the progress each tick before it plays.
            guard let made = try kind.descriptor.makeSoundscape(soundsDirectory: URL(fileURLWithPath: directory),
                                                                deviceFormat: format, progress: 0) else { return nil }
            made.setVolume(Float(soundscapeGain))
            soundscapes[kind] = made
            return made
        } catch {
            printError("soundscape unavailable: \(error)")
            return nil
        }
    }

    /// Follows the settings screen: effect and soundscape gains (master x each, 0 when muted),
    /// rumble on/off and strength, from the next sound and the next rumble frame on.
    public func apply(_ settings: Settings) {
        audio?.effectsGain = settings.effectiveEffectsGain
        soundscapeGain = settings.effectiveSoundscapeGain
        for soundscape in soundscapes.values { soundscape.setVolume(Float(soundscapeGain)) }
        haptics.mapper.settings.enabled = settings.rumbleEnabled
        haptics.mapper.settings.strength = settings.rumbleStrength
        if !settings.rumbleEnabled { rumble.stop() }
    }

    /// The longest the soundscape's audio callback has taken, in seconds.
    public var worstAudioCallbackSeconds: Double { audio?.worstCallbackSeconds ?? 0 }

    /// Everything stops now: motors, layers and sounds (pause, leaving a level, quit).
    public func silence() {
        haptics.silence()
        rumble.stop()
        audio?.stopAll()
        updateSoundscape(of: nil, progress: 0)
    }

    public func close() {
        silence()
        audio?.close()
    }
}
