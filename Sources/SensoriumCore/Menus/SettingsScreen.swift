/// The settings screen, without a word: a column of rows, each an icon with its value drawn as a
/// bar (volumes, rumble strength), a switch (on/off) or three lamps (reduced motion: desktop,
/// reduced, full). Two rows open a page of bindings (keys, pad buttons), one resets everything.
///
/// It is session state like the menus: stepped by the session's ticks with the player's input,
/// drawn by the session, so it runs headless. It decides; the session turns its outcomes into
/// sounds, speech, saves and the settings the platform applies.
///
/// Keys, as for the menus: Up / Down move, Left / Right change the focused value, Enter / Space / A
/// toggle or open, Esc / B go back (a bindings page to the rows, the rows to the menu), Home / End
/// jump to the first / last row. The pointer focuses what it is over; a click on a bar sets it
/// where it was clicked, on another row or a binding it acts as Enter, between them it does
/// nothing. Opened straight on a bindings page (the pause menu's keys), back leaves the screen.
public struct SettingsScreen: Equatable, Sendable {
    public enum Row: String, CaseIterable, Equatable, Sendable {
        case masterVolume = "volume"
        case effectsVolume = "effects"
        case soundscapeVolume = "soundscape"
        case rumble = "rumble"
        case rumbleStrength = "rumble strength"
        case visualRumble = "visible rumble"
        case reducedMotion = "reduced motion"
        case speech = "speech and captions"
        case fullscreen = "fullscreen"
        case vsync = "vsync"
        case raceGhost = "race your best"
        case ghostOpacity = "ghost opacity"
        case gameSpeed = "game speed"
        case keyboard = "keys"
        case gamepad = "pad buttons"
        case reset = "reset to defaults"
    }

    public enum Page: Equatable, Sendable {
        case rows
        case bindings(BindingDevice)
    }

    /// A pressed key that another action owns, shown until the next press.
    public struct Clash: Equatable, Sendable {
        public var name: String
        public var owner: ControlAction
        /// The screen's tick it happened on, for the shake.
        public var tick: Int
    }

    /// What the player did on the screen in one tick.
    public enum Outcome: Equatable, Sendable {
        case none
        case moved
        /// At an end already, or a value already at its limit: a soft "no".
        case blocked
        /// A setting changed (save it, apply it, let it be heard).
        case changed(SettingsChange)
        /// Enter on a bar: its sound (or, for rumble strength, a pulse) at the value it has,
        /// with nothing changed or saved.
        case preview(Row)
        /// A bindings page opened or closed.
        case turnedPage
        /// Waiting for the key or button to bind.
        case listening
        /// The pressed key belongs to another action.
        case clashed
        /// Back from the rows: return to the menu.
        case left
    }

    /// The settings as the player sees them now (every change applied at once).
    public private(set) var settings: Settings
    public private(set) var page = Page.rows
    /// The page the screen opened on: back from it returns to the menu.
    public let firstPage: Page
    public private(set) var focusedRow = 0
    /// The focused action on a bindings page, an index into `ControlAction.allCases`.
    public private(set) var focusedAction = 0
    /// A bindings page waits for the key or button to bind to the focused action.
    public private(set) var isListening = false
    public private(set) var clash: Clash?
    /// The tick the focus last moved on, for the focus animation.
    public private(set) var focusMovedAt = 0
    /// The tick of the last rumble test, for the visible rumble stand-in.
    public private(set) var rumbleTestAt: Int?
    /// The key just bound is still held: once the bindings change it may mean "confirm", and
    /// must not start listening again until it is let go.
    private var waitingForRelease = false

    /// One step of a bar: ten steps from silent to full.
    static let step = 0.1
    static let actions = ControlAction.allCases
    /// Columns of the bindings grid: three rows hold every action.
    static let columns = 7

    public init(settings: Settings, tick: Int = 0, openingOn page: Page = .rows) {
        self.settings = settings
        self.page = page
        firstPage = page
        focusMovedAt = tick
    }

    public var focused: Row { Row.allCases[focusedRow] }

    /// The device the platform should capture a key or button from, while listening.
    public var capturing: BindingDevice? {
        guard isListening, case .bindings(let device) = page else { return nil }
        return device
    }

    /// The name to speak (and caption) for what has the focus: a row's name, or an action's name
    /// in words and its keys ("zoom in E").
    public var focusName: String {
        switch page {
        case .rows: return focused.rawValue
        case .bindings(let device):
            let action = Self.actions[focusedAction]
            var words = ""
            for character in action.rawValue {
                if character.isUppercase { words += " " }
                words += character.lowercased()
            }
            let names = (device == .keyboard ? settings.keyboard : settings.gamepad)[action] ?? []
            return ([words] + names).joined(separator: " ")
        }
    }

    // MARK: Input

    /// Reads one tick's input (presses since `previous`).
    public mutating func step(_ input: InputCommand, previous: InputCommand, tick: Int) -> Outcome {
        if isListening { return .none }
        if waitingForRelease {
            if input.buttons.isEmpty { waitingForRelease = false }
            return .none
        }
        let pressed = input.pressed(since: previous)
        let (stickX, stickY) = input.stickPushed(since: previous)
        switch page {
        case .rows:
            if let pointer = input.pointer, let row = Self.row(at: pointer) {
                if pointer != previous.pointer, row != focusedRow { return move(toRow: row, tick: tick) }
                if pressed.contains(.confirm) { return click(row: row, x: Float(pointer.x), tick: tick) }
            }
            if pressed.contains(.confirm), !pressed.contains(.click) { return activate(tick: tick) }
            if pressed.contains(.back) { return .left }
            if pressed.contains(.up) || stickY < 0 { return move(toRow: focusedRow - 1, tick: tick) }
            if pressed.contains(.down) || stickY > 0 { return move(toRow: focusedRow + 1, tick: tick) }
            if pressed.contains(.left) || stickX < 0 { return adjust(by: -1, tick: tick) }
            if pressed.contains(.right) || stickX > 0 { return adjust(by: 1, tick: tick) }
        case .bindings:
            let clickedAction = pressed.contains(.click) ? input.pointer.flatMap(Self.actionIndex(at:)) : nil
            if let clickedAction { focusedAction = clickedAction }
            if let pointer = input.pointer, let index = Self.actionIndex(at: pointer), clickedAction == nil {
                if pointer != previous.pointer, index != focusedAction { return move(toAction: index, tick: tick) }
            }
            if pressed.contains(.confirm), !pressed.contains(.click) || clickedAction != nil {
                isListening = true
                clash = nil
                return .listening
            }
            if pressed.contains(.back) { return back() }
            let columns = Self.columns
            if pressed.contains(.up) || stickY < 0 { return move(toAction: focusedAction - columns, tick: tick) }
            if pressed.contains(.down) || stickY > 0 { return move(toAction: focusedAction + columns, tick: tick) }
            if pressed.contains(.left) || stickX < 0 {
                return focusedAction % columns == 0 ? .blocked : move(toAction: focusedAction - 1, tick: tick)
            }
            if pressed.contains(.right) || stickX > 0 {
                return focusedAction % columns == columns - 1 ? .blocked : move(toAction: focusedAction + 1, tick: tick)
            }
        }
        return .none
    }

    /// Esc / B: stop listening, leave a bindings page, or leave the screen.
    public mutating func back() -> Outcome {
        if isListening {
            isListening = false
            return .turnedPage
        }
        guard case .bindings(let device) = page, page != firstPage else { return .left }
        page = .rows
        focusedRow = Row.allCases.firstIndex(of: device == .keyboard ? .keyboard : .gamepad) ?? 0
        clash = nil
        return .turnedPage
    }

    /// Home / End.
    public mutating func jump(toLast: Bool, tick: Int) -> Outcome {
        switch page {
        case .rows: return move(toRow: toLast ? Row.allCases.count - 1 : 0, tick: tick)
        case .bindings: return move(toAction: toLast ? Self.actions.count - 1 : 0, tick: tick)
        }
    }

    /// The key or button the player pressed while listening (its SDL name).
    public mutating func bind(_ name: String, tick: Int) -> Outcome {
        guard let device = capturing else { return .none }
        let action = Self.actions[focusedAction]
        let map = device == .keyboard ? settings.keyboard : settings.gamepad
        switch Rebinding.bind(name, to: action, in: map) {
        case .clash(let owner):
            // Still listening: the player presses another key, or Esc to give up.
            clash = Clash(name: name, owner: owner, tick: tick)
            return .clashed
        case .bound(let names):
            isListening = false
            clash = nil
            waitingForRelease = true
            return change(device == .keyboard ? .keyboard(action, names) : .gamepad(action, names))
        }
    }

    private mutating func move(toRow index: Int, tick: Int) -> Outcome {
        guard Row.allCases.indices.contains(index) else { return .blocked }
        guard index != focusedRow else { return .none }
        focusedRow = index
        focusMovedAt = tick
        return .moved
    }

    private mutating func move(toAction index: Int, tick: Int) -> Outcome {
        guard Self.actions.indices.contains(index) else { return .blocked }
        guard index != focusedAction else { return .none }
        focusedAction = index
        focusMovedAt = tick
        clash = nil
        return .moved
    }

    /// Left / Right: a bar moves a step, a switch turns off / on, reduced motion moves between
    /// its three lamps (desktop, reduced, full).
    private mutating func adjust(by direction: Int, tick: Int) -> Outcome {
        let up = direction > 0
        switch focused {
        case .masterVolume, .effectsVolume, .soundscapeVolume, .rumbleStrength, .ghostOpacity:
            let now = barValue(focused) ?? 0
            let next = ((now / Self.step).rounded() + Double(direction)) * Self.step
            guard (0...1).contains(next.rounded(toPlaces: 6)) else { return .blocked }
            return setBar(focused, to: next, tick: tick)
        case .rumble, .visualRumble, .speech, .fullscreen, .vsync, .raceGhost:
            guard switchValue(focused) != up else { return .blocked }
            return toggle(focused, tick: tick)
        case .reducedMotion:
            let lamps: [Bool?] = [nil, true, false]
            let index = lamps.firstIndex(of: settings.reducedMotion) ?? 0
            guard lamps.indices.contains(index + direction) else { return .blocked }
            return change(.reducedMotion(lamps[index + direction]))
        case .gameSpeed:
            // From the snail (50 %) on the left to the hare (100 %) on the right.
            let speeds = GameSpeed.allCases
            let index = speeds.firstIndex(of: settings.gameSpeed) ?? speeds.count - 1
            guard speeds.indices.contains(index + direction) else { return .blocked }
            return change(.gameSpeed(speeds[index + direction]))
        case .keyboard, .gamepad, .reset:
            return .blocked
        }
    }

    /// Enter / A on the focused row.
    private mutating func activate(tick: Int) -> Outcome {
        switch focused {
        case .rumble, .visualRumble, .speech, .fullscreen, .vsync, .raceGhost: return toggle(focused, tick: tick)
        case .ghostOpacity: return .none
        case .gameSpeed:
            let speeds = GameSpeed.allCases
            let index = speeds.firstIndex(of: settings.gameSpeed) ?? 0
            return change(.gameSpeed(speeds[(index + 1) % speeds.count]))
        case .rumbleStrength:
            rumbleTestAt = tick
            return .preview(.rumbleStrength)
        case .reducedMotion:
            let lamps: [Bool?] = [nil, true, false]
            let index = lamps.firstIndex(of: settings.reducedMotion) ?? 0
            return change(.reducedMotion(lamps[(index + 1) % lamps.count]))
        case .masterVolume, .effectsVolume, .soundscapeVolume:
            return .preview(focused)
        case .keyboard, .gamepad:
            page = .bindings(focused == .keyboard ? .keyboard : .gamepad)
            focusedAction = 0
            focusMovedAt = tick
            return .turnedPage
        case .reset:
            guard settings != Settings() else { return .blocked }
            return change(.resetToDefaults)
        }
    }

    /// A click: on a bar it sets the value under the pointer; elsewhere it is Enter.
    private mutating func click(row: Int, x: Float, tick: Int) -> Outcome {
        focusedRow = row
        let picked = Row.allCases[row]
        if barValue(picked) != nil {
            let bar = Self.valueRect(forRow: row)
            let value = (((x - bar.x) / bar.w).clamped(to: 0...1) * 10).rounded() / 10
            return setBar(picked, to: Double(value), tick: tick)
        }
        if switchValue(picked) != nil {
            return toggle(picked, tick: tick)
        }
        return activate(tick: tick)
    }

    private mutating func toggle(_ row: Row, tick: Int) -> Outcome {
        let on = !(switchValue(row) ?? false)
        switch row {
        case .rumble:
            if on { rumbleTestAt = tick }
            return change(.rumbleEnabled(on))
        case .visualRumble:
            if on { rumbleTestAt = tick }
            return change(.visualRumble(on))
        case .speech: return change(.speech(on))
        case .fullscreen: return change(.fullscreen(on))
        case .vsync: return change(.vsync(on))
        case .raceGhost: return change(.raceGhost(on))
        default: return .none
        }
    }

    private mutating func setBar(_ row: Row, to value: Double, tick: Int) -> Outcome {
        let value = value.rounded(toPlaces: 6).clamped(to: 0...1)
        // Moving the strength pulses the pad at the new strength.
        if row == .rumbleStrength { rumbleTestAt = tick }
        return change(barChange(row, value))
    }

    private mutating func change(_ change: SettingsChange) -> Outcome {
        change.apply(to: &settings)
        return .changed(change)
    }

    private func barChange(_ row: Row, _ value: Double) -> SettingsChange {
        switch row {
        case .effectsVolume: return .effectsVolume(value)
        case .soundscapeVolume: return .soundscapeVolume(value)
        case .rumbleStrength: return .rumbleStrength(value)
        case .ghostOpacity: return .ghostOpacity(value)
        default: return .masterVolume(value)
        }
    }

    /// The value of a bar row, 0.0...1.0; nil for other rows.
    public func barValue(_ row: Row) -> Double? {
        switch row {
        case .masterVolume: return settings.masterVolume
        case .effectsVolume: return settings.effectsVolume
        case .soundscapeVolume: return settings.soundscapeVolume
        case .rumbleStrength: return settings.rumbleStrength
        case .ghostOpacity: return settings.ghostOpacity
        default: return nil
        }
    }

    /// The value of a switch row; nil for other rows.
    public func switchValue(_ row: Row) -> Bool? {
        switch row {
        case .rumble: return settings.rumbleEnabled
        case .visualRumble: return settings.visualRumble
        case .speech: return settings.speech
        case .fullscreen: return settings.fullscreen
        case .vsync: return settings.vsync
        case .raceGhost: return settings.raceGhost
        default: return nil
        }
    }
}

private extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
