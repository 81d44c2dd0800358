import XCTest
@testable import SensoriumCore

/// The F3 overlay is for tuning levels by hand: what it writes must be read at a glance.
final class DebugOverlayTests: XCTestCase {
    func testTheSelectedThresholdIsNamedInSeparateWords() {
        XCTAssertEqual(DarkScanThresholdTuner.words("innerDarkFrom"), "INNER DARK FROM")
        XCTAssertEqual(DarkScanThresholdTuner.words("ringGap"), "RING GAP")
        for field in DarkScanThresholds.fields {
            XCTAssertTrue(DarkScanThresholdTuner.words(field.name).allSatisfy(PixelFont.hasGlyph), field.name)
        }
    }

    func testEveryBarOfTheDarkScanOverlayIsLabelled() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        var setup = PlaySession.Setup()
        setup.levelID = "decoys"
        var session = PlaySession(catalog: catalog, setup: setup)
        _ = session.step(.idle)
        var plain = DrawList(), overlaid = DrawList()
        session.game.draw(into: &plain, alpha: 1, style: DrawStyle())
        session.game.draw(into: &overlaid, alpha: 1, style: DrawStyle(debugOverlay: true))
        // Labels and values are drawn in the overlay's ink: twelve bars give well over 12 x 20
        // font pixels of it; the bars alone give none.
        let ink = RGBA(20, 20, 28)
        let inked = overlaid.commands.filter { $0.color == ink && $0.kind == .fillRects }.map(\.count).reduce(0, +)
        XCTAssertGreaterThan(inked, 12 * 20)
        XCTAssertEqual(plain.commands.filter { $0.color == ink }.count, 0)
    }
}
