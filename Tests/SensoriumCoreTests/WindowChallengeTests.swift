import XCTest
@testable import SensoriumCore

/// The window kind's rules as a player meets them: the arrows move the window (the request the
/// platform carries out), a desktop that cannot place windows (Wayland) pans inside instead,
/// goals that flip something count from how the level found it, and leaving the window does not
/// pause these levels.
final class WindowChallengeTests: XCTestCase {
    private func play(_ rules: WindowRules, _ inputs: [InputCommand]) -> WindowChallenge {
        var challenge = WindowChallenge(rules: rules)
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        for input in inputs where !challenge.isSolved {
            challenge.step(input, previous: previous, events: &events)
            previous = input
        }
        return challenge
    }

    func testTheArrowsAskTheWindowToMoveAndTheModelCarriesItOut() {
        let challenge = play(WindowRules(goal: .viewfinder, markX: 0.1, markY: 0.1), Array(repeating: InputCommand(buttons: .right), count: 11))
        XCTAssertEqual(challenge.request, WindowRequest(moveX: 8))
        XCTAssertEqual(challenge.desktop.window.x, SimulatedDesktop.startWindow.x + 80, "ten requests carried out")
    }

    /// Two arrows held together push half a step on each axis: even the slowest window (a step
    /// of one quantum) moves on both.
    func testTwoArrowsMoveEvenTheSlowestWindowDiagonally() {
        for speed in [240.0, 480, 960, 1920] {
            let rules = WindowRules(goal: .viewfinder, markX: 0.9, markY: 0.9, moveSpeed: speed)
            let challenge = play(rules, Array(repeating: InputCommand(buttons: [.right, .down]), count: 11))
            let request = challenge.request ?? WindowRequest()
            XCTAssertGreaterThan(request.moveX, 0, "at \(speed) px/s")
            XCTAssertEqual(request.moveX, request.moveY, "at \(speed) px/s")
            XCTAssertEqual(challenge.desktop.window.x, SimulatedDesktop.startWindow.x + 10 * request.moveX, "at \(speed) px/s")
        }
    }

    /// The solver finds every window level at the slowest and the fastest move the format allows.
    func testEveryWindowLevelIsSolvedAtTheEndsOfItsMoveSpeed() throws {
        for level in RepositoryPaths.shippedCatalog.levels where level.kind == .window {
            for speed in [240.0, 1920] {
                var rules = try XCTUnwrap(level.rules.kindRules as? WindowRules)
                rules.moveSpeed = speed
                var challenge = WindowChallenge(rules: rules)
                var events: [ChallengeEvent] = []
                var previous = InputCommand.idle
                for _ in 0..<TickClock.ticks(60) where !challenge.isSolved {
                    let input = WindowSolver.next(challenge, previous: previous)
                    challenge.step(input, previous: previous, events: &events)
                    previous = input
                }
                XCTAssertTrue(challenge.isSolved, "\(level.id) at \(speed) px/s")
            }
        }
    }

    func testUnderWaylandTheViewPansInsideTheWindowAndTheMarkIsStillReached() {
        var desktop = SimulatedDesktop(positionKnown: false)
        let rules = WindowRules(goal: .viewfinder, markX: 0.62, markY: 0.42, markRadius: 60)
        var challenge = WindowChallenge(rules: rules)
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        for _ in 0..<600 where !challenge.isSolved {
            desktop.apply(challenge.request)
            var input = WindowSolver.next(challenge, previous: previous)
            input.desktop = desktop.observation
            challenge.step(input, previous: previous, events: &events)
            XCTAssertEqual(challenge.request?.moveX ?? 0, 0, "no move is asked of a window that cannot be placed")
            XCTAssertEqual(challenge.request?.moveY ?? 0, 0)
            previous = input
        }
        XCTAssertTrue(challenge.isSolved)
        XCTAssertEqual(challenge.desktop.window.x, 0)
        XCTAssertNotEqual(challenge.panX, (1920 - 1280) / 2)
    }

    func testALockLevelCountsFromTheLightsAsTheLevelFoundThem() {
        var desktop = SimulatedDesktop()
        desktop.toggleCapsLock()   // Caps Lock was already on: the level wants it off.
        let on = InputCommand(desktop: desktop.observation)
        desktop.toggleCapsLock()
        let off = InputCommand(desktop: desktop.observation)
        let rules = WindowRules(goal: .locks, flipCaps: true, holdSeconds: 0.25)
        XCTAssertFalse(play(rules, Array(repeating: on, count: 200)).isSolved, "leaving the light as it was")
        XCTAssertTrue(play(rules, [on] + Array(repeating: off, count: 40)).isSolved)
    }

    func testLookingAwayTooBrieflyDoesNothingAndLongEnoughSolves() {
        var desktop = SimulatedDesktop()
        let here = InputCommand(desktop: desktop.observation)
        desktop.setFocused(false)
        let away = InputCommand(desktop: desktop.observation)
        let rules = WindowRules(goal: .lookAway, seconds: 2)
        XCTAssertFalse(play(rules, Array(repeating: away, count: 120) + [here] + Array(repeating: away, count: 120) + [here]).isSolved)
        XCTAssertTrue(play(rules, Array(repeating: away, count: 240) + [here]).isSolved)
    }

    func testACopyCountsOnlyRightAfterACall() {
        var desktop = SimulatedDesktop()
        let before = InputCommand(desktop: desktop.observation)
        desktop.copy("x")
        let copied = InputCommand(desktop: desktop.observation)
        let rules = WindowRules(goal: .clipboard)
        XCTAssertFalse(play(rules, Array(repeating: before, count: 10) + Array(repeating: copied, count: 600)).isSolved,
                       "a copy before the first call answers nothing, and counts once")
        let call = WindowChallenge.firstCall
        XCTAssertTrue(play(rules, Array(repeating: before, count: call + 5) + [copied]).isSolved)
    }

    /// A file or text dropped on the window answers a call as a copy does (an alternative: the
    /// copy still solves on its own, above), once and only right after a call.
    func testADropInAnswerToACallSolvesCopy() throws {
        let level = try XCTUnwrap(RepositoryPaths.shippedCatalog.levels.first { $0.id == "copy" })
        var desktop = SimulatedDesktop()
        let before = InputCommand(desktop: desktop.observation)
        desktop.drop()
        let dropped = InputCommand(desktop: desktop.observation)
        func play(_ inputs: [InputCommand]) -> (solved: Bool, events: [ChallengeEvent]) {
            var session = LevelSession(level: level)
            var events: [ChallengeEvent] = []
            for input in inputs where !session.isSolved { session.step(input, events: &events) }
            return (session.isSolved, events)
        }
        let call = WindowChallenge.firstCall
        let answered = play(Array(repeating: before, count: call + 5) + [dropped])
        XCTAssertTrue(answered.solved)
        XCTAssertTrue(answered.events.contains { if case .kind(let e) = $0 { (e as? WindowEvent) == .dropped } else { false } })
        XCTAssertFalse(play(Array(repeating: before, count: 10) + Array(repeating: dropped, count: 600)).solved,
                       "a drop before the first call answers nothing, and counts once")
        XCTAssertFalse(play(Array(repeating: before, count: call + WindowChallenge.answerWindow + 2) + [dropped]).solved,
                       "too late after the call")
    }

    /// Another program can make the window 2x300 (a side under the quantum observes as 0) or any
    /// size under the game's smallest: no shape fits it, however long it is held, and the shape
    /// still points the way (a window far too tall must grow wider).
    func testADegenerateWindowNeverSolvesAShape() {
        let display = SimulatedDesktop.display
        for shape in WindowShape.allCases {
            for (width, height) in [(0, 300), (300, 0), (0, 0), (2, 300), (100, 176), (164, 316), (176, 176), (316, 180)] {
                let observed = DesktopObservation(window: .init(quantizingX: 0, y: 0, width: width, height: height), display: display)
                let held = play(WindowRules(goal: .shape, shape: shape, holdSeconds: 0.25),
                                Array(repeating: InputCommand(desktop: observed), count: 240))
                XCTAssertFalse(held.isSolved, "\(shape) solved by a \(width)x\(height) window")
                XCTAssertEqual(held.heldTicks, 0, "\(shape) \(width)x\(height)")
            }
        }
        let thin = play(WindowRules(goal: .shape, shape: .square),
                        [InputCommand(desktop: DesktopObservation(window: .init(x: 0, y: 0, width: 0, height: 300), display: display))])
        XCTAssertGreaterThan(thin.shapeError, 0, "far too tall: wider")
        // A window as low as the game keeps it still solves a shape it fits (180 / 432 is wide).
        let smallest = DesktopObservation(window: .init(x: 0, y: 0, width: 432, height: 180), display: display)
        XCTAssertTrue(play(WindowRules(goal: .shape, shape: .wide, holdSeconds: 0.25),
                           Array(repeating: InputCommand(desktop: smallest), count: 60)).isSolved)
    }

    /// In a tall, narrow window the canvas is shown six times smaller: the goal's outline and
    /// the window's own are drawn at least three screen pixels wide at any shape, so neither
    /// vanishes; the window's outline warms from ink to the level's colour as the shape nears.
    func testTheShapesOutlinesStayVisibleAtAnyWindowShape() {
        let color = RGBA(200, 60, 40)
        for (width, height) in [(1280, 720), (320, 1080), (1920, 180), (320, 180)] {
            let observed = DesktopObservation(window: .init(quantizingX: 0, y: 0, width: width, height: height),
                                              display: SimulatedDesktop.display)
            let challenge = play(WindowRules(goal: .shape, shape: .tall), [InputCommand(desktop: observed)])
            var list = DrawList()
            challenge.draw(into: &list, previous: challenge, alpha: 0, color: color, style: DrawStyle())
            let scale = min(Float(max(1, width)) / 1920, Float(max(1, height)) / 1080)
            let edges = list.commands.filter { $0.kind == .fillRects }.flatMap { command in
                list.rects[command.start ..< command.start + command.count].map { (rect: $0, color: command.color) }
            }
            let goalEdges = edges.filter { $0.color == color }
            XCTAssertEqual(goalEdges.count, 4, "\(width)x\(height): the goal's four edges")
            for edge in goalEdges {
                XCTAssertGreaterThanOrEqual(min(edge.rect.w, edge.rect.h) * scale, 2.9, "\(width)x\(height): seen in the window")
            }
        }
        let far = DesktopObservation(window: .init(x: 0, y: 0, width: 1280, height: 720), display: SimulatedDesktop.display)
        let near = DesktopObservation(window: .init(x: 0, y: 0, width: 560, height: 920), display: SimulatedDesktop.display)
        let rules = WindowRules(goal: .shape, shape: .tall)
        XCTAssertLessThan(play(rules, [InputCommand(desktop: far)]).nearness, play(rules, [InputCommand(desktop: near)]).nearness)
        // Heard too: the far drone is louder far from the shape than near it.
        func farLevel(_ observed: DesktopObservation) -> Double? {
            var cues: [FeedbackCue] = []
            play(rules, [InputCommand(desktop: observed)]).continuousCues(into: &cues)
            for case .layer(_, let sound, _, let level, _) in cues where sound == .windowFar { return level }
            return nil
        }
        XCTAssertGreaterThan(try XCTUnwrap(farLevel(far)), try XCTUnwrap(farLevel(near)))
    }

    func testLeavingTheWindowDoesNotPauseAWindowLevelButDoesPauseTheOthers() {
        let catalog = RepositoryPaths.shippedCatalog
        var setup = PlaySession.Setup()
        setup.levelID = "away"
        var session = PlaySession(catalog: catalog, setup: setup)
        _ = session.handle(.focusLost)
        XCTAssertFalse(session.isPaused)
        setup.levelID = "catch"
        session = PlaySession(catalog: catalog, setup: setup)
        _ = session.handle(.focusLost)
        XCTAssertTrue(session.isPaused)
    }

    func testTheSessionHandsTheLevelsWindowRequestToThePlatform() {
        var setup = PlaySession.Setup()
        setup.levelID = "frame"
        var session = PlaySession(catalog: RepositoryPaths.shippedCatalog, setup: setup)
        XCTAssertEqual(session.step(InputCommand(buttons: .zoomIn)).windowRequest, WindowRequest(growWidth: 16, growHeight: 8))
        XCTAssertNil(session.step(.idle).windowRequest)
    }

    /// Ctrl+C is the level's to answer (`SessionAction.copy`): a window level copies the colour
    /// after the one the clipboard holds, so each copy changes the clipboard; the copy comes back
    /// only as the observed clipboard. Another kind copies nothing.
    func testCtrlCInAWindowLevelCopiesTheColourAfterTheClipboards() throws {
        var setup = PlaySession.Setup()
        setup.levelID = "copy"
        var session = PlaySession(catalog: RepositoryPaths.shippedCatalog, setup: setup)
        var desktop = SimulatedDesktop()
        var copied: [String] = []
        for _ in 0..<3 {
            _ = session.step(InputCommand(desktop: desktop.observation))
            let request = try XCTUnwrap(session.handle(.copy).windowRequest)
            let text = try XCTUnwrap(request.copy)
            XCTAssertEqual(request, WindowRequest(copy: text), "a copy, and nothing asked of the window")
            XCTAssertFalse(copied.contains(text), "a new colour each time")
            copied.append(text)
            // The platform carries it out; the next tick observes it.
            desktop.copy(text)
        }
        XCTAssertEqual(copied, (1...3).map { WindowCopyColours.colour($0) })
        setup.levelID = "catch"
        session = PlaySession(catalog: RepositoryPaths.shippedCatalog, setup: setup)
        _ = session.step(.idle)
        XCTAssertNil(session.handle(.copy).windowRequest)
    }

    /// The copied colours are `#RRGGBB`, hues a golden angle apart, none repeated in the
    /// sequence; it goes on from whichever of them the clipboard holds, from the first when the
    /// clipboard holds anything else, and back to the first after the last.
    func testTheCopiedColoursGoOnFromTheOneTheClipboardHolds() {
        let colours = (1...WindowCopyColours.count).map { WindowCopyColours.colour($0) }
        XCTAssertTrue(colours.allSatisfy { $0.count == 7 && $0.hasPrefix("#") }, "\(colours.prefix(4))")
        XCTAssertEqual(Set(colours).count, colours.count)
        func after(_ text: String?) -> String { WindowCopyColours.colour(after: DesktopObservation.clipboardDigest(of: text)) }
        XCTAssertEqual(after(nil), colours[0], "an empty clipboard")
        XCTAssertEqual(after("answer"), colours[0], "another program's copy")
        for index in [1, 2, 17, colours.count - 1] { XCTAssertEqual(after(colours[index - 1]), colours[index]) }
        XCTAssertEqual(after(colours.last), colours[0])
    }

    func testTheSolutionsCarryTheDesktopTheSolverActedOnAndReEncodeByteForByte() throws {
        for id in ["full", "lights", "away", "copy"] {
            let path = RepositoryPaths.solutions + "/\(id).replay"
            let replay = try Replay.read(from: path)
            XCTAssertTrue(replay.inputs.allSatisfy { $0.desktop != nil }, "\(id): every tick observed")
            XCTAssertEqual(try Replay.decode(replay.encode()), replay, id)
        }
        let full = try Replay.read(from: RepositoryPaths.solutions + "/full.replay")
        XCTAssertEqual(full.inputs.last?.desktop?.fullscreen, true)
        XCTAssertEqual(full.inputs.last?.desktop?.window, SimulatedDesktop.display)
    }

    /// Under Wayland the window can neither learn nor set its position: every shipped window
    /// level is still solved from the keyboard, the viewfinder's by panning inside the window.
    func testEveryWindowLevelIsSolvedWhereTheWindowCannotBePlaced() throws {
        let levels = RepositoryPaths.shippedCatalog.levels.filter { $0.kind == .window }
        XCTAssertGreaterThanOrEqual(levels.count, 12)
        for level in levels {
            var session = LevelSession(level: level)
            var events: [ChallengeEvent] = []
            var previous = InputCommand(desktop: SimulatedDesktop(positionKnown: false).observation)
            session.step(previous, events: &events)
            for _ in 0..<TickClock.ticks(60) where !session.isSolved {
                let input = session.state.challenge.solverInput(previous: previous)
                XCTAssertEqual(input.desktop?.positionKnown, false, level.id)
                session.step(input, events: &events)
                previous = input
            }
            XCTAssertTrue(session.isSolved, "\(level.id) is not solved under Wayland")
        }
    }
}
