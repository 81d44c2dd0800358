/// Draws a pattern the way Apple's AHAP Quick Look visualiser does, plus what the pad's motors
/// receive: a `DrawList` the platform layer renders to PNG (`sensorium haptics plot`).
///
/// Lanes, top to bottom (each has a colour swatch at its left edge; the legend is in
/// docs/haptics.md): transients, one lane per continuous event, one per dynamic parameter track,
/// audio events, then the four motors. Time runs left to right over the whole dumped timeline;
/// thin grid lines every 0.1 s, brighter ones every second.
public enum HapticPlot {
    public enum LaneKind: Equatable, Sendable {
        case transients
        case continuous(index: Int)
        case parameter(HapticDynamicParameterID)
        case audio
        case lowMotor, highMotor, leftTrigger, rightTrigger
    }

    public struct Lane: Equatable, Sendable {
        public var kind: LaneKind
        /// Area the lane's data is drawn in (the swatch sits just left of it).
        public var rect: RectF
    }

    /// Colours (see docs/haptics.md).
    public static let background = RGBA(18, 20, 26)
    public static let laneBackground = RGBA(32, 35, 44)
    /// Sharpness 0 (round) is warm orange, 1 (crisp) cool cyan; the same hues as the low and high motors.
    public static let round = RGBA(255, 140, 40)
    public static let crisp = RGBA(60, 200, 255)
    public static let trigger = RGBA(230, 80, 200)
    public static let audio = RGBA(235, 235, 235)

    public static func sharpnessColor(_ sharpness: Double) -> RGBA {
        round.mixed(with: crisp, sharpness.clamped(to: 0...1))
    }

    public static func parameterColor(_ id: HapticDynamicParameterID) -> RGBA {
        switch id {
        case .hapticIntensityControl: return RGBA(250, 220, 60)
        case .hapticSharpnessControl: return RGBA(120, 230, 120)
        case .hapticAttackTimeControl, .hapticDecayTimeControl, .hapticReleaseTimeControl: return RGBA(170, 140, 255)
        case .audioVolumeControl: return RGBA(255, 255, 255)
        default: return RGBA(150, 150, 150)
        }
    }

    public static func laneColor(_ kind: LaneKind) -> RGBA {
        switch kind {
        case .transients: return RGBA(255, 255, 255)
        case .continuous: return RGBA(255, 190, 120)
        case .parameter(let id): return parameterColor(id)
        case .audio: return audio
        case .lowMotor: return round
        case .highMotor: return crisp
        case .leftTrigger: return trigger
        case .rightTrigger: return trigger.mixed(with: .white, 0.4)
        }
    }

    /// Most continuous-event lanes; further events are drawn in the last one.
    public static let maxContinuousLanes = 8

    /// The lanes a pattern gets, in drawing order.
    public static func lanes(for pattern: AHAPPattern) -> [Lane] {
        var kinds: [LaneKind] = []
        if !pattern.transients.isEmpty { kinds.append(.transients) }
        for index in 0..<min(pattern.continuous.count, maxContinuousLanes) { kinds.append(.continuous(index: index)) }
        for track in pattern.parameterTracks where !track.isEmpty { kinds.append(.parameter(track.id)) }
        if !pattern.audio.isEmpty { kinds.append(.audio) }
        kinds += [.lowMotor, .highMotor, .leftTrigger, .rightTrigger]
        let top: Float = 40, bottom: Float = 40, left: Float = 80, right: Float = 40, gap: Float = 12
        let available = DrawList.canvasHeight - top - bottom - gap * Float(kinds.count - 1)
        let height = min(160, available / Float(kinds.count))
        return kinds.enumerated().map { index, kind in
            Lane(kind: kind, rect: RectF(x: left, y: top + Float(index) * (height + gap),
                                         w: DrawList.canvasWidth - left - right, h: height))
        }
    }

    /// The plot of `pattern` as played once at 120 Hz with an optional live intensity control.
    public static func drawList(for pattern: AHAPPattern, intensityControl: Double? = nil,
                                settings: RumbleSettings = RumbleSettings()) -> DrawList {
        let samples = HapticTimeline.samples(for: pattern, intensityControl: intensityControl, settings: settings)
        let rate = Double(TickClock.rate)
        let span = max(Double(samples.count) / rate, 0.05)
        let live = (intensityControl ?? 1).clamped(to: 0...1)
        var list = DrawList()
        list.reset(background: background)
        let lanes = lanes(for: pattern)
        guard let first = lanes.first, let last = lanes.last else { return list }

        func x(_ time: Double, in rect: RectF) -> Float { rect.x + Float(time / span) * rect.w }

        for lane in lanes {
            list.fill(lane.rect, laneBackground)
            list.fill(RectF(x: lane.rect.x - 28, y: lane.rect.y, w: 18, h: lane.rect.h), laneColor(lane.kind))
        }
        // Time grid over every lane.
        var tenth = 0
        while Double(tenth) / 10 <= span {
            let gx = x(Double(tenth) / 10, in: first.rect)
            let color = tenth % 10 == 0 ? RGBA(90, 95, 110) : RGBA(50, 54, 66)
            list.line(PointF(x: gx, y: first.rect.y), PointF(x: gx, y: last.rect.y + last.rect.h), color)
            tenth += 1
        }
        let step = span / Double(first.rect.w / 3) // one column every 3 px
        for lane in lanes {
            let r = lane.rect
            func bar(_ time: Double, _ width: Float, _ level: Double, _ color: RGBA) {
                let h = Float(level.clamped(to: 0...1)) * r.h
                guard h > 0 else { return }
                list.fill(RectF(x: x(time, in: r), y: r.y + r.h - h, w: width, h: h), color)
            }
            switch lane.kind {
            case .transients:
                for event in pattern.transients {
                    let intensity = event.intensity * pattern.parameter(.hapticIntensityControl, at: event.time) * live
                    let sharpness = event.sharpness + pattern.parameter(.hapticSharpnessControl, at: event.time)
                    bar(event.time, 3, intensity, sharpnessColor(sharpness))
                }
            case .continuous(let index):
                let events = index == maxContinuousLanes - 1 ? Array(pattern.continuous[index...]) : [pattern.continuous[index]]
                for event in events {
                    var t = event.time
                    while t < event.time + event.duration {
                        let gain = event.envelope(at: t - event.time)
                        let intensity = event.intensity * gain * pattern.parameter(.hapticIntensityControl, at: t) * live
                        let sharpness = event.sharpness + pattern.parameter(.hapticSharpnessControl, at: t)
                        bar(t, 3, intensity, sharpnessColor(sharpness))
                        t += step
                    }
                }
            case .parameter(let id):
                let track = pattern.parameterTracks[id.index]
                let lowValue = id.range.lowerBound, highValue = id.range.upperBound
                func y(_ value: Double) -> Float { r.y + r.h - Float((value - lowValue) / (highValue - lowValue)) * r.h }
                if lowValue < 0 { list.line(PointF(x: r.x, y: y(0)), PointF(x: r.x + r.w, y: y(0)), RGBA(70, 75, 90)) }
                var t = 0.0
                var previous = PointF(x: x(0, in: r), y: y(track.value(at: 0)))
                while t < span {
                    t += step
                    let point = PointF(x: x(min(t, span), in: r), y: y(track.value(at: t)))
                    list.line(previous, point, parameterColor(id))
                    previous = point
                }
                for segment in track.segments {
                    let sx = x(segment.start, in: r)
                    list.fill(RectF(x: sx - 1, y: r.y, w: 2, h: 6), parameterColor(id))
                }
            case .audio:
                for event in pattern.audio {
                    let sx = x(event.time, in: r)
                    let h = Float(event.volume) * r.h
                    list.triangle(PointF(x: sx, y: r.y + r.h - h), PointF(x: sx + 10, y: r.y + r.h - h / 2),
                                  PointF(x: sx, y: r.y + r.h), audio)
                    if let duration = event.duration {
                        list.fill(RectF(x: sx, y: r.y + r.h - 4, w: x(event.time + duration, in: r) - sx, h: 4), audio)
                    }
                }
            case .lowMotor, .highMotor, .leftTrigger, .rightTrigger:
                let width = max(1, r.w / Float(samples.count))
                for sample in samples {
                    let level: UInt16
                    switch lane.kind {
                    case .lowMotor: level = sample.rumble.low
                    case .highMotor: level = sample.rumble.high
                    case .leftTrigger: level = sample.rumble.leftTrigger
                    default: level = sample.rumble.rightTrigger
                    }
                    bar(sample.time, width, Double(level) / 65535, laneColor(lane.kind))
                }
            }
        }
        return list
    }
}
