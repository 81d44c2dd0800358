import Foundation
import XCTest
@testable import SensoriumCore

/// `docs/level.schema.json` is what the parser's own checks make of the kinds' templates, it
/// passes every shipped level and refuses the broken files of `LevelParserTests` that a schema
/// can tell (with Python's `jsonschema`, a real validator).
final class LevelSchemaTests: XCTestCase {
    private static let schemaPath = RepositoryPaths.root + "/docs/level.schema.json"

    func testTheCommittedSchemaIsTheGeneratedOne() throws {
        let committed = try String(contentsOfFile: Self.schemaPath, encoding: .utf8)
        XCTAssertEqual(committed, LevelSchema.text(), "regenerate it: sensorium schema > docs/level.schema.json")
    }

    /// The broken files of `LevelParserTests` a schema can express; the rest are left to the
    /// parser: duplicate keys (Python reads the last), the 64 KiB limit, fields that only mean
    /// something together (`leapEvery` 0 or 1...10, `shyRadius` against `targetRadius`), a level
    /// requiring itself, and texts that are not JSON at all (no editor's schema sees those).
    private static let broken: [String] = [
        levelJSON(extra: #""colour": "red""#),
        levelJSON(tile: ##"{"color": "#F2A03D", "column": 0, "row": 0, "size": 2}"##),
        levelJSON(parameters: #"{"targetRadius": 90, "speed": 900}"#),
        levelJSON(goal: #"{"catches": 3, "seconds": 10}"#),
        levelJSON(goal: #"{"catches": "3"}"#),
        levelJSON(id: "catch", tile: "[0, 0]"),
        levelJSON(requires: #""catch""#),
        levelJSON(kind: "1"),
        levelJSON(seed: "null"),
        levelJSON(parameters: "true"),
        levelJSON(tile: #"{"color": 16777215, "column": 0, "row": 0}"#),
        "[]",
        levelJSON(format: nil),
        levelJSON(kind: nil),
        levelJSON(tile: nil),
        levelJSON(goal: nil),
        levelJSON(tile: ##"{"color": "#F2A03D", "column": 0}"##),
        levelJSON(goal: "{}"),
        #"{"format": 1}"#,
        levelJSON(goal: #"{"catches": 0}"#),
        levelJSON(goal: #"{"catches": 21}"#),
        levelJSON(parameters: #"{"targetRadius": 1000}"#),
        levelJSON(parameters: #"{"cursorSpeed": -5}"#),
        levelJSON(tile: ##"{"color": "#F2A03D", "column": 9, "row": 0}"##),
        levelJSON(seed: "-1"),
        levelJSON(seed: "1e300"),
        levelJSON(parameters: #"{"calmSeconds": 0.1}"#),
        levelJSON(goal: #"{"catches": 2.5}"#),
        levelJSON(tile: ##"{"color": "#F2A03D", "column": 0.5, "row": 0}"##),
        levelJSON(seed: "7.25"),
        levelJSON(format: "1.5"),
        levelJSON(tile: #"{"color": "red", "column": 0, "row": 0}"#),
        levelJSON(tile: ##"{"color": "#12345", "column": 0, "row": 0}"##),
        levelJSON(tile: ##"{"color": "#GGGGGG", "column": 0, "row": 0}"##),
        levelJSON(id: "Catch"),
        levelJSON(id: ""),
        levelJSON(id: "a b"),
        levelJSON(kind: #""warp""#),
        levelJSON(kind: #""Jumping-Target""#),
        levelJSON(format: "2"),
        levelJSON(format: "0"),
        levelJSON(format: #""1""#),
        levelJSON(requires: #"["Bad id"]"#),
        levelJSON(kind: #""ricochet""#, parameters: #"{"gravity": 100}"#, goal: #"{"exitSeconds": 1}"#),
        levelJSON(kind: #""tilt""#, parameters: "{}", goal: #"{"degrees": 90, "toleranceDegrees": 40}"#),
        levelJSON(kind: #""dark-scan""#, parameters: #"{"scene": {"width": 4000, "height": 2250, "shapes": [{"type": "star"}]}}"#,
                  goal: #"{"progress": 0.9}"#),
    ]

    func testTheSchemaPassesEveryShippedLevelAndRefusesTheBrokenFiles() throws {
        let folder = NSTemporaryDirectory() + "sensorium-schema-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder + "/broken", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (index, text) in Self.broken.enumerated() {
            // Each must really be refused by the parser, or it is no broken file.
            XCTAssertThrowsError(try LevelParser.parse(Array(text.utf8)), "broken file \(index) parses")
            try text.write(toFile: folder + "/broken/\(index).json", atomically: true, encoding: .utf8)
        }
        let script = """
            import glob, json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sorted(glob.glob(sys.argv[2] + "/*.json")):
                for error in validator.iter_errors(json.load(open(path))):
                    print("shipped level refused:", path, error.message)
            for path in sorted(glob.glob(sys.argv[3] + "/*.json")):
                if not list(validator.iter_errors(json.load(open(path)))):
                    print("broken file accepted:", path, open(path).read())
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.schemaPath, RepositoryPaths.levels, folder + "/broken"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0,
                       "python3 with jsonschema is needed (scripts/install-deps.sh --test installs python3-jsonschema): \(text)")
        XCTAssertEqual(text, "")
    }
}
