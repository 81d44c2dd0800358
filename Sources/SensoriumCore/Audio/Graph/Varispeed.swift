/// Plays its source faster or slower, changing tempo and pitch together like a tape machine
/// (AudioKit's VariSpeed).
///
/// Pulls its source in chunks at its own pace and reads between source samples with cubic
/// Hermite (Catmull-Rom) interpolation, which keeps a sine clean far better than linear
/// interpolation. There is no anti-aliasing filter when speeding up: at 4x, content above a
/// quarter of the sample rate folds back, which suits the lo-fi graphs it is used in.
/// Latency: three source samples (output n is the source at n × rate − 3).
public final class Varispeed<Source: MonoSource>: MonoSource {
    /// Allowed playback rates.
    public static var rateRange: ClosedRange<Float> { 0.25...4 }

    public let source: Source
    private let chunkFrames = 128
    private let input: UnsafeMutablePointer<Float>
    /// Next unread sample in `input`; starts "exhausted" so the first read pulls a chunk.
    private var inputIndex = 128
    private var h0: Float = 0, h1: Float = 0, h2: Float = 0, h3: Float = 0
    private var fraction: Double = 0
    private var rateSmoother: ParameterSmoother

    /// - Parameters:
    ///   - source: the node to speed up or slow down.
    ///   - rate: initial playback rate (see ``rate``).
    ///   - sampleRate: output samples per second (for the smoothing time).
    ///   - smoothing: seconds for the rate to cover 63% of a change (default 50 ms).
    public init(source: Source, rate: Float = 1, sampleRate: Double, smoothing: Double = 0.05) {
        self.source = source
        input = .allocate(capacity: chunkFrames)
        input.initialize(repeating: 0, count: chunkFrames)
        rateSmoother = ParameterSmoother(Self.clampRate(rate), timeConstant: smoothing, sampleRate: sampleRate)
    }

    deinit { input.deallocate() }

    /// Playback rate: 1.0 is unchanged, 2.0 is twice as fast and an octave up, 0.5 half speed an
    /// octave down. Clamped to 0.25...4.0; smoothed.
    public var rate: Float {
        get { rateSmoother.target }
        set { rateSmoother.target = Self.clampRate(newValue) }
    }

    private static func clampRate(_ rate: Float) -> Float {
        rate.isFinite ? min(max(rate, rateRange.lowerBound), rateRange.upperBound) : 1
    }

    public func render(into output: UnsafeMutablePointer<Float>, frames: Int) {
        // State lives in locals for the loop (registers, no per-sample property access).
        var h0 = self.h0, h1 = self.h1, h2 = self.h2, h3 = self.h3
        var fraction = self.fraction
        // Smoothers advance on local copies (see ``ParameterSmoother``): no run-time exclusivity check.
        var rateSmoother = self.rateSmoother
        let rateRamp = rateSmoother.ramp(frames: frames)
        self.rateSmoother = rateSmoother
        var rate = Double(rateRamp.value)
        let rateStep = Double(rateRamp.step)
        var inputIndex = self.inputIndex
        let input = self.input
        let chunk = chunkFrames
        for index in 0..<frames {
            let t = Float(fraction)
            // Catmull-Rom between h1 and h2.
            let c1 = 0.5 * (h2 - h0)
            let c2 = h0 - 2.5 * h1 + 2 * h2 - 0.5 * h3
            let c3 = 0.5 * (h3 - h0) + 1.5 * (h1 - h2)
            output[index] = ((c3 * t + c2) * t + c1) * t + h1
            rate += rateStep
            fraction += rate
            while fraction >= 1 {
                fraction -= 1
                // Once per chunk: marked unlikely, so the register allocator spills around the
                // call instead of keeping the rate ramp in memory for every sample.
                if _slowPath(inputIndex == chunk) {
                    source.render(into: input, frames: chunk)
                    inputIndex = 0
                }
                h0 = h1
                h1 = h2
                h2 = h3
                h3 = input[inputIndex]
                inputIndex &+= 1   // at most `chunk`: no overflow trap needed
            }
        }
        self.h0 = h0
        self.h1 = h1
        self.h2 = h2
        self.h3 = h3
        self.fraction = fraction
        self.inputIndex = inputIndex
    }
}
