extension HomeScreen {
    static let pageDotColor = RGBA(150, 150, 160)
    static let shownDotColor = RGBA(40, 40, 50)
    /// A pack's pages are told apart from the shipped ones by shape and colour, with no word:
    /// diamonds in a warm colour, where the game's own pages are squares.
    static let packDotColor = RGBA(205, 120, 40)

    /// One dot per page (the one shown dark and larger), and an arrow at each side that has a
    /// page beyond it; all of them are clickable (`HomePages.control(at:)`).
    func drawPageControls(into list: inout DrawList) {
        guard pages.numbers.count > 1 else { return }
        for position in pages.numbers.indices {
            let center = pages.dotCenter(position)
            let isShown = position == pages.shown
            let half: Float = isShown ? 10 : 7
            if pages.packs[position] != nil {
                let color = isShown ? Self.packDotColor : Self.packDotColor.mixed(with: Self.background, 0.45)
                let r = half * 1.35
                list.quad(PointF(x: center.x, y: center.y - r), PointF(x: center.x + r, y: center.y),
                          PointF(x: center.x, y: center.y + r), PointF(x: center.x - r, y: center.y), color)
            } else {
                list.fill(RectF(centerX: center.x, centerY: center.y, w: half * 2, h: half * 2),
                          isShown ? Self.shownDotColor : Self.pageDotColor)
            }
        }
        let y = DrawList.canvasHeight / 2, h = HomePages.arrowHalfHeight, inset = HomePages.arrowInset
        if pages.hasPrevious {
            list.quad(PointF(x: inset - 25, y: y), PointF(x: inset + 25, y: y - h),
                      PointF(x: inset + 25, y: y + h), PointF(x: inset - 25, y: y), Self.pageDotColor)
        }
        if pages.hasNext {
            let x = DrawList.canvasWidth - inset
            list.quad(PointF(x: x + 25, y: y), PointF(x: x - 25, y: y + h),
                      PointF(x: x - 25, y: y - h), PointF(x: x + 25, y: y), Self.pageDotColor)
        }
    }
}
