import SensoriumCore

/// `sensorium schema`: prints the JSON Schema of level files (`docs/level.schema.json` is its
/// output, checked by a test), read off the parser's own field checks (`LevelSchema`).
enum SchemaCommand {
    static func run(_ words: [String]) throws -> Int32 {
        guard words.isEmpty else { throw Refusal("schema takes no arguments") }
        print(LevelSchema.text(), terminator: "")
        return 0
    }
}
