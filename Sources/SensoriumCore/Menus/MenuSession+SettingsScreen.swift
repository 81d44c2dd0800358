/// The menu session's side of the settings screen: it turns what the player did there into
/// sounds, speech and captions, a save of the change and the settings the platform applies.
/// None of it touches the game: a menu is open, so no level tick runs, and replays stay what
/// they were.
extension MenuSession {
    /// Opens the settings screen on its rows, or straight on a bindings page (the pause menu's
    /// keys), from which back returns to the menu.
    mutating func openSettings(on page: SettingsScreen.Page = .rows, into output: inout TickOutput, captions: inout Captions) {
        settingsScreen = SettingsScreen(settings: settings, tick: ticks, openingOn: page)
        announceSettingsFocus(into: &output, captions: &captions)
    }

    /// One menu tick with the settings screen open.
    mutating func stepSettings(_ live: InputCommand, previous: InputCommand, into output: inout TickOutput,
                               captions: inout Captions) {
        guard var screen = settingsScreen else { return }
        let outcome = screen.step(live, previous: previous, tick: ticks)
        settingsScreen = screen
        report(outcome, into: &output, captions: &captions)
    }

    /// Esc / Start: one step back (listening, a bindings page, the screen).
    mutating func settingsBack(into output: inout TickOutput, captions: inout Captions) {
        guard var screen = settingsScreen else { return }
        let outcome = screen.back()
        settingsScreen = screen
        report(outcome, into: &output, captions: &captions)
    }

    mutating func jumpInSettings(toLast: Bool, into output: inout TickOutput, captions: inout Captions) {
        guard var screen = settingsScreen, !screen.isListening else { return }
        let outcome = screen.jump(toLast: toLast, tick: ticks)
        settingsScreen = screen
        report(outcome, into: &output, captions: &captions)
    }

    mutating func bindPressed(_ name: String, into output: inout TickOutput, captions: inout Captions) {
        guard var screen = settingsScreen else { return }
        let outcome = screen.bind(name, tick: ticks)
        settingsScreen = screen
        report(outcome, into: &output, captions: &captions)
    }

    private mutating func report(_ outcome: SettingsScreen.Outcome, into output: inout TickOutput, captions: inout Captions) {
        switch outcome {
        case .none:
            break
        case .moved:
            FeedbackRouter.cues(for: .focused, into: &output.cues)
            announceSettingsFocus(into: &output, captions: &captions)
        case .blocked:
            FeedbackRouter.cues(for: .blocked, into: &output.cues)
        case .changed(let change):
            apply(change, into: &output, captions: &captions)
        case .preview(let row):
            preview(row, into: &output)
        case .turnedPage:
            FeedbackRouter.cues(for: .accepted, into: &output.cues)
            announceSettingsFocus(into: &output, captions: &captions)
        case .listening:
            FeedbackRouter.cues(for: .accepted, into: &output.cues)
            captions.say("press the new key", into: &output)
        case .clashed:
            FeedbackRouter.cues(for: .clashed, into: &output.cues)
            if let clash = settingsScreen?.clash { captions.say("\(clash.name) is \(clash.owner.rawValue)", into: &output) }
        case .left:
            settingsScreen = nil
            FeedbackRouter.cues(for: .accepted, into: &output.cues)
            if let menu { announce(menu, into: &output, captions: &captions) }
        }
    }

    /// A change takes effect at once (the output's settings) and is saved; the player hears
    /// (or feels) the new value. Saved even while a replay plays back: settings are the
    /// player's, not the replay's.
    private mutating func apply(_ change: SettingsChange, into output: inout TickOutput, captions: inout Captions) {
        guard let screen = settingsScreen else { return }
        settings = screen.settings
        output.settings = settings
        output.saves.append(.settings(change))
        switch change {
        case .masterVolume:
            preview(.masterVolume, into: &output)
        case .effectsVolume:
            preview(.effectsVolume, into: &output)
        case .soundscapeVolume:
            preview(.soundscapeVolume, into: &output)
        case .rumbleStrength, .rumbleEnabled(true), .visualRumble(true):
            preview(.rumbleStrength, into: &output)
        case .speech, .resetToDefaults:
            captions.isOn = settings.speech
            FeedbackRouter.cues(for: .accepted, into: &output.cues)
        default:
            FeedbackRouter.cues(for: .accepted, into: &output.cues)
        }
        announceSettingsFocus(into: &output, captions: &captions)
    }

    /// How a bar's value is heard or felt. The cues are played after the platform applied the
    /// settings of the same output, so a volume is heard at its new level.
    private func preview(_ row: SettingsScreen.Row, into output: inout TickOutput) {
        switch row {
        case .soundscapeVolume:
            FeedbackRouter.cues(for: .soundscapePreview(level: settings.soundscapeVolume), into: &output.cues)
        case .rumbleStrength, .rumble, .visualRumble:
            FeedbackRouter.cues(for: .rumblePreview, into: &output.cues)
        default:
            FeedbackRouter.cues(for: .volumePreview, into: &output.cues)
        }
    }

    /// The focused row (or action) and its value, spoken and captioned when speech is on.
    private func announceSettingsFocus(into output: inout TickOutput, captions: inout Captions) {
        guard let screen = settingsScreen else { return }
        var text = screen.focusName
        if case .rows = screen.page {
            if let value = screen.barValue(screen.focused) { text += " \(Int((value * 100).rounded()))" }
            if let isOn = screen.switchValue(screen.focused) { text += isOn ? " on" : " off" }
            if screen.focused == .reducedMotion {
                text += screen.settings.reducedMotion.map { $0 ? " on" : " off" } ?? " as the desktop"
            }
            if screen.focused == .gameSpeed { text += " " + screen.settings.gameSpeed.rawValue }
        }
        captions.say(text, into: &output)
    }
}
