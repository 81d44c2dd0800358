/// A node that produces mono samples on demand (a pull graph).
///
/// `render(into:frames:)` must fill exactly `frames` samples and obey the real-time rules:
/// no allocation, no locks, no I/O, no `String` work. Nodes that transform a signal in place
/// (gain, bitcrusher, delay) expose `process(_:frames:)` instead; nodes that need to pull at a
/// rate of their own (varispeed) are generic over their `MonoSource`, so the whole chain is
/// statically dispatched and specialised: no existential boxes in the audio path.
public protocol MonoSource: AnyObject {
    /// Writes `frames` mono samples to `output` (any number of frames, including 0).
    func render(into output: UnsafeMutablePointer<Float>, frames: Int)
}

/// Real-time sizing shared by the graph's nodes.
public enum AudioGraphLimits {
    /// The most frames a node is asked for in one call; larger requests are split by the
    /// soundscape. Scratch buffers are preallocated to this size.
    public static let maxBlockFrames = 256
}

extension MonoSource {
    /// Renders `frames` samples into a new array, in blocks of ``AudioGraphLimits/maxBlockFrames``.
    /// For tests and offline tools only: it allocates.
    public func rendered(frames: Int) -> [Float] {
        var output = [Float](repeating: 0, count: frames)
        output.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var done = 0
            while done < frames {
                let count = min(AudioGraphLimits.maxBlockFrames, frames - done)
                render(into: base + done, frames: count)
                done += count
            }
        }
        return output
    }
}
