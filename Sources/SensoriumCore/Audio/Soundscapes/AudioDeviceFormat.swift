/// The sample format an audio device asked for (what `Mix_QuerySpec` reports).
public struct AudioDeviceFormat: Equatable, Sendable {
    public enum SampleType: Equatable, Sendable {
        /// Native-endian 32-bit float (SDL `AUDIO_F32SYS`).
        case float32
        /// Native-endian signed 16-bit (SDL `AUDIO_S16SYS`).
        case int16

        public var bytes: Int { self == .float32 ? 4 : 2 }
    }

    /// Frames per second.
    public var sampleRate: Int
    /// Interleaved channels: 1 gets the stereo mix averaged; 2 gets left, right; more get
    /// left, right, then silence.
    public var channels: Int
    public var sampleType: SampleType

    public init(sampleRate: Int = 48_000, channels: Int = 2, sampleType: SampleType = .float32) {
        self.sampleRate = sampleRate
        self.channels = max(1, channels)
        self.sampleType = sampleType
    }

    /// Bytes in one frame (all channels).
    public var bytesPerFrame: Int { channels * sampleType.bytes }
}
