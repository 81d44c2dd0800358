import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// `sensorium haptics plot|dump|play FILE.ahap ...`: look at, read and feel an AHAP pattern.
enum HapticsCommand {
    static let usage = "usage: sensorium haptics plot FILE.ahap -o OUT.png | dump FILE.ahap [--rate HZ] "
        + "[--intensity-control X] | play FILE.ahap"

    static func run(_ words: [String]) throws -> Int32 {
        guard let verb = words.first else { throw Refusal(usage) }
        let arguments = try Arguments(Array(words.dropFirst()), valueOptions: ["-o", "--rate", "--intensity-control"])
        guard arguments.positional.count == 1 else { throw Refusal(usage) }
        let file = arguments.positional[0]
        let intensity = try arguments.number(.intensityControl)
        let rate = try arguments.number(.hapticRate) ?? TickClock.rate
        let pattern = try AHAPLoader().load(contentsOf: URL(fileURLWithPath: file))
        switch verb {
        case "plot":
            guard let output = try OutputFile.named(by: "-o", in: arguments) else { throw Refusal(usage) }
            try Screenshot.render(HapticPlot.drawList(for: pattern, intensityControl: intensity), to: output)
            output.report("\(output.name): \(pattern.eventCount) events over \(String(pattern.duration, decimals: 3)) s")
        case "dump":
            print(HapticTimeline.csv(for: pattern, rate: rate, intensityControl: intensity), terminator: "")
        case "play":
            return try play(file: file, pattern: pattern)
        default:
            throw Refusal(usage)
        }
        return 0
    }

    /// Plays the pattern in real time on every pad, with its sounds, then stops the motors.
    private static func play(file: String, pattern: AHAPPattern) throws -> Int32 {
        // The game's own start-up, so pads rumble the same way (PS4/PS5 hints), without a window.
        try SDLSession.start(video: false)
        defer { SDLSession.stop() }
        let gamepads = GamepadSet()
        gamepads.openPresent()
        let locations = FileLocations.resolve()
        let folder = file.deletingLastPathComponent
        let name = file.lastPathComponent.deletingPathExtension
        let feedback = FeedbackOutput(soundsDirectory: locations.resourcesDirectory + "/sounds",
                                      hapticDirectories: [folder.isEmpty ? "." : folder], rumbleSettings: RumbleSettings(),
                                      effectsGain: 1, gamepads: gamepads)
        if !feedback.hasRumble { printError("no gamepad with rumble found; playing the sounds only") }
        let ticks = TickClock.ticks(pattern.duration) + TickClock.rate / 4
        let start = MonotonicClock.now
        for tick in 0..<ticks {
            gamepads.handlePendingEvents()
            if tick == 0 { feedback.playPattern(named: name) }
            feedback.play([])
            let due = Double(tick + 1) / Double(TickClock.rate)
            MonotonicClock.sleep(seconds: due - MonotonicClock.now.seconds(since: start))
        }
        MonotonicClock.sleep(seconds: 0.3)
        feedback.close()
        return 0
    }
}
