import FoundationEssentials
import Glibc

/// One attempt at a window level. The state is the desktop as last observed (or, with no
/// platform, as `SimulatedDesktop` carried out the level's own requests), the desktop as it was
/// when the level opened (goals that flip something count from there), and the goal's clocks.
public struct WindowChallenge: Sendable {
    public let rules: WindowRules
    /// The desktop model: follows the observations, and stands in for them when there are none.
    public private(set) var model = SimulatedDesktop()
    /// The desktop as this tick saw it.
    public var desktop: DesktopObservation { model.observation }
    /// The desktop of the first tick.
    public private(set) var start: DesktopObservation?
    /// Where the view sits when the window's position cannot be known (Wayland): the arrows pan
    /// inside the window instead of moving it. Desktop pixels, the view's top-left corner.
    public private(set) var panX: Int32 = 0
    public private(set) var panY: Int32 = 0
    /// What this tick asks of the window.
    public private(set) var request: WindowRequest?
    public private(set) var tick = 0
    /// Ticks the goal's condition has held without a break.
    public private(set) var heldTicks = 0
    /// Look away: ticks the window has been without the focus in this stretch.
    public private(set) var awayTicks = 0
    /// Patience: ticks nothing was touched.
    public private(set) var stillTicks = 0
    /// Fullscreen: the window has been seen windowed since the level opened.
    public private(set) var armed = false
    /// Clipboard: the tick of the last call.
    public private(set) var lastCall = -1_000
    /// Clipboard: the digest of the last copy seen (the first tick's at the start).
    public private(set) var lastDigest: UInt32?
    /// Clipboard: the drop count last seen (the first tick's at the start). A file or text
    /// dropped on the window answers a call as a copy does: an alternative, never the only way.
    public private(set) var lastDrops: UInt32?
    public private(set) var solved = false

    /// The clipboard level calls every 2 s, first at 1 s; a copy counts for 0.75 s after a call.
    static let callEvery = TickClock.ticks(2)
    static let firstCall = TickClock.ticks(1)
    static let answerWindow = TickClock.ticks(0.75)

    public init(rules: WindowRules) {
        self.rules = rules
        panX = (model.observation.display.width - model.observation.window.width) / 2
        panY = (model.observation.display.height - model.observation.window.height) / 2
    }

    /// The part of the desktop the window shows: the window itself where its position is known,
    /// else the panned view of the window's size.
    public var view: DesktopObservation.Rect {
        let window = desktop.window
        if desktop.positionKnown || desktop.fullscreen { return window }
        return .init(x: desktop.display.x + panX, y: desktop.display.y + panY, width: window.width, height: window.height)
    }

    /// The viewfinder's mark, in desktop pixels.
    public var mark: (x: Double, y: Double) {
        let display = desktop.display
        return (Double(display.x) + rules.markX * Double(display.width), Double(display.y) + rules.markY * Double(display.height))
    }

    /// From the view's centre to the mark, desktop pixels (+x right, +y down).
    public var markOffset: (x: Double, y: Double) {
        let view = self.view
        return (mark.x - (Double(view.x) + Double(view.width) / 2), mark.y - (Double(view.y) + Double(view.height) / 2))
    }

    /// Shape: how far the window's height / width is from the picture's, as a log ratio: below 0
    /// the window must grow taller (Z), above 0 wider (C), 0 fits. A side under the quantum
    /// observes as 0: it counts as one pixel, so a 2x300 window is far too tall, never a fit.
    public var shapeError: Double {
        let window = desktop.window
        let ratio = Double(max(1, window.height)) / Double(max(1, window.width))
        let band = rules.shape.heightOverWidth
        if ratio < band.lowerBound { return log(ratio / band.lowerBound) }
        if ratio > band.upperBound { return log(ratio / band.upperBound) }
        return 0
    }

    /// The window is at least the game's smallest (`SimulatedDesktop.minimumSize`): a shape held
    /// by a window smaller than the game ever makes it (another program's resize) never counts.
    var isFullSized: Bool {
        desktop.window.width >= SimulatedDesktop.minimumSize.width && desktop.window.height >= SimulatedDesktop.minimumSize.height
    }

    /// Locks: the lights that are still the wrong way.
    public var wrongLights: (caps: Bool, num: Bool) {
        guard let start else { return (rules.flipCaps, rules.flipNum) }
        return (desktop.capsLock != (start.capsLock != rules.flipCaps), desktop.numLock != (start.numLock != rules.flipNum))
    }

    /// Ticks the window must be left (look away) or kept still (patience).
    var neededTicks: Int { TickClock.ticks(rules.seconds) }

    /// Whether the goal's condition holds this tick.
    var conditionHolds: Bool {
        switch rules.goal {
        case .viewfinder:
            let offset = markOffset
            return (offset.x * offset.x + offset.y * offset.y).squareRoot() <= rules.markRadius
        case .shape: return !desktop.fullscreen && shapeError == 0 && isFullSized
        case .fullscreen: return armed && desktop.fullscreen
        case .locks: return wrongLights == (false, false)
        case .lookAway, .clipboard, .patience: return false
        }
    }

    public mutating func step(_ input: InputCommand, previous: InputCommand, events: inout [ChallengeEvent]) {
        guard !solved else { return }
        tick += 1
        let before = tick == 1 ? nil : desktop
        model.apply(request)
        if let observed = input.desktop, observed != model.observation { model = SimulatedDesktop(observation: observed) }
        if start == nil { start = desktop; lastDigest = desktop.clipboardDigest; lastDrops = desktop.drops }
        if let before { report(from: before, events: &events) }
        request = makeRequest(input, events: &events)
        advanceGoal(input, previous: previous, events: &events)
    }

    /// The desktop's changes, heard and felt.
    private func report(from before: DesktopObservation, events: inout [ChallengeEvent]) {
        if before.capsLock != desktop.capsLock { events.append(.kind(WindowEvent.lightSwitched(caps: true, on: desktop.capsLock))) }
        if before.numLock != desktop.numLock { events.append(.kind(WindowEvent.lightSwitched(caps: false, on: desktop.numLock))) }
        if before.focused != desktop.focused { events.append(.kind(WindowEvent.focusChanged(focused: desktop.focused))) }
        if before.fullscreen != desktop.fullscreen { events.append(.kind(WindowEvent.filled(desktop.fullscreen))) }
        if before.clipboardDigest != desktop.clipboardDigest { events.append(.kind(WindowEvent.copied)) }
        if before.drops != desktop.drops { events.append(.kind(WindowEvent.dropped)) }
    }

    /// The move on one axis for a push of `amount` (-1...1): none, half or a whole step, in whole
    /// quanta, and never less than one quantum when pushed, so two arrows held together (a half
    /// step on each axis) still move a slow window.
    private func move(_ amount: Double) -> Int32 {
        let halves = Int32((amount * 2).rounded())
        guard halves != 0 else { return 0 }
        let quanta = max(1, abs(halves) * rules.moveStep / 2 / DesktopObservation.quantum)
        return halves.signum() * quanta * DesktopObservation.quantum
    }

    /// The arrows and the stick move the window (or pan the view where it cannot move); E / Q
    /// grow and shrink it, Z / C make it taller or wider. A push against the display's edge bumps.
    private mutating func makeRequest(_ input: InputCommand, events: inout [ChallengeEvent]) -> WindowRequest? {
        let direction = input.direction
        let moveX = move(direction.x), moveY = move(direction.y)
        var request = WindowRequest()
        if input.buttons.contains(.zoomIn) { request.growWidth += 16; request.growHeight += 8 }
        if input.buttons.contains(.zoomOut) { request.growWidth -= 16; request.growHeight -= 8 }
        if input.buttons.contains(.rotateLeft) { request.growWidth -= 8; request.growHeight += 8 }
        if input.buttons.contains(.rotateRight) { request.growWidth += 8; request.growHeight -= 8 }
        if moveX != 0 || moveY != 0, !desktop.fullscreen {
            let display = desktop.display, view = self.view
            let maxX = display.x + display.width - view.width, maxY = display.y + display.height - view.height
            let pushesEdge = (moveX < 0 && view.x <= display.x) || (moveX > 0 && view.x >= maxX)
                || (moveY < 0 && view.y <= display.y) || (moveY > 0 && view.y >= maxY)
            if pushesEdge, tick % 15 == 1 { events.append(.kind(WindowEvent.bumped(x: Float(moveX.signum())))) }
            if desktop.positionKnown {
                request.moveX = moveX
                request.moveY = moveY
            } else {
                panX = min(max(panX + moveX, 0), max(0, display.width - view.width))
                panY = min(max(panY + moveY, 0), max(0, display.height - view.height))
            }
        }
        return request.isEmpty ? nil : request
    }

    private mutating func advanceGoal(_ input: InputCommand, previous: InputCommand, events: inout [ChallengeEvent]) {
        if !desktop.fullscreen { armed = true }
        let was = heldTicks
        switch rules.goal {
        case .viewfinder, .shape, .fullscreen, .locks:
            heldTicks = conditionHolds ? heldTicks + 1 : 0
            if was == 0, heldTicks == 1 { events.append(.kind(WindowEvent.settled)) }
            if heldTicks >= rules.holdTicks { solve(events: &events) }
        case .lookAway:
            if !desktop.focused {
                awayTicks += 1
                if awayTicks == neededTicks { events.append(.kind(WindowEvent.grown)) }
            } else {
                if awayTicks >= neededTicks { solve(events: &events) }
                awayTicks = 0
            }
        case .clipboard:
            if tick >= Self.firstCall, (tick - Self.firstCall) % Self.callEvery == 0 {
                lastCall = tick
                events.append(.kind(WindowEvent.called))
            }
            // Each copy answers once, right after a call or never: the next must differ again.
            if desktop.clipboardDigest != lastDigest {
                lastDigest = desktop.clipboardDigest
                if lastDigest != 0, tick - lastCall <= Self.answerWindow { solve(events: &events) }
            }
            // A drop answers the same way: once, right after a call.
            if !solved, desktop.drops != lastDrops {
                lastDrops = desktop.drops
                if tick - lastCall <= Self.answerWindow { solve(events: &events) }
            }
        case .patience:
            let touched = !input.buttons.isEmpty || input.stickX != 0 || input.stickY != 0 || input.pointer != previous.pointer
            stillTicks = touched ? 0 : stillTicks + 1
            if stillTicks >= neededTicks { solve(events: &events) }
        }
    }

    private mutating func solve(events: inout [ChallengeEvent]) {
        solved = true
        events.append(.progressChanged(1))
        events.append(.solved)
    }

    /// How near the goal is, 0 (far) ... 1 (there), as the level is heard, felt and seen: the
    /// viewfinder by the window centre's distance to the mark (1,200 px and more is 0), the shape
    /// by how far its proportions are off (a log ratio of 1.5 and more is 0), the others by their
    /// progress.
    public var nearness: Double {
        switch rules.goal {
        case .viewfinder:
            let offset = markOffset
            return max(0, 1 - (offset.x * offset.x + offset.y * offset.y).squareRoot() / 1200)
        case .shape:
            return max(0, 1 - abs(shapeError) / 1.5)
        default:
            return goalProgress
        }
    }

    /// 0...1 toward the goal.
    public var goalProgress: Double {
        if solved { return 1 }
        switch rules.goal {
        case .viewfinder, .shape, .fullscreen, .locks:
            return 0.9 * min(1, Double(heldTicks) / Double(max(1, rules.holdTicks)))
        case .lookAway: return 0.9 * min(1, Double(awayTicks) / Double(max(1, neededTicks)))
        case .patience: return 0.9 * min(1, Double(stillTicks) / Double(max(1, neededTicks)))
        case .clipboard: return 0
        }
    }
}
