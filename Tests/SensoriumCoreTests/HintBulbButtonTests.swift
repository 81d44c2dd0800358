import XCTest
@testable import SensoriumCore

/// The corner lightbulb is a button the pointer reaches: a click on it while it shows is a press
/// of the hint button, put into the tick's input (so the replay holds it and verify says the
/// attempt was hinted), and the level never sees that click.
final class HintBulbButtonTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog
    private lazy var solutions = SolutionShelf.load(folder: RepositoryPaths.solutions, levelIDs: catalog.levels.map(\.id))
    private let onBulb = InputCommand.Pointer(x: Int16(HintBulbButton.center.x), y: Int16(HintBulbButton.center.y))

    private func session(_ id: String) -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = id
        setup.solutions = solutions
        return PlaySession(catalog: catalog, setup: setup)
    }

    private func click(at pointer: InputCommand.Pointer) -> InputCommand {
        InputCommand(buttons: [.confirm, .click], pointer: pointer)
    }

    /// Holds a click at `pointer` for `ticks` ticks, then lets go; returns every tick's saves.
    @discardableResult
    private func hold(_ session: inout PlaySession, at pointer: InputCommand.Pointer, ticks: Int = 6) -> [SaveRequest] {
        var saves: [SaveRequest] = []
        for _ in 0..<ticks { saves += session.step(click(at: pointer)).saves }
        saves += session.step(InputCommand(pointer: pointer)).saves
        return saves
    }

    func testAClickOnTheLitBulbIsOneHintPressThatTheLevelNeverSees() {
        var level = session("catch")
        _ = level.step(InputCommand(buttons: .hint))
        _ = level.step(.idle)
        XCTAssertEqual(level.hint.step, .goal)
        XCTAssertTrue(level.hint.showsBulb(in: level.game))
        _ = level.step(InputCommand(pointer: onBulb))
        _ = level.step(click(at: onBulb))
        XCTAssertEqual(level.lastCommand.buttons, .hint, "the click became the hint button")
        XCTAssertFalse(level.events.contains { if case .challenge = $0 { true } else { false } },
                       "the catch level heard no press: \(level.events)")
        hold(&level, at: onBulb, ticks: 20)
        XCTAssertEqual(level.hint.step, .firstPart, "a held click is one press")
        hold(&level, at: onBulb)
        XCTAssertEqual(level.hint.step, .whole)
    }

    func testTheOfferedBulbAnswersAClickToo() {
        var waiting = session("bounce")
        for _ in 0...(LevelHint.offerAfterTicks + 1) { _ = waiting.step(.idle) }
        XCTAssertTrue(waiting.hint.isOffered)
        hold(&waiting, at: onBulb)
        XCTAssertEqual(waiting.hint.step, .goal)
    }

    func testAClickThereBeforeTheBulbShowsOrBesideItIsTheLevelsOwn() {
        var fresh = session("catch")
        _ = fresh.step(InputCommand(pointer: onBulb))
        _ = fresh.step(click(at: onBulb))
        XCTAssertEqual(fresh.lastCommand.buttons, [.confirm, .click], "no bulb shows: the level's click")
        XCTAssertEqual(fresh.hint.step, .none)

        var lit = session("catch")
        _ = lit.step(InputCommand(buttons: .hint))
        _ = lit.step(.idle)
        let beside = InputCommand.Pointer(x: 960, y: 540)
        _ = lit.step(InputCommand(pointer: beside))
        _ = lit.step(click(at: beside))
        XCTAssertEqual(lit.lastCommand.buttons, [.confirm, .click])
        XCTAssertEqual(lit.hint.step, .goal, "a click elsewhere asks nothing")
    }

    /// A click that began elsewhere and is dragged onto the bulb stays the level's.
    func testAClickDraggedOntoTheBulbIsNotAPress() {
        var lit = session("catch")
        _ = lit.step(InputCommand(buttons: .hint))
        _ = lit.step(.idle)
        _ = lit.step(click(at: InputCommand.Pointer(x: 1500, y: 500)))
        _ = lit.step(click(at: onBulb))
        XCTAssertEqual(lit.lastCommand.buttons, [.confirm, .click])
        XCTAssertEqual(lit.hint.step, .goal)
    }

    func testTheBulbClickIsInTheAttemptsReplayAndVerifySaysHinted() throws {
        var level = session("catch")
        for _ in 0...(LevelHint.offerAfterTicks + 1) { _ = level.step(.idle) }
        hold(&level, at: onBulb)
        var saves: [SaveRequest] = []
        saves += level.step(InputCommand(buttons: .back)).saves
        guard case .attemptReplay(let named)? = saves.first(where: { if case .attemptReplay = $0 { true } else { false } }) else {
            return XCTFail("the attempt's replay is saved: \(saves)")
        }
        XCTAssertEqual(named.replay.header.flags, [.hinted])
        XCTAssertTrue(named.replay.inputs.contains { $0.buttons.contains(.hint) })
        XCTAssertFalse(named.replay.inputs.contains { $0.buttons.contains(.click) }, "the click on the bulb is not the level's")
        let result = ReplayVerifier.verify(try Replay.decode(named.replay.encode()), catalog: catalog)
        XCTAssertTrue(result.flags.contains(.hinted), "\(result.flags)")
    }

    func testThePointerOverTheBulbRingsIt() {
        var lit = session("bounce")
        _ = lit.step(InputCommand(buttons: .hint))
        _ = lit.step(.idle)
        var away = DrawList(), over = DrawList()
        _ = lit.step(InputCommand(pointer: InputCommand.Pointer(x: 1700, y: 300)))
        lit.draw(into: &away, alpha: 1, style: DrawStyle())
        _ = lit.step(InputCommand(pointer: onBulb))
        lit.draw(into: &over, alpha: 1, style: DrawStyle())
        XCTAssertGreaterThan(over.commands.count, away.commands.count, "a ring round the bulb under the pointer")
    }
}
