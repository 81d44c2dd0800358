/// The menus of a play session and the settings screen opened from them: which is open, their
/// clock, the player's settings, and what a menu hands to the game's next tick. It turns what
/// the player did there into sounds (through `FeedbackRouter`), speech and captions, settings
/// to apply and their saves. None of it touches the game: while a menu is open no level tick
/// runs, and a menu choice reaches the level only as the press it stands for, in the replay.
public struct MenuSession: Sendable {
    /// The open menu (pause, or the home menu); the game does not tick while one is open.
    public private(set) var menu: SessionMenu?
    /// The settings screen, opened from the menu (which stays open under it).
    public internal(set) var settingsScreen: SettingsScreen?
    /// The player's settings now, changed only on the settings screen.
    public internal(set) var settings: Settings
    /// Ticks with a menu open, for the menus' animation.
    public private(set) var ticks = 0
    /// Buttons held when a menu closed: they do nothing until released (the Enter that chose
    /// "resume" must not also press inside the level).
    private var heldFromMenu: InputButtons = []
    /// A press the menu asks of the next tick ("restart" is R, "home" is Back, the lightbulb is
    /// the hint button), so it is in the
    /// replay like any other press.
    private var pressFromMenu: InputButtons = []

    public init(settings: Settings) {
        self.settings = settings
    }

    /// A menu is open: the game and its clock stand still.
    public var isOpen: Bool { menu != nil }

    /// The device the platform must capture the next key or button from (a bindings page is
    /// waiting for one), else nil.
    public var bindingCapture: BindingDevice? { settingsScreen?.capturing }

    /// Opens the pause menu over a level, the home menu over the home grid. The clock stops, so
    /// nothing may keep buzzing or sounding.
    mutating func open(overLevel: Bool, into output: inout TickOutput, captions: inout Captions) {
        let opened = SessionMenu(overLevel ? .pause : .home, tick: ticks)
        menu = opened
        output.silence = true
        FeedbackRouter.cues(for: .focused, into: &output.cues)
        announce(opened, into: &output, captions: &captions)
    }

    /// The menu keys: Esc / Start (open, back, close), Home / End, and a captured binding.
    /// `held` is what the player holds now, kept from the level when the menu closes.
    mutating func handle(_ action: SessionAction, overLevel: Bool, held: InputButtons,
                         into output: inout TickOutput, captions: inout Captions) {
        switch action {
        case .togglePause:
            if settingsScreen != nil {
                settingsBack(into: &output, captions: &captions)
            } else if menu != nil {
                menu = nil
                heldFromMenu = held
            } else {
                open(overLevel: overLevel, into: &output, captions: &captions)
            }
        case .menuFirst, .menuLast:
            if settingsScreen != nil {
                jumpInSettings(toLast: action == .menuLast, into: &output, captions: &captions)
            } else if var open = menu {
                report(open.jump(toLast: action == .menuLast, tick: ticks), menu: open, into: &output, captions: &captions)
                menu = open
            }
        case .bindingPressed(let name):
            bindPressed(name, into: &output, captions: &captions)
        default:
            break
        }
    }

    /// One tick of the open menu, read from the player's own input (even during playback).
    mutating func step(_ live: InputCommand, previous: InputCommand, into output: inout TickOutput, captions: inout Captions) {
        guard var open = menu else { return }
        ticks += 1
        if settingsScreen != nil { return stepSettings(live, previous: previous, into: &output, captions: &captions) }
        let outcome = open.step(live, previous: previous, tick: ticks)
        menu = open
        report(outcome, menu: open, into: &output, captions: &captions)
        guard case .chose(let item) = outcome else { return }
        switch item {
        case .resume: break
        case .restart: pressFromMenu = .restart
        case .hint: pressFromMenu = .hint
        case .home: pressFromMenu = .back
        case .quit: output.quit = true
        case .settings:
            openSettings(into: &output, captions: &captions)
            return
        case .keys:
            openSettings(on: .bindings(.keyboard), into: &output, captions: &captions)
            return
        }
        menu = nil
        heldFromMenu = live.buttons
    }

    /// What a closed menu leaves to the game's next tick: buttons still held from the menu stay
    /// up until released (`live`, the player's input; nil during playback), and the press a
    /// choice stands for goes down.
    mutating func carryOver(into command: inout InputCommand, live: InputCommand?) {
        if let live {
            heldFromMenu.formIntersection(live.buttons)
            command.buttons.subtract(heldFromMenu)
        }
        command.buttons.formUnion(pressFromMenu)
        pressFromMenu = []
    }

    /// The open menu, or the settings screen over it. `alpha` (0...1) is the part of the next tick.
    public func draw(into list: inout DrawList, alpha: Double, style: DrawStyle) {
        if let settingsScreen {
            settingsScreen.draw(into: &list, time: Double(ticks) + alpha, style: style)
        } else {
            menu?.draw(into: &list, time: Double(ticks) + alpha, style: style)
        }
    }

    /// Every move is heard (and spoken, with speech on); a move past the ends answers "no".
    mutating func report(_ outcome: SessionMenu.Outcome, menu: SessionMenu, into output: inout TickOutput,
                         captions: inout Captions) {
        switch outcome {
        case .none: break
        case .moved:
            FeedbackRouter.cues(for: .focused, into: &output.cues)
            announce(menu, into: &output, captions: &captions)
        case .blocked: FeedbackRouter.cues(for: .blocked, into: &output.cues)
        case .chose: FeedbackRouter.cues(for: .accepted, into: &output.cues)
        }
    }

    func announce(_ menu: SessionMenu, into output: inout TickOutput, captions: inout Captions) {
        captions.say(menu.items[menu.focused].rawValue, into: &output)
    }
}
