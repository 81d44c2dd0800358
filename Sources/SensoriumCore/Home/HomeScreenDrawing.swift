import FoundationEssentials
import Glibc

extension HomeScreen {
    /// Draws the page shown at a fractional tick between the last two (alpha 0...1), and the
    /// page controls when there is more than one page.
    public func draw(into list: inout DrawList, alpha: Double, style: DrawStyle) {
        list.reset(background: Self.background)
        let time = Double(tick - 1) + alpha
        // The focused tile last, so it rises above its neighbours.
        let shown = pages.shownIndices
        let order = shown.filter { $0 != magnifier.active } + (magnifier.active.map { [$0] } ?? []).filter(shown.contains)
        drawWayIn(into: &list, time: time, style: style)
        for index in order {
            drawTile(index, into: &list, time: time, style: style)
        }
        drawPageControls(into: &list)
    }

    /// Where tile `index` is drawn at `time`: its centre and side, grown and lifted by the
    /// dock (the seed's active icon also moves up, UpPointOfView), shaken when denied.
    func place(of index: Int, at time: Double, style: DrawStyle) -> (x: Float, y: Float, side: Float) {
        let scale = magnifier.scale(of: index, at: time)
        let grow = (scale - 1) / (DockMagnifier.enlargedScale - 1)
        var x = Float(magnifier.centers[index].x)
        let y = Float(magnifier.centers[index].y - tileSize * Self.focusLift * grow)
        if let start = shakes[index], !style.reducedMotion, time - Double(start) < Double(Self.shakeTicks) {
            let age = (time - Double(start)) / Double(Self.shakeTicks)
            x += Float(sin(age * 8 * .pi) * tileSize * 0.08 * (1 - age))
        }
        return (x, y, Float(tileSize * scale))
    }

    /// How far the focused tile rises, in tile sides.
    static let focusLift = 0.12
    /// How far the focus frame stands out from the tile's edge.
    static let focusFrameMargin: Float = 7

    /// The focus frame's outer edge around a tile drawn at `place`.
    static func focusFrame(around place: (x: Float, y: Float, side: Float)) -> RectF {
        RectF(centerX: place.x, centerY: place.y, w: place.side + 2 * focusFrameMargin, h: place.side + 2 * focusFrameMargin)
    }

    /// The best time's ink: the verified record in the grid's dark grey, an unverifiable one
    /// (a hint, assist mode...) in orange, so the grid never passes one off as the other.
    static let bestTimeInk = RGBA(60, 60, 70)
    static let unverifiedTimeInk = RGBA(214, 104, 0)

    /// The best time's digits, whether it is verified, and where they go under a solved tile
    /// drawn at `place`, or nil (a solved tile has a time whenever its progress kept one).
    /// The label fits the room between a resting tile and the focus frame of the tile below it
    /// (grown, lifted, framed): at the roomiest grids 12 units under the tile, in tight ones
    /// centred in that room, never touching it; a focused tile carries its label clear of its
    /// own frame.
    func bestTimeLabel(of index: Int, place: (x: Float, y: Float, side: Float)) -> (text: String, verified: Bool, scale: Float, rect: RectF)? {
        guard tiles[index].state == .solved, let best = tiles[index].bestTicks ?? tiles[index].unverifiedBestTicks else { return nil }
        let verified = tiles[index].bestTicks != nil
        let text = TickClock.format(best)
        let grownHalf = tileSize * DockMagnifier.enlargedScale / 2
        let room = Float(cellSize - tileSize / 2 - grownHalf - tileSize * Self.focusLift) - Self.focusFrameMargin
        // Scale 3: 21 canvas units tall, 14 pixels at 1280x720; 2 where that leaves no margin.
        let scale: Float = room >= PixelFont.height(scale: 3) + 6 ? 3 : 2
        let height = PixelFont.height(scale: scale)
        let resting = min(12, (room - height) / 2)
        let grow = (place.side / Float(tileSize) - 1) / Float(DockMagnifier.enlargedScale - 1)
        var gap = resting + (12 - resting) * grow.clamped(to: 0...1)
        // Its own frame, from the first tick of the focus, stands 7 out: the label clears it.
        if magnifier.active == index { gap = max(gap, Self.focusFrameMargin + 3) }
        let width = PixelFont.width(of: text, scale: scale)
        return (text, verified, scale, RectF(x: place.x - width / 2, y: place.y + place.side / 2 + gap, w: width, h: height))
    }

    private func drawTile(_ index: Int, into list: inout DrawList, time: Double, style: DrawStyle) {
        let tile = tiles[index]
        let place = place(of: index, at: time, style: style)
        let (x, y, side) = place
        let rect = RectF(centerX: x, centerY: y, w: side, h: side)
        list.fill(RectF(x: rect.x + 6, y: rect.y + 8, w: side, h: side), RGBA(0, 0, 0, 30))
        switch tile.state {
        case .open:
            list.fill(rect, tile.color)
        case .solved:
            list.fill(rect, tile.color)
            drawCheck(into: &list, x: x, y: y, side: side)
            if let label = bestTimeLabel(of: index, place: place) {
                // The best time, in the game's own digits: what the player has to beat.
                PixelFont.draw(label.text, x: label.rect.x, y: label.rect.y, scale: label.scale,
                               color: label.verified ? Self.bestTimeInk : Self.unverifiedTimeInk, into: &list)
            }
        case .locked:
            list.fill(rect, tile.color.mixed(with: RGBA(200, 200, 205), 0.7))
            drawLock(into: &list, x: x, y: y, side: side, denied: isShaking(index, at: time))
        case .broken:
            list.fill(rect, tile.color)
            drawCross(into: &list, x: x, y: y, side: side)
        case .summary:
            list.fill(rect, tile.color)
            drawCount(tile.count, into: &list, x: x, y: y, side: side)
        }
        if let start = shakes[index], style.reducedMotion, time - Double(start) < Double(Self.shakeTicks) {
            list.outline(RectF(centerX: x, centerY: y, w: side + 8, h: side + 8), RGBA(200, 60, 60))
        }
        if magnifier.active == index {
            let frame = Self.focusFrame(around: place)
            list.outline(RectF(centerX: x, centerY: y, w: frame.w - 2, h: frame.h - 2), RGBA(40, 40, 50))
            list.outline(frame, RGBA(40, 40, 50))
        }
    }

    private func drawCheck(into list: inout DrawList, x: Float, y: Float, side: Float) {
        let s = side / 2
        let width = side * 0.11
        list.stroke(PointF(x: x - s * 0.45, y: y + s * 0.02), PointF(x: x - s * 0.1, y: y + s * 0.38), width: width, .white)
        list.stroke(PointF(x: x - s * 0.14, y: y + s * 0.38), PointF(x: x + s * 0.5, y: y - s * 0.36), width: width, .white)
    }

    private func drawCross(into list: inout DrawList, x: Float, y: Float, side: Float) {
        let s = side * 0.3
        let color = RGBA(90, 90, 95)
        list.stroke(PointF(x: x - s, y: y - s), PointF(x: x + s, y: y + s), width: side * 0.09, color)
        list.stroke(PointF(x: x + s, y: y - s), PointF(x: x - s, y: y + s), width: side * 0.09, color)
    }

    /// How many of a pack's files are not shown, "+123" in the game's own digits, as wide as fits.
    private func drawCount(_ count: Int, into list: inout DrawList, x: Float, y: Float, side: Float) {
        let text = "+\(count)"
        let scale = max(1, min(6, (side * 0.8 / PixelFont.width(of: text, scale: 1)).rounded(.down)))
        let width = PixelFont.width(of: text, scale: scale)
        PixelFont.draw(text, x: x - width / 2, y: y - scale * 3.5, scale: scale, color: .white, into: &list)
    }

    /// The lock's ink at rest, and while its tile shakes at a press: red, the answer seen.
    static let lockInk = RGBA(70, 70, 80)
    static let deniedLockInk = RGBA(205, 40, 40)

    /// Whether tile `index` is in its shake (a press it refused) at `time`.
    func isShaking(_ index: Int, at time: Double) -> Bool {
        guard let start = shakes[index] else { return false }
        return time - Double(start) >= -1 && time - Double(start) < Double(Self.shakeTicks)
    }

    private func drawLock(into list: inout DrawList, x: Float, y: Float, side: Float, denied: Bool) {
        let color = denied ? Self.deniedLockInk : Self.lockInk
        let body = side * 0.34
        list.fill(RectF(centerX: x, centerY: y + body * 0.3, w: body, h: body * 0.8), color)
        let shackle = body * 0.62, thickness = side * 0.05
        list.fill(RectF(x: x - shackle / 2, y: y - body * 0.45, w: thickness, h: body * 0.45), color)
        list.fill(RectF(x: x + shackle / 2 - thickness, y: y - body * 0.45, w: thickness, h: body * 0.45), color)
        list.fill(RectF(x: x - shackle / 2, y: y - body * 0.45, w: shackle, h: thickness), color)
    }
}
