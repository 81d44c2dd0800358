/// Plays haptic cues: one-shot patterns and looping layers, mixed, mapped to motor levels every
/// tick. Deterministic and pure, so tests can check what a pad would feel tick by tick; the
/// platform only sends the resulting `RumbleFrame` and plays `soundStarts`.
public struct HapticCuePlayer: Sendable {
    /// A sound an AudioCustom event asked for in this tick.
    public struct SoundStart: Equatable, Sendable {
        public var path: String
        /// 0.0...1.0.
        public var volume: Double
        /// -1.0...1.0.
        public var pan: Double
    }

    public let library: HapticLibrary
    public var mapper: RumbleMapper
    private var mixer = HapticMixer()
    private var layers: [String: HapticPlayerHandle] = [:]
    /// Which pattern each playing handle plays, to find its sounds.
    private var patternOf: [UInt64: String] = [:]
    private var cuedLayers: Set<String> = []
    public private(set) var soundStarts: [SoundStart] = []

    public init(library: HapticLibrary, settings: RumbleSettings) {
        self.library = library
        mapper = RumbleMapper(settings: settings)
    }

    /// Applies this tick's cues and advances one tick. Layers not cued in this tick stop.
    public mutating func tick(_ cues: [FeedbackCue]) -> RumbleFrame {
        cuedLayers.removeAll(keepingCapacity: true)
        for cue in cues {
            switch cue {
            case .haptic(let name, let intensity):
                start(patternNamed: name.rawValue, intensity: intensity)
            case .layer(let id, _, let haptic?, let level, _):
                cuedLayers.insert(id)
                // A layer cued with another pattern than it loops switches to the new one.
                if let handle = layers[id], patternOf[handle.rawValue] != haptic.rawValue {
                    mixer.stop(handle)
                    layers[id] = nil
                }
                if layers[id] == nil, let entry = library[haptic.rawValue] {
                    let handle = mixer.play(entry.pattern, loop: true)
                    layers[id] = handle
                    patternOf[handle.rawValue] = haptic.rawValue
                }
                if let handle = layers[id] {
                    mixer.sendParameter(handle, .hapticIntensityControl, level.clamped(to: 0...1))
                }
            case .sound, .layer:
                break
            }
        }
        for (id, handle) in layers where !cuedLayers.contains(id) {
            mixer.stop(handle)
            layers[id] = nil
        }
        let frame = mapper.map(mixer.advance())
        soundStarts.removeAll(keepingCapacity: true)
        for start in mixer.audioStarts {
            guard let name = patternOf[start.player], let entry = library[name],
                  start.eventIndex < entry.sounds.count, let path = entry.sounds[start.eventIndex] else { continue }
            soundStarts.append(SoundStart(path: path, volume: start.volume, pan: start.pan))
        }
        if patternOf.count > 64 {
            patternOf = patternOf.filter { mixer.isPlaying(HapticPlayerHandle(rawValue: $0.key)) }
        }
        return frame
    }

    /// Starts the library's pattern `name` once, at `intensity` (0.0...1.0); it plays from the
    /// next `tick`. Unknown names are ignored. Cues name the game's own patterns; this also takes
    /// any file's name (`sensorium haptics play FILE.ahap`).
    public mutating func start(patternNamed name: String, intensity: Double) {
        guard let entry = library[name] else { return }
        let handle = mixer.play(entry.pattern)
        mixer.sendParameter(handle, .hapticIntensityControl, intensity.clamped(to: 0...1))
        patternOf[handle.rawValue] = name
    }

    /// Stops everything at once (pause, leaving a level, focus loss, quit).
    public mutating func silence() {
        mixer.stopAll()
        layers.removeAll()
        patternOf.removeAll()
        mapper.reset()
        soundStarts.removeAll()
    }
}
