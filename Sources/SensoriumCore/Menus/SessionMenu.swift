import FoundationEssentials
import Glibc

/// The menus of a session, without a word: icons in a column, the focused one larger, each move
/// and choice answered by a sound (and spoken and captioned when speech is on). The pause menu
/// opens over a level (Esc / Start), the home menu over the home grid.
///
/// Keys, as a contract: Up / Down (d-pad, stick) move, Enter / Space / A activate, Esc / B go
/// back (close the menu), Home / End jump to the first / last item; a pointer selects what it is
/// over and a click activates it (a click between items does nothing). The home menu's last item
/// is quit; it has no "close" item, as Esc / B close it.
public struct SessionMenu: Equatable, Sendable {
    public enum Item: String, Equatable, Sendable {
        /// Close the menu and play on.
        case resume
        /// Start the level again (as R does: the clock keeps running in a speedrun).
        case restart
        /// Leave the level for the home grid (as Back does).
        case home
        /// Ask for the level's hint (as the hint button does: the next tick carries the press).
        case hint
        /// Open the keys page (the settings' keyboard bindings, the one screen that shows every
        /// key the levels use) straight away; Esc / B there comes back to this menu.
        case keys
        /// Open the settings screen (Esc / B there comes back to this menu).
        case settings
        /// Leave the game.
        case quit
    }

    public enum Kind: Equatable, Sendable { case pause, home }

    public let kind: Kind
    public let items: [Item]
    public private(set) var focused = 0
    /// The tick the focus last moved on, for the focus animation.
    public private(set) var focusMovedAt = 0

    public init(_ kind: Kind, tick: Int = 0) {
        self.kind = kind
        items = kind == .pause ? [.resume, .hint, .restart, .home, .keys, .settings] : [.settings, .quit]
        focusMovedAt = tick
    }

    /// What the player did to the menu in one tick.
    public enum Outcome: Equatable, Sendable {
        case none
        case moved
        /// At the first or last item already: a soft "no".
        case blocked
        case chose(Item)
    }

    /// Reads one tick's input (presses since `previous`).
    public mutating func step(_ input: InputCommand, previous: InputCommand, tick: Int) -> Outcome {
        let pressed = input.pressed(since: previous)
        if pressed.contains(.click) {
            // A click chooses what it lands on, never the focused item from somewhere else.
            guard let pointer = input.pointer, let index = itemIndex(at: pointer) else { return .none }
            focused = index
            return .chose(items[index])
        }
        if let pointer = input.pointer, let index = itemIndex(at: pointer), pointer != previous.pointer, index != focused {
            return move(to: index, tick: tick)
        }
        // Enter or A choose the focused item (the pointer moved the focus to what it is over; a
        // pointer left elsewhere does not stop the keys).
        if pressed.contains(.confirm) { return .chose(items[focused]) }
        if pressed.contains(.back) { return .chose(.resume) }
        let stickY = input.stickPushed(since: previous).y
        if pressed.contains(.up) || stickY < 0 { return move(to: focused - 1, tick: tick) }
        if pressed.contains(.down) || stickY > 0 { return move(to: focused + 1, tick: tick) }
        return .none
    }

    /// Home / End.
    public mutating func jump(toLast: Bool, tick: Int) -> Outcome {
        move(to: toLast ? items.count - 1 : 0, tick: tick)
    }

    private mutating func move(to index: Int, tick: Int) -> Outcome {
        guard items.indices.contains(index) else { return .blocked }
        guard index != focused else { return .none }
        focused = index
        focusMovedAt = tick
        return .moved
    }

    // MARK: Layout and drawing

    static let itemSize: Float = 150

    /// From one item's centre to the next: 190, closer for a column that would not fit the
    /// canvas (the pause menu's six items).
    static func spacing(count: Int) -> Float { min(190, 960 / Float(max(1, count))) }

    /// The centre of item `index`: a column in the middle of the canvas.
    static func center(of index: Int, count: Int) -> PointF {
        let spacing = spacing(count: count)
        let top = DrawList.canvasHeight / 2 - spacing * Float(count - 1) / 2
        return PointF(x: DrawList.canvasWidth / 2, y: top + spacing * Float(index))
    }

    func itemIndex(at pointer: InputCommand.Pointer) -> Int? {
        items.indices.first { index in
            let c = Self.center(of: index, count: items.count)
            return abs(Float(pointer.x) - c.x) <= Self.itemSize / 2 && abs(Float(pointer.y) - c.y) <= Self.itemSize / 2
        }
    }

    /// The frame dimmed, and the items as icons; the focused one grows and lights up.
    public func draw(into list: inout DrawList, time: Double, style: DrawStyle) {
        list.fill(RectF(x: 0, y: 0, w: DrawList.canvasWidth, h: DrawList.canvasHeight), RGBA(20, 20, 28, 170))
        // A panel of its own, so what is behind never shows through the items.
        list.fill(RectF(centerX: DrawList.canvasWidth / 2, centerY: DrawList.canvasHeight / 2,
                        w: Self.itemSize * 1.7, h: Self.spacing(count: items.count) * Float(items.count) + 60), RGBA(32, 32, 42))
        let grow = style.reducedMotion ? 1 : TimingCurve.easeOut.value(at: min(1, (time - Double(focusMovedAt)) / 12))
        for (index, item) in items.enumerated() {
            let c = Self.center(of: index, count: items.count)
            let isFocused = index == focused
            let size = Self.itemSize * (isFocused ? Float(1 + 0.18 * grow) : 0.82)
            list.fill(RectF(centerX: c.x, centerY: c.y, w: size, h: size),
                      isFocused ? RGBA(245, 245, 250) : RGBA(96, 96, 110))
            Self.drawIcon(item, at: c, size: size * 0.5, into: &list, color: isFocused ? RGBA(30, 30, 40) : RGBA(200, 200, 210))
        }
    }

    /// Resume ▶, hint (a lightbulb), restart ↻ (an arc with an arrowhead), home ▦ (the grid),
    /// keys (the keyboard of the settings' keys row), settings ⚙ (a cog), quit ⏻.
    static func drawIcon(_ item: Item, at c: PointF, size s: Float, into list: inout DrawList, color: RGBA) {
        switch item {
        case .resume:
            list.triangle(PointF(x: c.x - s * 0.4, y: c.y - s * 0.5), PointF(x: c.x - s * 0.4, y: c.y + s * 0.5),
                          PointF(x: c.x + s * 0.5, y: c.y), color)
        case .hint:
            Lightbulb.draw(at: c, size: s * 1.1, ink: color, into: &list)
        case .restart:
            list.arc(center: c, radius: s * 0.42, width: s * 0.16, from: 0.6, to: 2 * .pi - 0.2, color)
            let tip = PointF(x: c.x + s * 0.42 * Float(sin(0.6)), y: c.y - s * 0.42 * Float(cos(0.6)))
            list.triangle(PointF(x: tip.x - s * 0.22, y: tip.y - s * 0.05), PointF(x: tip.x + s * 0.2, y: tip.y - s * 0.2),
                          PointF(x: tip.x + s * 0.05, y: tip.y + s * 0.25), color)
        case .home:
            let cell = s * 0.42
            for (dx, dy) in [(-1, -1), (1, -1), (-1, 1), (1, 1)] as [(Float, Float)] {
                list.fill(RectF(centerX: c.x + dx * cell * 0.62, centerY: c.y + dy * cell * 0.62, w: cell, h: cell), color)
            }
        case .keys:
            SettingsIcons.draw(.keyboard, at: c, size: s * 1.1, color: color, into: &list)
        case .settings:
            for tooth in 0..<8 {
                let angle = Double(tooth) * .pi / 4
                let dx = Float(sin(angle)), dy = -Float(cos(angle))
                let r = s * 0.42
                list.quad(PointF(x: c.x + dx * r - dy * s * 0.09, y: c.y + dy * r + dx * s * 0.09),
                          PointF(x: c.x + dx * (r + s * 0.14) - dy * s * 0.07, y: c.y + dy * (r + s * 0.14) + dx * s * 0.07),
                          PointF(x: c.x + dx * (r + s * 0.14) + dy * s * 0.07, y: c.y + dy * (r + s * 0.14) - dx * s * 0.07),
                          PointF(x: c.x + dx * r + dy * s * 0.09, y: c.y + dy * r - dx * s * 0.09), color)
            }
            list.ring(center: c, radius: s * 0.3, width: s * 0.26, color)
        case .quit:
            list.arc(center: c, radius: s * 0.42, width: s * 0.14, from: 0.55, to: 2 * .pi - 0.55, color)
            list.fill(RectF(centerX: c.x, centerY: c.y - s * 0.3, w: s * 0.14, h: s * 0.5), color)
        }
    }
}
