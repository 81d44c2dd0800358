import FoundationEssentials

/// Renders a pattern headlessly, tick by tick, into the motor levels a pad would receive: the data
/// behind `sensorium haptics dump FILE.ahap [--rate HZ] [--intensity-control X]` and the plot.
public enum HapticTimeline {
    /// Accepted sampling rates, Hz.
    public static let rateRange = 1...1000

    /// One sampled tick.
    public struct Sample: Equatable, Sendable {
        /// Seconds from the start (tick / rate).
        public var time: Double
        public var haptics: HapticFrame
        public var rumble: RumbleFrame
    }

    /// Plays `pattern` once (one-shot, rate 1) at `rate` ticks per second through a fresh
    /// `RumbleMapper`, until the pattern has ended and the last pulse has died out; the last sample
    /// is all-off.
    /// - Parameters:
    ///   - rate: ticks per second, clamped to `rateRange` (120: the game's tick).
    ///   - intensityControl: a live `HapticIntensityControl` value 0...1 held for the whole run; nil is 1.
    public static func samples(for pattern: AHAPPattern, rate: Int = TickClock.rate, intensityControl: Double? = nil,
                               settings: RumbleSettings = RumbleSettings()) -> [Sample] {
        let rate = rate.clamped(to: rateRange)
        var player = HapticPatternPlayer(pattern: pattern, tickRate: rate)
        if let intensityControl { player.sendParameter(.hapticIntensityControl, intensityControl) }
        player.start()
        var mapper = RumbleMapper(settings: settings, tickRate: rate)
        let limit = Int(((pattern.duration + 1) * Double(rate)).rounded(.up)) + mapper.pulseTicks + 2
        var samples: [Sample] = []
        samples.reserveCapacity(min(limit, 1 << 20))
        for tick in 0..<limit {
            let frame = player.advance()
            let rumble = mapper.map(frame)
            samples.append(Sample(time: Double(tick) / Double(rate), haptics: frame, rumble: rumble))
            if !player.isPlaying, !mapper.isBusy, rumble.isOff { break }
        }
        return samples
    }

    /// The motor timeline as CSV: header `time,low,high,left_trigger,right_trigger`, one row per
    /// tick, time in seconds with 6 decimals, levels 0...65535.
    public static func csv(for pattern: AHAPPattern, rate: Int = TickClock.rate, intensityControl: Double? = nil,
                           settings: RumbleSettings = RumbleSettings()) -> String {
        var out = "time,low,high,left_trigger,right_trigger\n"
        for sample in samples(for: pattern, rate: rate, intensityControl: intensityControl, settings: settings) {
            let r = sample.rumble
            out += String(sample.time, decimals: 6)
            out += ",\(r.low),\(r.high),\(r.leftTrigger),\(r.rightTrigger)\n"
        }
        return out
    }
}
