import FoundationEssentials
import Glibc

/// Each step's picture, drawn `fraction` of the way heard: candles whose flames bow and go out,
/// a moon that sleeps, dots that light per clap or beat or note, a ramp a note climbs, two bars
/// a leap joins, a speaker that swells or whispers, a wave that must stay smooth. The level's
/// lessons draw the same pictures with the lesson's clock as the fraction.
extension ListeningChallenge {
    func drawPicture(into list: inout DrawList, step: ListeningStep, center: PointF, fraction: Double, color: RGBA, time: Double) {
        let pale = RGBA(236, 232, 214)
        switch step {
        case .breath:
            drawCandles(into: &list, center: center, fraction: fraction, time: time)
        case .silence:
            // A moon: a crescent that a filled disc covers as the hush holds (the moon asleep).
            list.disc(centerX: center.x, centerY: center.y, radius: 150, pale, segments: 64)
            list.disc(centerX: center.x + 70, centerY: center.y - 40, radius: 130, Self.stage, segments: 64)
            list.disc(centerX: center.x, centerY: center.y, radius: Float(150 * fraction), color.withAlpha(90), segments: 64)
        case .claps, .rhythm:
            let beats = step.knocks
            // Dots spaced as the knocks are: the rhythm or the count is seen as well as heard.
            let span = Float(max(beats.last ?? 1, 1))
            let lit = Int((fraction * Double(beats.count)).rounded())
            for (index, beat) in beats.enumerated() {
                let x = beats.count == 1 ? center.x : center.x - 360 + 720 * Float(beat) / span
                let knocking = performanceStart.map { tick - $0 >= beat && tick - $0 < beat + 12 } ?? false
                list.disc(centerX: x, centerY: center.y, radius: knocking ? 52 : 40, index < lit || knocking ? color : Self.dim, segments: 32)
            }
        case .note, .tone, .hold:
            var steady = true
            if case .tone = step { steady = false }
            drawWave(into: &list, center: center, steady: steady, color: color, time: time)
        case .slide(let semitones):
            // A ramp, up or down, and a note climbing it.
            let rise: Float = semitones > 0 ? -1 : 1
            let a = PointF(x: center.x - 260, y: center.y - rise * 150), b = PointF(x: center.x + 260, y: center.y + rise * 150)
            list.stroke(a, b, width: 18, Self.dim)
            let t = Float(fraction)
            list.disc(centerX: a.x + (b.x - a.x) * t, centerY: a.y + (b.y - a.y) * t, radius: 40, color, segments: 32)
        case .leap(let semitones):
            // Where the last note was, and the bar above or below it to reach.
            let up: Float = semitones > 0 ? -1 : 1
            list.fill(RectF(x: center.x - 200, y: center.y - 12, w: 160, h: 24), pale)
            list.fill(RectF(x: center.x + 40, y: center.y - 12 + up * Float(abs(semitones)) * 30, w: 160, h: 24), color)
            list.stroke(PointF(x: center.x - 30, y: center.y), PointF(x: center.x + 30, y: center.y + up * Float(abs(semitones)) * 30),
                        width: 10, Self.dim)
        case .loud, .soft:
            var loud = false
            if case .loud = step { loud = true }
            drawSpeaker(into: &list, center: center, loud: loud, fraction: fraction, color: color)
        case .melody(let intervals):
            let lit = Int((fraction * Double(intervals.count)).rounded())
            for (index, interval) in intervals.enumerated() {
                let x = center.x + (Float(index) - Float(intervals.count - 1) / 2) * 130
                let sung = performanceStart.map { start in
                    (tick - start) / (Self.melodyNoteTicks + Self.melodyRestTicks) == index && sungNote(at: tick) != nil
                } ?? false
                list.disc(centerX: x, centerY: center.y + 120 - Float(interval) * 22, radius: sung ? 46 : 36,
                          index < lit || sung ? color : Self.dim, segments: 32)
            }
        }
    }

    /// The level's candles (one per breath step): out before this one, bowing as it is blown,
    /// still tall after.
    private func drawCandles(into list: inout DrawList, center: PointF, fraction: Double, time: Double) {
        let candles = rules.steps.indices.filter { if case .breath = rules.steps[$0] { return true } else { return false } }
        for (order, index) in candles.enumerated() {
            let x = center.x + (Float(order) - Float(candles.count - 1) / 2) * 170
            list.fill(RectF(x: x - 28, y: center.y - 40, w: 56, h: 220), RGBA(236, 232, 214))
            let out = index < stepIndex || isSolved
            guard !out else {
                list.disc(centerX: x + 6, centerY: center.y - 90, radius: 10, Self.dim, segments: 12)
                list.disc(centerX: x - 4, centerY: center.y - 130, radius: 14, Self.dim.withAlpha(120), segments: 12)
                continue
            }
            let blowing = index == stepIndex ? fraction : 0
            let height = Float(110 * (1 - 0.75 * blowing))
            let lean = Float(blowing * 40 + sin(time * 0.3 + Double(order)) * 4)
            let base = PointF(x: x, y: center.y - 50)
            list.disc(centerX: base.x, centerY: base.y - 18, radius: 22, RGBA(255, 170, 40), segments: 20)
            list.triangle(PointF(x: base.x - 22, y: base.y - 18), PointF(x: base.x + 22, y: base.y - 18),
                          PointF(x: base.x + lean, y: base.y - 18 - height), RGBA(255, 200, 60))
        }
    }

    /// A sung note as a wave: its height follows how loud it is heard; a steady one is smooth.
    private func drawWave(into list: inout DrawList, center: PointF, steady: Bool, color: RGBA, time: Double) {
        let amplitude = moment.isTone ? Float(max(moment.loudness, -60) + 70) * 2.2 : 12
        var last: PointF?
        for index in 0...48 {
            let t = Float(index) / 48
            let wobble = steady ? 0 : Float(sin(time * 0.7 + Double(index))) * 0.2
            let point = PointF(x: center.x - 300 + 600 * t, y: center.y - amplitude * (Float(sin(Double(t) * 6 * .pi + time * 0.2)) + wobble))
            if let last { list.stroke(last, point, width: 10, moment.isTone ? color : Self.dim) }
            last = point
        }
    }

    /// A speaker: a loud step's three wide arcs, a soft step's one small arc; lit as it is heard.
    private func drawSpeaker(into list: inout DrawList, center: PointF, loud: Bool, fraction: Double, color: RGBA) {
        list.fill(RectF(x: center.x - 200, y: center.y - 50, w: 70, h: 100), RGBA(236, 232, 214))
        list.triangle(PointF(x: center.x - 130, y: center.y - 50), PointF(x: center.x - 60, y: center.y - 130),
                      PointF(x: center.x - 130, y: center.y + 50), RGBA(236, 232, 214))
        list.triangle(PointF(x: center.x - 60, y: center.y - 130), PointF(x: center.x - 60, y: center.y + 130),
                      PointF(x: center.x - 130, y: center.y + 50), RGBA(236, 232, 214))
        let arcs = loud ? 3 : 1
        for index in 0..<arcs {
            let radius = Float(loud ? 80 + index * 70 : 60)
            list.arc(center: PointF(x: center.x - 60, y: center.y), radius: radius, width: loud ? 18 : 8,
                     from: .pi / 4, to: 3 * .pi / 4, fraction > Double(index) / Double(arcs) ? color : Self.dim)
        }
    }
}
