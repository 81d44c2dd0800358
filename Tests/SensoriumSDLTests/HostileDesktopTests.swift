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
            let run = try GameOnPrivateDesktop(on: desktop, ["play", "--level", "tall", "--seconds", "5", "--frame-stats"], home: home)
            try run.game.waitUntilSaid("level-open tall")
            var storm: [String] = []
            for _ in 0..<300 { storm += ["windowsize", run.window, "32767", "32767", "sleep", "0.007"] }
            _ = try? desktop.output("xdotool", storm, seconds: 20)
            XCTAssertTrue(try eventually(within: 5) { let size = try run.geometry(); return size.width <= 1920 && size.height <= 1080 },
                          "\(kind): the window is back within the display")
            let memory = run.peakMemoryMiB ?? 0
            XCTAssertEqual(try run.game.exitStatus(), 0, "\(kind): \(run.game.seen)")
            let stats = try XCTUnwrap(run.frameStats, "\(kind): \(run.game.standardOutput)")
            print("32767 square, \(kind): \(stats.count) frames, worst \(stats.worstMilliseconds) ms, peak \(Int(memory)) MiB")
            XCTAssertLessThan(stats.worstMilliseconds, 1000, "\(kind): no frame stalled a second")
            XCTAssertLessThan(memory, 600, "\(kind): MiB")
            desktop.stop()
        }
    }

    /// A window made 2x300 by another program (a side under the quantum observes as 0) never
    /// solves a shape, however long it stays so: kept so for three seconds of the level's own
    /// clock (its hold is one), the attempt is left (Backspace) unsolved, and its replay, which
    /// holds the 2x300 window, re-simulates unsolved.
    func testADegenerateWindowDoesNotSolveTall() throws {
        let desktop = try self.desktop(.bareX11, for: "tall")
        let file = home + "/tall.replay"
        let run = try GameOnPrivateDesktop(on: desktop, ["play", "--level", "tall", "--seconds", "120", "--record", file], home: home)
        try run.game.waitUntilSaid("level-open tall")
        try desktop.output("xdotool", ["windowsize", "--sync", run.window, "2", "300"])
        let resizedAt = run.game.secondsTold
        try waitFor("three seconds of the level with the 2x300 window", seen: { run.game.seen }) { run.game.secondsTold >= resizedAt + 3 }
        XCTAssertFalse(run.game.said("level-won tall"))
        try run.game.press(["BackSpace"])
        try run.game.waitForReplay(file)
        XCTAssertEqual(try run.game.quit(), 0)
        let observed = try Replay.read(from: file).inputs.compactMap(\.desktop)
        XCTAssertGreaterThan(observed.filter { $0.window.width == 0 && $0.window.height == 300 }.count, TickClock.ticks(1.5),
                             "the 2x300 window reached the replay, held longer than the level's hold")
        let verdict = try GameOnPrivateDesktop.verify(file)
        XCTAssertTrue(verdict.contains("NOT SOLVED"), verdict)
    }
}
