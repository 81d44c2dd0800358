import XCTest
import CSDL2
@testable import SensoriumCore
@testable import SensoriumSDL

/// Every solved tile shows a time under it, on every page of the grid, as the window draws it:
/// its verified best in the grid's dark grey, or, when every solve of it was unverifiable (a
/// hint, assist mode, a webcam), its best unverified time in orange. Read from a progress file
/// as the game reads it, each of the shipped levels solved.
final class BestTimeTilesTests: SDLTestCase {
    private func rgb(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> RGBA {
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        let value = UnsafeRawPointer(pixels + y * Int(surface.pointee.pitch) + x * Int(surface.pointee.format.pointee.BytesPerPixel))
            .loadUnaligned(as: UInt32.self)
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
        SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
        return RGBA(r, g, b)
    }

    private func near(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(Int(a.r) - Int(b.r)) < 14 && abs(Int(a.g) - Int(b.g)) < 14 && abs(Int(a.b) - Int(b.b)) < 14
    }

    func testEverySolvedTileOfAProgressFileDrawsItsTime() throws {
        let catalog = Self.levels
        XCTAssertEqual(catalog.problems, [])
        XCTAssertEqual(catalog.levels.count, 81)
        // Every third level was only ever solved with help; one has both kinds of time.
        var progress = Progress()
        for (index, level) in catalog.levels.enumerated() {
            progress.recordAttempt(levelID: level.id)
            let ticks = 240 + index * 97
            if index % 3 == 0 {
                progress.apply(.unverifiedSolve(levelID: level.id, ticks: ticks))
            } else {
                progress.apply(.solved(levelID: level.id, ticks: ticks))
            }
        }
        progress.apply(.unverifiedSolve(levelID: catalog.levels[1].id, ticks: 100))
        let folder = NSTemporaryDirectory() + "sensorium-best-times-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/progress.json"
        try Data(progress.encode()).write(to: URL(fileURLWithPath: file))
        let store = ProgressStore.load(from: file)
        XCTAssertNil(store.message)
        XCTAssertEqual(store.progress, progress)

        var setup = PlaySession.Setup()
        setup.take(store.progress)
        let session = PlaySession(catalog: catalog, setup: setup)
        var home = session.game.home
        let window = try GameWindow(width: 1920, height: 1080, fullscreen: false, vsync: false)
        var checked = 0
        var failed = false
        for page in Set(catalog.levels.map { HomePages.page(ofRow: $0.tile.row) }).sorted() {
            let first = try XCTUnwrap(catalog.levels.first { HomePages.page(ofRow: $0.tile.row) == page })
            home.focus(id: first.id)
            var list = DrawList()
            home.draw(into: &list, alpha: 1, style: DrawStyle())
            window.render(list)
            let path = folder + "/page-\(page).png"
            try Screenshot.save(renderer: window.renderer, to: path)
            let surface = try XCTUnwrap(IMG_Load(path))
            defer { SDL_FreeSurface(surface) }
            for index in home.pages.shownIndices {
                let tile = home.tiles[index]
                XCTAssertEqual(tile.state, .solved, tile.id)
                let verified = progress[level: tile.id].bestTicks != nil
                let ink = verified ? HomeScreen.bestTimeInk : HomeScreen.unverifiedTimeInk
                let other = verified ? HomeScreen.unverifiedTimeInk : HomeScreen.bestTimeInk
                // The band under the tile as drawn, a cell wide: where a label must be.
                let place = home.place(of: index, at: Double(home.tick), style: DrawStyle())
                let top = Int(place.y + place.side / 2) + 2, bottom = min(1079, top + 44)
                let left = max(0, Int(place.x - Float(home.cellSize) / 2)), right = min(1919, Int(place.x + Float(home.cellSize) / 2))
                var inked = 0, wrong = 0
                for y in top...bottom {
                    for x in left...right {
                        let pixel = rgb(surface, x, y)
                        if near(pixel, ink) { inked += 1 } else if near(pixel, other) { wrong += 1 }
                    }
                }
                if inked < 60 || wrong > 0 { failed = true }
                XCTAssertGreaterThanOrEqual(inked, 60, "\(tile.id) (page \(page)): its \(verified ? "verified" : "unverified") time is drawn")
                XCTAssertEqual(wrong, 0, "\(tile.id) (page \(page)): in its own colour only")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 81)
        if failed {
            print("BestTimeTilesTests: the pages are kept in \(folder)")
        } else {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
