import CSDL2
import Synchronization

/// Counts the audio device's callbacks through SDL_mixer's post-mix hook, which runs once at the
/// end of every buffer the mixer fills, whether or not a soundscape graph is playing. The soak
/// uses it to prove the audio thread kept running and to learn the real buffer length.
public final class AudioCallbackCounter: @unchecked Sendable {
    private let callbacks = Atomic<Int>(0)
    private let bufferBytes = Atomic<Int>(0)
    private var installed = false

    public init() {}

    deinit { stop() }

    /// Starts counting; the mixer must be open (call after `AudioOutput` opened the device).
    public func start() {
        guard !installed else { return }
        installed = true
        sensorium_Mix_SetPostMix({ userdata, _, length in
            guard let userdata else { return }
            Unmanaged<AudioCallbackCounter>.fromOpaque(userdata).takeUnretainedValue().count(bytes: Int(length))
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Stops counting; call before the mixer closes.
    public func stop() {
        guard installed else { return }
        installed = false
        sensorium_Mix_SetPostMix(nil, nil)
    }

    /// Callbacks since `start`.
    public var count: Int { callbacks.load(ordering: .relaxed) }

    /// Bytes in the last buffer the device asked for (0 before the first callback).
    public var lastBufferBytes: Int { bufferBytes.load(ordering: .relaxed) }

    private func count(bytes: Int) {
        callbacks.add(1, ordering: .relaxed)
        bufferBytes.store(bytes, ordering: .relaxed)
    }
}
