import XCTest
import CSDL2
@testable import SensoriumCore
@testable import SensoriumSDL

final class SpeedrunHUDRenderingTests: SDLTestCase {
    private static let background = RGBA(240, 240, 240)

    /// Renders `state` over a light background and returns the loaded PNG (kept at
    /// `$TMPDIR/sensorium-hud-<name>.png` to look at).
    private func render(_ state: SpeedrunHUD.State, name: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        var list = DrawList()
        list.reset(background: Self.background)
        SpeedrunHUD.draw(into: &list, state: state)
        let path = NSTemporaryDirectory() + "/sensorium-hud-\(name).png"
        try Screenshot.render(list, to: path)
        return try XCTUnwrap(IMG_Load(path))
    }

    private func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> RGBA {
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        let offset = y * Int(surface.pointee.pitch) + x * 4
        let value = UnsafeRawPointer(pixels + offset).loadUnaligned(as: UInt32.self)
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
        SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
        return RGBA(r, g, b)
    }

    private func count(_ color: RGBA, in surface: UnsafeMutablePointer<SDL_Surface>, x: Range<Int>, y: Range<Int>) -> Int {
        var total = 0
        for row in y { for column in x where pixel(surface, column, row) == color { total += 1 } }
        return total
    }

    func testTimerAloneIsLegibleInTheTopRightCorner() throws {
        let surface = try render(SpeedrunHUD.State(timerTicks: 120, timerJudgement: .aheadGaining, phase: .running), name: "timer")
        defer { SDL_FreeSurface(surface) }
        let text = "0:01.000"
        let litPixels = text.reduce(0) { total, character in
            total + PixelFont.glyph(for: character).rows.reduce(0) { $0 + $1.nonzeroBitCount }
        }
        let corner = (x: 1920 - Int(SpeedrunHUD.margin), y: Int(SpeedrunHUD.margin))
        XCTAssertEqual(count(SpeedrunHUD.aheadGainingColor, in: surface, x: 1400..<1920, y: 0..<200), litPixels * 49,
                       "every font pixel is a 7x7 square of the timer colour")
        let panel = pixel(surface, corner.x - 4, corner.y + 4)
        XCTAssertLessThan(Int(panel.r) + Int(panel.g) + Int(panel.b), 3 * 80, "the panel darkens what is under it")
        XCTAssertEqual(pixel(surface, corner.x + 4, corner.y + 4), Self.background, "nothing outside the margin")
        XCTAssertEqual(pixel(surface, 960, 540), Self.background, "the play area is untouched")
    }

    func testExpandedSplitsShowGoldAheadAndBehindColours() throws {
        let rows = [
            SpeedrunHUD.Row(levelColor: RGBA(242, 160, 61), ticks: 118, delta: -2, judgement: .gold, isDone: true, isCurrent: false),
            SpeedrunHUD.Row(levelColor: RGBA(58, 123, 213), ticks: 300, delta: -1, judgement: .aheadLosing, isDone: true, isCurrent: false),
            SpeedrunHUD.Row(levelColor: RGBA(76, 175, 122), ticks: 1000, delta: 45, judgement: .behindLosing, isDone: false, isCurrent: true),
        ]
        let state = SpeedrunHUD.State(timerTicks: 1045, timerJudgement: .behindLosing, phase: .running, isOfficial: true,
                                      expanded: true, rows: rows, segmentTicks: 745, segmentVersusGold: 46, sumOfBest: 998)
        let surface = try render(state, name: "splits")
        defer { SDL_FreeSurface(surface) }
        let area = (x: 1300..<1920, y: 0..<400)
        XCTAssertGreaterThan(count(SpeedrunHUD.goldColor, in: surface, x: area.x, y: area.y), 0)
        XCTAssertGreaterThan(count(SpeedrunHUD.aheadLosingColor, in: surface, x: area.x, y: area.y), 0)
        XCTAssertGreaterThan(count(SpeedrunHUD.behindLosingColor, in: surface, x: area.x, y: area.y), 500, "timer, live delta and segment")
        XCTAssertGreaterThan(count(RGBA(58, 123, 213), in: surface, x: area.x, y: area.y), 400, "each level's colour labels its row")
        XCTAssertEqual(count(SpeedrunHUD.aheadGainingColor, in: surface, x: area.x, y: area.y), 0)
    }
}
