/// A loaded AHAP file, already split into per-kind timelines sorted by start time, so a player
/// finds what sounds at any moment with binary searches and no allocation. Times are in seconds of
/// pattern time; every value is already clamped to its documented range.
public struct AHAPPattern: Equatable, Sendable {
    /// Nominal length of a `HapticTransient`, in seconds. Core Haptics plays transients as a short
    /// click; this is the span a pattern's duration and loops count for one.
    public static let transientDuration = 0.02

    /// `Version` from the file (always 1).
    public var version: Double
    /// String-valued `Metadata` entries (Project, Created, Description, ...).
    public var metadata: [String: String]
    /// `HapticTransient` events, sorted by time (ties keep file order).
    public private(set) var transients: [HapticTransientEvent]
    /// `HapticContinuous` events, sorted by time.
    public private(set) var continuous: [HapticContinuousEvent]
    /// `AudioCustom` and `AudioContinuous` events, sorted by time.
    public private(set) var audio: [AHAPAudioEvent]
    /// One track per `HapticDynamicParameterID`, indexed by `HapticDynamicParameterID.index`.
    public private(set) var parameterTracks: [DynamicParameterTrack]
    /// End of the last event in seconds (a transient counts `transientDuration`, an audio event
    /// without a duration counts its start). A looping player's default loop length.
    public private(set) var duration: Double
    /// Longest continuous event, used to bound the search for active continuous events.
    public private(set) var longestContinuous: Double

    public init(version: Double = 1, metadata: [String: String] = [:],
                transients: [HapticTransientEvent] = [], continuous: [HapticContinuousEvent] = [],
                audio: [AHAPAudioEvent] = [], parameterTracks: [DynamicParameterTrack] = []) {
        self.version = version
        self.metadata = metadata
        self.transients = transients.stableSorted { $0.time < $1.time }
        self.continuous = continuous.stableSorted { $0.time < $1.time }
        self.audio = audio.stableSorted { $0.time < $1.time }
        var tracks = parameterTracks
        while tracks.count < HapticDynamicParameterID.allCases.count {
            tracks.append(DynamicParameterTrack(id: HapticDynamicParameterID.allCases[tracks.count]))
        }
        self.parameterTracks = tracks
        var end = 0.0
        var longest = 0.0
        for event in self.transients { end = max(end, event.time + Self.transientDuration) }
        for event in self.continuous {
            end = max(end, event.time + event.duration)
            longest = max(longest, event.duration)
        }
        for event in self.audio { end = max(end, event.time + (event.duration ?? 0)) }
        self.duration = end
        self.longestContinuous = longest
    }

    /// The pattern's own value of a dynamic parameter at `time` (before live values), clamped.
    @inlinable public func parameter(_ id: HapticDynamicParameterID, at time: Double) -> Double {
        parameterTracks[id.index].value(at: time)
    }

    /// Number of events of every kind.
    public var eventCount: Int { transients.count + continuous.count + audio.count }
}

/// A `HapticTransient`: a click at `time`.
public struct HapticTransientEvent: Equatable, Sendable {
    /// Start, seconds from the pattern's start.
    public var time: Double
    /// 0...1.
    public var intensity: Double
    /// 0 round ... 1 crisp.
    public var sharpness: Double

    public init(time: Double, intensity: Double = 1, sharpness: Double = 0.5) {
        self.time = time; self.intensity = intensity; self.sharpness = sharpness
    }
}

/// A `HapticContinuous` event: a vibration lasting `duration` seconds, shaped by its envelope.
public struct HapticContinuousEvent: Equatable, Sendable {
    public var time: Double
    /// Seconds, 0 < duration <= 30.
    public var duration: Double
    public var intensity: Double
    public var sharpness: Double
    /// Envelope times in seconds, each 0...1 (see `AHAPEventParameterID`).
    public var attackTime: Double
    public var decayTime: Double
    public var releaseTime: Double
    /// True holds the level between attack and release; false decays over `decayTime`.
    public var sustained: Bool

    public init(time: Double, duration: Double, intensity: Double = 1, sharpness: Double = 0.5,
                attackTime: Double = 0, decayTime: Double = 0, releaseTime: Double = 0, sustained: Bool = true) {
        self.time = time; self.duration = duration; self.intensity = intensity; self.sharpness = sharpness
        self.attackTime = attackTime; self.decayTime = decayTime; self.releaseTime = releaseTime
        self.sustained = sustained
    }

    /// Envelope gain 0...1 at `local` seconds after the start, with envelope offsets from the
    /// dynamic controls (added to the event's times, clamped to 0...1 s). Linear ramps:
    /// attack rises from 0 over the attack time; a sustained event holds 1 until the release
    /// ramp, which ends at the event's end; a non-sustained one falls to 0 over the decay time
    /// right after the attack. Everything stays inside `duration`.
    @inlinable public func envelope(at local: Double, attackOffset: Double = 0, decayOffset: Double = 0,
                                    releaseOffset: Double = 0) -> Double {
        guard local >= 0, local < duration else { return 0 }
        let attack = (attackTime + attackOffset).clamped(to: 0...1)
        let release = (releaseTime + releaseOffset).clamped(to: 0...1)
        var gain = attack > 0 ? min(1, local / attack) : 1
        if release > 0 { gain = min(gain, max(0, (duration - local) / release)) }
        if !sustained, local >= attack {
            let decay = (decayTime + decayOffset).clamped(to: 0...1)
            gain = min(gain, decay > 0 ? max(0, 1 - (local - attack) / decay) : 0)
        }
        return gain
    }
}

/// `AudioCustom` (a sound file) or `AudioContinuous` (Core Haptics' built-in tone). The game plays
/// the sound when the player reports the event's start.
public struct AHAPAudioEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case custom, continuous }

    public var kind: Kind
    public var time: Double
    /// Seconds; required for `AudioContinuous`, optional for `AudioCustom` (nil: the whole file).
    public var duration: Double?
    /// `EventWaveformPath` as written (relative, checked on load); nil for `AudioContinuous`.
    /// Resolve it with `AHAPResourceResolver` before opening anything.
    public var waveformPath: String?
    /// `EventWaveformUseVolumeEnvelope` (default false) and `EventWaveformLoopEnabled` (default false).
    public var useVolumeEnvelope: Bool
    public var loopEnabled: Bool
    /// 0...1, -1...1, -1...1, 0...1 (see `AHAPEventParameterID`).
    public var volume: Double
    public var pan: Double
    public var pitch: Double
    public var brightness: Double
    public var attackTime: Double
    public var decayTime: Double
    public var releaseTime: Double
    public var sustained: Bool

    public init(kind: Kind, time: Double, duration: Double? = nil, waveformPath: String? = nil,
                useVolumeEnvelope: Bool = false, loopEnabled: Bool = false, volume: Double = 1,
                pan: Double = 0, pitch: Double = 0, brightness: Double = 1, attackTime: Double = 0,
                decayTime: Double = 0, releaseTime: Double = 0, sustained: Bool = true) {
        self.kind = kind; self.time = time; self.duration = duration; self.waveformPath = waveformPath
        self.useVolumeEnvelope = useVolumeEnvelope; self.loopEnabled = loopEnabled
        self.volume = volume; self.pan = pan; self.pitch = pitch; self.brightness = brightness
        self.attackTime = attackTime; self.decayTime = decayTime; self.releaseTime = releaseTime
        self.sustained = sustained
    }
}

/// Every `Parameter` (a step) and `ParameterCurve` of one dynamic parameter, sorted by start.
/// At a time t the entry with the latest start <= t is in force (ties: the later one in the file);
/// before the first entry the parameter has its default. A curve interpolates linearly between
/// its control points, holds its first value before the first point and its last value after the
/// last point, until another entry of the same parameter starts.
public struct DynamicParameterTrack: Equatable, Sendable {
    public struct ControlPoint: Equatable, Sendable {
        /// Absolute pattern time, seconds.
        public var time: Double
        public var value: Double
        public init(time: Double, value: Double) { self.time = time; self.value = value }
    }

    /// One entry: its control points are `points[pointStart ..< pointStart + pointCount]`
    /// (a `Parameter` step has exactly one, at `start`).
    public struct Segment: Equatable, Sendable {
        public var start: Double
        public var pointStart: Int
        public var pointCount: Int
        /// True for a `ParameterCurve`, false for a `Parameter` step.
        public var isCurve: Bool
    }

    public let id: HapticDynamicParameterID
    public private(set) var segments: [Segment] = []
    public private(set) var points: [ControlPoint] = []

    public init(id: HapticDynamicParameterID) { self.id = id }

    public var isEmpty: Bool { segments.isEmpty }

    /// Adds a step (`Parameter`) at `time`; `value` is clamped to the parameter's range.
    public mutating func addStep(at time: Double, value: Double) {
        insert(start: time, points: [ControlPoint(time: time, value: value)], isCurve: false)
    }

    /// Adds a curve starting at `time`; `relativePoints` are (seconds after `time`, value) and are
    /// sorted by time (stable) and clamped to the range.
    public mutating func addCurve(at time: Double, relativePoints: [(Double, Double)]) {
        let absolute = relativePoints.map { ControlPoint(time: time + $0.0, value: $0.1) }
            .stableSorted { $0.time < $1.time }
        insert(start: time, points: absolute, isCurve: true)
    }

    private mutating func insert(start: Double, points newPoints: [ControlPoint], isCurve: Bool) {
        let clamped = newPoints.map { ControlPoint(time: $0.time, value: $0.value.clamped(to: id.range)) }
        let segment = Segment(start: start, pointStart: points.count, pointCount: clamped.count, isCurve: isCurve)
        points.append(contentsOf: clamped)
        // Insert after every segment starting at or before `start`: stable by file order.
        var index = segments.count
        while index > 0, segments[index - 1].start > start { index -= 1 }
        segments.insert(segment, at: index)
    }

    /// The track's value at `time` (default before the first entry).
    @inlinable public func value(at time: Double) -> Double {
        var low = 0, high = segments.count
        while low < high {
            let mid = (low + high) >> 1
            if segments[mid].start <= time { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return id.defaultValue }
        let segment = segments[low - 1]
        let first = segment.pointStart
        let last = first + segment.pointCount - 1
        if time <= points[first].time { return points[first].value }
        if time >= points[last].time { return points[last].value }
        var i = first
        while points[i + 1].time < time { i += 1 }
        let a = points[i], b = points[i + 1]
        let span = b.time - a.time
        guard span > 0 else { return b.value }
        return a.value + (b.value - a.value) * ((time - a.time) / span)
    }
}

extension Array {
    /// Sort that keeps equal elements in their original order (Swift's `sort` does not promise it).
    func stableSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { lhs, rhs in
            if areInIncreasingOrder(lhs.element, rhs.element) { return true }
            if areInIncreasingOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
