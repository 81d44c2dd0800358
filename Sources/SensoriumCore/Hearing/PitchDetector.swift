/// YIN, the pitch detector of A. de Cheveigné and H. Kawahara, "YIN, a fundamental frequency
/// estimator for speech and music", J. Acoust. Soc. Am. 111(4), 2002, pp. 1917-1930: the
/// period is the lag at which a frame differs least from itself, normalized so that the lag
/// zero and the octaves below do not win. Chosen over autocorrelation peaks for its few octave
/// errors on voices, which are what the microphone hears.
///
/// Works in place on buffers made once at init: `estimate` allocates nothing, so the platform
/// may call it every tick.
public struct PitchDetector: Sendable {
    /// What `estimate` found.
    public struct Estimate: Equatable, Sendable {
        /// The fundamental frequency in hertz.
        public var hertz: Double
        /// 1 minus the normalized difference at the chosen lag, 0...1: 1 is a perfectly periodic frame.
        public var confidence: Double
    }

    /// The pitches searched, in hertz: a low male hum to a high whistle.
    public static let range: ClosedRange<Double> = 70...1100
    /// Step 4's absolute threshold: the first dip under it is the period (the paper uses 0.1-0.15).
    static let threshold: Float = 0.15
    /// A dip this high or higher (confidence under 0.5) is noise, not a period: none is found.
    static let voicingLimit: Float = 0.5

    public let sampleRate: Int
    /// The integration window W of eq. (1), in samples.
    public let window: Int
    let shortestLag: Int
    let longestLag: Int
    /// The normalized difference d'(τ) of the last frame, τ = 0...longestLag + 1.
    private var normalized: [Float]
    /// The lowest d'(τ) over the lags searched in the last frame: the paper's aperiodicity
    /// (Sec. II.C): near 0 for a tone, near 1 for white noise. What the noisiness is made from.
    public private(set) var aperiodicity: Double = 1

    /// A detector for frames of `frameLength` samples at `sampleRate`.
    public init(sampleRate: Int, frameLength: Int) {
        self.sampleRate = sampleRate
        shortestLag = Int((Double(sampleRate) / Self.range.upperBound).rounded(.down))
        longestLag = Int((Double(sampleRate) / Self.range.lowerBound).rounded(.up))
        // Room for the longest lag and its right neighbour (step 5); a multiple of 8 for the SIMD sum.
        window = max(8, (frameLength - longestLag - 1) & ~7)
        normalized = [Float](repeating: 1, count: longestLag + 2)
    }

    /// The frame length the detector needs: its window plus the longest lag.
    public var frameLength: Int { window + longestLag + 1 }

    /// The pitch of `frame` (at least `frameLength` samples; the latest ones are used), or nil
    /// when it has none in `range`.
    public mutating func estimate(_ frame: UnsafeBufferPointer<Float>) -> Estimate? {
        precondition(frame.count >= frameLength, "a frame of \(frameLength) samples is needed")
        let start = frame.baseAddress! + (frame.count - frameLength)
        let lastLag = longestLag + 1
        let window = self.window
        return normalized.withUnsafeMutableBufferPointer { normalized in
            // Step 2 (Sec. II.B, eq. 6): the difference function d(τ) = Σ_{j=1..W} (x_j − x_{j+τ})².
            // Step 3 (Sec. II.C, eq. 8): the cumulative mean normalized difference
            // d'(τ) = d(τ) / ((1/τ) Σ_{j=1..τ} d(j)), with d'(0) = 1.
            normalized[0] = 1
            var runningSum: Float = 0
            for lag in 1...lastLag {
                let difference = Self.squaredDifference(start, start + lag, count: window)
                runningSum += difference
                normalized[lag] = runningSum > 0 ? difference * Float(lag) / runningSum : 1
            }
            var lowest = shortestLag
            for lag in shortestLag...longestLag where normalized[lag] < normalized[lowest] { lowest = lag }
            aperiodicity = Double(normalized[lowest])

            // Step 4 (Sec. II.D): the smallest lag whose dip is under the absolute threshold, followed
            // down to the bottom of that dip; when no dip is that deep, the global minimum.
            var chosen = lowest
            if let first = (shortestLag...longestLag).first(where: { normalized[$0] < Self.threshold }) {
                chosen = first
                while chosen < longestLag, normalized[chosen + 1] < normalized[chosen] { chosen += 1 }
            }
            guard normalized[chosen] < Self.voicingLimit else { return nil }

            // Step 5 (Sec. II.E): parabolic interpolation through the dip and its neighbours, for
            // a period finer than a sample (at 24 kHz a sample is 70 cents at 1 kHz).
            let left = Double(normalized[chosen - 1]), middle = Double(normalized[chosen]), right = Double(normalized[chosen + 1])
            let curvature = left - 2 * middle + right
            let offset = curvature > 0 ? max(-1, min(1, 0.5 * (left - right) / curvature)) : 0
            let period = Double(chosen) + offset
            let hertz = Double(sampleRate) / period
            guard Self.range.contains(hertz) else { return nil }
            return Estimate(hertz: hertz, confidence: max(0, min(1, 1 - middle)))
        }
    }

    /// Σ (a_j − b_j)² over `count` samples (a multiple of 8), eight at a time.
    @inline(__always)
    private static func squaredDifference(_ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, count: Int) -> Float {
        var sum = SIMD8<Float>(repeating: 0)
        var index = 0
        while index < count {
            let difference = UnsafeRawPointer(a + index).loadUnaligned(as: SIMD8<Float>.self)
                - UnsafeRawPointer(b + index).loadUnaligned(as: SIMD8<Float>.self)
            sum += difference * difference
            index += 8
        }
        return sum.sum()
    }
}
