import XCTest
@testable import SensoriumCore

/// The menus as a player uses them, through the session: Esc opens, Up / Down move, Enter
/// chooses, Back closes, Home / End jump; resume, restart, home and quit each do what they show.
final class SessionMenuTests: XCTestCase {
    private let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)

    private func inLevel(_ id: String = "bounce") -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = id
        return PlaySession(catalog: catalog, setup: setup)
    }

    /// Where the pointer is left: on no menu item.
    private let corner = InputCommand.Pointer(x: 1, y: 1)

    /// The home menu open on its last item, quit, with the pointer left at `corner`.
    private func menuOnQuitWithThePointerInACorner() -> PlaySession {
        var session = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        _ = session.step(InputCommand(pointer: corner))
        _ = session.handle(.togglePause)
        _ = session.handle(.menuLast)
        return session
    }

    /// A press and its release: two ticks.
    private func press(_ button: InputButtons, in session: inout PlaySession) -> [TickOutput] {
        [session.step(InputCommand(buttons: button)), session.step(.idle)]
    }

    func testEscInALevelOpensThePauseMenuAndEscOrBackClosesIt() {
        var session = inLevel()
        XCTAssertTrue(session.handle(.togglePause).silence)
        XCTAssertEqual(session.menus.menu?.kind, .pause)
        XCTAssertEqual(session.menus.menu?.items, [.resume, .hint, .restart, .home, .keys, .settings])
        _ = session.handle(.togglePause)
        XCTAssertNil(session.menus.menu)
        _ = session.handle(.togglePause)
        _ = press(.back, in: &session)
        XCTAssertNil(session.menus.menu, "B / Backspace goes back: the menu closes")
        XCTAssertNotNil(session.game.session, "and the level is still being played")
    }

    func testResumeClosesTheMenuAndTheEnterThatChoseItDoesNothingInTheLevel() {
        var session = inLevel("catch")
        _ = session.step(.idle)
        let before = session.game.session?.stateHash
        _ = session.handle(.togglePause)
        let tick = session.game.tick
        let chose = session.step(InputCommand(buttons: .confirm))
        XCTAssertTrue(chose.cues.contains(.sound(.homeOpen, volume: 0.7, pan: 0)))
        XCTAssertNil(session.menus.menu)
        XCTAssertEqual(session.game.tick, tick, "no game tick while the menu was open")
        _ = session.step(InputCommand(buttons: .confirm))
        _ = session.step(.idle)
        XCTAssertEqual(session.game.session?.level.id, "catch")
        var plain = inLevel("catch")
        _ = plain.step(.idle)
        XCTAssertEqual(plain.game.session?.stateHash, before)
        _ = plain.step(.idle); _ = plain.step(.idle)
        XCTAssertEqual(session.game.session?.stateHash, plain.game.session?.stateHash, "the held Enter pressed nothing")
    }

    func testRestartStartsTheLevelAgainAsRDoes() {
        var session = inLevel()
        for _ in 0..<200 { _ = session.step(InputCommand(buttons: .right)) }
        let restartsBefore = session.game.session?.restarts
        _ = session.handle(.togglePause)
        _ = press(.down, in: &session)
        _ = press(.down, in: &session)
        XCTAssertEqual(session.menus.menu?.focused, 2, "below resume and the lightbulb")
        _ = session.step(InputCommand(buttons: .confirm))
        _ = session.step(.idle)
        XCTAssertEqual(session.game.session?.restarts, (restartsBefore ?? 0) + 1)
    }

    func testHomeLeavesTheLevelForTheGridWithTheAttemptKept() {
        var session = inLevel()
        _ = session.handle(.togglePause)
        _ = press(.down, in: &session)
        _ = press(.down, in: &session)
        _ = press(.down, in: &session)
        XCTAssertEqual(session.menus.menu?.focused, 3)
        var saves: [SaveRequest] = []
        saves += session.step(InputCommand(buttons: .confirm)).saves
        saves += session.step(.idle).saves
        XCTAssertNil(session.game.session, "back on the home grid")
        XCTAssertTrue(saves.contains { if case .attemptReplay = $0 { return true } else { return false } },
                      "the abandoned attempt's replay is kept, as with Back")
    }

    func testEscEndEnterOnTheHomeGridQuits() {
        var session = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        _ = session.handle(.togglePause)
        XCTAssertEqual(session.menus.menu?.kind, .home)
        XCTAssertEqual(session.menus.menu?.items, [.settings, .quit], "settings, and quit as the last item")
        _ = session.handle(.menuLast)
        XCTAssertTrue(session.step(InputCommand(buttons: .confirm)).quit)
    }

    func testMovingPastTheEndsAnswersNoAndHomeEndJump() {
        var session = inLevel()
        _ = session.handle(.togglePause)
        let up = press(.up, in: &session)
        XCTAssertTrue(up[0].cues.contains(.sound(.homeDeny, volume: 0.5, pan: 0)))
        XCTAssertEqual(session.menus.menu?.focused, 0)
        _ = session.handle(.menuLast)
        XCTAssertEqual(session.menus.menu?.focused, 5)
        _ = session.handle(.menuFirst)
        XCTAssertEqual(session.menus.menu?.focused, 0)
    }

    func testAPointerSelectsTheItemItIsOverAndAClickChoosesIt() {
        var session = PlaySession(catalog: catalog, setup: PlaySession.Setup())
        _ = session.handle(.togglePause)
        let quit = SessionMenu.center(of: 1, count: 2)
        let over = InputCommand.Pointer(x: Int16(quit.x), y: Int16(quit.y))
        _ = session.step(InputCommand(pointer: over))
        XCTAssertEqual(session.menus.menu?.focused, 1)
        XCTAssertTrue(session.step(InputCommand(buttons: .confirm, pointer: over)).quit)
    }

    func testEnterChoosesTheFocusedItemWhereverThePointerWasLeft() {
        var session = menuOnQuitWithThePointerInACorner()
        XCTAssertTrue(session.step(InputCommand(buttons: .confirm, pointer: corner)).quit)
    }

    func testAClickBetweenItemsChoosesNothingWhereEnterChoosesTheFocusedOne() {
        var session = menuOnQuitWithThePointerInACorner()
        XCTAssertFalse(session.step(InputCommand(buttons: [.confirm, .click], pointer: corner)).quit)
        XCTAssertNotNil(session.menus.menu, "still open: the click landed on nothing")
        _ = session.step(InputCommand(pointer: corner))
        let quit = SessionMenu.center(of: 1, count: 2)
        let over = InputCommand.Pointer(x: Int16(quit.x), y: Int16(quit.y))
        XCTAssertTrue(session.step(InputCommand(buttons: [.confirm, .click], pointer: over)).quit, "a click on quit quits")
    }

    /// The keys page, the one screen that shows every key the levels use, opens from the pause
    /// menu itself; back returns to the pause menu, not to the settings rows.
    func testThePauseMenuOpensTheKeysPageAndBackReturnsToIt() {
        var session = inLevel()
        _ = session.handle(.togglePause)
        let keys = session.menus.menu?.items.firstIndex(of: .keys)
        XCTAssertEqual(keys, 4)
        for _ in 0..<4 { _ = press(.down, in: &session) }
        _ = press(.confirm, in: &session)
        XCTAssertEqual(session.menus.settingsScreen?.page, .bindings(.keyboard))
        _ = press(.back, in: &session)
        XCTAssertNil(session.menus.settingsScreen, "back leaves the keys page for the menu")
        XCTAssertEqual(session.menus.menu?.kind, .pause)
        XCTAssertEqual(session.menus.menu?.focused, 4, "the focus is on the keys item still")
        _ = press(.confirm, in: &session)
        _ = session.handle(.togglePause)
        XCTAssertNil(session.menus.settingsScreen, "Esc goes back one step too")
        XCTAssertNotNil(session.menus.menu)
    }

    func testAClickOnTheKeysItemOpensTheKeysPage() {
        var session = inLevel()
        _ = session.handle(.togglePause)
        let count = session.menus.menu?.items.count ?? 0
        let keys = SessionMenu.center(of: 4, count: count)
        let over = InputCommand.Pointer(x: Int16(keys.x), y: Int16(keys.y))
        _ = session.step(InputCommand(buttons: [.confirm, .click], pointer: over))
        XCTAssertEqual(session.menus.settingsScreen?.page, .bindings(.keyboard))
    }

    func testThePauseMenusSixItemsFitTheCanvasWithoutTouching() {
        let count = SessionMenu(.pause).items.count
        let first = SessionMenu.center(of: 0, count: count), last = SessionMenu.center(of: count - 1, count: count)
        XCTAssertGreaterThanOrEqual(first.y - SessionMenu.itemSize * 1.18 / 2, 0)
        XCTAssertLessThanOrEqual(last.y + SessionMenu.itemSize * 1.18 / 2, DrawList.canvasHeight)
        // The focused item (1.18x) and its neighbour (0.82x) leave a gap.
        XCTAssertGreaterThan(SessionMenu.spacing(count: count), SessionMenu.itemSize * (1.18 + 0.82) / 2)
    }

    func testWithSpeechOnEachItemIsSpokenAndCaptioned() {
        var setup = PlaySession.Setup()
        setup.levelID = "bounce"
        setup.captions = true
        var session = PlaySession(catalog: catalog, setup: setup)
        XCTAssertEqual(session.handle(.togglePause).announcements, ["resume"])
        XCTAssertEqual(press(.down, in: &session)[0].announcements, ["hint"])
    }
}
