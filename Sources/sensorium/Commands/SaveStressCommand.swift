import SensoriumCore

/// `sensorium save-stress FILE [--iterations N]`: saves a self-checking progress file over and
/// over. The crash-safety test kills this process mid-save and checks the file is always whole.
enum SaveStressCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--iterations"])
        guard arguments.positional.count == 1 else {
            throw Refusal("save-stress needs exactly one file")
        }
        let count = try SaveStress.run(path: arguments.positional[0], iterations: arguments.number(.saveIterations) ?? 1_000_000)
        print("saved \(count)")
        return 0
    }
}
