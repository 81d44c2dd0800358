/// Plays one `AHAPPattern`, one fixed tick at a time: the Core Haptics pattern player and advanced
/// pattern player in one deterministic value.
///
/// Each `advance` call covers one tick of real time (1/`tickRate` s), which is `playbackRate` ticks
/// of pattern time. It returns the haptic output of that tick and reports the audio events that
/// start inside it. Pattern time is computed from an integer tick count since the last anchor
/// (start, seek or rate change), never accumulated, so tick n of a pattern started at 0 covers
/// exactly [n/120, (n+1)/120) seconds and hand-computed timelines hold.
///
/// - One-shot (the default): plays once, then `isPlaying` becomes false.
/// - Looping (`loopEnabled`): pattern time wraps at `loopEnd` (0 means the pattern's duration).
/// - `playbackRate` stretches time (2 plays twice as fast), `seek(to:)` jumps, `stop()` silences
///   at once, `sendParameter` sets a live dynamic parameter, combined with the pattern's own curves
///   (multipliers multiply, offsets add, then the result is clamped).
///
/// Advancing allocates nothing.
///
///     var player = HapticPatternPlayer(pattern: texture)
///     player.loopEnabled = true
///     player.start()
///     // every tick:
///     player.sendParameter(.hapticIntensityControl, ballSpeed)
///     let frame = player.advance { start in sounds.play(texture.audio[start.eventIndex], start.volume) }
public struct HapticPatternPlayer: Sendable {
    /// Slowest and fastest accepted playback rates.
    public static let playbackRateRange: ClosedRange<Double> = 0.25...4
    /// Shortest loop, seconds; a shorter `loopEnd` is raised to it.
    public static let minimumLoopLength = 0.001

    public let pattern: AHAPPattern
    /// Ticks per second of real time.
    public let tickRate: Int
    /// Reported in `HapticAudioStart.player`; `HapticMixer` sets it to the player's handle.
    public var id: UInt64 = 0
    public private(set) var isPlaying = false
    /// Loop instead of ending. Can change while playing.
    public var loopEnabled = false
    /// Pattern time, seconds, at which a loop wraps to 0; 0 means the pattern's duration.
    public var loopEnd: Double = 0 {
        didSet { if !(loopEnd >= 0) || !loopEnd.isFinite { loopEnd = 0 } }
    }
    private var rate = 1.0
    private var anchor = 0.0
    private var ticksSinceAnchor = 0
    private var live: [Double]

    public init(pattern: AHAPPattern, tickRate: Int = TickClock.rate) {
        self.pattern = pattern
        self.tickRate = max(1, tickRate)
        self.live = HapticDynamicParameterID.allCases.map(\.defaultValue)
    }

    /// Pattern seconds per real second, clamped to `playbackRateRange`. Changing it keeps the
    /// current position.
    public var playbackRate: Double {
        get { rate }
        set {
            let position = rawPosition
            rate = newValue.isFinite ? newValue.clamped(to: Self.playbackRateRange) : 1
            anchor = position
            ticksSinceAnchor = 0
        }
    }

    /// The loop length in force: `loopEnd`, or the pattern's duration when it is 0.
    public var loopLength: Double {
        max(Self.minimumLoopLength, loopEnd > 0 ? loopEnd : pattern.duration)
    }

    /// Pattern time, seconds, at the start of the next tick (wrapped into the loop when looping).
    public var position: Double {
        let raw = rawPosition
        guard loopEnabled else { return raw }
        let length = loopLength
        return max(0, raw - (raw / length).rounded(.down) * length)
    }

    /// Starts (or restarts) at `offset` seconds of pattern time.
    public mutating func start(atOffset offset: Double = 0) {
        isPlaying = true
        seek(to: offset)
    }

    /// Silences the player at once; `advance` returns silence until the next `start`.
    public mutating func stop() {
        isPlaying = false
    }

    /// Jumps to `offset` seconds of pattern time (negative and NaN mean 0). Events at exactly
    /// `offset` sound in the next tick.
    public mutating func seek(to offset: Double) {
        anchor = offset.isFinite ? max(0, offset) : 0
        ticksSinceAnchor = 0
    }

    /// Sets a live dynamic parameter (Core Haptics' `sendParameters`, applied from the next tick).
    /// `value` is clamped to the parameter's range: 0...1 for the intensity and volume controls,
    /// -1...1 for the others.
    public mutating func sendParameter(_ id: HapticDynamicParameterID, _ value: Double) {
        live[id.index] = value.isFinite ? value.clamped(to: id.range) : id.defaultValue
    }

    /// Plays one tick; audio events starting in it go to `onAudioStart`.
    public mutating func advance(onAudioStart: (HapticAudioStart) -> Void) -> HapticFrame {
        var transient = HapticLayerSum()
        var continuous = HapticLayerSum()
        advance(transient: &transient, continuous: &continuous, onAudioStart: onAudioStart)
        return HapticFrame(transient: transient.layer, continuous: continuous.layer)
    }

    /// Plays one tick, appending its audio starts to `audioStarts` (keep the array between ticks so
    /// its storage is reused).
    public mutating func advance(audioStarts: inout [HapticAudioStart]) -> HapticFrame {
        advance { audioStarts.append($0) }
    }

    /// Plays one tick, ignoring audio.
    public mutating func advance() -> HapticFrame {
        advance { _ in }
    }

    // MARK: - Evaluation

    private var rawPosition: Double {
        anchor + Double(ticksSinceAnchor) * rate / Double(tickRate)
    }

    /// Adds this player's tick to running sums (the mixer sums several players this way).
    mutating func advance(transient: inout HapticLayerSum, continuous: inout HapticLayerSum,
                          onAudioStart: (HapticAudioStart) -> Void) {
        guard isPlaying else { return }
        let tickRate = Double(self.tickRate)
        let a = anchor + Double(ticksSinceAnchor) * rate / tickRate
        let b = anchor + Double(ticksSinceAnchor + 1) * rate / tickRate
        ticksSinceAnchor += 1
        if !loopEnabled {
            guard a < pattern.duration else { isPlaying = false; return }
            addContinuous(at: a, into: &continuous)
            addStarts(from: a, to: b, loopStart: 0, tickStart: a, into: &transient, onAudioStart: onAudioStart)
            return
        }
        let length = loopLength
        let firstLoop = (a / length).rounded(.down)
        let lastLoop = (b / length).rounded(.down)
        let startLocal = max(0, a - firstLoop * length)
        addContinuous(at: min(startLocal, length), into: &continuous)
        // The window may cross the loop end (several times for short loops at high rates); each
        // piece is cut with the same floor() the next tick uses, so no event sounds twice.
        var loop = firstLoop
        var pieces = 0
        while loop <= lastLoop, pieces < 64 {
            let from = loop == firstLoop ? startLocal : 0
            let to = loop == lastLoop ? b - lastLoop * length : length
            if to > from {
                addStarts(from: from, to: min(to, length), loopStart: loop * length, tickStart: a,
                          into: &transient, onAudioStart: onAudioStart)
            }
            loop += 1
            pieces += 1
        }
    }

    /// Value of a dynamic parameter at pattern time `time`: the pattern's track combined with the
    /// live value, clamped.
    @inline(__always) private func control(_ id: HapticDynamicParameterID, _ time: Double) -> Double {
        let track = pattern.parameterTracks[id.index]
        let base = track.isEmpty ? id.defaultValue : track.value(at: time)
        return id.combine(base, live[id.index]).clamped(to: id.range)
    }

    private func addContinuous(at time: Double, into sum: inout HapticLayerSum) {
        let events = pattern.continuous
        guard !events.isEmpty else { return }
        var upper = events.firstIndex(after: time) { $0.time }
        let earliest = time - pattern.longestContinuous
        var intensityControl = -1.0
        var sharpnessControl = 0.0
        var attack = 0.0, decay = 0.0, release = 0.0
        while upper > 0 {
            upper -= 1
            let event = events[upper]
            if event.time < earliest { break }
            let local = time - event.time
            guard local < event.duration else { continue }
            if intensityControl < 0 {
                intensityControl = control(.hapticIntensityControl, time)
                sharpnessControl = control(.hapticSharpnessControl, time)
                attack = control(.hapticAttackTimeControl, time)
                decay = control(.hapticDecayTimeControl, time)
                release = control(.hapticReleaseTimeControl, time)
            }
            let gain = event.envelope(at: local, attackOffset: attack, decayOffset: decay, releaseOffset: release)
            let intensity = (event.intensity * gain * intensityControl).clamped(to: 0...1)
            sum.add(intensity, (event.sharpness + sharpnessControl).clamped(to: 0...1))
        }
    }

    /// Transients and audio events starting in [from, to) of pattern time; `loopStart` is the
    /// unwrapped time of this loop's 0 and `tickStart` the unwrapped time of the tick's start.
    private func addStarts(from: Double, to: Double, loopStart: Double, tickStart: Double,
                           into sum: inout HapticLayerSum,
                           onAudioStart: (HapticAudioStart) -> Void) {
        let transients = pattern.transients
        var index = transients.firstIndex(atOrAfter: from) { $0.time }
        while index < transients.count, transients[index].time < to {
            let event = transients[index]
            let intensity = (event.intensity * control(.hapticIntensityControl, event.time)).clamped(to: 0...1)
            sum.add(intensity, (event.sharpness + control(.hapticSharpnessControl, event.time)).clamped(to: 0...1))
            index += 1
        }
        let audio = pattern.audio
        index = audio.firstIndex(atOrAfter: from) { $0.time }
        while index < audio.count, audio[index].time < to {
            let event = audio[index]
            let t = event.time
            onAudioStart(HapticAudioStart(
                player: id, eventIndex: index,
                offset: max(0, (loopStart + t - tickStart) / rate),
                volume: (event.volume * control(.audioVolumeControl, t)).clamped(to: 0...1),
                pan: (event.pan + control(.audioPanControl, t)).clamped(to: -1...1),
                pitch: (event.pitch + control(.audioPitchControl, t)).clamped(to: -1...1),
                brightness: (event.brightness + control(.audioBrightnessControl, t)).clamped(to: 0...1)))
            index += 1
        }
    }
}

extension Array {
    /// First index whose key is >= `value` (elements sorted by key).
    @inline(__always) func firstIndex(atOrAfter value: Double, key: (Element) -> Double) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) >> 1
            if key(self[mid]) < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// First index whose key is > `value` (elements sorted by key).
    @inline(__always) func firstIndex(after value: Double, key: (Element) -> Double) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) >> 1
            if key(self[mid]) <= value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
