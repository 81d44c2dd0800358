import XCTest
@testable import SensoriumCore

/// A locked tile answers every press: Enter, a click, the pad's A (confirm, as Enter) make it
/// shake with its lock red, heard and felt as a refusal; and the grid shows one focus frame at a
/// time, whatever the way in to a locked tile points at.
final class HomeLockedTileTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func grid() -> PlaySession {
        PlaySession(catalog: catalog, setup: PlaySession.Setup())
    }

    private func frame(_ session: PlaySession, style: DrawStyle = DrawStyle()) -> DrawList {
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: style)
        return list
    }

    private func drawsRedLock(_ list: DrawList) -> Bool {
        list.commands.contains { $0.kind == .fillRects && $0.color == HomeScreen.deniedLockInk }
    }

    /// A locked tile of the first page, focused with the arrows, its first shake (at the focus)
    /// over: it rests grey.
    private func focusedLockedTile() throws -> (PlaySession, Int) {
        var session = grid()
        let home = session.game.home
        let locked = try XCTUnwrap(home.pages.shownIndices.first { home.tiles[$0].state == .locked })
        XCTAssertEqual(home.tiles[locked].row, home.tiles[home.focusedIndex!].row, "on the first row")
        for _ in 0..<(home.tiles[locked].column - home.tiles[home.focusedIndex!].column) {
            _ = session.step(InputCommand(buttons: .right))
            _ = session.step(.idle)
        }
        XCTAssertEqual(session.game.home.focusedIndex, locked)
        for _ in 0...HomeScreen.shakeTicks { _ = session.step(.idle) }
        XCTAssertFalse(drawsRedLock(frame(session)), "at rest the lock is grey")
        return (session, locked)
    }

    func testEnterOnALockedTileShakesItWithItsLockRedAndIsHeardAndFelt() throws {
        var (session, locked) = try focusedLockedTile()
        let output = session.step(InputCommand(buttons: .confirm))
        XCTAssertTrue(session.events.contains { if case .home(.denied(tile: locked)) = $0 { true } else { false } })
        XCTAssertEqual(session.game.home.shakes[locked], session.game.home.tick, "it shakes from this tick")
        XCTAssertTrue(output.cues.contains(.sound(.homeDeny, volume: 1, pan: 0)), "heard")
        XCTAssertTrue(output.cues.contains(.haptic(pattern: .homeDeny, intensity: 1)), "felt")
        XCTAssertTrue(drawsRedLock(frame(session)), "seen: the lock is red")
        XCTAssertTrue(drawsRedLock(frame(session, style: DrawStyle(reducedMotion: true))), "red without the motion too")
        for _ in 0...HomeScreen.shakeTicks { _ = session.step(.idle) }
        XCTAssertFalse(drawsRedLock(frame(session)), "grey again after the shake")
        XCTAssertNil(session.game.session, "nothing opened")
    }

    func testAClickOnALockedTileAnswersAsEnterDoes() throws {
        var session = grid()
        let home = session.game.home
        let locked = try XCTUnwrap(home.pages.shownIndices.first { home.tiles[$0].state == .locked })
        let centre = home.magnifier.centers[locked]
        let over = InputCommand.Pointer(x: Int16(centre.x), y: Int16(centre.y))
        _ = session.step(InputCommand(pointer: InputCommand.Pointer(x: over.x + 2, y: over.y)))
        _ = session.step(InputCommand(pointer: over))
        for _ in 0...HomeScreen.shakeTicks { _ = session.step(InputCommand(pointer: over)) }
        let output = session.step(InputCommand(buttons: [.confirm, .click], pointer: over))
        XCTAssertTrue(session.events.contains { if case .home(.denied(tile: locked)) = $0 { true } else { false } })
        XCTAssertTrue(output.cues.contains(.sound(.homeDeny, volume: 1, pan: 0)))
        XCTAssertTrue(drawsRedLock(frame(session)))
    }

    func testThePadsAIsConfirm() {
        XCTAssertEqual(Settings.defaultGamepad[.confirm]?.first, "a", "A answers as Enter does")
    }

    /// Down (or any arrow) onto a locked tile: while its way in points at the tiles that open it,
    /// exactly one tile is framed, on every page, from every playable tile.
    func testOneFocusFrameAtATimeWhenTheWayInShows() {
        var checked = 0
        let base = HomeScreen(catalog: catalog, solved: [])
        for start in base.tiles.indices where base.tiles[start].state == .open {
            for arrow in [InputButtons.down, .right, .left, .up] {
                var home = base
                home.focus(id: base.tiles[start].id)
                var events: [HomeScreen.Event] = []
                home.step(InputCommand(buttons: arrow), events: &events)
                home.step(.idle, events: &events)
                guard let focused = home.focusedIndex, home.tiles[focused].state == .locked, home.wayIn != nil else { continue }
                for tick in 0..<HomeWayIn.ticks where tick % 6 == 0 {
                    var list = DrawList()
                    home.draw(into: &list, alpha: 1, style: DrawStyle())
                    let frames = squareFrames(in: list, atLeast: Float(home.tileSize) * 0.9)
                    let place = home.place(of: focused, at: Double(home.tick), style: DrawStyle())
                    XCTAssertTrue(frames.allSatisfy { abs($0.x - place.x) < 2 && abs($0.y - place.y) < 2 },
                                  "\(base.tiles[start].id) → \(home.tiles[focused].id), tick \(tick): frames at \(frames)")
                    home.step(.idle, events: &events)
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0, "some arrow lands on a locked tile")
    }

    /// The centres of the outlined squares at least `side` wide.
    private func squareFrames(in list: DrawList, atLeast side: Float) -> [PointF] {
        list.commands.filter { $0.kind == .outlineRects }.flatMap { command in
            list.rects[command.start..<(command.start + command.count)]
                .filter { $0.w >= side && abs($0.w - $0.h) < 1 }
                .map { PointF(x: $0.x + $0.w / 2, y: $0.y + $0.h / 2) }
        }
    }
}
