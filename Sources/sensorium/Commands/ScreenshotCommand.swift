import SensoriumCore
import SensoriumSDL

/// `sensorium screenshot [--level ID] [--replay FILE] [--hint 1|2|3] [--ghost FILE.replay] [--ticks N]
/// [--screen home|pause|menu|settings|keys] [--page N] [--focus ID] [--hud-expanded] [--input-display]
/// [--debug-overlay] [--reduced-motion] -o OUT.png`:
/// plays the same session the window plays, without a window, and saves the frame as PNG: a run's
/// replay shows the level the run has reached, with its speedrun HUD (and the input of its last
/// tick with `--input-display`). Without `--level` (or a
/// replay) it shows the home screen; `--screen pause` opens the pause menu over the level (the
/// first one when none is given), `--screen menu` the home menu over the grid, `--screen settings`
/// the settings screen (default settings) opened from the home menu, `--screen keys` its keys page
/// waiting for a new key for "down" after W was pressed: W is "up"'s, so it shows the clash.
/// `--page N` turns the home grid to its Nth page (1 is the first) as Page Down does.
/// `--focus ID` moves the mouse onto that level's tile of the home grid (turning to its page
/// first), as a player would: a locked tile then shows its way in.
/// `--hint N` presses the hint button N times as the level opens (one press and release a tick
/// each), then runs `--ticks`: the goal pulse, the first part of the solution ghost, or the whole.
/// `--ghost FILE.replay` plays the level as a one-level run racing that replay's ghost (as a
/// personal best's races a run), the player idle, for `--ticks`.
enum ScreenshotCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level", "--replay", "--hint", "--ghost", "--ticks", "--screen", "--page", "--focus", "-o"],
                                      flagOptions: ["--reduced-motion", "--hud-expanded", "--debug-overlay", "--input-display"])
        guard let output = try OutputFile.named(by: "-o", in: arguments) else {
            throw Refusal("screenshot needs -o OUT.png")
        }
        let catalog = try FileLocations.resolve().loadCatalog()
        var setup = PlaySession.Setup()
        var replayTicks = 0
        if let path = arguments.value("--replay") {
            let replay = try Replay.read(from: path)
            setup = .playback(of: replay)
            replayTicks = replay.inputs.count
        }
        if let id = arguments.value("--level") {
            guard setup.speedrun == nil else { throw Refusal("--level cannot pick a level of a run's replay") }
            guard catalog.level(id: id) != nil else {
                // A level file that is there but broken: its own reason, as `validate` gives it.
                if let problem = catalog.problems.first(where: { $0.file?.hasSuffix("/" + id + ".json") == true }) {
                    throw problem
                }
                throw Refusal("no valid level has id \"\(id)\"")
            }
            setup.levelID = id
        }
        setup.inputDisplay = arguments.flag("--input-display")
        let screen = arguments.value("--screen") ?? "home"
        guard ["home", "pause", "menu", "settings", "keys"].contains(screen) else {
            throw Refusal("--screen must be home, pause, menu, settings or keys")
        }
        if screen == "pause", setup.levelID == nil, setup.speedrun == nil { setup.levelID = catalog.levels.first?.id }
        let ticks = try arguments.number(.screenshotTicks) ?? replayTicks
        let hints = try arguments.number(.hint) ?? 0
        let page = try arguments.number(.homePage)
        if hints > 0, setup.levelID == nil || setup.replayInputs != nil {
            throw Refusal("--hint needs --level ID (and no --replay)")
        }
        // As the window has them: a replay's hint presses show its ghost too.
        setup.solutions = SolutionShelf.load(folder: FileLocations.resolve().solutionsDirectory, levelIDs: catalog.levels.map(\.id))

        if let path = arguments.value("--ghost") {
            guard let id = setup.levelID, setup.replayInputs == nil else {
                throw Refusal("--ghost needs --level ID (and no --replay)")
            }
            let replay = try Replay.read(from: path)
            guard replay.header.levelIDs == [id] else {
                throw Refusal("\(path) plays \(replay.header.levelIDs.joined(separator: ",")), not \(id)")
            }
            setup.levelID = nil
            setup.runLevels = [id]
            setup.raceReplay = replay
        }

        // Nothing a screenshot plays is saved: keeping no input keeps a day of ticks in the
        // memory of one frame.
        setup.keepsInputs = false
        var session = PlaySession(catalog: catalog, setup: setup)
        var tickOutput = TickOutput()
        // The hint is an input: pressed and released, once a step.
        for _ in 0..<hints {
            session.step(InputCommand(buttons: .hint), into: &tickOutput)
            session.step(.idle, into: &tickOutput)
        }
        for _ in 0..<ticks { session.step(.idle, into: &tickOutput) }
        // The HUD's splits (H) and the debug overlay (F3), as the keys show them in the window.
        if let page {
            for _ in 1..<page {
                session.step(InputCommand(buttons: .zoomIn), into: &tickOutput)
                session.step(.idle, into: &tickOutput)
            }
            for _ in 0..<40 { session.step(.idle, into: &tickOutput) }
        }
        if let id = arguments.value("--focus") {
            try pointAt(tile: id, session: &session, output: &tickOutput)
        }
        if arguments.flag("--hud-expanded") { _ = session.handle(.toggleHUD) }
        if arguments.flag("--debug-overlay") { _ = session.handle(.toggleDebugOverlay) }
        if screen != "home" { _ = session.handle(.togglePause) }
        if screen == "settings" || screen == "keys" {
            // As a player gets there: the menu's settings item, chosen with Enter.
            _ = session.handle(.menuFirst)
            let items = session.menus.menu?.items ?? []
            for _ in 0..<(items.firstIndex(of: .settings) ?? 0) {
                session.step(InputCommand(buttons: .down), into: &tickOutput)
                session.step(.idle, into: &tickOutput)
            }
            session.step(InputCommand(buttons: .confirm), into: &tickOutput)
            session.step(.idle, into: &tickOutput)
            if screen == "keys" {
                _ = session.handle(.menuLast)
                session.step(InputCommand(buttons: .up), into: &tickOutput)
                session.step(.idle, into: &tickOutput)
                session.step(InputCommand(buttons: .up), into: &tickOutput)
                session.step(.idle, into: &tickOutput)
                session.step(InputCommand(buttons: .confirm), into: &tickOutput)
                session.step(.idle, into: &tickOutput)
                session.step(InputCommand(buttons: .right), into: &tickOutput)
                session.step(.idle, into: &tickOutput)
                session.step(InputCommand(buttons: .confirm), into: &tickOutput)
                _ = session.handle(.bindingPressed("W"))
            }
            // Settle the focus animation (and the clash's shake).
            for _ in 0..<40 { session.step(.idle, into: &tickOutput) }
        }
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle(reducedMotion: arguments.flag("--reduced-motion")))
        try Screenshot.render(list, to: output)
        let shown = session.game.session?.level.id ?? "home"
        output.report("\(output.name): \(shown) after \(ticks) ticks (\(TickClock.format(ticks)))")
        return 0
    }

    /// The mouse comes in from the corner onto tile `id` (after Page Down to its page), then
    /// rests there long enough for the focus to grow and a way in to be seen.
    private static func pointAt(tile id: String, session: inout PlaySession, output: inout TickOutput) throws {
        var home = session.game.home
        guard let index = home.tiles.firstIndex(where: { $0.id == id }) else {
            throw Refusal("--focus \(id): no such tile on the home grid")
        }
        let page = HomePages.page(ofRow: home.tiles[index].row)
        for _ in home.pages.numbers where session.game.home.pages.shownPage < page {
            session.step(InputCommand(buttons: .zoomIn), into: &output)
            session.step(.idle, into: &output)
        }
        home = session.game.home
        let center = home.magnifier.centers[index]
        let over = InputCommand(pointer: .init(x: Int16(center.x), y: Int16(center.y)))
        session.step(InputCommand(pointer: .init(x: 0, y: 0)), into: &output)
        for _ in 0..<50 { session.step(over, into: &output) }
    }
}
