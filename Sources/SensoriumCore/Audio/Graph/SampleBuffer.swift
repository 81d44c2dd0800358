/// Immutable mono audio held in memory for ``SamplePlayer``s: Float32, -1...1 full scale.
///
/// The storage is a manually allocated block (not an `Array`) so the render thread reads it
/// without reference counting or bounds-check traffic. It is never mutated after init, which is
/// why sharing one buffer between threads and players is safe.
public final class SampleBuffer: @unchecked Sendable {
    /// Samples per second the audio was recorded/synthesised at.
    public let sampleRate: Double
    /// Number of samples.
    public let count: Int
    let storage: UnsafeMutablePointer<Float>

    /// Copies `samples` (mono) into a new buffer.
    public init(samples: [Float], sampleRate: Double) {
        precondition(sampleRate > 0, "sample rate must be positive")
        self.sampleRate = sampleRate
        count = samples.count
        storage = .allocate(capacity: max(1, samples.count))
        storage.initialize(repeating: 0, count: max(1, samples.count))
        samples.withUnsafeBufferPointer { source in
            if let base = source.baseAddress, !source.isEmpty {
                storage.update(from: base, count: source.count)
            }
        }
    }

    /// Mono buffer from a WAV file: channels are averaged.
    public convenience init(wav: WAVFile) {
        self.init(samples: wav.monoSamples(), sampleRate: Double(wav.sampleRate))
    }

    deinit { storage.deallocate() }

    /// Length in seconds.
    public var duration: Double { Double(count) / sampleRate }

    /// A copy of the samples (not for the render thread).
    public var samples: [Float] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// Sample `index` (not for inner loops).
    public subscript(index: Int) -> Float { storage[index] }
}
