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
    /// back within the display before every present and plays on until it is asked to quit.
    /// (The window tests here give the game time to spare and end it themselves: a game that
    /// ended on its own clock during a slow storm left nothing to look at.)
    func testAWindowResizedTo32767SquareByAnotherProgramDoesNotEndTheGame() throws {
        for kind in [PrivateDesktop.Kind.bareX11, .openbox] {
            let desktop = try self.desktop(kind, for: "tall")
            let run = try GameOnPrivateDesktop(on: desktop, ["play", "--level", "tall", "--seconds", "120", "--frame-stats"], home: home)
            try run.game.waitUntilSaid("level-open tall")
            var storm: [String] = []
            for _ in 0..<300 { storm += ["windowsize", run.window, "32767", "32767", "sleep", "0.007"] }
            _ = try? desktop.output("xdotool", storm, seconds: 20)
            XCTAssertTrue(try eventually(within: 5) { let size = try run.geometry(); return size.width <= 1920 && size.height <= 1080 },
                          "\(kind): the window is back within the display")
            let memory = run.peakMemoryMiB ?? 0
            XCTAssertEqual(try run.game.quit(), 0, "\(kind): \(run.game.seen)")
            let stats = try XCTUnwrap(run.frameStats, "\(kind): \(run.game.standardOutput)")
            print("32767 square, \(kind): \(stats.count) frames, worst \(stats.worstMilliseconds) ms, peak \(Int(memory)) MiB")
            let second = MachineLoad.scaled(1000)
            XCTAssertLessThan(stats.worstMilliseconds, second.limit, "\(kind): no frame stalled a second (\(second.said))")
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

    /// A clipboard owner that sends its text in pieces forever (a piece every 100 ms, so it is
    /// never silent long enough to be given up) kept the clipboard level on that one read, and
    /// no later copy was ever read. Now a read is cut at 64 KiB or 5 s, and a new owner's text
    /// is read at once: the level, answered by copies made while the endless owner still sends,
    /// is solved, with no frame stalled.
    func testAClipboardOwnerThatNeverEndsItsTransferDoesNotHoldTheClipboardLevel() throws {
        let desktop = try self.desktop(.openbox, for: "copy")
        let file = home + "/copy.replay"
        let run = try GameOnPrivateDesktop(on: desktop, ["play", "--level", "copy", "--seconds", "60", "--record", file,
                                                         "--frame-stats"], home: home)
        try run.game.waitUntilSaid("level-open copy")
        try EndlessClipboardOwner.start(on: desktop, pieceBytes: 64, pieceMilliseconds: 100, folder: home)
        // The level calls every two seconds; a copy answers within three quarters of one.
        var copies = 0
        let solved = try eventually(within: 20) {
            copies += 1
            try desktop.copy("answer \(copies)")
            return try eventually(within: 0.3) { run.game.said("level-won copy") }
        }
        XCTAssertTrue(solved, "a copy made while the endless owner sends was read: \(run.game.seen)")
        try run.game.waitForReplay(file)
        XCTAssertEqual(try run.game.quit(), 0)
        let stats = try XCTUnwrap(run.frameStats, run.game.standardOutput)
        print("endless INCR owner: solved after \(copies) copies, \(stats.count) frames, worst \(stats.worstMilliseconds) ms")
        let quarter = MachineLoad.scaled(250)
        XCTAssertLessThan(stats.worstMilliseconds, quarter.limit, "no frame waited on the clipboard (\(quarter.said))")
        XCTAssertTrue(try GameOnPrivateDesktop.verify(file).contains(" solved"))
    }

    /// F11 pressed at 100 Hz for two seconds in a window level under openbox (it stalled the
    /// frames 1.3 s): fullscreen changes at most four times a second, so no frame waits long on
    /// the window manager, and the last press wins.
    func testF11At100HzCostsBoundedTime() throws {
        let desktop = try self.desktop(.openbox, for: "tall")
        let run = try GameOnPrivateDesktop(on: desktop, ["play", "--level", "tall", "--seconds", "120", "--frame-stats"], home: home)
        try run.game.waitUntilSaid("level-open tall")
        var presses: [String] = []
        for _ in 0..<200 { presses += ["key", "F11", "sleep", "0.01"] }
        _ = try? desktop.output("xdotool", presses, seconds: 30)
        let memory = try XCTUnwrap(run.peakMemoryMiB, "still playing after the presses")
        XCTAssertEqual(try run.game.quit(), 0, run.game.seen)
        let stats = try XCTUnwrap(run.frameStats, run.game.standardOutput)
        print("F11 at 100 Hz: \(stats.count) frames, worst \(stats.worstMilliseconds) ms, peak \(Int(memory)) MiB")
        let quarter = MachineLoad.scaled(250)
        XCTAssertLessThan(stats.worstMilliseconds, quarter.limit, "no frame waited long on the window manager (\(quarter.said))")
        XCTAssertLessThan(memory, 300, "MiB")
    }

    /// A storm of 4,000 geometry changes in a window level under openbox took the game to
    /// 646 MB: its memory stays bounded and it ends on time. (Its longest frame is printed, not
    /// asserted: a time is a measurement, not a test, and the storm still stalls one frame for up
    /// to about a second inside SDL's event pump, longer on a loaded machine.)
    func testAGeometryStormCostsBoundedMemory() throws {
        let desktop = try self.desktop(.openbox, for: "tall")
        let run = try GameOnPrivateDesktop(on: desktop, ["play", "--level", "tall", "--seconds", "120", "--frame-stats"], home: home)
        try run.game.waitUntilSaid("level-open tall")
        var storm: [String] = []
        for index in 0..<4000 { storm += ["windowsize", run.window, String(400 + index % 800), String(300 + index % 600)] }
        _ = try? desktop.output("xdotool", storm, seconds: 60)
        let memory = try XCTUnwrap(run.peakMemoryMiB, "still playing after the storm")
        XCTAssertEqual(try run.game.quit(), 0, run.game.seen)
        let stats = try XCTUnwrap(run.frameStats, run.game.standardOutput)
        print("geometry storm: \(stats.count) frames, worst \(stats.worstMilliseconds) ms, peak \(Int(memory)) MiB")
        XCTAssertLessThan(memory, 300, "MiB")
    }
}
