import FoundationEssentials
import Glibc

/// The hint of the level being played, in three wordless steps, one a press of the hint button
/// (`InputButtons.hint`: F1, the right stick's click, the pause menu's lightbulb, a click on the
/// corner lightbulb while it shows, `HintBulbButton`):
///
/// 1. the goal pulses (the kind's goal demonstration, looping);
/// 2. the ghost of the level's shipped solution plays its first part beside the live level,
///    again and again;
/// 3. the whole solution ghost plays, looping; a further press slows it to half speed (and
///    the next brings it back).
///
/// After `offerAfterTicks` in a level without progress the lightbulb glows in a corner: the
/// hint is offered, never forced. The hint is asked for through the input, so the replay holds
/// it and the attempt is flagged `hinted`; everything here is otherwise drawn and heard only.
public struct LevelHint: Sendable {
    public enum Step: Int, Comparable, Sendable {
        case none, goal, firstPart, whole
        public static func < (lhs: Step, rhs: Step) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How long a level goes without progress before the lightbulb glows.
    public static let offerAfterTicks = TickClock.ticks(45)
    /// The first part of a solution: a third of it, but at least this much (all of a short one).
    static let firstPartMinimum = TickClock.ticks(3)
    /// The ghost rests where its part ends (solved, for the whole) before it starts again.
    static let restTicks = TickClock.ticks(1.0)

    public private(set) var step: Step = .none
    /// Step 3 at half speed.
    public private(set) var slow = false
    /// The solution ghost of steps 2 and 3.
    public private(set) var ghost: ReplayGhost?
    /// Ticks in this level since its progress last changed.
    public private(set) var stillTicks = 0
    private var levelID: String?
    private var lastProgress = 0.0
    private var previous = InputCommand.idle
    private var resting = 0
    private var skipped = false
    /// Ticks observed, for the pulse's and the lightbulb's animation.
    private var clock = 0
    private var stepChangedAt = 0

    public init() {}

    /// Whether the lightbulb glows now (no hint yet, and a long time without progress).
    public var isOffered: Bool { step == .none && stillTicks >= Self.offerAfterTicks }

    /// Whether the corner lightbulb is drawn over the level being played (offered, or lit once
    /// a hint is shown): then a click on it is a hint press.
    public func showsBulb(in game: Game) -> Bool {
        guard case .level(let session) = game.screen, session.level.id == levelID else { return false }
        return isOffered || step != .none
    }

    /// The ghost has reached the goal (it rests there before looping).
    public var ghostSolved: Bool { ghost?.levelSession?.isSolved ?? false }

    /// One stepped tick: `command` is what the level saw. A hint press moves to the next step
    /// (with its sound, and its words with speech on); the ghost plays on. Returns whether the
    /// hint was asked for this tick.
    @discardableResult
    public mutating func observe(_ command: InputCommand, game: Game, solutions: SolutionShelf,
                                 into output: inout TickOutput, captions: inout Captions) -> Bool {
        clock += 1
        defer { previous = command }
        guard case .level(let session) = game.screen else {
            if game.session == nil { forget() }
            return false
        }
        if session.level.id != levelID {
            forget()
            levelID = session.level.id
        }
        if session.state.progress != lastProgress {
            lastProgress = session.state.progress
            stillTicks = 0
        } else {
            stillTicks += 1
        }
        let asked = command.pressed(since: previous).contains(.hint)
        if asked { advanceStep(session: session, game: game, solutions: solutions, into: &output, captions: &captions) }
        playGhost(into: &output)
        return asked
    }

    private mutating func forget() {
        step = .none
        slow = false
        ghost = nil
        levelID = nil
        lastProgress = 0
        stillTicks = 0
        resting = 0
    }

    private mutating func advanceStep(session: LevelSession, game: Game, solutions: SolutionShelf,
                                      into output: inout TickOutput, captions: inout Captions) {
        switch step {
        case .none: step = .goal
        case .goal:
            step = .firstPart
            if let inputs = solutions.solution(for: session.level.id) {
                ghost = ReplayGhost(levelIDs: [session.level.id], inputs: inputs, catalog: game.catalog)
            }
        case .firstPart:
            step = .whole
            ghost?.rewind()
        case .whole: slow.toggle()
        }
        resting = 0
        stepChangedAt = clock
        output.cues.append(.sound(.hint, volume: 0.8, pan: 0))
        output.cues.append(.haptic(pattern: .targetCatch, intensity: 0.25))
        captions.say(spokenStep, into: &output)
    }

    /// What speech says of the step just reached.
    private var spokenStep: String {
        switch step {
        case .none: return "hint"
        case .goal: return "hint 1 of 3: the goal"
        case .firstPart: return "hint 2 of 3: the start of the way"
        case .whole: return slow ? "hint 3 of 3, slower" : "hint 3 of 3: the whole way"
        }
    }

    /// How many of the solution's commands a step plays before it starts again.
    private func partLength(_ ghost: ReplayGhost) -> Int {
        guard step == .firstPart else { return ghost.length }
        return min(ghost.length, max(Self.firstPartMinimum, ghost.length / 3))
    }

    private mutating func playGhost(into output: inout TickOutput) {
        guard step >= .firstPart, var ghost else { return }
        defer { self.ghost = ghost }
        if resting > 0 {
            resting -= 1
            if resting == 0 { ghost.rewind() }
            return
        }
        if slow {
            skipped.toggle()
            if skipped { return }
        }
        var cues: [FeedbackCue]? = []
        ghost.advance(cues: &cues)
        output.cues.append(contentsOf: cues ?? [])
        if ghost.index >= partLength(ghost) || ghost.levelSession?.isSolved == true { resting = Self.restTicks }
    }

    // MARK: Drawing

    /// The step's picture over the live level: the goal pulsing, or the ghost, with the kind's
    /// map when its goal can lie off the canvas; and the lightbulb in its corner while the hint is
    /// offered or shown, ringed while `pointer` is over it (it is a button).
    public func draw(into list: inout DrawList, game: Game, alpha: Double, style: DrawStyle,
                     pointer: InputCommand.Pointer? = nil) {
        guard case .level(let session) = game.screen, session.level.id == levelID else { return }
        let time = Double(clock - stepChangedAt) + alpha
        let phase = style.reducedMotion ? 1 : (time / Double(GoalDemoOverlay.passTicks)).truncatingRemainder(dividingBy: 1)
        switch step {
        case .none: break
        case .goal:
            guard let demo = session.state.challenge as? GoalDemonstrating else { break }
            demo.drawGoalDemo(into: &list, phase: phase, opacity: 1, color: session.level.tile.color, style: style)
        case .firstPart, .whole:
            ghost?.draw(into: &list, over: session, opacity: 1, style: style)
        }
        if step != .none, let map = session.state.challenge as? HintMapDrawing {
            let ghostState = step == .goal ? nil : ghost?.levelSession?.state.challenge
            map.drawHintMap(into: &list, ghost: ghostState, pulse: style.reducedMotion ? 0.5 : phase,
                            opacity: 1, color: session.level.tile.color)
        }
        drawLightbulb(into: &list, style: style, hovered: HintBulbButton.contains(pointer))
    }

    /// The corner lightbulb: a soft glow while offered, steady and lit once a hint is shown; a
    /// ring round it while the pointer is over it, as a button shows it can be pressed.
    private func drawLightbulb(into list: inout DrawList, style: DrawStyle, hovered: Bool) {
        guard isOffered || step != .none else { return }
        let breath = style.reducedMotion ? 1 : 0.6 + 0.4 * (0.5 + 0.5 * sin(Double(clock) / Double(TickClock.rate) * 2.5))
        let strength = isOffered ? breath : 1
        if hovered {
            let c = HintBulbButton.center
            list.disc(centerX: c.x, centerY: c.y - 4, radius: 56, RGBA(255, 255, 255, 150), segments: 32)
            list.ring(center: PointF(x: c.x, y: c.y - 4), radius: 56, width: 5, RGBA(40, 40, 50, 220))
        }
        Lightbulb.draw(at: HintBulbButton.center, size: HintBulbButton.size, lit: strength, into: &list)
    }
}
