import FoundationEssentials
import Glibc

extension DarkScanChallenge {
    /// The colour of the grid's squares; the one fill batch of that colour is the whole grid.
    public static let gridColor = RGBA(16, 16, 20)
    /// A fully dark cell's square covers this much of the cell's side (a grid, never a slab).
    public static let cellFill: Float = 0.94

    /// Draws the frame `alpha` of the way from `previous` to this state (alpha 0...1): the grid as
    /// one batched fill, the reticle, the solved square, and with `style.debugOverlay` the
    /// detector's quads, the framing regions and the figures as bars.
    public func draw(into list: inout DrawList, previous: DarkScanChallenge, alpha: Double,
                     color: RGBA, style: DrawStyle) {
        list.reset(background: RGBA(244, 244, 240))
        drawGrid(into: &list, previous: previous, alpha: alpha)
        let shownProgress = previous.progress + (progress - previous.progress) * alpha
        drawReticle(into: &list, progress: shownProgress, color: color)
        if style.debugOverlay { drawDebugOverlay(into: &list, progress: shownProgress) }
    }

    /// One black square per cell, centred, its side proportional to the cell's darkness.
    private func drawGrid(into list: inout DrawList, previous: DarkScanChallenge, alpha: Double) {
        let grid = analysis.grid
        let before = previous.analysis.grid
        let blend = before.columns == grid.columns && before.rows == grid.rows ? Float(alpha.clamped(to: 0...1)) : 1
        let cell = DrawList.canvasWidth / Float(grid.columns)
        let scale = cell * Self.cellFill / 255
        list.beginFillBatch(Self.gridColor)
        grid.values.withUnsafeBufferPointer { now in
            before.values.withUnsafeBufferPointer { then in
                for row in 0..<grid.rows {
                    let centerY = (Float(row) + 0.5) * cell
                    for column in 0..<grid.columns {
                        let index = row * grid.columns + column
                        let nowDark = 255 - Float(now[index])
                        let thenDark = blend < 1 ? 255 - Float(then[index]) : nowDark
                        let side = (thenDark + (nowDark - thenDark) * blend) * scale
                        if side < 0.75 { continue }
                        let centerX = (Float(column) + 0.5) * cell
                        list.addRect(RectF(x: centerX - side / 2, y: centerY - side / 2, w: side, h: side))
                    }
                }
            }
        }
    }

    /// Four corner brackets that grow toward each other and close into a square with
    /// `ReticleEasing` (held open short of the goal, shaking open when refused:
    /// `DarkScanRefusal`); the colour warms to the level's as the hold runs, and a solved level
    /// fills the square.
    private func drawReticle(into list: inout DrawList, progress: Double, color: RGBA) {
        var closure = Float(reticleClosure(progress: progress))
        var shake: Float = 0
        if isRefusing {
            // Refused: the brackets spring open and shake, never the closed square of success.
            let phase = Float(tick % 30) / 30
            closure *= 0.75
            shake = 14 * sin(phase * 2 * .pi) * (1 - phase)
        }
        let base = Float(rules.reticleSize) * DrawList.canvasHeight
        let side = base * (1 + 0.3 * (1 - closure))
        let arm = side * (0.14 + 0.36 * closure)
        let thickness: Float = isSolved ? 18 : 10
        let ink = RGBA(70, 70, 78).mixed(with: color, holdFraction)
        let cx = DrawList.canvasWidth / 2 + shake, cy = DrawList.canvasHeight / 2
        if isSolved {
            list.fill(RectF(centerX: cx, centerY: cy, w: side, h: side), color.withAlpha(150))
        }
        for (sx, sy) in [(Float(-1), Float(-1)), (1, -1), (1, 1), (-1, 1)] {
            let cornerX = cx + sx * side / 2, cornerY = cy + sy * side / 2
            // The arms lie inside the square's outline, running from the corner toward the middle.
            let horizontalX = sx < 0 ? cornerX : cornerX - arm
            let horizontalY = sy < 0 ? cornerY : cornerY - thickness
            list.fill(RectF(x: horizontalX, y: horizontalY, w: arm, h: thickness), ink)
            let verticalX = sx < 0 ? cornerX : cornerX - thickness
            let verticalY = sy < 0 ? cornerY : cornerY - arm
            list.fill(RectF(x: verticalX, y: verticalY, w: thickness, h: arm), ink)
        }
    }

    /// The talk's debug mode: quads outlined (best in red), the framing regions, and every figure
    /// as a named bar with its value and its thresholds marked.
    private func drawDebugOverlay(into list: inout DrawList, progress: Double) {
        let t = rules.thresholds
        let half = Float(rules.reticleSize) * DrawList.canvasHeight / 2
        let cx = DrawList.canvasWidth / 2, cy = DrawList.canvasHeight / 2
        for (scale, tint) in [(Float(1), RGBA(0, 160, 255)), (Float(1 + t.ringGap), RGBA(0, 160, 255, 120)),
                              (Float(t.ringOuter), RGBA(255, 200, 0))] {
            list.outline(RectF(centerX: cx, centerY: cy, w: 2 * half * scale, h: 2 * half * scale), tint)
        }
        for (index, quad) in analysis.quads.enumerated() {
            let tint = index == 0 ? RGBA(230, 30, 30) : quad.isQuadrilateral ? RGBA(255, 140, 0) : RGBA(150, 150, 150)
            for i in 0..<quad.corners.count {
                list.line(quad.corners[i], quad.corners[(i + 1) % quad.corners.count], tint)
            }
        }
        let best = analysis.quads.first
        let m = analysis.measurement
        // Each bar is named on its left and its value written on its right: a tuner reads them
        // off a screenshot without the source at hand.
        let bars: [(label: String, value: Double, marks: [Double], tint: RGBA)] = [
            ("INNER DARK", m.innerDarkness, [t.innerDarkFrom, t.innerDarkTo], RGBA(40, 40, 40)),
            ("OUTER BRIGHT", m.outerBrightness, [t.outerBrightFrom, t.outerBrightTo], RGBA(240, 200, 40)),
            ("CONTRAST", max(0, m.contrast), [t.contrastFrom, t.contrastTo], RGBA(200, 90, 200)),
            ("FRAMING", m.raw, [rules.goalProgress], RGBA(0, 160, 255)),
            ("SQUARENESS", best?.squareness ?? 0, [t.squarenessFrom, t.squarenessTo], RGBA(230, 30, 30)),
            ("PARALLEL", best?.parallelism ?? 0, [], RGBA(230, 120, 30)),
            ("QUAD DARK", best?.darkness ?? 0, [t.detectDarkFrom, t.detectDarkTo], RGBA(90, 90, 90)),
            ("SURROUND", best?.surround ?? 0, [t.surroundFrom, t.surroundTo], RGBA(200, 200, 120)),
            ("SIZE", best?.size ?? 0, [t.sizeFrom, t.sizeTo], RGBA(60, 160, 90)),
            ("DETECTOR", analysis.detectorScore, [rules.goalProgress], RGBA(230, 30, 30)),
            ("PROGRESS", progress, [rules.goalProgress], RGBA(20, 120, 60)),
            ("HOLD", holdFraction, [], RGBA(20, 120, 60)),
        ]
        let textScale: Float = 2, rowHeight: Float = 24
        let labelWidth = PixelFont.width(of: "OUTER BRIGHT", scale: textScale) + 14
        let valueWidth = PixelFont.width(of: "0.00", scale: textScale) + 14
        let width: Float = 320, height: Float = 14, left: Float = 30
        let x = left + labelWidth
        var y: Float = DrawList.canvasHeight - 30 - Float(bars.count) * rowHeight
        list.fill(RectF(x: left - 8, y: y - 8, w: labelWidth + width + valueWidth + 16, h: Float(bars.count) * rowHeight + 8),
                  RGBA(255, 255, 255, 220))
        let ink = RGBA(20, 20, 28)
        for bar in bars {
            _ = PixelFont.draw(bar.label, x: left, y: y, scale: textScale, color: ink, into: &list)
            list.fill(RectF(x: x, y: y, w: width, h: height), RGBA(210, 210, 210))
            list.fill(RectF(x: x, y: y, w: width * Float(bar.value.clamped(to: 0...1)), h: height), bar.tint)
            for mark in bar.marks {
                list.fill(RectF(x: x + width * Float(mark.clamped(to: 0...1)) - 1, y: y - 3, w: 2, h: height + 6), .black)
            }
            _ = PixelFont.draw(String(bar.value, decimals: 2), x: x + width + 14, y: y, scale: textScale, color: ink, into: &list)
            y += rowHeight
        }
    }
}
