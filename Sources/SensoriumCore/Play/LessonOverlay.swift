/// When a level's lesson (`Lesson`, declared by its kind) shows, and its glyphs: the ghost of
/// the new idea plays from the level's start, with the key's cap beside it as the keys page
/// draws it — the player's own binding, on the device they used last (keyboard or pad). A
/// lesson about an action loops until the player uses it in the level, then fades and does not
/// come back in this session; a lesson without an action plays its passes, fades, and is done.
///
/// Drawing only: it reads the commands the session already has and its tick count, and nothing
/// it holds reaches the simulation or a replay.
public struct LessonOverlay: Sendable {
    /// One pass of the animation.
    public static let passTicks = TickClock.ticks(2.4)
    /// Passes a lesson without an action plays before it fades by itself.
    public static let passes = 3
    public static let fadeInTicks = TickClock.ticks(0.3)
    public static let fadeOutTicks = TickClock.ticks(0.5)
    /// The caps' height on the canvas (the keys page draws 46; these are read from afar).
    static let capHeight: Float = 56

    /// A cap placed on the canvas: what `draw` draws, and what the tests look for.
    public struct PlacedGlyph: Equatable, Sendable {
        public var text: String
        public var x: Float
        public var centerY: Float
        public var height: Float
    }

    private var lesson: Lesson?
    private var levelID: String?
    private var shownSince = 0
    private var endedAt: Int?
    /// Levels whose lesson was used (or played through) in this session: it does not return.
    private var learned: Set<String> = []
    private var previous = InputCommand.idle

    public init() {}

    /// The lesson `level` introduces, if its kind declares one for it.
    public static func lesson(for level: Level) -> Lesson? {
        level.kind.descriptor.lessons.first { $0.levelID == level.id }
    }

    /// Called every tick the game steps, with the command the level saw and whether a level was
    /// entered this tick (`clock` is the session's count of stepped ticks).
    public mutating func observe(_ command: InputCommand, game: Game, entered: Bool, clock: Int) {
        defer { previous = command }
        // The level a session opens with is entered before its first tick: met here, as new.
        if let level = game.session?.level, entered || level.id != levelID {
            levelID = level.id
            // A level solved before (this session or a saved one) has taught its idea already.
            lesson = learned.contains(level.id) || game.solved.contains(level.id) ? nil : Self.lesson(for: level)
            shownSince = clock
            endedAt = nil
            return
        }
        guard let lesson, let levelID, endedAt == nil else { return }
        if let used = lesson.used {
            if used(command, previous) { end(levelID, at: clock) }
        } else if clock - shownSince >= Self.passes * Self.passTicks {
            end(levelID, at: clock)
        }
    }

    private mutating func end(_ id: String, at clock: Int) {
        endedAt = clock
        learned.insert(id)
    }

    /// The ghost's strength at `time` ticks after the level was entered (0 is gone).
    func opacity(at time: Double) -> Double {
        let fadeIn = (time / Double(Self.fadeInTicks)).clamped(to: 0...1)
        guard let endedAt else { return fadeIn }
        let fadeOut = (1 - (time - Double(endedAt - shownSince)) / Double(Self.fadeOutTicks)).clamped(to: 0...1)
        return fadeIn * fadeOut
    }

    /// The text of each of `lesson`'s caps, for `settings`' bindings on `device`; an action the
    /// pad has no button for shows its key.
    public static func glyphTexts(_ lesson: Lesson, settings: Settings, device: BindingDevice) -> [String] {
        lesson.glyphs.compactMap { glyph in
            switch glyph {
            case .desktopKey(let name):
                return BindingLabel.text(name, device: .keyboard)
            case .action(let action):
                if device == .gamepad, let name = settings.gamepad[action]?.first { return BindingLabel.text(name, device: .gamepad) }
                return settings.keyboard[action]?.first.map { BindingLabel.text($0, device: .keyboard) }
            }
        }
    }

    /// The caps in a row centred on `anchor`, kept on the canvas.
    public static func place(_ texts: [String], around anchor: PointF) -> [PlacedGlyph] {
        let gap: Float = 14
        let widths = texts.map { SettingsIcons.capWidth($0, height: capHeight) }
        let total = widths.reduce(0, +) + gap * Float(max(0, texts.count - 1))
        var x = (anchor.x - total / 2).clamped(to: 20...max(20, DrawList.canvasWidth - 20 - total))
        let y = anchor.y.clamped(to: 20 + capHeight / 2...DrawList.canvasHeight - 20 - capHeight / 2)
        var placed: [PlacedGlyph] = []
        for (text, width) in zip(texts, widths) {
            placed.append(PlacedGlyph(text: text, x: x, centerY: y, height: capHeight))
            x += width + gap
        }
        return placed
    }

    /// The caps drawn this frame (empty when no lesson shows), in the order `draw` draws them.
    public func glyphs(game: Game, clock: Int, alpha: Double, settings: Settings, device: BindingDevice,
                       style: DrawStyle) -> [PlacedGlyph] {
        var scratch = DrawList()
        return draw(into: &scratch, game: game, clock: clock, alpha: alpha, settings: settings, device: device, style: style)
    }

    /// Draws the lesson of the level being played, if it has one that has not faded.
    @discardableResult
    public func draw(into list: inout DrawList, game: Game, clock: Int, alpha: Double, settings: Settings,
                     device: BindingDevice, style: DrawStyle) -> [PlacedGlyph] {
        guard let lesson, case .level(let session) = game.screen, session.level.id == levelID else { return [] }
        let time = Double(clock - shownSince) + alpha
        let opacity = opacity(at: time)
        guard opacity > 0.004 else { return [] }
        // Under reduced motion the ghost does not travel: it is shown with its key down.
        let phase = style.reducedMotion ? lesson.pressed.upperBound
            : (time / Double(Self.passTicks)).truncatingRemainder(dividingBy: 1)
        let frame = Lesson.Frame(challenge: session.state.challenge, phase: phase, opacity: opacity,
                                 color: session.level.tile.color, style: style)
        let anchor = lesson.draw(&list, frame)
        let placed = Self.place(Self.glyphTexts(lesson, settings: settings, device: device), around: anchor)
        let down = lesson.pressed.contains(phase)
        // The first cap is the key the ghost presses; the others are its partners, shown beside it.
        for (index, glyph) in placed.enumerated() { Self.drawCap(glyph, down: down && index == 0, opacity: opacity, into: &list) }
        return placed
    }

    /// A cap in ghost ink: white on a dark plate, inverted while the ghost holds the key down.
    static func drawCap(_ glyph: PlacedGlyph, down: Bool, opacity: Double, into list: inout DrawList) {
        let width = SettingsIcons.capWidth(glyph.text, height: glyph.height)
        let plate = RectF(x: glyph.x - 4, y: glyph.centerY - glyph.height / 2 - 4, w: width + 8, h: glyph.height + 8)
        list.fill(plate, down ? GhostInk.body(opacity) : GhostInk.edge(opacity))
        SettingsIcons.drawCap(glyph.text, x: glyph.x, centerY: glyph.centerY, height: glyph.height,
                              color: down ? GhostInk.edge(opacity * 1.4) : GhostInk.body(opacity * 1.2), into: &list)
    }
}
