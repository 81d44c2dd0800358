import FoundationEssentials
import Glibc

extension RicochetChallenge {
    /// The pop of the spawn and grow animations: Core Animation's curve with an overshoot.
    static let popCurve = TimingCurve(0.34, 1.45, 0.64, 1)

    /// Draws the frame `alpha` of the way from `previous` to this state (alpha 0...1).
    public func draw(into list: inout DrawList, previous: RicochetChallenge, alpha: Double,
                     color: RGBA, style: DrawStyle) {
        let time = Double(previous.tick) + (Double(tick) - Double(previous.tick)) * alpha
        let field = RicochetRules.field
        let fieldRect = RectF(x: Float(field.minX), y: Float(field.minY),
                              w: Float(field.maxX - field.minX), h: Float(field.maxY - field.minY))
        list.reset(background: color.mixed(with: .white, 0.86))
        list.fill(fieldRect, color.mixed(with: .white, 0.96))
        if let texture {
            list.fill(fieldRect, texture.floorColor)
            Self.drawDots(texture, in: fieldRect, into: &list)
        }
        for patch in rules.patches where !patch.hidden {
            let rect = RectF(x: Float(patch.x), y: Float(patch.y), w: Float(patch.w), h: Float(patch.h))
            list.fill(rect, patch.material.floorColor)
            Self.drawDots(patch.material, in: rect, into: &list)
        }
        drawExit(into: &list, color: color, time: time)
        drawWalls(into: &list, fieldRect: fieldRect, color: color)
        drawGoals(into: &list, color: color)
        drawMaterials(into: &list, color: color)
        drawTiltGauge(into: &list, color: color)
        drawBall(into: &list, previous: previous, alpha: alpha, time: time, color: color, style: style)
    }

    // MARK: Texture

    /// The dots of `material` whose grid points fall inside `rect`. The grid is anchored to the
    /// field's corner so patches and the laid texture line up; one batch per colour.
    static func drawDots(_ material: RicochetMaterial, in rect: RectF, into list: inout DrawList) {
        let field = RicochetRules.field
        let spacing = material.dotSpacing
        let size = material.dotSize
        let firstI = max(0, Int(((Double(rect.x) - field.minX) / spacing - 0.5).rounded(.up)))
        let firstJ = max(0, Int(((Double(rect.y) - field.minY) / spacing - 0.5).rounded(.up)))
        let lastI = Int(((Double(rect.x + rect.w) - field.minX) / spacing - 0.5).rounded(.down))
        let lastJ = Int(((Double(rect.y + rect.h) - field.minY) / spacing - 0.5).rounded(.down))
        guard firstI <= lastI, firstJ <= lastJ else { return }
        let jitter = material.jitter * spacing
        // Two passes: the material's dots, then its accents (grid: every 4th line; rough: the
        // larger stones), each one batched fill.
        let hasAccents = material == .grid || material == .rough
        for accent in hasAccents ? [false, true] : [false] {
            let accentColor = material == .rough ? material.dotColor.mixed(with: .black, 0.35) : material.dotColor.mixed(with: .black, 0.25)
            list.beginFillBatch(accent ? accentColor : material.dotColor)
            for j in firstJ...lastJ {
                for i in firstI...lastI {
                    let hash = dotHash(i, j)
                    let isAccent: Bool
                    switch material {
                    case .grid: isAccent = i % 4 == 0 || j % 4 == 0
                    case .rough: isAccent = hash & 3 == 0
                    case .paper, .metal: isAccent = false
                    }
                    guard isAccent == accent else { continue }
                    var x = field.minX + (Double(i) + 0.5) * spacing
                    var y = field.minY + (Double(j) + 0.5) * spacing
                    if jitter > 0 {
                        x += (Double(hash >> 8 & 0xFF) / 127.5 - 1) * jitter
                        y += (Double(hash >> 16 & 0xFF) / 127.5 - 1) * jitter
                    }
                    let side = accent && material == .rough ? size * 1.5 : size
                    list.addRect(RectF(centerX: Float(x), centerY: Float(y), w: side, h: side))
                }
            }
        }
    }

    /// A fixed pseudo-random number per dot (SplitMix64 of the grid point), so the texture never
    /// flickers between frames.
    static func dotHash(_ i: Int, _ j: Int) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: i &* 0x1F1F_1F1F &+ j &* 0x3C6E_F372) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // MARK: Field

    /// A hidden exit shows itself only while the ball is in it: an outline that fills with the
    /// dwell.
    private func drawExit(into list: inout DrawList, color: RGBA, time: Double) {
        guard let exit = rules.exit else { return }
        let found = exitTicks > 0
        guard found || !exit.hidden else { return }
        let rect = RectF(x: Float(exit.x), y: Float(exit.y), w: Float(exit.w), h: Float(exit.h))
        let share = Float(min(1, Double(exitTicks) / Double(exitTicksNeeded)))
        let line = color.mixed(with: .black, 0.3)
        // A visible exit is a hole: a dark rim that reads from across the room.
        let width: Float = exit.hidden ? 6 : 12
        if !exit.hidden { list.fill(rect, RGBA(0, 0, 0, 70)) }
        list.fill(RectF(x: rect.x, y: rect.y, w: rect.w, h: width), line)
        list.fill(RectF(x: rect.x, y: rect.y + rect.h - width, w: rect.w, h: width), line)
        list.fill(RectF(x: rect.x, y: rect.y, w: width, h: rect.h), line)
        list.fill(RectF(x: rect.x + rect.w - width, y: rect.y, w: width, h: rect.h), line)
        if share > 0 {
            list.fill(RectF(x: rect.x, y: rect.y + rect.h * (1 - share), w: rect.w, h: rect.h * share), color.withAlpha(90))
        }
    }

    /// Thick walls in the level's colour; the walls the current shield has hit glow.
    private func drawWalls(into list: inout DrawList, fieldRect: RectF, color: RGBA) {
        let t: Float = 16
        let base = color.mixed(with: .black, 0.35)
        let lit = color.mixed(with: .white, 0.55)
        let f = fieldRect
        let walls: [(RicochetWall, RectF)] = [
            (.left, RectF(x: f.x - t, y: f.y - t, w: t, h: f.h + 2 * t)),
            (.right, RectF(x: f.x + f.w, y: f.y - t, w: t, h: f.h + 2 * t)),
            (.top, RectF(x: f.x, y: f.y - t, w: f.w, h: t)),
            (.bottom, RectF(x: f.x, y: f.y + f.h, w: f.w, h: t)),
        ]
        for (wall, rect) in walls {
            let glowing = phase == .shielded && shieldWalls & wall.bit != 0
            list.fill(rect, glowing ? lit : base)
        }
    }

    // MARK: The band above the field

    /// One mark per goal, side by side, centred: dots for counts, bars for seconds.
    private func drawGoals(into list: inout DrawList, color: RGBA) {
        var widths: [Float] = []
        if rules.implosions > 0 { widths.append(Float(rules.implosions) * 64) }
        if rules.shieldedHits > 0 { widths.append(Float(rules.shieldedHits) * 40) }
        if rules.rollSeconds > 0 { widths.append(300) }
        if rules.exitSeconds > 0 { widths.append(320) }
        let gap: Float = 60
        var x = 960 - (widths.reduce(0, +) + gap * Float(max(0, widths.count - 1))) / 2
        let y: Float = 75
        let empty = RGBA(0, 0, 0, 50)
        let band = color.mixed(with: .white, 0.86)
        var index = 0
        if rules.implosions > 0 {
            for n in 0..<rules.implosions {
                let cx = x + 32 + Float(n) * 64
                list.disc(centerX: cx, centerY: y, radius: 22, n < implosions ? color : color.mixed(with: .black, 0.4), segments: 24)
                if n >= implosions { list.disc(centerX: cx, centerY: y, radius: 15, band, segments: 24) }
                // An implosion mark: a ring around the dot.
                Self.ring(into: &list, x: cx, y: y, radius: 29, width: 5, color.mixed(with: .black, 0.4), segments: 32)
            }
            x += widths[index] + gap; index += 1
        }
        if rules.shieldedHits > 0 {
            for n in 0..<rules.shieldedHits {
                let cx = x + 20 + Float(n) * 40
                let done = n < bestShieldedHits
                Self.ring(into: &list, x: cx, y: y, radius: 16, width: 5,
                          done ? color : RGBA(0, 0, 0, 60), segments: 24)
                list.fill(RectF(centerX: cx, centerY: y, w: 8, h: 8), done ? color : empty)
            }
            x += widths[index] + gap; index += 1
        }
        if rules.rollSeconds > 0 {
            let share = Float(min(1, Double(rollTicks) / Double(rollTicksNeeded)))
            var barX = x
            if let material = rules.rollMaterial {
                Self.swatch(material, into: &list, x: x, y: y - 18, size: 36)
                barX += 48
            }
            if rules.rollShielded {
                Self.ring(into: &list, x: barX + 16, y: y, radius: 14, width: 4, color, segments: 20)
                barX += 40
            }
            let width = x + 300 - barX
            list.fill(RectF(x: barX, y: y - 8, w: width, h: 16), empty)
            list.fill(RectF(x: barX, y: y - 8, w: width * share, h: 16), color)
            x += widths[index] + gap; index += 1
        }
        if rules.exitSeconds > 0 {
            let share = Float(min(1, Double(exitTicks) / Double(exitTicksNeeded)))
            // The hole's icon (a dark-rimmed square, as the hole is drawn) and how long the ball
            // has rested in it: big and high-contrast, the first thing a newcomer reads.
            let rim = color.mixed(with: .black, 0.4)
            list.fill(RectF(x: x, y: y - 32, w: 64, h: 64), rim)
            list.fill(RectF(x: x + 10, y: y - 22, w: 44, h: 44), RGBA(0, 0, 0, 90).mixed(with: band, 0.3))
            list.disc(centerX: x + 32, centerY: y, radius: 12, color.mixed(with: .black, 0.25), segments: 16)
            list.fill(RectF(x: x + 80, y: y - 14, w: 240, h: 28), rim)
            list.fill(RectF(x: x + 84, y: y - 10, w: 232, h: 20), band)
            list.fill(RectF(x: x + 84, y: y - 10, w: 232 * share, h: 20), color)
        }
    }

    /// The textures the alternate action cycles through, right of the band; the laid one raised.
    private func drawMaterials(into list: inout DrawList, color: RGBA) {
        var x: Float = 1860 - 44 * Float(rules.materials.count)
        for material in rules.materials {
            let laid = material == texture
            if laid { list.fill(RectF(x: x - 4, y: 53 - 4, w: 44, h: 44), color) }
            Self.swatch(material, into: &list, x: x, y: laid ? 49 : 57, size: 36)
            x += 44
        }
    }

    static func swatch(_ material: RicochetMaterial, into list: inout DrawList, x: Float, y: Float, size: Float) {
        list.fill(RectF(x: x, y: y, w: size, h: size), material.floorColor)
        let step = size / 3
        list.beginFillBatch(material.dotColor)
        for j in 0..<3 {
            for i in 0..<3 {
                list.addRect(RectF(centerX: x + step * (Float(i) + 0.5), centerY: y + step * (Float(j) + 0.5),
                                   w: material.dotSize, h: material.dotSize))
            }
        }
    }

    /// A spirit level: where the tilt is, left of the band.
    private func drawTiltGauge(into list: inout DrawList, color: RGBA) {
        let cx: Float = 110, cy: Float = 75
        Self.ring(into: &list, x: cx, y: cy, radius: 44, width: 4, color.mixed(with: .black, 0.35), segments: 32)
        list.disc(centerX: cx + Float(tilt.x) * 30, centerY: cy + Float(tilt.y) * 30, radius: 12, color, segments: 16)
    }

    // MARK: The ball

    private func drawBall(into list: inout DrawList, previous: RicochetChallenge, alpha: Double, time: Double,
                          color: RGBA, style: DrawStyle) {
        // A respawn jumps; everything else glides between ticks.
        let jumped = previous.phase == .imploding && phase == .spawning
        let from = jumped ? ball : previous.ball
        var x = Float(from.x + (ball.x - from.x) * alpha)
        var y = Float(from.y + (ball.y - from.y) * alpha)
        let age = time - Double(phaseStart)
        var radius = Float(radius)
        switch phase {
        case .spawning:
            radius = Float(Self.smallRadius * Self.popCurve.value(at: age / Double(Self.spawnTicks)))
        case .large, .shielded:
            if let start = growStart {
                let t = (time - Double(start)) / Double(Self.growTicks)
                let grown = Self.popCurve.value(at: t)
                radius = Float(Self.smallRadius + (Self.largeRadius - Self.smallRadius) * grown)
            }
        case .imploding:
            let t = age / Double(Self.implodeTicks)
            // Sucked in over the first 35%, then a ring flies out and fades.
            radius = Float(Self.largeRadius * (1 - TimingCurve.easeIn.value(at: t / 0.35)))
            if !style.reducedMotion && t > 0.35 {
                let out = (t - 0.35) / 0.65
                let ringRadius = Float(20 + 160 * TimingCurve.easeOut.value(at: out))
                Self.ring(into: &list, x: x, y: y, radius: ringRadius, width: 6,
                          color.withAlpha(UInt8((1 - out).clamped(to: 0...1) * 200)), segments: 40)
            }
        case .small:
            break
        }
        if style.visualHaptics && !style.reducedMotion {
            let shake = visualVibration(at: time)
            x += shake.dx
            y += shake.dy
        }
        guard radius > 0.5 else { return }
        let body = color.mixed(with: .black, 0.25)
        list.disc(centerX: x + 6, centerY: y + radius * 0.8, radius: radius * 0.9, RGBA(0, 0, 0, 35), segments: 24)
        list.disc(centerX: x, centerY: y, radius: radius, body, segments: 32)
        list.disc(centerX: x - radius * 0.3, centerY: y - radius * 0.35, radius: radius * 0.25,
                  RGBA.white.withAlpha(110), segments: 16)
        if phase == .shielded, let start = shieldStart {
            let t = (time - Double(start)) / Double(Self.shieldTicks)
            let grown = Float(TimingCurve.easeOut.value(at: t))
            Self.ring(into: &list, x: x, y: y, radius: radius + 6 + 10 * grown, width: 2 + 8 * grown,
                      RGBA(120, 220, 255, UInt8(120 + 120 * grown)), segments: 40)
        }
    }

    /// The "soft vibration" shown instead of rumble: a small, fast, decaying wobble after a wall
    /// hit (larger for harder hits), a fine tremble while rolling on a texture (with speed), and
    /// a steady one while a state pattern plays.
    func visualVibration(at time: Double) -> (dx: Float, dy: Float) {
        var amplitude = 0.0
        if let impact = lastImpact {
            let age = time - Double(impact.tick)
            if age >= 0 && age < 14 { amplitude = max(amplitude, (2 + 8 * impact.speed) * (1 - age / 14)) }
        }
        if let rolling { amplitude = max(amplitude, 0.5 + 2.5 * rolling.speed) }
        let age = time - Double(phaseStart)
        if (phase == .spawning && age < Double(Self.spawnTicks)) || (phase == .imploding && age < Double(Self.implodeTicks)) {
            amplitude = max(amplitude, 2)
        }
        for start in [growStart, shieldStart] {
            if let start, time - Double(start) < Double(Self.growTicks) { amplitude = max(amplitude, 2) }
        }
        guard amplitude > 0 else { return (0, 0) }
        return (Float(amplitude * sin(time * 2.9)), Float(amplitude * 0.6 * sin(time * 2.3 + 1)))
    }

    static func ring(into list: inout DrawList, x: Float, y: Float, radius: Float, width: Float, _ color: RGBA, segments: Int) {
        let inner = max(0, radius - width / 2), outer = radius + width / 2
        for i in 0..<segments {
            let a0 = Float(i) / Float(segments) * 2 * .pi
            let a1 = Float(i + 1) / Float(segments) * 2 * .pi
            list.quad(PointF(x: x + inner * _cos(a0), y: y + inner * _sin(a0)),
                      PointF(x: x + outer * _cos(a0), y: y + outer * _sin(a0)),
                      PointF(x: x + outer * _cos(a1), y: y + outer * _sin(a1)),
                      PointF(x: x + inner * _cos(a1), y: y + inner * _sin(a1)), color)
        }
    }
}
