import FoundationEssentials
import Glibc

/// An echo: a delay line with feedback, a one-pole low-pass inside the feedback loop (each
/// repeat is darker than the last, like tape) and a dry/wet mix.
///
/// Echo k (k = 1, 2, ...) arrives k × ``time`` after the input, scaled by ``mix`` ×
/// ``feedback``^(k-1) and low-passed k times. Processes in place.
public final class AudioDelay {
    /// Longest delay this instance can hold, in seconds (fixed at init, preallocated).
    public let maxTime: Double
    public let sampleRate: Double

    private let line: UnsafeMutablePointer<Float>
    private let mask: Int
    private var writeIndex = 0
    private var filterState: Float = 0
    private var timeSmoother: ParameterSmoother
    private var feedbackSmoother: ParameterSmoother
    private var mixSmoother: ParameterSmoother
    private var cutoffSmoother: ParameterSmoother

    /// - Parameters:
    ///   - maxTime: longest delay time in seconds, 0.01...10.
    ///   - time, feedback, mix, lowPassCutoff: initial values (see the properties).
    ///   - sampleRate: samples per second.
    public init(maxTime: Double = 2, time: Float = 0.25, feedback: Float = 0.4, mix: Float = 0.3,
                lowPassCutoff: Float = 6000, sampleRate: Double) {
        self.sampleRate = sampleRate
        self.maxTime = min(max(maxTime, 0.01), 10)
        var size = 1
        while size < Int(self.maxTime * sampleRate) + 4 { size <<= 1 }
        mask = size - 1
        line = .allocate(capacity: size)
        line.initialize(repeating: 0, count: size)
        timeSmoother = ParameterSmoother(0, timeConstant: 0.08, sampleRate: sampleRate)
        feedbackSmoother = ParameterSmoother(0, timeConstant: 0.03, sampleRate: sampleRate)
        mixSmoother = ParameterSmoother(0, timeConstant: 0.03, sampleRate: sampleRate)
        cutoffSmoother = ParameterSmoother(0, timeConstant: 0.03, sampleRate: sampleRate)
        self.time = time
        self.feedback = feedback
        self.mix = mix
        self.lowPassCutoff = lowPassCutoff
        timeSmoother.reset(to: timeSmoother.target)
        feedbackSmoother.reset(to: feedbackSmoother.target)
        mixSmoother.reset(to: mixSmoother.target)
        cutoffSmoother.reset(to: cutoffSmoother.target)
    }

    deinit { line.deallocate() }

    /// Delay time in seconds, 0.001...``maxTime``; smoothed over 80 ms (a change glides the pitch
    /// of the echoes briefly, like tape, instead of clicking).
    public var time: Float {
        get { timeSmoother.target }
        set { timeSmoother.target = newValue.isFinite ? min(max(newValue, 0.001), Float(maxTime)) : 0.25 }
    }

    /// Share of each echo fed back into the line: 0.0 is a single echo, 0.5 halves each repeat,
    /// clamped to 0...0.95 so it always dies away; smoothed.
    public var feedback: Float {
        get { feedbackSmoother.target }
        set { feedbackSmoother.target = newValue.isFinite ? min(max(newValue, 0), 0.95) : 0 }
    }

    /// Dry/wet: 0.0 is the input only, 1.0 is the echoes only, 0.5 is half of each; smoothed.
    public var mix: Float {
        get { mixSmoother.target }
        set { mixSmoother.target = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
    }

    /// Cutoff of the low-pass in the feedback loop, in Hz, 20...sampleRate/2. At sampleRate/2
    /// the filter is bypassed (echoes keep all their brightness); smoothed.
    public var lowPassCutoff: Float {
        get { cutoffSmoother.target }
        set {
            let nyquist = Float(sampleRate / 2)
            cutoffSmoother.target = newValue.isFinite ? min(max(newValue, 20), nyquist) : nyquist
        }
    }

    private func filterCoefficient(_ cutoff: Float) -> Float {
        if cutoff >= Float(sampleRate / 2) { return 1 }
        return Float(1 - Glibc.exp(-2 * Double.pi * Double(cutoff) / sampleRate))
    }

    /// Applies the echo to `frames` samples of `buffer` in place.
    public func process(_ buffer: UnsafeMutablePointer<Float>, frames: Int) {
        guard frames > 0 else { return }
        // Smoothers advance on local copies (see ``ParameterSmoother``): no run-time exclusivity check.
        var cutoffSmoother = self.cutoffSmoother, timeSmoother = self.timeSmoother
        var feedbackSmoother = self.feedbackSmoother, mixSmoother = self.mixSmoother
        let cutoff = cutoffSmoother.advance(frames: frames)
        var coefficient = filterCoefficient(cutoff.start)
        let coefficientStep = (filterCoefficient(cutoff.end) - coefficient) / Float(frames)
        let rate = Float(sampleRate)
        let line = self.line
        let mask = self.mask
        // State lives in locals for the loop (registers, no per-sample property access).
        var writeIndex = self.writeIndex
        var filterState = self.filterState
        let timeRamp = timeSmoother.ramp(frames: frames)
        var delayFrames = timeRamp.value * rate
        let delayStep = timeRamp.step * rate
        let feedbackRamp = feedbackSmoother.ramp(frames: frames)
        var feedback = feedbackRamp.value
        let mixRamp = mixSmoother.ramp(frames: frames)
        var mix = mixRamp.value
        self.cutoffSmoother = cutoffSmoother
        self.timeSmoother = timeSmoother
        self.feedbackSmoother = feedbackSmoother
        self.mixSmoother = mixSmoother
        for index in 0..<frames {
            delayFrames += delayStep
            feedback += feedbackRamp.step
            mix += mixRamp.step
            // Fractional read behind the write head, linear interpolation.
            let whole = Int(delayFrames)
            let fraction = delayFrames - Float(whole)
            // Wrapping arithmetic: the mask keeps every index in the line, so no overflow trap.
            let newer = line[(writeIndex &- whole) & mask]
            let older = line[(writeIndex &- whole &- 1) & mask]
            let delayed = newer + (older - newer) * fraction
            filterState += (delayed - filterState) * coefficient
            let input = buffer[index]
            line[writeIndex] = input + feedback * filterState
            writeIndex = (writeIndex &+ 1) & mask
            buffer[index] = input * (1 - mix) + filterState * mix
            coefficient += coefficientStep
        }
        self.writeIndex = writeIndex
        // Flush a decayed state once per block: keeps the loop out of denormals.
        self.filterState = Swift.abs(filterState) < 1e-20 ? 0 : filterState
    }

    /// Empties the line (silence; use while not rendering).
    public func clear() {
        line.update(repeating: 0, count: mask + 1)
        filterState = 0
    }
}
