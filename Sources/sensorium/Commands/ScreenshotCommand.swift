import SensoriumCore
import SensoriumSDL

/// `sensorium screenshot [--level ID] [--replay FILE] [--ticks N] -o OUT.png`: simulates without
/// a window and saves the frame as PNG. Without `--level` (or a replay) it shows the home screen.
enum ScreenshotCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level", "--replay", "--ticks", "-o"],
                                      flagOptions: ["--reduced-motion"])
        guard let output = arguments.value("-o") else { throw Arguments.Problem(description: "screenshot needs -o OUT.png") }
        let catalog = FileLocations.resolve().loadCatalog()
        var levelID = arguments.value("--level")
        var inputs: [InputCommand] = []
        if let path = arguments.value("--replay") {
            let replay = try Replay.read(from: path)
            levelID = levelID ?? replay.header.levelIDs.first
            inputs = replay.inputs
        }
        let ticks = try arguments.int("--ticks") ?? inputs.count
        guard ticks >= 0 else { throw Arguments.Problem(description: "--ticks must not be negative") }

        var game = Game(catalog: catalog, solved: [])
        var events: [Game.Event] = []
        if let levelID {
            guard catalog.level(id: levelID) != nil else {
                throw Arguments.Problem(description: "no valid level has id \"\(levelID)\"")
            }
            game.enter(levelID: levelID, events: &events)
        }
        for tick in 0..<ticks {
            game.step(tick < inputs.count ? inputs[tick] : .idle, events: &events)
        }
        var list = DrawList()
        game.draw(into: &list, alpha: 1, style: DrawStyle(reducedMotion: arguments.flag("--reduced-motion")))
        try Screenshot.render(list, to: output)
        print("\(output): \(levelID ?? "home") after \(ticks) ticks (\(TickClock.format(ticks)))")
        return 0
    }
}
