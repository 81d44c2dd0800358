import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// The game's window on a real desktop of the test's own (`PrivateDesktop`): under X11 with
/// openbox and with no window manager, and under Wayland (weston nested in Xvfb). `xdotool`,
/// `xclip` and an XDND drag (`Tests/Tools/xdnd-drop.c`) act as the player; what they do must
/// reach the observation a tick's input carries, and a level's window requests must move the
/// window as `SimulatedDesktop` predicts.
final class DesktopObserverTests: XCTestCase {
    private var desktop: PrivateDesktop?
    private var savedEnvironment: [String: String?] = [:]
    private var window: GameWindow?

    /// Starts SDL on `kind`'s desktop with the game's window on it, as the game opens it.
    private func open(_ kind: PrivateDesktop.Kind) throws -> (PrivateDesktop, GameWindow, DesktopObserver) {
        let desktop = try PrivateDesktop(kind)
        self.desktop = desktop
        savedEnvironment = desktop.enter()
        setenv("SDL_AUDIODRIVER", "dummy", 0)
        try SDLSession.start()
        let window = try GameWindow(fullscreen: false, vsync: false)
        self.window = window
        let observer = DesktopObserver(window: window)
        // Shown and drawn once, as the frame loop does, before anyone acts on it.
        window.render(DrawList())
        window.present()
        try settle(observer) { _ in true }
        return (desktop, window, observer)
    }

    override func tearDown() {
        window = nil
        SDLSession.stop()
        desktop?.stop()
        desktop = nil
        PrivateDesktop.restore(savedEnvironment)
        savedEnvironment = [:]
    }

    /// Pumps events (as `GamePlatform.poll` does) and presents frames until the observation
    /// satisfies `condition`, for up to five seconds; returns the observation.
    @discardableResult
    private func settle(_ observer: DesktopObserver, seconds: Double = 5,
                        until condition: (DesktopObservation) -> Bool) throws -> DesktopObservation {
        var last = observer.observe()
        _ = eventually(within: seconds) {
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { observer.handle(event) }
            last = observer.observe()
            if condition(last) { return true }
            window?.present()
            return false
        }
        return last
    }

    /// The window's X11 id, from SDL itself: a search of the desktop by name can meet a window
    /// that vanishes under it.
    private func windowID(_ desktop: PrivateDesktop) throws -> String {
        String(try XCTUnwrap(window.flatMap { X11WindowID.of($0.window) }, "an X11 window"))
    }

    // MARK: X11 with a window manager

    func testXdotoolMovingAndResizingTheWindowReachesTheObservation() throws {
        let (desktop, _, observer) = try open(.openbox)
        let id = try windowID(desktop)
        let start = observer.observe()
        XCTAssertTrue(start.positionKnown)
        XCTAssertEqual(start.display, DesktopObservation.Rect(x: 0, y: 0, width: 1920, height: 1080))
        XCTAssertEqual(start.window.width, 1280)

        try desktop.output("xdotool", ["windowmove", "--sync", id, "200", "120"])
        // openbox puts its frame where asked: the client area sits inside the decorations.
        let moved = try settle(observer) { abs($0.window.x - 200) <= 16 && abs($0.window.y - 120) <= 40 }
        XCTAssertEqual(Double(moved.window.x), 200, accuracy: 16)
        XCTAssertEqual(Double(moved.window.y), 120, accuracy: 40)

        try desktop.output("xdotool", ["windowsize", "--sync", id, "640", "960"])
        let tall = try settle(observer) { $0.window.width == 640 && $0.window.height == 960 }
        XCTAssertEqual(tall.window, DesktopObservation.Rect(x: tall.window.x, y: tall.window.y, width: 640, height: 960),
                       "tall and narrow")
    }

    func testCapsLockClipboardAndFocusReachTheObservation() throws {
        let (desktop, _, observer) = try open(.openbox)
        let id = try windowID(desktop)
        try desktop.output("xdotool", ["windowactivate", "--sync", id])
        XCTAssertTrue(try settle(observer) { $0.focused }.focused)

        try desktop.output("xdotool", ["key", "Caps_Lock"])
        XCTAssertTrue(try settle(observer) { $0.capsLock }.capsLock, "Caps Lock on")
        try desktop.output("xdotool", ["key", "Caps_Lock"])
        XCTAssertFalse(try settle(observer) { !$0.capsLock }.capsLock, "and off again")
        try desktop.output("xdotool", ["key", "Num_Lock"])
        XCTAssertTrue(try settle(observer) { $0.numLock }.numLock)

        try desktop.copy("amber")
        let copied = try settle(observer) { $0.clipboardDigest == DesktopObservation.clipboardDigest(of: "amber") }
        XCTAssertEqual(copied.clipboardDigest, DesktopObservation.clipboardDigest(of: "amber"), "read within its second")

        // Another program's window takes the focus, then the player comes back.
        let other = SDL_CreateWindow("Elsewhere", 0, 0, 200, 200, SDL_WINDOW_SHOWN.rawValue)
        defer { SDL_DestroyWindow(other) }
        let otherID = String(try XCTUnwrap(other.flatMap { X11WindowID.of($0) }, "the other X11 window"))
        try desktop.tools.retrying("xdotool", ["windowactivate", "--sync", otherID])
        XCTAssertFalse(try settle(observer) { !$0.focused }.focused, "looked away")
        try desktop.output("xdotool", ["windowactivate", "--sync", id])
        XCTAssertTrue(try settle(observer) { $0.focused }.focused, "and back")
    }

    /// The rule is the core's, on the room the client area has: the display less openbox's
    /// frame, so the window pushed right and down stops with its frame on the screen.
    func testWindowRequestsMoveTheWindowAsTheSimulatedDesktopPredicts() throws {
        let (_, window, observer) = try open(.openbox)
        let mover = WindowMover(window: window, observer: observer)
        var inRoom = observer.observe()
        inRoom.display = mover.room(display: inRoom.display)
        XCTAssertLessThan(inRoom.display.height, 1080, "openbox's title bar takes room")
        var model = SimulatedDesktop(observation: inRoom)
        for request in [WindowRequest(moveX: -120, moveY: 80), WindowRequest(growWidth: -320, growHeight: 200),
                        WindowRequest(moveX: 4000)] {
            mover.carryOut(request)
            model.apply(request)
            let seen = try settle(observer) { $0.window == model.observation.window }
            XCTAssertEqual(seen.window, model.observation.window, "\(request)")
        }
        mover.carryOut(WindowRequest(toggleFullscreen: true))
        let full = try settle(observer) { $0.fullscreen && $0.window.width == 1920 }
        XCTAssertTrue(full.fullscreen)
        XCTAssertEqual(full.window, DesktopObservation.Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    /// A huge clipboard (30 MB) stalls at most one frame, not every one: xclip sends it in pieces
    /// (X11's incremental transfer), the reader keeps the first 64 KiB and takes the rest off
    /// xclip over the next frames, and reads again only when the owner changes or the player
    /// gives it a reason (the focus back, Ctrl+V). A word copied next is read at once.
    func testAHugeClipboardStallsOneReadNotEveryFrame() throws {
        let (desktop, _, observer) = try open(.openbox)
        let huge = String(repeating: "0123456789abcdef", count: 30 * 65536)
        try desktop.copy(huge)
        observer.clipboard.ask()
        let start = SDL_GetTicks64()
        var frames = 0, slowFrames = 0
        while SDL_GetTicks64() - start < 3000 {
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { observer.handle(event) }
            let frameStart = SDL_GetTicks64()
            _ = observer.observe()
            if SDL_GetTicks64() - frameStart > 20 { slowFrames += 1 }
            frames += 1
            SDL_Delay(8)  // a frame's pace, not a wait for anything
        }
        // What is held to is the count of reads, each a stall: a few (the first look, the owner's
        // change, the ask; 3 on an idle machine), not one a frame. How long a frame took is the
        // machine's load as much as the reader's, so it is printed, not tested.
        print("huge clipboard: \(observer.clipboard.reads) reads in \(frames) frames, \(slowFrames) over 20 ms, "
              + "slowest read \(observer.clipboard.slowestRead) ms")
        XCTAssertLessThanOrEqual(observer.clipboard.reads, 4, "a few stalled reads in \(frames) frames, not a read every frame")
        // Its first bytes were read, sent in pieces as owners send a text this big.
        XCTAssertEqual(observer.observe().clipboardDigest,
                       DesktopObservation.clipboardDigest(of: String(huge.prefix(ClipboardReader.digestLimit))))
        // Reading took nothing from the player: the text is still on the clipboard for others.
        // xclip serves one requestor at a time and ignores every other request until the one
        // it sends in pieces ends (xclip's xclib.c, xcin(), its XCLIB_XCIN_INCR state): this
        // paste is served only because the reader took its own transfer to the end. One given
        // up midway (by a change of owner seen late) had left xclip serving nobody (red once
        // in 30 runs on a loaded machine).
        let pasted = try pasteWhilePumping(desktop, observer, bytes: huge.utf8.count)
        XCTAssertTrue(pasted.hasPrefix("0123456789abcdef"), "still on the clipboard: \(pasted.prefix(16).debugDescription)")

        // The new owner's claim reaches the X server after xclip starts: asked until it has.
        try desktop.copy("amber")
        let readStart = SDL_GetTicks64()
        XCTAssertTrue(eventually(within: 5) {
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { observer.handle(event) }
            observer.clipboard.ask()
            return observer.observe().clipboardDigest == DesktopObservation.clipboardDigest(of: "amber")
        }, "a word copied after it is read")
        print("a word after it: read in \(SDL_GetTicks64() - readStart) ms")
    }

    /// A program that asks for the clipboard the game owns and quits before the game answers
    /// (the game answers only while it pumps events) makes SDL's answer an X error, which Xlib
    /// would end the game for: the game counts it and goes on.
    func testAClipboardAskerThatQuitsBeforeTheAnswerDoesNotEndTheGame() throws {
        let (desktop, _, observer) = try open(.openbox)
        observer.clipboard.copy("amber")
        try settle(observer) { _ in true }  // the claim on the clipboard reaches the X server
        let before = X11Errors.survived
        // xclip waits for an answer that cannot come while no events are pumped; it is stopped.
        XCTAssertEqual(try desktop.output("xclip", ["-selection", "clipboard", "-o"], seconds: 0.5), "")
        try settle(observer) { _ in X11Errors.survived > before }
        XCTAssertGreaterThan(X11Errors.survived, before, "SDL's answer to the window that is gone failed")
        observer.clipboard.ask()
        XCTAssertEqual(observer.observe().clipboardDigest, DesktopObservation.clipboardDigest(of: "amber"))
    }

    /// Ctrl+C on the window comes through as the copy key (`InputMapper.isCopyKey`, the
    /// session's `.copy`), and the observer carries out what the level copies (a window level's
    /// colour, `WindowRequest.copy`): another program pastes it, and the observation's digest is
    /// that text's.
    func testCtrlCIsTheCopyKeyAndTheObserverCopiesWhatTheLevelHandsIt() throws {
        let (desktop, _, observer) = try open(.openbox)
        try desktop.output("xdotool", ["windowactivate", "--sync", try windowID(desktop)])
        observer.isObserving = true
        for text in ["#34E069", "#8823D3"] {
            try desktop.output("xdotool", ["key", "ctrl+c"])
            var pressed = false
            _ = eventually(within: 5) {
                var event = SDL_Event()
                while SDL_PollEvent(&event) != 0 {
                    observer.handle(event)
                    if InputMapper.isCopyKey(event) { pressed = true }
                }
                return pressed
            }
            XCTAssertTrue(pressed, "Ctrl+C reached the window as the copy key")
            observer.copy(text)
            var pasted: String?
            try settle(observer) { _ in
                // The game owns the clipboard now: it answers xclip only while it pumps events.
                pasted = try? self.pasteWhilePumping(desktop, observer, bytes: text.utf8.count)
                return pasted == text
            }
            XCTAssertEqual(pasted, text, "another program pastes the level's copy")
            XCTAssertEqual(observer.observe().clipboardDigest, DesktopObservation.clipboardDigest(of: text))
        }
    }

    /// A file or a text dropped on the window counts while a level reads the desktop, and only
    /// then: SDL's own events pushed into its queue, read back as `GamePlatform.poll` reads them
    /// (the real drag and drop is the next test).
    func testDroppedFilesAndTextsAreCountedWhileObserving() throws {
        let (_, window, observer) = try open(.openbox)
        func push(_ type: SDL_EventType, _ text: String) {
            var event = SDL_Event()
            event.type = type.rawValue
            event.drop.file = SDL_strdup(text)
            event.drop.windowID = SDL_GetWindowID(window.window)
            XCTAssertEqual(SDL_PushEvent(&event), 1, "pushed")
        }
        push(SDL_DROPFILE, "/tmp/not-read.txt")
        try settle(observer, seconds: 0.3) { _ in false }
        XCTAssertEqual(observer.observe().drops, 0, "a drop outside a level that reads the desktop")
        observer.isObserving = true
        push(SDL_DROPFILE, "/tmp/not-read.txt")
        XCTAssertEqual(try settle(observer) { $0.drops == 1 }.drops, 1)
        push(SDL_DROPTEXT, "a few words")
        push(SDL_DROPFILE, "/tmp/another.png")
        XCTAssertEqual(try settle(observer) { $0.drops == 3 }.drops, 3, "each file and text counts")
    }

    /// A real drop: another X client drags a file onto the window by XDND (`XDNDDrag`) while the
    /// window pumps its events; SDL turns it into SDL_DROPFILE.
    func testAFileDraggedOntoTheWindowByXDNDIsCounted() throws {
        let tool = try XDNDDrag.tool()
        let (desktop, _, observer) = try open(.openbox)
        observer.isObserving = true
        let dragger = try desktop.start(tool, [try windowID(desktop), XDNDDrag.uriList("/tmp/never-read.txt")])
        XCTAssertEqual(try settle(observer) { $0.drops == 1 }.drops, 1, "the drop reached the observation")
        // The window keeps answering the drag until it ends.
        XCTAssertTrue(eventually(within: 10) {
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { observer.handle(event) }
            return !dragger.isRunning
        }, "the drag ended")
        XCTAssertEqual(dragger.terminationStatus, 0, "the window finished the drop (XdndFinished)")
    }

    /// `xclip -o` run while this process keeps answering the X server and observing, as the
    /// game's frames do while a level reads the desktop (a transfer of its own still under way
    /// goes on).
    private func pasteWhilePumping(_ desktop: PrivateDesktop, _ observer: DesktopObserver, bytes: Int) throws -> String {
        let file = desktop.runtimeDirectory + "/paste"
        FileManager.default.createFile(atPath: file, contents: nil)
        let paste = try desktop.start("xclip", ["-selection", "clipboard", "-o"],
                                      standardOutput: FileHandle(forWritingAtPath: file)!)
        // As long as `PrivateDesktop.copy` lets a look at the text take: 30 MB took over ten
        // seconds to come across once, and an unfinished paste had written nothing yet.
        try waitFor("xclip's paste of \(bytes) bytes", timeout: 10 + 3 * (1 + Double(bytes) / 1_000_000)) {
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { observer.handle(event) }
            _ = observer.observe()
            return !paste.isRunning
        }
        return try String(contentsOfFile: file, encoding: .utf8)
    }

    // MARK: X11 without a window manager

    func testWithoutAWindowManagerTheWindowMovesAndIsObservedToo() throws {
        let (desktop, window, observer) = try open(.bareX11)
        let id = try windowID(desktop)
        try desktop.output("xdotool", ["windowmove", "--sync", id, "100", "60"])
        XCTAssertEqual(try settle(observer) { $0.window.x == 100 && $0.window.y == 60 }.window.x, 100)
        let mover = WindowMover(window: window, observer: observer)
        var model = SimulatedDesktop(observation: observer.observe())
        for request in [WindowRequest(moveX: 240, moveY: 40, growWidth: -400, growHeight: -120)] {
            mover.carryOut(request)
            model.apply(request)
            XCTAssertEqual(try settle(observer) { $0.window == model.observation.window }.window, model.observation.window)
        }
        try desktop.output("xdotool", ["windowfocus", "--sync", id])
        try desktop.output("xdotool", ["key", "Caps_Lock"])
        XCTAssertTrue(try settle(observer) { $0.capsLock }.capsLock)
        try desktop.copy("teal")
        XCTAssertEqual(try settle(observer) { $0.clipboardDigest != 0 }.clipboardDigest,
                       DesktopObservation.clipboardDigest(of: "teal"))
        // The game covers the display itself when no window manager makes it fullscreen.
        mover.carryOut(WindowRequest(toggleFullscreen: true))
        let full = try settle(observer) { $0.window.width == 1920 }
        XCTAssertTrue(full.fullscreen)
        XCTAssertEqual(full.window, DesktopObservation.Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    // MARK: Wayland

    func testUnderWaylandThePositionIsReportedUnknownAndTheSizeStillFollowsRequests() throws {
        let (_, window, observer) = try open(.wayland)
        let start = observer.observe()
        XCTAssertFalse(start.positionKnown, "a Wayland window cannot learn its position")
        XCTAssertEqual(start.window.x, 0)
        XCTAssertEqual(start.window.y, 0)
        XCTAssertEqual(start.window.width, 1280)
        let mover = WindowMover(window: window, observer: observer)
        var model = SimulatedDesktop(observation: start)
        for request in [WindowRequest(moveX: 200, moveY: 100), WindowRequest(growWidth: -400, growHeight: 200)] {
            mover.carryOut(request)
            model.apply(request)
            let seen = try settle(observer) { $0.window == model.observation.window }
            XCTAssertEqual(seen.window, model.observation.window, "\(request): no move, the size as asked")
        }
    }
}
