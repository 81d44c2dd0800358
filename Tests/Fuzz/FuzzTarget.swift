import Foundation

/// One parser reachable from a file a player can be handed, fed through its public entry point
/// that takes bytes or text. The raw value is the name `SENSORIUM_FUZZ_TARGET` takes and the
/// folder of its seeds under `Tests/Fuzz/corpus/`.
enum FuzzTarget: String, CaseIterable {
    case level
    case replay
    case ahap
    case lss
    case progress
    case settings
    case imageHeader = "image-header"

    /// The budget the game gives scene pictures.
    static let maxPicturePixels = 8192 * 8192

    /// The target named by `SENSORIUM_FUZZ_TARGET`; exits with status 2 when it names none
    /// (`_exit`, so LeakSanitizer's exit-time check does not bury the message).
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["SENSORIUM_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("sensorium-fuzz: SENSORIUM_FUZZ_TARGET=\"\(name)\" is not one of: \(names)\n".utf8))
            _exit(2)
        }
        return target
    }()

    /// Parses `bytes`. Where the game also writes the format, whatever it accepts must come back
    /// unchanged through its own writer: the writer and the reader share one description.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .level:
            _ = try? LevelParser.parse(bytes)
        case .replay:
            guard let replay = try? Replay.decode(bytes) else { return }
            expectRoundTrip(replay, try? Replay.decode(replay.encode()))
        case .ahap:
            _ = try? AHAPLoader().parse(bytes)
        case .lss:
            // What an import merges into a record, the progress file's strict reader reads back.
            guard let contents = try? LiveSplitFile.import(String(decoding: bytes, as: UTF8.self)) else { return }
            var record = CategoryRecord(categoryID: "full-game", levelIDs: contents.segments.indices.map { "level\($0)" })
            contents.merge(into: &record)
            expectRoundTrip(record, try? CategoryRecord(json: record.json, categoryID: "full-game", path: "lss"))
        case .progress:
            // The game's own load: what the record-by-record reader keeps must be a file the
            // strict reader (the writer's check) reads back equal.
            guard let (progress, _) = try? Progress.decodeKeepingGoodRecords(bytes) else { return }
            expectRoundTrip(progress, try? Progress.decode(progress.encode()))
        case .settings:
            guard let settings = try? Settings.decode(bytes) else { return }
            expectRoundTrip(settings, try? Settings.decode(settings.encode()))
        case .imageHeader:
            guard let header = try? ImageHeader.check(bytes, maxPixels: Self.maxPicturePixels) else { return }
            guard header.width >= 1, header.height >= 1, header.width <= ImageHeader.maxSide,
                  header.height <= ImageHeader.maxSide, header.width * header.height <= Self.maxPicturePixels else {
                fatalError("image-header: accepted \(header.width)x\(header.height) over the limits")
            }
        }
    }

    /// Traps, which libFuzzer saves as a crash, when the re-read value differs.
    private func expectRoundTrip<Value: Equatable>(_ value: Value, _ reread: Value?) {
        guard let reread else { fatalError("\(rawValue): what the writer wrote, the reader refused") }
        guard reread == value else { fatalError("\(rawValue): writing and re-reading changed the value") }
    }
}
