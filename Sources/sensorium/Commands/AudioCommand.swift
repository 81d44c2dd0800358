import Foundation
import SensoriumCore
import SensoriumSDL

/// `sensorium audio render [--level ID] --progress A:B --seconds N -o OUT.wav`: renders a
/// soundscape offline while progress sweeps linearly from A to B.
enum AudioCommand {
    static func run(_ words: [String]) throws -> Int32 {
        guard words.first == "render" else {
            throw Arguments.Problem(description: "usage: sensorium audio render [--level ID] --progress A:B --seconds N -o OUT.wav")
        }
        let arguments = try Arguments(Array(words.dropFirst()), valueOptions: ["--level", "--progress", "--seconds", "-o"])
        guard let output = arguments.value("-o") else { throw Arguments.Problem(description: "audio render needs -o OUT.wav") }
        let range = try arguments.value("--progress").map { text in
            guard let range = OfflineSoundscapeRender.parseProgressRange(text) else {
                throw Arguments.Problem(description: "--progress expects A:B with both in 0...1, got \"\(text)\"")
            }
            return range
        } ?? (from: Float(0), to: Float(1))
        let seconds = try arguments.double("--seconds") ?? 10
        guard seconds > 0, seconds <= 600 else { throw Arguments.Problem(description: "--seconds must be in 0...600") }
        let locations = FileLocations.resolve()
        if let id = arguments.value("--level") {
            let catalog = locations.loadCatalog()
            guard let level = catalog.level(id: id) else { throw Arguments.Problem(description: "no valid level has id \"\(id)\"") }
            guard level.kind.hasSoundscape else {
                throw Arguments.Problem(description: "level \"\(id)\" (\(level.kind.rawValue)) has no soundscape")
            }
        }
        let sounds = try DarkScanSounds.load(from: URL(fileURLWithPath: locations.resourcesDirectory + "/sounds"))
        try OfflineSoundscapeRender.writeDarkScan(to: URL(fileURLWithPath: output), sounds: sounds, seconds: seconds,
                                                  from: range.from, to: range.to)
        printOutput("\(output): \(seconds) s, progress \(range.from) -> \(range.to)")
        return 0
    }
}
