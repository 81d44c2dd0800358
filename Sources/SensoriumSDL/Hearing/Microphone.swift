import CSDL2
import SensoriumCore

/// The default capture device through SDL, heard as features: opened only while a listening
/// level is on screen (`HearingObserver` decides when), closed as the level is left. SDL converts
/// whatever the device gives to mono Float32 at the extractor's rate; its callback copies the
/// samples into a bounded ring, and each tick drains the ring into the feature extractor. No
/// sample is kept beyond the extractor's short window, and nothing is written anywhere.
public final class Microphone {
    /// Samples per SDL callback: about 11 ms at 24 kHz, so a sound reaches a tick within ~2 ticks.
    static let callbackSamples: UInt16 = 256
    /// The ring holds half a second: only a frame loop stalled that long drops any.
    static let ringSeconds = 0.5

    private let device: SDL_AudioDeviceID
    private let ring: CaptureRing
    private var extractor = SoundFeatureExtractor()

    /// Opens the default capture device; throws why it cannot, as a `Refusal` of the machine (no
    /// device, none allowed, an audio driver without a microphone). The audio subsystem is counted up while it is open.
    public init() throws {
        // Without a sound card ALSA would print its own lines before ours; we say it once.
        _ = sensorium_silence_alsa_errors()
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
            throw Refusal("no microphone (\(SDLError("SDL_InitSubSystem")))")
        }
        // SDL's dummy driver "captures" endless silence: that is no microphone.
        let driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "none"
        guard driver != "dummy" else {
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            throw Refusal("no microphone (SDL's audio driver is \(driver))")
        }
        let ring = CaptureRing(capacity: Int(Double(SoundFeatureExtractor.sampleRate) * Self.ringSeconds))
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(SoundFeatureExtractor.sampleRate)
        wanted.format = sensorium_audio_f32sys()
        wanted.channels = 1
        wanted.samples = Self.callbackSamples
        wanted.callback = { userdata, stream, length in
            guard let userdata, let stream else { return }
            let samples = UnsafeRawPointer(stream).assumingMemoryBound(to: Float.self)
            Unmanaged<CaptureRing>.fromOpaque(userdata).takeUnretainedValue()
                .write(UnsafeBufferPointer(start: samples, count: Int(length) / MemoryLayout<Float>.size))
        }
        wanted.userdata = Unmanaged.passUnretained(ring).toOpaque()
        var obtained = SDL_AudioSpec()
        // No change allowed: SDL converts the device's own format, rate and channels to these.
        let device = SDL_OpenAudioDevice(nil, 1, &wanted, &obtained, 0)
        guard device != 0 else {
            let error = SDLError("SDL_OpenAudioDevice")
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            throw Refusal("no microphone (\(error))")
        }
        self.device = device
        self.ring = ring
        SDL_PauseAudioDevice(device, 0)
    }

    deinit {
        // Joins SDL's capture thread: the ring is not written after this.
        SDL_CloseAudioDevice(device)
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }

    /// What was heard since the last call, as features; `gameSounding` is passed through.
    public func hear(gameSounding: Bool) -> HeardSound {
        ring.drain { samples in
            extractor.feed(samples)
            samplesHeard += samples.count
        }
        return extractor.features(gameSounding: gameSounding)
    }

    /// Samples heard since it opened.
    public private(set) var samplesHeard = 0

    /// Samples SDL's callback has delivered since it opened, heard or waiting.
    public var samplesCaptured: Int { ring.writtenSamples }

    /// Samples dropped because no tick came for them.
    public var droppedSamples: Int { ring.droppedSamples }
}
