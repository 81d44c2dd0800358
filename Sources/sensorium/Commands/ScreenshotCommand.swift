import SensoriumCore
import SensoriumSDL

/// `sensorium screenshot [--level ID] [--replay FILE] [--ticks N] [--screen home|pause|menu|settings|keys]
/// [--hud-expanded] [--input-display] [--debug-overlay] [--reduced-motion] -o OUT.png`:
/// plays the same session the window plays, without a window, and saves the frame as PNG: a run's
/// replay shows the level the run has reached, with its speedrun HUD (and the input of its last
/// tick with `--input-display`). Without `--level` (or a
/// replay) it shows the home screen; `--screen pause` opens the pause menu over the level (the
/// first one when none is given), `--screen menu` the home menu over the grid, `--screen settings`
/// the settings screen (default settings) opened from the home menu, `--screen keys` its keys page
/// waiting for a new key for "down" after W was pressed: W is "up"'s, so it shows the clash.
enum ScreenshotCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level", "--replay", "--ticks", "--screen", "-o"],
                                      flagOptions: ["--reduced-motion", "--hud-expanded", "--debug-overlay", "--input-display"])
        guard let output = arguments.value("-o") else { throw Arguments.Problem(description: "screenshot needs -o OUT.png") }
        let catalog = try FileLocations.resolve().loadCatalog()
        var setup = PlaySession.Setup()
        var replayTicks = 0
        if let path = arguments.value("--replay") {
            let replay = try Replay.read(from: path)
            setup = .playback(of: replay)
            replayTicks = replay.inputs.count
        }
        if let id = arguments.value("--level") {
            guard setup.speedrun == nil else { throw Arguments.Problem(description: "--level cannot pick a level of a run's replay") }
            guard catalog.level(id: id) != nil else {
                // A level file that is there but broken: its own reason, as `validate` gives it.
                if let problem = catalog.problems.first(where: { $0.file?.hasSuffix("/" + id + ".json") == true }) {
                    throw problem
                }
                throw Arguments.Problem(description: "no valid level has id \"\(id)\"")
            }
            setup.levelID = id
        }
        setup.inputDisplay = arguments.flag("--input-display")
        let screen = arguments.value("--screen") ?? "home"
        guard ["home", "pause", "menu", "settings", "keys"].contains(screen) else {
            throw Arguments.Problem(description: "--screen must be home, pause, menu, settings or keys")
        }
        if screen == "pause", setup.levelID == nil, setup.speedrun == nil { setup.levelID = catalog.levels.first?.id }
        let ticks = try arguments.int("--ticks") ?? replayTicks
        guard (0...Replay.maxTicks).contains(ticks) else {
            throw Arguments.Problem(description: "--ticks must be 0 to \(Replay.maxTicks) (24 hours, the longest replay)")
        }

        var session = PlaySession(catalog: catalog, setup: setup)
        var tickOutput = TickOutput()
        for _ in 0..<ticks { session.step(.idle, into: &tickOutput) }
        // The HUD's splits (H) and the debug overlay (F3), as the keys show them in the window.
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
        printOutput("\(output): \(shown) after \(ticks) ticks (\(TickClock.format(ticks)))")
        return 0
    }
}
