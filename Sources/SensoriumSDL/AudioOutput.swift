import CSDL2
import Foundation
import Synchronization

/// Sound through SDL_mixer: one-shot effects on mixer channels, and a continuous graph rendered
/// by the core inside `Mix_HookMusic`. With no audio device the game plays silently and says so
/// once; every call here is then a no-op.
public final class AudioOutput {
    /// Renders `frames` stereo frames of interleaved Float32 into the buffer. Called on SDL's
    /// audio thread: it must not allocate, lock or do I/O.
    public typealias Renderer = (UnsafeMutablePointer<Float>, Int) -> Void

    /// What the device really gave us (Mix_OpenAudio may not give the format asked for).
    public struct DeviceFormat: Equatable, Sendable {
        public var sampleRate: Int
        public var channels: Int
        public var isFloat: Bool
    }

    public private(set) var format: DeviceFormat?
    public var isSilent: Bool { format == nil }
    private var chunks: [String: UnsafeMutablePointer<Mix_Chunk>] = [:]
    private var hook: MusicHook?

    /// Opens the default device at 48 kHz stereo (preferred). Failure means silence, not an error.
    public init(sampleRate: Int32 = 48_000) {
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
            printError("no audio (\(String(cString: SDL_GetError()))); playing silently")
            return
        }
        guard Mix_OpenAudio(sampleRate, sensorium_audio_f32sys(), 2, 1024) == 0 else {
            printError("no audio device (\(String(cString: SDL_GetError()))); playing silently")
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            return
        }
        var frequency: Int32 = 0
        var deviceFormat: UInt16 = 0
        var channels: Int32 = 0
        Mix_QuerySpec(&frequency, &deviceFormat, &channels)
        let isFloat = deviceFormat == sensorium_audio_f32sys()
        guard isFloat || deviceFormat == sensorium_audio_s16sys() else {
            printError("audio device format \(deviceFormat) is not supported; playing silently")
            Mix_CloseAudio()
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            return
        }
        format = DeviceFormat(sampleRate: Int(frequency), channels: Int(channels), isFloat: isFloat)
        Mix_AllocateChannels(24)
    }

    deinit { close() }

    /// Stops the graph, frees every sound and closes the device.
    public func close() {
        guard format != nil else { return }
        Mix_HookMusic(nil, nil)
        hook = nil
        Mix_HaltChannel(-1)
        for chunk in chunks.values { Mix_FreeChunk(chunk) }
        chunks.removeAll()
        Mix_CloseAudio()
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
        format = nil
    }

    /// Decodes a sound file with SDL_mixer under `name`. Returns false (and says why) on failure.
    @discardableResult
    public func load(_ name: String, path: String) -> Bool {
        guard !isSilent else { return false }
        guard let stream = sensorium_rw_from_file(path, "rb"), let chunk = Mix_LoadWAV_RW(stream, 1) else {
            printError("\(path): cannot load sound (\(String(cString: SDL_GetError())))")
            return false
        }
        if let old = chunks[name] { Mix_FreeChunk(old) }
        chunks[name] = chunk
        return true
    }

    /// Plays a loaded sound once.
    /// - Parameters:
    ///   - volume: 0.0 is silent, 1.0 is the sound as recorded.
    ///   - pan: -1.0 is hard left, 0.0 centre, 1.0 hard right.
    public func play(_ name: String, volume: Double = 1, pan: Double = 0) {
        guard let chunk = chunks[name] else { return }
        let channel = Mix_PlayChannelTimed(-1, chunk, 0, -1)
        guard channel >= 0 else { return }
        Mix_Volume(channel, Int32((volume.clamped(to: 0...1) * Double(MIX_MAX_VOLUME)).rounded()))
        let right = UInt8(((pan.clamped(to: -1...1) + 1) / 2 * 254).rounded())
        Mix_SetPanning(channel, 254 - right, right)
    }

    /// Sets the volume of every effect channel, 0.0 silent to 1.0 full.
    public func setEffectsVolume(_ volume: Double) {
        guard !isSilent else { return }
        Mix_Volume(-1, Int32((volume.clamped(to: 0...1) * Double(MIX_MAX_VOLUME)).rounded()))
    }

    /// Installs (or with nil, removes) the continuous graph. Rendering happens on the audio
    /// thread from now on.
    public func setGraph(_ renderer: Renderer?) {
        guard let format else { return }
        Mix_HookMusic(nil, nil)
        hook = nil
        guard let renderer else { return }
        let newHook = MusicHook(renderer: renderer, format: format)
        hook = newHook
        Mix_HookMusic({ userdata, stream, length in
            guard let userdata, let stream else { return }
            Unmanaged<MusicHook>.fromOpaque(userdata).takeUnretainedValue().fill(stream, bytes: Int(length))
        }, Unmanaged.passUnretained(newHook).toOpaque())
    }

    /// The longest the graph's callback has taken so far, in seconds.
    public var worstCallbackSeconds: Double { hook?.worstSeconds ?? 0 }
}

/// The state the music hook's C callback reaches through `userdata`: the renderer, a scratch
/// buffer allocated once, and the worst callback time for `sensorium bench`.
final class MusicHook: @unchecked Sendable {
    private let renderer: AudioOutput.Renderer
    private let format: AudioOutput.DeviceFormat
    private let scratchFrames = 8192
    private let scratch: UnsafeMutablePointer<Float>
    private let worstTicks = Atomic<UInt64>(0)
    private let frequency = Double(SDL_GetPerformanceFrequency())

    init(renderer: @escaping AudioOutput.Renderer, format: AudioOutput.DeviceFormat) {
        self.renderer = renderer
        self.format = format
        scratch = .allocate(capacity: scratchFrames * 2)
    }

    deinit { scratch.deallocate() }

    var worstSeconds: Double { Double(worstTicks.load(ordering: .relaxed)) / frequency }

    /// Fills the device buffer in its own format, rendering stereo Float32 in scratch-sized parts.
    func fill(_ stream: UnsafeMutablePointer<UInt8>, bytes: Int) {
        let start = SDL_GetPerformanceCounter()
        let sampleBytes = format.isFloat ? 4 : 2
        let frameBytes = sampleBytes * format.channels
        var frame = 0
        let totalFrames = bytes / frameBytes
        while frame < totalFrames {
            let count = min(scratchFrames, totalFrames - frame)
            renderer(scratch, count)
            let out = UnsafeMutableRawPointer(stream + frame * frameBytes)
            for index in 0..<count {
                for channel in 0..<format.channels {
                    let sample = scratch[index * 2 + min(channel, 1)]
                    let slot = index * format.channels + channel
                    if format.isFloat {
                        out.storeBytes(of: sample, toByteOffset: slot * 4, as: Float.self)
                    } else {
                        let clamped = max(-1, min(1, sample))
                        out.storeBytes(of: Int16(clamped * 32767), toByteOffset: slot * 2, as: Int16.self)
                    }
                }
            }
            frame += count
        }
        let elapsed = SDL_GetPerformanceCounter() - start
        if elapsed > worstTicks.load(ordering: .relaxed) { worstTicks.store(elapsed, ordering: .relaxed) }
    }
}
