import XCTest
@testable import SensoriumCore

/// The lessons of the levels that bring a new idea: every level marked as introducing an action,
/// a rule or an input shows its ghost with the cap of the player's own binding, a rebinding or a
/// pad changes the cap, and the lesson leaves once it is used.
final class LessonOverlayTests: XCTestCase {
    private let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)

    /// The levels docs/challenges.md's table marks as introducing something a lesson teaches.
    private let marked: Set<String> = ["shy", "roll", "glance", "exit", "decoys", "askew", "tiny", "turn", "sluggish", "drift",
                                       "tall", "corner", "full", "caps", "still", "away", "copy",
                                       "candles", "hush", "claps", "hum", "knock", "swell"]

    private func session(_ id: String, settings: Settings = Settings()) -> PlaySession {
        var setup = PlaySession.Setup()
        setup.levelID = id
        setup.settings = settings
        return PlaySession(catalog: catalog, setup: setup)
    }

    private func frame(_ session: PlaySession) -> DrawList {
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle())
        return list
    }

    /// The cap as the keys page draws it, where the lesson placed it, is in the frame.
    private func assertCapDrawn(_ glyph: LessonOverlay.PlacedGlyph, in list: DrawList, _ message: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        var cap = DrawList()
        SettingsIcons.drawCap(glyph.text, x: glyph.x, centerY: glyph.centerY, height: glyph.height, color: .white, into: &cap)
        XCTAssertFalse(cap.rects.isEmpty, file: file, line: line)
        let missing = cap.rects.filter { !list.rects.contains($0) }
        XCTAssertTrue(missing.isEmpty, "\(message): the cap \(glyph.text) is drawn (\(missing.count) of its rects missing)", file: file, line: line)
    }

    /// What the keys page shows for `glyph` with the default bindings, read from the defaults.
    private func defaultCap(_ glyph: Lesson.Glyph, device: BindingDevice) -> String? {
        switch glyph {
        case .desktopKey(let name): return BindingLabel.text(name, device: .keyboard)
        case .action(let action):
            if device == .gamepad, let name = Settings.defaultGamepad[action]?.first { return BindingLabel.text(name, device: .gamepad) }
            return Settings.defaultKeyboard[action]?.first.map { BindingLabel.text($0, device: .keyboard) }
        }
    }

    func testTheMarkedLevelsAreTheLevelsWithLessonsAndEachLessonIsOfItsLevelsKind() throws {
        var taught: [String] = []
        for level in catalog.levels {
            guard let lesson = LessonOverlay.lesson(for: level) else { continue }
            taught.append(level.id)
            XCTAssertFalse(lesson.introduces.isEmpty || lesson.shows.isEmpty, level.id)
            if lesson.idea == .action { XCTAssertFalse(lesson.glyphs.isEmpty, "\(level.id): an action shows its key") }
        }
        XCTAssertEqual(Set(taught), marked)
        XCTAssertEqual(taught.count, marked.count, "one lesson a level")
        let declared = ChallengeKinds.all.flatMap { descriptor in descriptor.lessons.map { (descriptor.kind, $0.levelID) } }
        for (kind, id) in declared {
            XCTAssertEqual(try XCTUnwrap(catalog.level(id: id), "\(id) is a shipped level").kind, kind, "\(id) is taught by its own kind")
        }
    }

    func testEveryLevelThatIntroducesSomethingShowsItsGhostWithItsKeysCapFromItsFirstFrames() throws {
        var checked = 0
        for level in catalog.levels {
            guard let lesson = LessonOverlay.lesson(for: level) else { continue }
            var shown = session(level.id)
            for _ in 0..<30 { _ = shown.step(.idle) }
            let list = frame(shown)
            var plain = DrawList()
            shown.game.draw(into: &plain, alpha: 1, style: DrawStyle())
            XCTAssertGreaterThan(list.rects.count + list.points.count, plain.rects.count + plain.points.count, "\(level.id) draws its ghost")
            let glyphs = shown.lessonGlyphs()
            XCTAssertEqual(glyphs.map(\.text), lesson.glyphs.compactMap { defaultCap($0, device: .keyboard) }, level.id)
            for glyph in glyphs { assertCapDrawn(glyph, in: list, level.id) }
            checked += 1
        }
        XCTAssertEqual(checked, marked.count)
        XCTAssertEqual(session("roll").lessonGlyphs().map(\.text), [], "nothing before the level's first tick")
        var roll = session("roll")
        _ = roll.step(.idle)
        XCTAssertEqual(roll.lessonGlyphs().map(\.text), ["TAB"], "Tab's floor, from the first tick")
    }

    func testTheCapFollowsARebindingAndThePadInUse() throws {
        var settings = Settings()
        settings.keyboard[.alternate] = ["G"]
        settings.keyboard[.rotateLeft] = ["K", "Z"]
        var roll = session("roll", settings: settings)
        var askew = session("askew", settings: settings)
        for _ in 0..<30 {
            _ = roll.step(.idle)
            _ = askew.step(.idle)
        }
        XCTAssertEqual(roll.lessonGlyphs().map(\.text), ["G"])
        XCTAssertEqual(askew.lessonGlyphs().map(\.text), ["K", "C"], "the first binding is the cap")
        for glyph in roll.lessonGlyphs() { assertCapDrawn(glyph, in: frame(roll), "roll rebound") }

        roll.inputDevice = .gamepad
        let pad = try XCTUnwrap(defaultCap(.action(.alternate), device: .gamepad))
        XCTAssertEqual(roll.lessonGlyphs().map(\.text), [pad], "a pad player sees the pad's button")
        for glyph in roll.lessonGlyphs() { assertCapDrawn(glyph, in: frame(roll), "roll on a pad") }
        var rebound = settings
        rebound.gamepad[.alternate] = ["leftshoulder"]
        var padRoll = session("roll", settings: rebound)
        padRoll.inputDevice = .gamepad
        _ = padRoll.step(.idle)
        XCTAssertEqual(padRoll.lessonGlyphs().map(\.text), ["LB"])
        // The desktop's own keys are the keyboard's whatever the device.
        var caps = session("caps")
        caps.inputDevice = .gamepad
        _ = caps.step(.idle)
        XCTAssertEqual(caps.lessonGlyphs().map(\.text), ["CAPS"])
    }

    func testUsingTheActionSendsTheLessonAwayAndItDoesNotComeBack() {
        var roll = session("roll")
        for _ in 0..<3 * LessonOverlay.passTicks { _ = roll.step(.idle) }
        XCTAssertFalse(roll.lessonGlyphs().isEmpty, "an action's lesson stays until it is used")
        _ = roll.step(InputCommand(buttons: .alternate))
        for _ in 0...LessonOverlay.fadeOutTicks { _ = roll.step(.idle) }
        XCTAssertTrue(roll.lessonGlyphs().isEmpty, "used: gone")
        // Back home and in again: learned in this session.
        _ = roll.step(InputCommand(buttons: .back))
        for _ in 0..<5 { _ = roll.step(.idle) }
        _ = roll.enter(levelID: "roll")
        for _ in 0..<30 { _ = roll.step(.idle) }
        XCTAssertTrue(roll.lessonGlyphs().isEmpty, "not shown again once used")
    }

    func testADesktopInputsLessonLeavesWhenTheDesktopShowsItUsed() {
        let window = DesktopObservation.Rect(x: 320, y: 180, width: 1280, height: 720)
        let display = DesktopObservation.Rect(x: 0, y: 0, width: 1920, height: 1080)
        func observed(caps: Bool = false, focused: Bool = true) -> InputCommand {
            InputCommand(desktop: DesktopObservation(window: window, display: display, focused: focused, capsLock: caps))
        }
        var caps = session("caps")
        for _ in 0..<30 { _ = caps.step(observed()) }
        XCTAssertEqual(caps.lessonGlyphs().map(\.text), ["CAPS"])
        _ = caps.step(observed(caps: true))
        for _ in 0...LessonOverlay.fadeOutTicks { _ = caps.step(observed(caps: true)) }
        XCTAssertTrue(caps.lessonGlyphs().isEmpty, "Caps Lock flipped: learned")

        var away = session("away")
        _ = away.step(observed(focused: false))
        for _ in 0..<30 { _ = away.step(observed(focused: true)) }
        XCTAssertFalse(away.lessonGlyphs().isEmpty, "coming back into the window is not looking away")
        _ = away.step(observed(focused: false))
        for _ in 0...LessonOverlay.fadeOutTicks { _ = away.step(observed(focused: false)) }
        XCTAssertTrue(away.lessonGlyphs().isEmpty, "left the window: learned")
    }

    func testARulesLessonPlaysItsPassesAndLeaves() {
        var decoys = session("decoys")
        for _ in 0..<LessonOverlay.passTicks { _ = decoys.step(.idle) }
        var plain = DrawList()
        decoys.game.draw(into: &plain, alpha: 1, style: DrawStyle())
        XCTAssertGreaterThan(frame(decoys).rects.count, plain.rects.count)
        for _ in 0..<(LessonOverlay.passes - 1) * LessonOverlay.passTicks + LessonOverlay.fadeOutTicks + 2 { _ = decoys.step(.idle) }
        plain = DrawList()
        decoys.game.draw(into: &plain, alpha: 1, style: DrawStyle())
        XCTAssertEqual(frame(decoys).rects.count + frame(decoys).points.count, plain.rects.count + plain.points.count)
    }

    func testDrawingTheLessonLeavesTheReplayStateHashAlone() throws {
        let (drawn, undrawn) = try playedDrawnAndUndrawn("roll", catalog: catalog)
        XCTAssertEqual(drawn.game.session?.stateHash, undrawn.game.session?.stateHash)
    }
}
