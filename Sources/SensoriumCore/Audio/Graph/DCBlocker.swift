/// Removes a constant offset (DC) from a signal: a one-pole/one-zero high-pass at about 10 Hz,
/// inaudible but enough to keep bitcrusher offsets out of the speaker. Processes in place.
public final class DCBlocker {
    private let pole: Float
    private var previousInput: Float = 0
    private var previousOutput: Float = 0

    /// - Parameters:
    ///   - cutoff: corner frequency in Hz (default 10).
    ///   - sampleRate: samples per second.
    public init(cutoff: Double = 10, sampleRate: Double) {
        pole = Float(1 - 2 * Double.pi * cutoff / sampleRate)
    }

    public func process(_ buffer: UnsafeMutablePointer<Float>, frames: Int) {
        for index in 0..<frames {
            let input = buffer[index]
            var output = input - previousInput + pole * previousOutput
            if Swift.abs(output) < 1e-20 { output = 0 }
            previousInput = input
            previousOutput = output
            buffer[index] = output
        }
    }
}
