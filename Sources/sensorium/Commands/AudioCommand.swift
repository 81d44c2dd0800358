import FoundationEssentials
import SensoriumCore
import SensoriumSDL

/// `sensorium audio render [--level ID] --progress A:B --seconds N -o OUT.wav`: renders the
/// level's soundscape (without a level, the first registered kind's that has one) offline while
/// progress sweeps linearly from A to B.
enum AudioCommand {
    static func run(_ words: [String]) throws -> Int32 {
        guard words.first == "render" else {
            throw Refusal("usage: sensorium audio render [--level ID] --progress A:B --seconds N -o OUT.wav")
        }
        let arguments = try Arguments(Array(words.dropFirst()), valueOptions: ["--level", "--progress", "--seconds", "-o"])
        guard let output = try OutputFile.named(by: "-o", in: arguments) else {
            throw Refusal("audio render needs -o OUT.wav")
        }
        let range = try arguments.value("--progress").map { text in
            guard let range = OfflineSoundscapeRender.parseProgressRange(text) else {
                throw Refusal("--progress expects A:B with both in 0...1, got \"\(text)\"")
            }
            return range
        } ?? (from: Float(0), to: Float(1))
        let seconds = try arguments.number(.renderSeconds) ?? 10
        let locations = FileLocations.resolve()
        let kind: ChallengeKind
        if let id = arguments.value("--level") {
            let catalog = try locations.loadCatalog()
            guard let level = catalog.level(id: id) else { throw Refusal("no valid level has id \"\(id)\"") }
            guard level.kind.hasSoundscape else {
                throw Refusal("level \"\(id)\" (\(level.kind.rawValue)) has no soundscape")
            }
            kind = level.kind
        } else {
            guard let first = ChallengeKind.allCases.first(where: \.hasSoundscape) else {
                throw Refusal("no kind of level has a soundscape")
            }
            kind = first
        }
        let sounds = URL(fileURLWithPath: locations.resourcesDirectory + "/sounds")
        guard let samples = try OfflineSoundscapeRender.render(kind: kind, soundsDirectory: sounds, seconds: seconds,
                                                               from: range.from, to: range.to) else {
            throw Refusal("kind \"\(kind)\" made no soundscape")
        }
        try output.write([UInt8](OfflineSoundscapeRender.wavFile(samples).encoded()))
        output.report("\(output.name): \(seconds) s, progress \(range.from) -> \(range.to)")
        return 0
    }
}
