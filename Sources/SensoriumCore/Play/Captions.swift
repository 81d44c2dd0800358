/// The on-screen captions of spoken announcements: the only words the game ever shows, and only
/// when speech is on (a level file's error excepted). Timed in every tick the session ran,
/// played or in a menu, so a menu's words stay as long as a level's.
public struct Captions: Sendable {
    /// How long a caption stays.
    public static let showTicks = TickClock.ticks(3.0)

    /// Speech is on: announcements are captioned and the menus speak.
    public var isOn: Bool
    public private(set) var text: String?
    private var shownAt = 0
    /// Every tick the session ran.
    private var clock = 0

    public init(isOn: Bool = false) {
        self.isOn = isOn
    }

    /// One tick of the session passed (played or in a menu).
    public mutating func tick() {
        clock += 1
    }

    /// A level's announcement is always spoken (the speech device decides whether it is heard)
    /// and captioned when speech is on.
    public mutating func announce(_ text: String, into output: inout TickOutput) {
        output.announcements.append(text)
        if isOn { show(text) }
    }

    /// A menu's words are spoken and captioned only when speech is on.
    public mutating func say(_ text: String, into output: inout TickOutput) {
        guard isOn else { return }
        output.announcements.append(text)
        show(text)
    }

    /// Shows `text` now, speech on or not (a level file's error, for the designer watching).
    public mutating func show(_ text: String) {
        self.text = text
        shownAt = clock
    }

    /// Takes the caption off the screen before its time (the error it showed was fixed).
    public mutating func withdraw() {
        text = nil
    }

    /// The caption on screen now, if any.
    public var current: String? {
        guard let text, clock - shownAt < Self.showTicks else { return nil }
        return text
    }

    /// Draws the caption along the bottom of the canvas while it is fresh.
    public func draw(into list: inout DrawList) {
        guard let text = current else { return }
        // A long line (a level file's error) is drawn smaller so it fits the canvas.
        let scale = min(5, (DrawList.canvasWidth - 96) / PixelFont.width(of: text, scale: 1))
        let width = PixelFont.width(of: text, scale: scale)
        let height = PixelFont.height(scale: scale)
        let y = DrawList.canvasHeight - height - 60
        list.fill(RectF(x: (DrawList.canvasWidth - width) / 2 - 24, y: y - 18, w: width + 48, h: height + 36), RGBA(20, 20, 28, 210))
        _ = PixelFont.draw(text, x: (DrawList.canvasWidth - width) / 2, y: y, scale: scale, color: .white, into: &list)
    }
}
