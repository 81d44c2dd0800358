import Foundation
import XCTest
import SensoriumCore

/// The desktop around the game as another program can make it (docs/robustness.md, "A hostile
/// desktop"): the built game on a desktop of the test's own (`GameOnPrivateDesktop`), and
/// `xdotool` and small X clients doing what a window manager or a script can. Each case: the
/// game lives on, in bounded time and memory, says at most one clear line, and nothing else
/// of it is harmed.
final class HostileDesktopTests: XCTestCase {
    private var home = ""

    override func setUpWithError() throws {
        home = NSTemporaryDirectory() + "sensorium-hostile-desktop-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    private func desktop(_ kind: PrivateDesktop.Kind, for level: String) throws -> PrivateDesktop {
        guard SDLTestCase.levels.level(id: level) != nil else { throw XCTSkip("no level \(level) in Levels/") }
        return try PrivateDesktop(kind)
    }

    /// `xdotool windowsize` to 32767x32767, over and over (a resize every 7 ms for two
    /// seconds): without a window manager nothing keeps the window within its maximum size, and
    /// Mesa's software GL aborted inside xcb presenting a 4 GB frame. The game puts the window
    /// back within the display before every present and lives to the end of its time.
    func testAWindowResizedTo32767SquareByAnotherProgramDoesNotEndTheGame() throws {
        for kind in [PrivateDesktop.Kind.bareX11, .openbox] {
            let desktop = try self.desktop(kind, for: "tall")
            let game = try GameOnPrivateDesktop(on: desktop, ["play", "--level", "tall", "--seconds", "5", "--frame-stats"], home: home)
            var storm: [String] = []
            for _ in 0..<300 { storm += ["windowsize", game.window, "32767", "32767", "sleep", "0.007"] }
            _ = try? desktop.output("xdotool", storm, seconds: 20)
            XCTAssertTrue(try eventually(within: 5) { let size = try game.geometry(); return size.width <= 1920 && size.height <= 1080 },
                          "\(kind): the window is back within the display")
            let memory = game.peakMemoryMiB ?? 0
            XCTAssertTrue(game.waitForExit(within: 30), "\(kind): the game ended by itself")
            XCTAssertEqual(game.process.terminationStatus, 0, "\(kind): \(game.standardError.prefix(2000))")
            let stats = try XCTUnwrap(game.frameStats, "\(kind): \(game.standardOutput)")
            print("32767 square, \(kind): \(stats.count) frames, worst \(stats.worstMilliseconds) ms, peak \(Int(memory)) MiB")
            XCTAssertLessThan(stats.worstMilliseconds, 1000, "\(kind): no frame stalled a second")
            XCTAssertLessThan(memory, 600, "\(kind): MiB")
            desktop.stop()
        }
    }

    /// A window made 2x300 by another program (a side under the quantum observes as 0) never
    /// solves a shape, however long it stays so: the replay (which ends where the level is
    /// solved) holds more than the level's hold of 2x300 ticks, and the level is solved only
    /// once the window is made truly tall.
    func testADegenerateWindowDoesNotSolveTall() throws {
        let desktop = try self.desktop(.bareX11, for: "tall")
        let file = home + "/tall.replay"
        let game = try GameOnPrivateDesktop(on: desktop, ["play", "--level", "tall", "--seconds", "8", "--record", file], home: home)
        try desktop.output("xdotool", ["windowsize", "--sync", game.window, "2", "300"])
        // Kept so for twice the level's one-second hold, then made the shape tall wants.
        Thread.sleep(forTimeInterval: 2)
        try desktop.output("xdotool", ["windowsize", "--sync", game.window, "560", "952"])
        XCTAssertTrue(game.waitForExit(within: 30))
        XCTAssertEqual(game.process.terminationStatus, 0, String(game.standardError.prefix(3000)))
        let observed = try Replay.read(from: file).inputs.compactMap(\.desktop)
        let degenerate = observed.filter { $0.window.width == 0 && $0.window.height == 300 }.count
        XCTAssertGreaterThan(degenerate, TickClock.ticks(1.5), "the 2x300 window held longer than the level's hold")
        XCTAssertEqual(observed.last?.window.width, 560, "solved by the tall window, after it")
        XCTAssertTrue(try GameOnPrivateDesktop.verify(file).contains(" solved"))
    }
}
