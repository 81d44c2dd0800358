import FoundationEssentials
import Glibc

extension JumpingTargetChallenge {
    /// Draws the frame `alpha` of the way from `previous` to this state (alpha 0...1), so motion
    /// is smooth at any display rate while the logic stays on whole ticks.
    public func draw(into list: inout DrawList, previous: JumpingTargetChallenge, alpha: Double,
                     color: RGBA, style: DrawStyle) {
        let time = Double(previous.tick) + (Double(tick) - Double(previous.tick)) * alpha
        list.reset(background: color.mixed(with: .white, 0.86))
        drawCatchDots(into: &list, color: color)

        var target = targetPosition(at: time)
        // Without a rumble pad, the leap's haptic shows as a brief soft vibration of the target.
        if style.visualHaptics, !style.reducedMotion, let start = leapStart, time - Double(start) < 14 {
            target.x += sin((time - Double(start)) * 2.4) * 5
        }
        let scale = isSolved ? 1 : targetScale(at: time)
        let radius = Float(rules.targetRadius * scale)
        // The shadow stays on the ground and shrinks while the target is in the air.
        let lift = Float((scale - 1) / (Self.leapScale - 1))
        let shadow = Float(rules.targetRadius) * (1 - 0.35 * lift)
        if !isSolved {
            // A caught target takes its shadow with it.
            list.disc(centerX: Float(target.x) + 10 * lift, centerY: Float(target.y) + radius * 0.85 + 18 * lift,
                      radius: shadow, RGBA(0, 0, 0, 40), segments: 24)
            list.disc(centerX: Float(target.x), centerY: Float(target.y), radius: radius, color)
            list.disc(centerX: Float(target.x) - radius * 0.3, centerY: Float(target.y) - radius * 0.35,
                      radius: radius * 0.22, RGBA.white.withAlpha(110), segments: 16)
            drawEyes(into: &list, target: target, radius: radius, previous: previous, alpha: alpha)
        }

        let cursor = interpolatedCursor(previous: previous, alpha: alpha)
        var shake: Float = 0
        var cursorColor = RGBA(30, 30, 40)
        if let miss = lastMiss, time - Double(miss) < 36 {
            let age = (time - Double(miss)) / 36
            if style.reducedMotion {
                cursorColor = RGBA(200, 60, 60)
            } else {
                // The seed's "soft vibration of inputs": a small decaying side-to-side shake.
                shake = Float(sin(age * 6 * .pi) * 14 * (1 - age))
            }
        }
        drawCursor(into: &list, x: Float(cursor.x) + shake, y: Float(cursor.y), color: cursorColor)
    }

    private func interpolatedCursor(previous: JumpingTargetChallenge, alpha: Double) -> (x: Double, y: Double) {
        (previous.cursorX + (cursorX - previous.cursorX) * alpha,
         previous.cursorY + (cursorY - previous.cursorY) * alpha)
    }

    /// One dot per catch needed, filled as they are made: the goal without words.
    private func drawCatchDots(into list: inout DrawList, color: RGBA) {
        // Big and dark-rimmed, so they read at 1280x720 from a metre away.
        let spacing: Float = 76, radius: Float = 26, y: Float = 86
        let startX = 960 - spacing * Float(rules.catches - 1) / 2
        for index in 0..<rules.catches {
            let x = startX + spacing * Float(index)
            let filled = index < catches
            list.disc(centerX: x, centerY: y, radius: radius, color.mixed(with: .black, 0.45), segments: 24)
            list.disc(centerX: x, centerY: y, radius: radius - 6, filled ? color : color.mixed(with: .white, 0.86), segments: 24)
        }
    }

    /// Eyes that watch the cursor: a shy target keeps them on you, which is the level's hint.
    private func drawEyes(into list: inout DrawList, target: (x: Double, y: Double), radius: Float,
                          previous: JumpingTargetChallenge, alpha: Double) {
        let cursor = interpolatedCursor(previous: previous, alpha: alpha)
        let dx = cursor.x - target.x, dy = cursor.y - target.y
        let distance = max(1, hypot(dx, dy))
        let look = Float(rules.shyRadius > 0 ? 1.0 : 0.4)
        for side: Float in [-1, 1] {
            let ex = Float(target.x) + side * radius * 0.32
            let ey = Float(target.y) - radius * 0.05
            list.disc(centerX: ex, centerY: ey, radius: radius * 0.2, .white, segments: 14)
            list.disc(centerX: ex + Float(dx / distance) * radius * 0.09 * look,
                      centerY: ey + Float(dy / distance) * radius * 0.09 * look,
                      radius: radius * 0.1, RGBA(20, 20, 30), segments: 12)
        }
    }

    private func drawCursor(into list: inout DrawList, x: Float, y: Float, color: RGBA) {
        let arm: Float = 22, gap: Float = 8, width: Float = 5
        list.fill(RectF(x: x - gap - arm, y: y - width / 2, w: arm, h: width), color)
        list.fill(RectF(x: x + gap, y: y - width / 2, w: arm, h: width), color)
        list.fill(RectF(x: x - width / 2, y: y - gap - arm, w: width, h: arm), color)
        list.fill(RectF(x: x - width / 2, y: y + gap, w: width, h: arm), color)
        list.fill(RectF(centerX: x, centerY: y, w: width, h: width), color)
    }
}
