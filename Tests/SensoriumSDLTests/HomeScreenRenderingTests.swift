import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

final class HomeScreenRenderingTests: SDLTestCase {
    /// Counts runs of non-background colour wider than `minimum` pixels along one row of a PNG.
    private func colourRuns(in surface: UnsafeMutablePointer<SDL_Surface>, row: Int32, background: RGBA, minimum: Int) -> Int {
        var runs = 0
        var length = 0
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        for x in 0..<surface.pointee.w {
            let offset = Int(row * surface.pointee.pitch + x * 4)
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
            let pixel = UnsafeRawPointer(pixels + offset).loadUnaligned(as: UInt32.self)
            SDL_GetRGB(pixel, surface.pointee.format, &r, &g, &b)
            let isBackground = abs(Int(r) - Int(background.r)) < 12 && abs(Int(g) - Int(background.g)) < 12
                && abs(Int(b) - Int(background.b)) < 12
            if isBackground {
                if length >= minimum { runs += 1 }
                length = 0
            } else {
                length += 1
            }
        }
        return runs + (length >= minimum ? 1 : 0)
    }

    /// Every page of the grid, drawn as the window draws it: one tile per level, counted in the
    /// pixels of the screenshot of each page.
    func testWindowScreenshotShowsOneTilePerLevel() throws {
        let catalog = Self.levels
        XCTAssertEqual(catalog.problems, [])
        let window = try GameWindow(width: 1920, height: 1080, fullscreen: false, vsync: false)
        var home = HomeScreen(catalog: catalog, solved: [])
        let path = NSTemporaryDirectory() + "/sensorium-home-\(getpid()).png"
        defer { unlink(path) }
        var tiles = 0
        for page in Set(catalog.levels.map { HomePages.page(ofRow: $0.tile.row) }).sorted() {
            let first = try XCTUnwrap(catalog.levels.first { HomePages.page(ofRow: $0.tile.row) == page })
            home.focus(id: first.id)
            XCTAssertEqual(home.pages.shownPage, page)
            var list = DrawList()
            home.draw(into: &list, alpha: 1, style: DrawStyle())
            window.render(list)
            try Screenshot.save(renderer: window.renderer, to: path)
            let surface = try XCTUnwrap(IMG_Load(path))
            defer { SDL_FreeSurface(surface) }
            XCTAssertEqual(surface.pointee.w, 1920)
            XCTAssertEqual(surface.pointee.h, 1080)
            for row in Set(catalog.levels.map(\.tile.row)) where HomePages.page(ofRow: row) == page {
                let index = try XCTUnwrap(home.tiles.firstIndex { $0.row == row })
                let y = Int32(home.magnifier.centers[index].y)
                tiles += colourRuns(in: surface, row: y, background: HomeScreen.background, minimum: 60)
            }
        }
        XCTAssertEqual(tiles, catalog.levels.count)
    }

    func testHeadlessScreenshotNeedsNoWindow() throws {
        var list = DrawList()
        list.reset(background: .white)
        list.fill(RectF(x: 100, y: 100, w: 200, h: 100), RGBA(255, 0, 0))
        let path = NSTemporaryDirectory() + "/sensorium-headless-\(getpid()).png"
        try Screenshot.render(list, to: path)
        defer { unlink(path) }
        let surface = try XCTUnwrap(IMG_Load(path))
        defer { SDL_FreeSurface(surface) }
        XCTAssertEqual(colourRuns(in: surface, row: 150, background: .white, minimum: 150), 1)
        XCTAssertEqual(colourRuns(in: surface, row: 50, background: .white, minimum: 1), 0)
    }
}
