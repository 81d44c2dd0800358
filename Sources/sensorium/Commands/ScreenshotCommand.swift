import SensoriumCore
import SensoriumSDL

/// `sensorium screenshot [--level ID] [--replay FILE] [--ticks N] -o OUT.png`: plays the same
/// session the window plays, without a window, and saves the frame as PNG: a run's replay shows
/// the level the run has reached, with its speedrun HUD. Without `--level` (or a replay) it shows
/// the home screen.
enum ScreenshotCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level", "--replay", "--ticks", "-o"],
                                      flagOptions: ["--reduced-motion"])
        guard let output = arguments.value("-o") else { throw Arguments.Problem(description: "screenshot needs -o OUT.png") }
        let catalog = FileLocations.resolve().loadCatalog()
        var setup = PlaySession.Setup()
        var replayTicks = 0
        if let path = arguments.value("--replay") {
            let replay = try Replay.read(from: path)
            setup = .playback(of: replay)
            replayTicks = replay.inputs.count
        }
        if let id = arguments.value("--level") {
            guard setup.speedrun == nil else { throw Arguments.Problem(description: "--level cannot pick a level of a run's replay") }
            guard catalog.level(id: id) != nil else { throw Arguments.Problem(description: "no valid level has id \"\(id)\"") }
            setup.levelID = id
        }
        let ticks = try arguments.int("--ticks") ?? replayTicks
        guard ticks >= 0 else { throw Arguments.Problem(description: "--ticks must not be negative") }

        var session = PlaySession(catalog: catalog, setup: setup)
        var tickOutput = TickOutput()
        for _ in 0..<ticks { session.step(.idle, into: &tickOutput) }
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle(reducedMotion: arguments.flag("--reduced-motion")))
        try Screenshot.render(list, to: output)
        let shown = session.game.session?.level.id ?? "home"
        print("\(output): \(shown) after \(ticks) ticks (\(TickClock.format(ticks)))")
        return 0
    }
}
