/// The session's side of the settings screen: it turns what the player did there into sounds,
/// speech and captions, a save of the change and the settings the platform applies. None of it
/// touches the game: a menu is open, so no level tick runs, and replays stay what they were.
extension PlaySession {
    /// The device the platform must capture the next key or button from (a bindings page is
    /// waiting for one), else nil.
    public var bindingCapture: BindingDevice? { settingsScreen?.capturing }

    mutating func openSettings(output: inout TickOutput) {
        settingsScreen = SettingsScreen(settings: settings, tick: menuTicks)
        announceSettingsFocus(output: &output)
    }

    /// One menu tick with the settings screen open.
    mutating func stepSettings(_ live: InputCommand, output: inout TickOutput) {
        guard var screen = settingsScreen else { return }
        let outcome = screen.step(live, previous: previousLive, tick: menuTicks)
        settingsScreen = screen
        report(outcome, output: &output)
    }

    /// Esc / Start: one step back (listening, a bindings page, the screen).
    mutating func settingsBack(output: inout TickOutput) {
        guard var screen = settingsScreen else { return }
        let outcome = screen.back()
        settingsScreen = screen
        report(outcome, output: &output)
    }

    mutating func jumpInSettings(toLast: Bool, output: inout TickOutput) {
        guard var screen = settingsScreen, !screen.isListening else { return }
        let outcome = screen.jump(toLast: toLast, tick: menuTicks)
        settingsScreen = screen
        report(outcome, output: &output)
    }

    mutating func bindPressed(_ name: String, output: inout TickOutput) {
        guard var screen = settingsScreen else { return }
        let outcome = screen.bind(name, tick: menuTicks)
        settingsScreen = screen
        report(outcome, output: &output)
    }

    private mutating func report(_ outcome: SettingsScreen.Outcome, output: inout TickOutput) {
        switch outcome {
        case .none:
            break
        case .moved:
            output.cues.append(.sound(.homeFocus, volume: 0.6, pan: 0))
            announceSettingsFocus(output: &output)
        case .blocked:
            output.cues.append(.sound(.homeDeny, volume: 0.5, pan: 0))
        case .changed(let change):
            apply(change, output: &output)
        case .preview(let row):
            preview(row, output: &output)
        case .turnedPage:
            output.cues.append(.sound(.homeOpen, volume: 0.7, pan: 0))
            announceSettingsFocus(output: &output)
        case .listening:
            output.cues.append(.sound(.homeOpen, volume: 0.7, pan: 0))
            say("press the new key", output: &output)
        case .clashed:
            output.cues.append(.sound(.homeDeny, volume: 0.7, pan: 0))
            if let clash = settingsScreen?.clash { say("\(clash.name) is \(clash.owner.rawValue)", output: &output) }
        case .left:
            settingsScreen = nil
            output.cues.append(.sound(.homeOpen, volume: 0.7, pan: 0))
            if let menu { announce(menu, output: &output) }
        }
    }

    /// A change takes effect at once (the output's settings) and is saved; the player hears
    /// (or feels) the new value. Saved even while a replay plays back: settings are the
    /// player's, not the replay's.
    private mutating func apply(_ change: SettingsChange, output: inout TickOutput) {
        guard let screen = settingsScreen else { return }
        settings = screen.settings
        output.settings = settings
        output.saves.append(.settings(change))
        switch change {
        case .masterVolume:
            preview(.masterVolume, output: &output)
        case .effectsVolume:
            preview(.effectsVolume, output: &output)
        case .soundscapeVolume:
            preview(.soundscapeVolume, output: &output)
        case .rumbleStrength, .rumbleEnabled(true), .visualRumble(true):
            preview(.rumbleStrength, output: &output)
        case .speech, .resetToDefaults:
            captionsOn = settings.speech
            output.cues.append(.sound(.homeOpen, volume: 0.7, pan: 0))
        default:
            output.cues.append(.sound(.homeOpen, volume: 0.7, pan: 0))
        }
        announceSettingsFocus(output: &output)
    }

    /// How a bar's value is heard or felt. The cues are played after the platform applied the
    /// settings of the same output, so a volume is heard at its new level.
    private func preview(_ row: SettingsScreen.Row, output: inout TickOutput) {
        switch row {
        case .soundscapeVolume:
            // The soundscape is not playing in a menu: a chord stands in, at the row's level.
            output.cues.append(.sound(.homeSolved, volume: settings.soundscapeVolume, pan: 0))
        case .rumbleStrength, .rumble, .visualRumble:
            output.cues.append(.haptic(pattern: .targetCatch, intensity: 1))
            output.cues.append(.sound(.homeFocus, volume: 0.6, pan: 0))
        default:
            output.cues.append(.sound(.homeFocus, volume: 1, pan: 0))
        }
    }

    /// The focused row (or action) and its value, spoken and captioned when speech is on.
    private mutating func announceSettingsFocus(output: inout TickOutput) {
        guard let screen = settingsScreen else { return }
        var text = screen.focusName
        if case .rows = screen.page {
            if let value = screen.barValue(screen.focused) { text += " \(Int((value * 100).rounded()))" }
            if let isOn = screen.switchValue(screen.focused) { text += isOn ? " on" : " off" }
            if screen.focused == .reducedMotion {
                text += screen.settings.reducedMotion.map { $0 ? " on" : " off" } ?? " as the desktop"
            }
        }
        say(text, output: &output)
    }

    private mutating func say(_ text: String, output: inout TickOutput) {
        guard captionsOn else { return }
        output.announcements.append(text)
        captions.show(text, atTick: captionClock)
    }
}
