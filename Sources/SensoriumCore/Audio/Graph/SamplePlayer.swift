/// Plays a ``SampleBuffer`` once or as a seamless loop.
///
/// Reads at `buffer.sampleRate / sampleRate` source frames per output frame (exact copies when
/// the rates match, linear interpolation otherwise). A loop wraps sample-accurately, so a buffer
/// whose last sample flows into its first (see ``SynthSignal/seamlessLoop(_:crossfade:)``) loops
/// without a click. Starting again while playing, or stopping, fades the old sound out over
/// ``declickFrames`` instead of cutting it.
public final class SamplePlayer: MonoSource {
    /// One-shot plays to the end and falls silent; loop wraps forever.
    public enum Mode: Sendable { case oneShot, loop }

    /// Length of the fade applied to a voice that is cut by ``play()`` or ``stop()`` (5 ms at 48 kHz).
    public let declickFrames: Int

    public let buffer: SampleBuffer
    public let mode: Mode
    public let sampleRate: Double

    private let step: Double
    private var position: Double = 0
    private var playing = false
    private var tailPosition: Double = 0
    private var tailRemaining = 0
    private var gainSmoother: ParameterSmoother

    /// - Parameters:
    ///   - buffer: the sound.
    ///   - mode: one-shot or loop.
    ///   - sampleRate: output samples per second.
    ///   - gain: initial gain, 0.0 is silent, 1.0 is unity, up to 4.0.
    ///   - playing: start playing at once (typical for loops).
    public init(buffer: SampleBuffer, mode: Mode, sampleRate: Double, gain: Float = 1, playing: Bool = false) {
        self.buffer = buffer
        self.mode = mode
        self.sampleRate = sampleRate
        step = buffer.sampleRate / sampleRate
        declickFrames = max(1, Int(sampleRate * 0.005))
        gainSmoother = ParameterSmoother(min(max(gain, 0), 4), timeConstant: 0.02, sampleRate: sampleRate)
        self.playing = playing && buffer.count > 0
    }

    /// Player gain, smoothed over 20 ms. 0.0 is silent, 1.0 is unity; clamped to 0...4.
    public var gain: Float {
        get { gainSmoother.target }
        set { gainSmoother.target = min(max(newValue, 0), 4) }
    }

    /// True while the player produces sound (a one-shot stops by itself at its end).
    public var isPlaying: Bool { playing }

    /// True while any sound comes out (playing, or a cut voice still fading).
    public var isSounding: Bool { playing || tailRemaining > 0 }

    /// Current read position in source frames.
    public var playhead: Double { position }

    /// Starts from the beginning; a sound already playing fades out underneath.
    public func play() {
        guard buffer.count > 0 else { return }
        if playing {
            tailPosition = position
            tailRemaining = declickFrames
        }
        position = 0
        playing = true
    }

    /// Fades out over ``declickFrames`` and stops.
    public func stop() {
        guard playing else { return }
        tailPosition = position
        tailRemaining = declickFrames
        playing = false
    }

    public func render(into output: UnsafeMutablePointer<Float>, frames: Int) {
        let data = buffer.storage
        let count = buffer.count
        let length = Double(count)
        let looping = mode == .loop
        let step = self.step
        // State lives in locals for the loop (registers, no per-sample property access); the
        // smoother too (see ``ParameterSmoother``): no run-time exclusivity check.
        var gainSmoother = self.gainSmoother
        let gainRamp = gainSmoother.ramp(frames: frames)
        self.gainSmoother = gainSmoother
        var gain = gainRamp.value
        let gainStep = gainRamp.step
        var position = self.position
        var playing = self.playing
        var tailPosition = self.tailPosition
        var tailRemaining = self.tailRemaining
        let fadeScale = 1 / Float(declickFrames)
        // Fast path: rates match, nothing fading, on a whole sample: a gain-scaled copy.
        if step == 1 && tailRemaining == 0 && playing && position == position.rounded(.down) {
            var read = Int(position)
            var index = 0
            while index < frames {
                if read >= count {
                    if looping {
                        read = 0
                    } else {
                        playing = false
                        (output + index).update(repeating: 0, count: frames - index)
                        break
                    }
                }
                let run = min(frames - index, count - read)
                if gainStep == 0 && gain == 1 {
                    (output + index).update(from: data + read, count: run)
                } else if gainStep == 0 {
                    for offset in 0..<run { output[index + offset] = data[read + offset] * gain }
                } else {
                    for offset in 0..<run {
                        gain += gainStep
                        output[index + offset] = data[read + offset] * gain
                    }
                }
                index += run
                read += run
            }
            if read >= count && looping { read = 0 }
            self.position = Double(read)
            self.playing = playing
            return
        }
        for index in 0..<frames {
            gain += gainStep
            var value: Float = 0
            if playing {
                value = Self.read(data, count: count, looping: looping, at: position)
                position += step
                if position >= length {
                    if looping { position -= length } else { playing = false }
                }
            }
            if tailRemaining > 0 {
                let fade = Float(tailRemaining) * fadeScale
                value += fade * Self.read(data, count: count, looping: looping, at: tailPosition)
                tailPosition += step
                if tailPosition >= length {
                    if looping { tailPosition -= length } else { tailRemaining = 1 }
                }
                tailRemaining -= 1
            }
            output[index] = value * gain
        }
        self.position = position
        self.playing = playing
        self.tailPosition = tailPosition
        self.tailRemaining = tailRemaining
    }

    @inline(__always)
    private static func read(_ data: UnsafeMutablePointer<Float>, count: Int, looping: Bool, at position: Double) -> Float {
        let whole = Int(position)
        let fraction = Float(position - Double(whole))
        if whole >= count { return 0 }
        let first = data[whole]
        if fraction == 0 { return first }
        let nextIndex = whole + 1
        let second: Float
        if nextIndex < count {
            second = data[nextIndex]
        } else {
            second = looping ? data[0] : 0
        }
        return first + (second - first) * fraction
    }
}
