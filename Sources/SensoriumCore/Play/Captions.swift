/// The on-screen captions of spoken announcements: the only words the game ever shows, and only
/// when speech is on. Timed in ticks played, so a caption waits through a pause.
public struct Captions: Sendable {
    /// How long a caption stays.
    public static let showTicks = TickClock.ticks(3.0)

    public private(set) var text: String?
    private var shownAt = 0

    public init() {}

    public mutating func show(_ text: String, atTick tick: Int) {
        self.text = text
        shownAt = tick
    }

    /// The caption on screen at `tick`, if any.
    public func current(atTick tick: Int) -> String? {
        guard let text, tick - shownAt < Self.showTicks else { return nil }
        return text
    }

    /// Draws the caption along the bottom of the canvas while it is fresh.
    public func draw(into list: inout DrawList, atTick tick: Int) {
        guard let text = current(atTick: tick) else { return }
        // A long line (a level file's error) is drawn smaller so it fits the canvas.
        let scale = min(5, (DrawList.canvasWidth - 96) / PixelFont.width(of: text, scale: 1))
        let width = PixelFont.width(of: text, scale: scale)
        let height = PixelFont.height(scale: scale)
        let y = DrawList.canvasHeight - height - 60
        list.fill(RectF(x: (DrawList.canvasWidth - width) / 2 - 24, y: y - 18, w: width + 48, h: height + 36), RGBA(20, 20, 28, 210))
        _ = PixelFont.draw(text, x: (DrawList.canvasWidth - width) / 2, y: y, scale: scale, color: .white, into: &list)
    }
}
