import FoundationEssentials
import Glibc

/// A dim stage, as a room goes quiet to listen: a bead per step along the top (lit when heard),
/// the step's picture in the middle with a ring that closes as it is heard, the voice's ladder on
/// the left (the keys' note, the pitch the microphone hears, how loud), and the microphone in the
/// top corner, lit while it listens, struck through when the level hears only the keys. No words.
extension ListeningChallenge {
    static let stage = RGBA(24, 26, 38)
    static let dim = RGBA(70, 74, 96)
    static let center = PointF(x: 1000, y: 560)
    /// The ladder: C4 at the bottom rung, C5 at the top.
    static let ladderX: Float = 200, ladderBottom: Float = 860, ladderRung: Float = 72

    public func draw(into list: inout DrawList, previous: ListeningChallenge, alpha: Double, color: RGBA, style: DrawStyle) {
        list.reset(background: Self.stage)
        let time = Double(previous.tick) + alpha
        drawBeads(into: &list, color: color)
        drawLadder(into: &list, color: color)
        Self.drawMicrophone(into: &list, x: 1800, y: 110, size: 90, ink: hearsMicrophone ? color : Self.dim, struck: !hearsMicrophone)
        // A miss shakes the picture for a third of a second (never under reduced motion).
        var shake: Float = 0
        if let miss = lastMiss, !style.reducedMotion, time - Double(miss) < Double(TickClock.ticks(0.35)) {
            shake = Float(16 * sin((time - Double(miss)) * 0.9) * (1 - (time - Double(miss)) / Double(TickClock.ticks(0.35))))
        }
        let center = PointF(x: Self.center.x + shake, y: Self.center.y)
        if isPerforming(at: tick), let start = performanceStart, tick >= start {
            // The game performs: rings open from the picture, as from a speaker.
            let age = (time - Double(start)).truncatingRemainder(dividingBy: 60) / 60
            list.ring(center: center, radius: 240 + Float(age) * 120, width: 6, color.withAlpha(UInt8(160 * (1 - age))))
        }
        drawPicture(into: &list, step: step, center: center, fraction: isSolved ? 1 : ear.fraction, color: color, time: time)
        if !isSolved, ear.fraction > 0, !step.isCounted {
            list.arc(center: center, radius: 280, width: 14, from: 0, to: ear.fraction * 2 * .pi, color)
        }
    }

    /// One bead per step: heard, being heard (ringed), to come.
    private func drawBeads(into list: inout DrawList, color: RGBA) {
        let count = rules.steps.count
        for index in 0..<count {
            let x = 1000 + (Float(index) - Float(count - 1) / 2) * 80
            let done = index < stepIndex || isSolved
            list.disc(centerX: x, centerY: 110, radius: 22, done ? color : Self.dim, segments: 24)
            if index == stepIndex, !isSolved { list.ring(center: PointF(x: x, y: 110), radius: 32, width: 5, color) }
        }
    }

    /// The ladder of the keys' scale: the voice's note on its rung (bright while it hums), the
    /// note the game asks or sings, the microphone's pitch (folded into the octave) as a ring,
    /// and how loud the sound heard is, as a bar beside it.
    private func drawLadder(into list: inout DrawList, color: RGBA) {
        for index in KeyVoice.scale.indices {
            let y = Self.ladderBottom - Float(index) * Self.ladderRung
            list.fill(RectF(x: Self.ladderX - 50, y: y - 3, w: 100, h: 6), Self.dim)
        }
        let asked: Int? = {
            if let sung = sungNote(at: tick) { return sung }
            if case .note(let pitchClass, _) = step { return KeyVoice.note(pitchClass: pitchClass) }
            return nil
        }()
        if let asked {
            let y = Self.ladderBottom - Float(asked) * Self.ladderRung
            list.fill(RectF(x: Self.ladderX - 70, y: y - 6, w: 140, h: 12), color.withAlpha(170))
        }
        let voiceY = Self.ladderBottom - Float(voice.note) * Self.ladderRung
        list.disc(centerX: Self.ladderX, centerY: voiceY, radius: voice.humming ? 26 : 16,
                  voice.humming ? RGBA(250, 250, 255) : RGBA(150, 154, 176), segments: 24)
        if moment.isTone, !voice.humming {
            let folded = Float(((moment.pitch - KeyVoice.cents(ofNote: 0)) % 1200 + 1200) % 1200) / 100
            let y = Self.ladderBottom - folded / 12 * Float(KeyVoice.scale.count - 1) * Self.ladderRung
            list.ring(center: PointF(x: Self.ladderX, y: y), radius: 24, width: 6, RGBA(250, 250, 255))
        }
        let loudness = Float(max(moment.loudness, -60) + 60) / 60
        list.fill(RectF(x: Self.ladderX + 90, y: Self.ladderBottom - 520, w: 18, h: 520), Self.dim.withAlpha(120))
        list.fill(RectF(x: Self.ladderX + 90, y: Self.ladderBottom - 520 * loudness, w: 18, h: 520 * loudness), color)
    }

    /// A microphone: a capsule on a stand; struck through in red when it is not heard.
    static func drawMicrophone(into list: inout DrawList, x: Float, y: Float, size: Float, ink: RGBA, struck: Bool) {
        let width = size * 0.36, height = size * 0.5
        list.disc(centerX: x, centerY: y - height / 2, radius: width / 2, ink, segments: 20)
        list.fill(RectF(x: x - width / 2, y: y - height / 2, w: width, h: height * 0.6), ink)
        list.disc(centerX: x, centerY: y + height * 0.1, radius: width / 2, ink, segments: 20)
        list.arc(center: PointF(x: x, y: y + height * 0.05), radius: width * 0.85, width: size * 0.05, from: .pi / 2, to: 3 * .pi / 2, ink)
        list.fill(RectF(x: x - size * 0.03, y: y + height * 0.5, w: size * 0.06, h: size * 0.2), ink)
        list.fill(RectF(x: x - size * 0.18, y: y + height * 0.5 + size * 0.18, w: size * 0.36, h: size * 0.05), ink)
        if struck {
            list.stroke(PointF(x: x - size * 0.42, y: y - size * 0.5), PointF(x: x + size * 0.42, y: y + size * 0.5),
                        width: size * 0.08, RGBA(220, 60, 60))
        }
    }
}

extension ListeningStep {
    /// Its progress is shown by what it counts (claps, beats, notes), not by the ring.
    var isCounted: Bool {
        switch self {
        case .claps, .rhythm, .melody, .leap: return true
        default: return false
        }
    }
}
