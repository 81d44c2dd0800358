import SensoriumCore
import SensoriumSDL

/// `sensorium scan IMAGE [--level ID]`: the image as the dark scan's camera frame, analysed as the
/// level (or the default rules) would: progress, inner/outer/contrast, the dark quads found and
/// the announcement it would speak, as JSON.
enum ScanCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level"])
        guard arguments.positional.count == 1 else {
            throw Refusal("usage: sensorium scan IMAGE [--level ID]")
        }
        var rules: DarkScanRules?
        if let id = arguments.value("--level") {
            guard let level = try FileLocations.resolve().loadCatalog().level(id: id) else {
                throw Refusal("no valid level has id \"\(id)\"")
            }
            guard let levelRules = level.rules.kindRules as? DarkScanRules else {
                throw Refusal("level \"\(id)\" is not a dark-scan level")
            }
            rules = levelRules
        }
        let frame: LuminanceFrame
        do {
            frame = try ImageLuminance.load(arguments.positional[0])
        } catch {
            printError("\(error)")
            return 1
        }
        print(JSONWriter.pretty(DarkScanScan.report(frame: frame, rules: rules)))
        return 0
    }
}
