/// Removes a constant offset (DC) from a stereo signal: a one-pole/one-zero high-pass at about
/// 10 Hz, inaudible but enough to keep bitcrusher offsets out of the speaker. Both channels run in
/// one loop so their two recursions overlap in the CPU. As a graph's last stage it writes the
/// stereo output interleaved, so no separate pass interleaves it.
public final class DCBlocker {
    private let pole: Float
    private var leftInput: Float = 0, leftOutput: Float = 0
    private var rightInput: Float = 0, rightOutput: Float = 0

    /// - Parameters:
    ///   - cutoff: corner frequency in Hz (default 10).
    ///   - sampleRate: samples per second.
    public init(cutoff: Double = 10, sampleRate: Double) {
        pole = Float(1 - 2 * Double.pi * cutoff / sampleRate)
    }

    /// Filters `frames` samples of `left` and `right` (planar, both left unchanged) into `output`,
    /// interleaved (L R L R ..., capacity `2 × frames`).
    public func process(left: UnsafePointer<Float>, right: UnsafePointer<Float>,
                        into output: UnsafeMutablePointer<Float>, frames: Int) {
        let pole = self.pole
        var leftInput = self.leftInput, leftOutput = self.leftOutput
        var rightInput = self.rightInput, rightOutput = self.rightOutput
        for index in 0..<frames {
            let l = left[index]
            let r = right[index]
            leftOutput = l - leftInput + pole * leftOutput
            rightOutput = r - rightInput + pole * rightOutput
            leftInput = l
            rightInput = r
            output[index &* 2] = leftOutput
            output[index &* 2 &+ 1] = rightOutput
        }
        // Flush decayed state to zero once per block: keeps the filter out of denormals.
        if Swift.abs(leftOutput) < 1e-20 { leftOutput = 0 }
        if Swift.abs(rightOutput) < 1e-20 { rightOutput = 0 }
        self.leftInput = leftInput
        self.leftOutput = leftOutput
        self.rightInput = rightInput
        self.rightOutput = rightOutput
    }
}
