import XCTest
@testable import SensoriumCore

/// No HUD covers level information: in a run the level draws inside the safe area and the HUD's
/// panel stays outside it, timer alone or splits expanded, on a ricochet level (whose texture
/// swatches sat under the timer) and a dark-scan level (whose grid ran under the splits).
final class SpeedrunSafeAreaTests: XCTestCase {
    private let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)

    /// A run through the full game's levels, starting at `first` (so it is the one on screen),
    /// with the HUD expanded or not, after a second of play.
    private func run(from first: String, expanded: Bool) throws -> PlaySession {
        let ids = try CategoryDefinition(id: "full-game", catalog: catalog).levelIDs
        let start = try XCTUnwrap(ids.firstIndex(of: first))
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(definition: CategoryDefinition(category: .fullGame, levelIDs: Array(ids[start...] + ids[..<start])),
                                        records: SpeedrunRecords())
        var session = PlaySession(catalog: catalog, setup: setup)
        if expanded { _ = session.handle(.toggleHUD) }
        for tick in 0..<120 { _ = session.step(InputCommand(buttons: tick < 30 ? .right : [])) }
        return session
    }

    private func intersects(_ a: RectF, _ b: RectF) -> Bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    private func inside(_ r: RectF, _ area: RectF) -> Bool {
        r.x >= area.x - 0.5 && r.y >= area.y - 0.5 && r.x + r.w <= area.x + area.w + 0.5 && r.y + r.h <= area.y + area.h + 0.5
    }

    func testTheHUDPanelNeverIntersectsWhatTheLevelDraws() throws {
        for id in ["roll", "metal", "decoys", "shadow"] {
            for expanded in [false, true] {
                let session = try run(from: id, expanded: expanded)
                XCTAssertEqual(session.game.session?.level.id, id)
                var levelOnly = DrawList()
                session.game.draw(into: &levelOnly, alpha: 1, style: DrawStyle())
                var frame = DrawList()
                session.draw(into: &frame, alpha: 1, style: DrawStyle())
                let area = SpeedrunSafeArea.levelRect(expanded: expanded)
                // The level's geometry comes first, with the ghosts drawn over it (a lesson's),
                // then the area's four-sided frame, then the HUD, whose first rect is its panel.
                let expected = SpeedrunHUD.panelRect(for: panelState(session, expanded: expanded))
                let panelIndex = try XCTUnwrap(frame.rects.indices.dropFirst(levelOnly.rects.count + 4).first { frame.rects[$0] == expected },
                                               "\(id) \(expanded): the HUD's panel is drawn")
                let levelRects = frame.rects.prefix(panelIndex - 4)
                let levelPoints = frame.points.prefix(levelOnly.points.count)
                let panel = frame.rects[panelIndex]
                XCTAssertFalse(intersects(panel, area), "\(id): the safe area is clear of the HUD")
                for rect in levelRects {
                    XCTAssertTrue(inside(rect, area), "\(id) expanded \(expanded): \(rect) outside \(area)")
                    XCTAssertFalse(intersects(rect, panel), "\(id) expanded \(expanded): \(rect) under the HUD")
                }
                for point in levelPoints {
                    XCTAssertTrue(inside(RectF(x: point.x, y: point.y, w: 0, h: 0), area), "\(id): \(point) outside")
                }
            }
        }
    }

    func testWithoutTheSafeAreaTheTimerWouldCoverTheRicochetSwatches() throws {
        // The fault the safe area fixes, kept as a check that the test above can see it.
        let session = try run(from: "roll", expanded: false)
        var levelOnly = DrawList()
        session.game.draw(into: &levelOnly, alpha: 1, style: DrawStyle())
        let panel = SpeedrunHUD.panelRect(for: panelState(session, expanded: false))
        XCTAssertTrue(levelOnly.rects.contains { intersects($0, panel) })
    }

    func testTheMouseIsMappedBackIntoTheLevel() {
        for expanded in [false, true] {
            let area = SpeedrunSafeArea.levelRect(expanded: expanded)
            let centre = InputCommand.Pointer(x: Int16(area.x + area.w / 2), y: Int16(area.y + area.h / 2))
            let mapped = SpeedrunSafeArea.levelPoint(centre, expanded: expanded)
            XCTAssertEqual(Double(mapped.x), 960, accuracy: 2)
            XCTAssertEqual(Double(mapped.y), 540, accuracy: 2)
            XCTAssertEqual(area.w / area.h, DrawList.canvasWidth / DrawList.canvasHeight, accuracy: 0.001, "16:9 kept")
        }
    }

    func testSplitRowsCarryTheirKindAndPlaceBesideTheColour() throws {
        let session = try run(from: "decoys", expanded: true)
        let state = panelState(session, expanded: true)
        let decoys = try XCTUnwrap(catalog.level(id: "decoys"))
        XCTAssertEqual(state.rows.first?.kind, decoys.kind)
        XCTAssertEqual(state.rows.first?.ordinal, decoys.tile.column + 1)
        XCTAssertTrue(state.rows.allSatisfy { $0.kind != nil && $0.ordinal != nil })
    }

    private func panelState(_ session: PlaySession, expanded: Bool) -> SpeedrunHUD.State {
        let run = session.speedrun!.session
        return run.hudState(atTick: session.game.tick, expanded: expanded, labels: SpeedrunHUD.labels(of: catalog))
    }
}
