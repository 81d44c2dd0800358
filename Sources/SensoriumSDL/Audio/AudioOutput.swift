import CSDL2
import FoundationEssentials
import SensoriumCore
import Synchronization

/// Sound through SDL_mixer: one-shot effects on mixer channels, and a continuous graph rendered
/// by the core inside `Mix_HookMusic`. With no audio device the game plays silently and says so
/// once; every call here is then a no-op.
public final class AudioOutput {
    /// Fills a buffer of `byteCount` bytes in the device's format (see `format`). Called on
    /// SDL's audio thread: it must not allocate, lock or do I/O.
    public typealias Renderer = (UnsafeMutablePointer<UInt8>, Int) -> Void

    /// What the device really gave us (Mix_OpenAudio may not give the format asked for).
    public private(set) var format: AudioDeviceFormat?
    public var isSilent: Bool { format == nil }
    private var chunks: [String: UnsafeMutablePointer<Mix_Chunk>] = [:]
    /// Sounds named by `load` and not played yet: their files.
    private var unread: [String: String] = [:]
    private var hook: MusicHook?
    /// The channel each continuous layer loops on.
    private var layerChannels: [String: Int32] = [:]
    /// The sound each layer loops.
    private var layerSounds: [String: String] = [:]
    private var cuedLayers: Set<String> = []

    /// Opens the default device at 48 kHz stereo (preferred). Failure means silence, not an error.
    public init(sampleRate: Int32 = 48_000) {
        // Without a sound card ALSA would print its own lines before ours; we say it once.
        _ = sensorium_silence_alsa_errors()
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
            printError("no audio (\(String(cString: SDL_GetError()))); playing silently")
            return
        }
        guard sensorium_Mix_OpenAudio(sampleRate, sensorium_audio_f32sys(), 2, 1024) == 0 else {
            printError("no audio device (\(String(cString: SDL_GetError()))); playing silently")
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            return
        }
        var frequency: Int32 = 0
        var deviceFormat: UInt16 = 0
        var channels: Int32 = 0
        sensorium_Mix_QuerySpec(&frequency, &deviceFormat, &channels)
        let isFloat = deviceFormat == sensorium_audio_f32sys()
        guard isFloat || deviceFormat == sensorium_audio_s16sys() else {
            printError("audio device format \(deviceFormat) is not supported; playing silently")
            sensorium_Mix_CloseAudio()
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            return
        }
        format = AudioDeviceFormat(sampleRate: Int(frequency), channels: Int(channels),
                                   sampleType: isFloat ? .float32 : .int16)
        sensorium_Mix_AllocateChannels(24)
    }

    deinit { close() }

    /// Stops the graph, frees every sound and closes the device.
    public func close() {
        guard format != nil else { return }
        sensorium_Mix_HookMusic(nil, nil)
        hook = nil
        sensorium_Mix_HaltChannel(-1)
        for chunk in chunks.values { sensorium_Mix_FreeChunk(chunk) }
        chunks.removeAll()
        unread.removeAll()
        sensorium_Mix_CloseAudio()
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
        format = nil
    }

    /// Stops every sound now and leaves the device for the process's exit to release; every call
    /// after it, `close` too, does nothing. Closing the device joins SDL_mixer's audio thread:
    /// 54 ms with SDL's dummy driver, waited for at every quit, where the exit costs nothing.
    /// Only for a process about to exit without `SDL_Quit` (which would close it after all).
    public func leaveOpenForExit() {
        guard format != nil else { return }
        sensorium_Mix_HookMusic(nil, nil)
        sensorium_Mix_HaltChannel(-1)
        // Not freed: the exit takes them with the device.
        chunks.removeAll()
        unread.removeAll()
        format = nil
    }

    /// Names a sound file under `name`; it is read and decoded with SDL_mixer the first time it
    /// plays, so start-up waits for none of the game's 30 sounds (12 ms and 16 MiB decoded).
    /// Returns false (and says why) when there is no device or the file cannot be read (missing,
    /// not a regular file, too large: checked now, read later); a file that turns out no WAV
    /// the core reads says why at its first play, and stays silent.
    ///
    /// The file comes through the bounded reader and reaches SDL_mixer from memory, never by its
    /// path: a pattern from a stranger's pack may name a FIFO (which SDL would wait on forever) or a
    /// sparse file of gigabytes. It must also be a WAV the core reads (``SoundFileCheck``), whose
    /// length bounds what SDL_mixer allocates when it converts it to the device's format.
    @discardableResult
    public func load(_ name: String, path: String) -> Bool {
        guard !isSilent else { return false }
        do {
            try SoundFileCheck.checkFile(path)
        } catch {
            printError("cannot load sound: \(error)")
            return false
        }
        if let old = chunks.removeValue(forKey: name) { sensorium_Mix_FreeChunk(old) }
        unread[name] = path
        return true
    }

    /// The sound named `name`, decoded now if this is its first use.
    private func decoded(_ name: String) -> UnsafeMutablePointer<Mix_Chunk>? {
        if let chunk = chunks[name] { return chunk }
        guard let path = unread.removeValue(forKey: name) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try SoundFileCheck.read(path)
        } catch {
            printError("cannot load sound: \(error)")
            return nil
        }
        let decoded = bytes.withUnsafeBytes { buffer -> UnsafeMutablePointer<Mix_Chunk>? in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            return sensorium_Mix_LoadWAV_RW(stream, 1)
        }
        guard let chunk = decoded else {
            printError("\(path): cannot load sound (\(String(cString: SDL_GetError())))")
            return nil
        }
        chunks[name] = chunk
        return chunk
    }

    /// Plays a loaded sound once.
    /// - Parameters:
    ///   - volume: 0.0 is silent, 1.0 is the sound as recorded.
    ///   - pan: -1.0 is hard left, 0.0 centre, 1.0 hard right.
    public func play(_ name: String, volume: Double = 1, pan: Double = 0) {
        guard let chunk = decoded(name) else { return }
        start(chunk, loops: 0, volume: volume, pan: pan)
    }

    /// Starts `chunk` on a free channel, its volume and pan set first: set after, the audio
    /// thread may mix its first buffer at the channel's last volume and unpanned (SDL_mixer drops
    /// a channel's effects when its sound ends; a loaded machine let a test hear it twice as
    /// loud). Returns the channel, or -1 when every channel is busy.
    @discardableResult
    private func start(_ chunk: UnsafeMutablePointer<Mix_Chunk>, loops: Int32, volume: Double, pan: Double) -> Int32 {
        let channel = sensorium_Mix_GroupAvailable(-1)
        guard channel >= 0 else { return -1 }
        setChannel(channel, volume: volume, pan: pan)
        return sensorium_Mix_PlayChannelTimed(channel, chunk, loops, -1)
    }

    /// The gain applied to every effect, 0.0 silent to 1.0 full (master x effects, or 0 muted).
    public var effectsGain = 1.0

    /// Keeps continuous layers playing: call once per tick with every layer cued in it. A new
    /// layer starts looping, a cued one follows its level and pan, one not cued stops.
    /// - Parameters:
    ///   - level: 0.0 silent to 1.0 full.
    public func beginLayers() { cuedLayers.removeAll(keepingCapacity: true) }

    public func layer(_ id: String, sound: String, level: Double, pan: Double) {
        guard let chunk = decoded(sound) else { return }
        cuedLayers.insert(id)
        var channel = layerChannels[id] ?? -1
        // A layer cued with another sound than it loops (a ball rolling from rough onto metal)
        // switches to the new loop.
        if channel >= 0, layerSounds[id] != sound {
            sensorium_Mix_HaltChannel(channel)
            channel = -1
        }
        if channel < 0 || sensorium_Mix_Playing(channel) == 0 {
            channel = start(chunk, loops: -1, volume: level, pan: pan)
            guard channel >= 0 else { return }
            layerChannels[id] = channel
            layerSounds[id] = sound
        } else {
            setChannel(channel, volume: level, pan: pan)
        }
    }

    /// The loaded sound named `name` (tests compare what a channel plays).
    func chunk(_ name: String) -> UnsafeMutablePointer<Mix_Chunk>? { decoded(name) }

    /// What the layer `id` loops now, as SDL_mixer reports its channel.
    func layerChunk(_ id: String) -> UnsafeMutablePointer<Mix_Chunk>? {
        layerChannels[id].flatMap { sensorium_Mix_Playing($0) != 0 ? sensorium_Mix_GetChunk($0) : nil }
    }

    /// Stops the layers not cued since `beginLayers`.
    public func endLayers() {
        for (id, channel) in layerChannels where !cuedLayers.contains(id) {
            sensorium_Mix_HaltChannel(channel)
            layerChannels[id] = nil
            layerSounds[id] = nil
        }
    }

    /// Stops every layer and effect at once (pause, leaving a level).
    public func stopAll() {
        guard !isSilent else { return }
        sensorium_Mix_HaltChannel(-1)
        layerChannels.removeAll()
        layerSounds.removeAll()
    }

    private func setChannel(_ channel: Int32, volume: Double, pan: Double) {
        let gain = (volume * effectsGain).clamped(to: 0...1)
        sensorium_Mix_Volume(channel, Int32((gain * Double(MIX_MAX_VOLUME)).rounded()))
        let right = UInt8(((pan.clamped(to: -1...1) + 1) / 2 * 254).rounded())
        sensorium_Mix_SetPanning(channel, 254 - right, right)
    }

    /// Installs (or with nil, removes) the continuous graph. Rendering happens on the audio
    /// thread from now on.
    public func setGraph(_ renderer: Renderer?) {
        guard format != nil else { return }
        sensorium_Mix_HookMusic(nil, nil)
        hook = nil
        guard let renderer else { return }
        let newHook = MusicHook(renderer: renderer)
        hook = newHook
        sensorium_Mix_HookMusic({ userdata, stream, length in
            guard let userdata, let stream else { return }
            Unmanaged<MusicHook>.fromOpaque(userdata).takeUnretainedValue().fill(stream, bytes: Int(length))
        }, Unmanaged.passUnretained(newHook).toOpaque())
    }

    /// The longest the graph's callback has taken so far, in seconds.
    public var worstCallbackSeconds: Double { hook?.worstSeconds ?? 0 }
}

/// The state the music hook's C callback reaches through `userdata`: the renderer and the worst
/// callback time, for `sensorium bench`.
final class MusicHook: @unchecked Sendable {
    private let renderer: AudioOutput.Renderer
    private let worstTicks = Atomic<UInt64>(0)
    private let frequency = Double(SDL_GetPerformanceFrequency())

    init(renderer: @escaping AudioOutput.Renderer) {
        self.renderer = renderer
    }

    var worstSeconds: Double { Double(worstTicks.load(ordering: .relaxed)) / frequency }

    func fill(_ stream: UnsafeMutablePointer<UInt8>, bytes: Int) {
        let start = SDL_GetPerformanceCounter()
        renderer(stream, bytes)
        let elapsed = SDL_GetPerformanceCounter() - start
        if elapsed > worstTicks.load(ordering: .relaxed) { worstTicks.store(elapsed, ordering: .relaxed) }
    }
}
