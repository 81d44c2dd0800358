import FoundationEssentials
import Glibc

/// Where the settings screen's parts sit on the canvas, and how they are drawn: the same dark
/// panel, white focus and icon style as `SessionMenu`, so the screen reads as part of the menus.
extension SettingsScreen {
    // MARK: Layout

    static let rowPitch: Float = 58
    static let groupGap: Float = 16
    /// Rows after which a small gap separates the groups: sound, rumble, display, ghosts and
    /// speed, controls, reset.
    static let groupEnds: Set<Row> = [.soundscapeVolume, .visualRumble, .vsync, .gameSpeed, .gamepad]
    static let panel = RectF(centerX: DrawList.canvasWidth / 2, centerY: DrawList.canvasHeight / 2, w: 980, h: 1040)

    static func rowCenterY(_ index: Int) -> Float {
        let gaps = Float(Row.allCases.prefix(index).filter { groupEnds.contains($0) }.count)
        let height = rowPitch * Float(Row.allCases.count) + groupGap * Float(groupEnds.count)
        let top = (DrawList.canvasHeight - height) / 2
        return top + rowPitch * (Float(index) + 0.5) + groupGap * gaps
    }

    static func rowRect(_ index: Int) -> RectF {
        RectF(centerX: DrawList.canvasWidth / 2, centerY: rowCenterY(index), w: 940, h: rowPitch - 8)
    }

    /// The bar, switch or lamps of a row.
    static func valueRect(forRow index: Int) -> RectF {
        RectF(x: 700, y: rowCenterY(index) - 20, w: 600, h: 40)
    }

    static func row(at pointer: InputCommand.Pointer) -> Int? {
        Row.allCases.indices.first { rowRect($0).contains(x: Float(pointer.x), y: Float(pointer.y)) }
    }

    static let cellSize = (w: Float(220), h: Float(250))
    static let cellGap: Float = 20

    static func cellRect(_ index: Int) -> RectF {
        let column = Float(index % columns), line = Float(index / columns)
        let width = Float(columns) * cellSize.w + Float(columns - 1) * cellGap
        return RectF(x: (DrawList.canvasWidth - width) / 2 + column * (cellSize.w + cellGap),
                     y: 250 + line * (cellSize.h + cellGap), w: cellSize.w, h: cellSize.h)
    }

    static func actionIndex(at pointer: InputCommand.Pointer) -> Int? {
        actions.indices.first { cellRect($0).contains(x: Float(pointer.x), y: Float(pointer.y)) }
    }

    // MARK: Colours

    static let dim = RGBA(20, 20, 28, 200)
    static let panelColor = RGBA(32, 32, 42)
    static let rowColor = RGBA(46, 46, 58)
    static let focusColor = RGBA(245, 245, 250)
    static let darkInk = RGBA(30, 30, 40)
    static let lightInk = RGBA(200, 200, 210)
    static let lit = RGBA(60, 170, 230)
    static let on = RGBA(70, 190, 120)
    static let off = RGBA(96, 96, 110)
    static let clashColor = RGBA(230, 70, 70)

    // MARK: Drawing

    /// The frame dimmed and the screen over it. `time` is in the session's menu ticks.
    public func draw(into list: inout DrawList, time: Double, style: DrawStyle) {
        list.fill(RectF(x: 0, y: 0, w: DrawList.canvasWidth, h: DrawList.canvasHeight), Self.dim)
        let grow = style.reducedMotion ? 1 : TimingCurve.easeOut.value(at: min(1, (time - Double(focusMovedAt)) / 12))
        switch page {
        case .rows: drawRows(into: &list, time: time, grow: Float(grow), style: style)
        case .bindings(let device): drawBindings(device, into: &list, time: time, grow: Float(grow), style: style)
        }
    }

    private func drawRows(into list: inout DrawList, time: Double, grow: Float, style: DrawStyle) {
        list.fill(Self.panel, Self.panelColor)
        for (index, row) in Row.allCases.enumerated() {
            let isFocused = index == focusedRow
            var rect = Self.rowRect(index)
            if isFocused {
                let extra = 10 * grow
                rect = RectF(x: rect.x - extra, y: rect.y - extra / 2, w: rect.w + 2 * extra, h: rect.h + extra)
            }
            list.fill(rect, isFocused ? Self.focusColor : Self.rowColor)
            let ink = isFocused ? Self.darkInk : Self.lightInk
            var iconCenter = PointF(x: 560, y: Self.rowCenterY(index))
            // The visible rumble stand-in: a test pulse shakes the pad icons when no pad can rumble.
            if let at = rumbleTestAt, style.visualHaptics, row == .rumble || row == .rumbleStrength || row == .visualRumble {
                let age = time - Double(at)
                if age < 30 { iconCenter.x += Float(6 * (1 - age / 30) * (Int(age) % 4 < 2 ? 1 : -1)) }
            }
            SettingsIcons.draw(row, at: iconCenter, size: 44, color: ink, into: &list)
            drawValue(of: row, index: index, focused: isFocused, into: &list)
        }
    }

    private func drawValue(of row: Row, index: Int, focused: Bool, into list: inout DrawList) {
        let area = Self.valueRect(forRow: index)
        let idle = focused ? RGBA(190, 190, 200) : Self.off
        if let value = barValue(row) {
            // Ten rising steps: the louder (stronger), the more are lit.
            let steps = Int((value * 10).rounded())
            let width = area.w / 10
            for step in 0..<10 {
                let height = area.h * (0.35 + 0.65 * Float(step + 1) / 10)
                list.fill(RectF(x: area.x + Float(step) * width + 3, y: area.y + area.h - height, w: width - 6, h: height),
                          step < steps ? Self.lit : idle)
            }
        } else if let isOn = switchValue(row) {
            SettingsIcons.drawSwitch(isOn, at: PointF(x: area.x + 60, y: area.y + area.h / 2), on: Self.on, off: idle,
                                     into: &list)
        } else if row == .reducedMotion {
            // Three lamps: follow the desktop, reduced, full motion.
            let lamps: [Bool?] = [nil, true, false]
            for (position, lamp) in lamps.enumerated() {
                let center = PointF(x: area.x + 40 + Float(position) * 110, y: area.y + area.h / 2)
                let chosen = settings.reducedMotion == lamp
                list.fill(RectF(centerX: center.x, centerY: center.y, w: 90, h: 50), chosen ? Self.lit : idle)
                SettingsIcons.drawMotionLamp(lamp, at: center, size: 36, color: chosen ? .white : Self.darkInk, into: &list)
            }
        } else if row == .gameSpeed {
            // Four lamps, each a bar taller than the last, from the snail to the hare.
            SettingsIcons.snail(at: PointF(x: area.x + 30, y: area.y + area.h / 2), size: 40, color: focused ? Self.darkInk : Self.lightInk, into: &list)
            for (position, speed) in GameSpeed.allCases.enumerated() {
                let center = PointF(x: area.x + 110 + Float(position) * 100, y: area.y + area.h / 2)
                let chosen = settings.gameSpeed == speed
                list.fill(RectF(centerX: center.x, centerY: center.y, w: 80, h: 46), chosen ? Self.lit : idle)
                let height = 10 + Float(position) * 8
                list.fill(RectF(centerX: center.x, centerY: center.y + 16 - height / 2, w: 40, h: height), chosen ? .white : Self.darkInk)
            }
            SettingsIcons.hare(at: PointF(x: area.x + 500, y: area.y + area.h / 2), size: 40, color: focused ? Self.darkInk : Self.lightInk, into: &list)
        } else if row == .keyboard || row == .gamepad {
            // The first few bound keys, and an arrow: this row opens a page.
            let map = row == .keyboard ? settings.keyboard : settings.gamepad
            var x = area.x
            for action in [ControlAction.up, .down, .left, .right, .confirm] {
                guard let name = map[action]?.first else { continue }
                x += SettingsIcons.drawCap(BindingLabel.text(name, device: row == .keyboard ? .keyboard : .gamepad),
                                           x: x, centerY: area.y + area.h / 2, height: 40,
                                           color: focused ? Self.darkInk : Self.lightInk, into: &list) + 12
            }
            let tip = PointF(x: area.x + area.w + 20, y: area.y + area.h / 2)
            list.triangle(PointF(x: tip.x - 22, y: tip.y - 18), PointF(x: tip.x - 22, y: tip.y + 18), tip,
                          focused ? Self.darkInk : Self.lightInk)
        } else if row == .reset {
            // Everything back: a full bar and a lit switch, dimmed once they are the defaults.
            let isDefault = settings == Settings()
            let color = isDefault ? idle : Self.lit
            for step in 0..<10 {
                let height = area.h * (0.35 + 0.65 * Float(step + 1) / 10)
                list.fill(RectF(x: area.x + Float(step) * 16, y: area.y + area.h - height, w: 12, h: height), color)
            }
            SettingsIcons.drawSwitch(true, at: PointF(x: area.x + 240, y: area.y + area.h / 2),
                                     on: isDefault ? idle : Self.on, off: idle, into: &list)
        }
    }

    private func drawBindings(_ device: BindingDevice, into list: inout DrawList, time: Double, grow: Float, style: DrawStyle) {
        list.fill(RectF(x: 100, y: 40, w: DrawList.canvasWidth - 200, h: DrawList.canvasHeight - 80), Self.panelColor)
        SettingsIcons.draw(device == .keyboard ? .keyboard : .gamepad, at: PointF(x: DrawList.canvasWidth / 2, y: 140),
                           size: 130, color: Self.lightInk, into: &list)
        let map = device == .keyboard ? settings.keyboard : settings.gamepad
        for (index, action) in Self.actions.enumerated() {
            let isFocused = index == focusedAction
            var rect = Self.cellRect(index)
            if isFocused, let clash, !style.reducedMotion {
                // A clash shakes the cell: no dialog, the game's own "no".
                let age = time - Double(clash.tick)
                if age < 30 { rect.x += Float(16 * (1 - age / 30) * sin(age * 1.6)) }
            }
            if isFocused {
                let extra = 8 * grow
                rect = RectF(x: rect.x - extra, y: rect.y - extra, w: rect.w + 2 * extra, h: rect.h + 2 * extra)
            }
            let listeningHere = isFocused && isListening
            var fill = isFocused ? Self.focusColor : Self.rowColor
            if listeningHere {
                // A slow glow says "press the new key now" (steady under reduced motion).
                let pulse = style.reducedMotion ? 1 : 0.6 + 0.4 * abs(sin(time / 20))
                fill = RGBA(250, 210, 90).mixed(with: Self.focusColor, 1 - pulse)
            }
            list.fill(rect, fill)
            let isOwner = clash?.owner == action
            if (isFocused && clash != nil) || isOwner {
                for inset in 0..<4 {
                    let i = Float(inset)
                    list.outline(RectF(x: rect.x + i, y: rect.y + i, w: rect.w - 2 * i, h: rect.h - 2 * i), Self.clashColor)
                }
            }
            let ink = isFocused ? Self.darkInk : Self.lightInk
            SettingsIcons.draw(action, at: PointF(x: rect.x + rect.w / 2, y: rect.y + 72), size: 84, color: ink, into: &list)
            let names = Array((map[action] ?? []).prefix(2))
            var caps: [(String, RGBA)] = names.map { name in
                (BindingLabel.text(name, device: device), isOwner && name.lowercased() == clash?.name.lowercased() ? Self.clashColor : ink)
            }
            if listeningHere {
                caps = [(clash.map { BindingLabel.text($0.name, device: device) } ?? " ", clash == nil ? ink : Self.clashColor)]
            }
            var y = rect.y + 152
            for (text, color) in caps {
                let width = SettingsIcons.capWidth(text, height: 46)
                SettingsIcons.drawCap(text, x: rect.x + (rect.w - width) / 2, centerY: y, height: 46, color: color, into: &list)
                y += 54
            }
        }
    }
}
