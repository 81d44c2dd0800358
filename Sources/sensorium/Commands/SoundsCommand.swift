import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// `sensorium sounds build [-o DIR]`: regenerates every sound from its recipe, deterministically
/// (the shipped `Resources/sounds/` is exactly this output; a test checks it).
enum SoundsCommand {
    static func run(_ words: [String]) throws -> Int32 {
        guard words.first == "build" else { throw Refusal("usage: sensorium sounds build [-o DIR]") }
        let arguments = try Arguments(Array(words.dropFirst()), valueOptions: ["-o"])
        let directory = arguments.value("-o") ?? FileLocations.resolve().resourcesDirectory + "/sounds"
        let written = try SoundLibrary.build(into: URL(fileURLWithPath: directory))
        printOutput("\(written.count) sounds written to \(directory)")
        return 0
    }
}
