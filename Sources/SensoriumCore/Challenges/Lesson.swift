/// What one level brings that the levels before it never showed, taught without words where it
/// first appears: a short ghost animation of the idea with the key's or button's glyph beside
/// it. Each kind declares its lessons in its folder (`<Kind>Lessons.swift`, through
/// `ChallengeKindDescriptor.lessons`); `LessonOverlay` decides when one shows and draws the glyph.
///
/// Like the goal demonstrations, a lesson is drawn from the state as it is and changes nothing:
/// replays and their state hashes are the same with or without it.
public struct Lesson: Sendable {
    /// What kind of idea the level brings (the table in docs/challenges.md groups by it).
    public enum Idea: String, Sendable {
        /// A key or button the player has not needed before (Tab's floor, the zoom, the fine turn).
        case action
        /// A rule of the world (decoys do not count, hidden exits, the drift, dead bands).
        case rule
        /// Something done outside the game's keys: the desktop's own keys and the window.
        case input
    }

    /// A glyph drawn beside the ghost, as the keys page draws it.
    public enum Glyph: Equatable, Sendable {
        /// The player's first binding of an action on the device in use (it follows a rebinding).
        case action(ControlAction)
        /// A desktop key the game does not bind (Caps Lock, Ctrl+C): always the keyboard's cap.
        case desktopKey(String)
    }

    /// Where the lesson's animation stands: drawn over the level's state (`challenge`).
    public struct Frame {
        public var challenge: any Challenge
        /// 0...1 through one pass of the animation.
        public var phase: Double
        /// 0 invisible ... 1 full ghost strength.
        public var opacity: Double
        /// The level's tile colour.
        public var color: RGBA
        public var style: DrawStyle
    }

    /// The level that introduces the idea.
    public let levelID: String
    public let idea: Idea
    /// The idea in a few words, for the docs' table and test messages (never drawn).
    public let introduces: String
    /// What the ghost shows, in a few words (docs only).
    public let shows: String
    /// The glyphs beside the ghost; using one of their actions in the level sends the lesson away.
    /// A lesson without action glyphs (a rule, a desktop key) plays its passes and fades.
    public let glyphs: [Glyph]
    /// Whether this tick's input (after `previous`) used what the lesson teaches; nil for a
    /// lesson that plays its passes and fades (a rule). Default: a press of a glyph's action.
    public let used: (@Sendable (InputCommand, InputCommand) -> Bool)?
    /// The part of a pass during which the animation's key (the first glyph) is down: its cap is
    /// drawn pressed.
    public let pressed: ClosedRange<Double>
    /// Draws one frame of the animation; returns where on the canvas the glyphs go (their row's
    /// centre), beside what the ghost does.
    public let draw: @Sendable (inout DrawList, Frame) -> PointF

    public init(levelID: String, idea: Idea, introduces: String, shows: String, glyphs: [Glyph],
                used: (@Sendable (InputCommand, InputCommand) -> Bool)? = nil,
                pressed: ClosedRange<Double> = 0.15...0.6, draw: @escaping @Sendable (inout DrawList, Frame) -> PointF) {
        self.levelID = levelID
        self.idea = idea
        self.introduces = introduces
        self.shows = shows
        self.glyphs = glyphs
        self.pressed = pressed
        let buttons = Self.buttons(of: glyphs)
        let pressedOne: @Sendable (InputCommand, InputCommand) -> Bool = { command, previous in
            !command.pressed(since: previous).isDisjoint(with: buttons)
        }
        self.used = used ?? (buttons.isEmpty ? nil : pressedOne)
        self.draw = draw
    }

    /// The simulation buttons of the glyphs' actions.
    static func buttons(of glyphs: [Glyph]) -> InputButtons {
        glyphs.reduce(into: []) { buttons, glyph in
            if case .action(let action) = glyph, let button = action.button { buttons.insert(button) }
        }
    }
}
