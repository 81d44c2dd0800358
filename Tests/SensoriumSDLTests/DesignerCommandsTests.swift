import Foundation
import XCTest
import SensoriumCore

/// The level designer's commands as a designer runs them: `new` starts a level of each kind that
/// `validate` passes and `solve` solves, `solve` says in one line why it cannot and how to record
/// by hand, and `schema` prints the committed `docs/level.schema.json`.
final class DesignerCommandsTests: XCTestCase {
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private var root = ""

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("the sensorium executable is not built next to the tests")
        }
        root = NSTemporaryDirectory() + "sensorium-designer-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Levels", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Resources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repository + "/Levels/catch.json", toPath: root + "/Levels/catch.json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func sensorium(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SENSORIUM_DATA"] = root
        environment["XDG_DATA_HOME"] = root + "/data"
        environment["XDG_CONFIG_HOME"] = root + "/config"
        process.environment = environment
        let out = root + "/out-\(UUID().uuidString)", err = out + ".err"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: out)
        process.standardError = FileHandle(forWritingAtPath: err)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOfFile: out, encoding: .utf8), try String(contentsOfFile: err, encoding: .utf8))
    }

    func testANewLevelOfEachKindValidatesAndSolves() throws {
        for kind in ChallengeKind.allCases where !kind.descriptor.templates.isEmpty {
            let made = try sensorium(["new", "--kind", kind.rawValue, "--id", "new-\(kind.rawValue)"])
            XCTAssertEqual(made.status, 0, made.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/Levels/new-\(kind.rawValue).json"))
            let solved = try sensorium(["solve", "--level", "new-\(kind.rawValue)", "-o", root + "/\(kind.rawValue).replay"])
            XCTAssertEqual(solved.status, 0, "\(kind.rawValue): \(solved.stderr)")
        }
        let valid = try sensorium(["validate"])
        XCTAssertEqual(valid.status, 0, valid.stdout)
        let again = try sensorium(["new", "--kind", "tilt", "--id", "new-tilt"])
        XCTAssertEqual(again.status, 1, "never overwrites")
        XCTAssertEqual(try sensorium(["new", "--kind", "warp", "--id", "x"]).status, 2)
    }

    func testSolveSaysWhyItCannotAndHowToRecordByHand() throws {
        try """
        { "format": 1, "id": "stuck", "kind": "ricochet", "tile": { "color": "#BB3333", "column": 1, "row": 0 },
          "parameters": { "gravity": 700, "friction": 800 }, "goal": { "implosions": 1 } }
        """.write(toFile: root + "/Levels/stuck.json", atomically: true, encoding: .utf8)
        let start = Date()
        let outcome = try sensorium(["solve", "--level", "stuck", "-o", root + "/stuck.replay"])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("stuck: the solver cannot solve it: friction 800 is not below gravity 700"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("sensorium play --level stuck --record \(root)/stuck.replay"), outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains("within"), "no time limit is quoted for a refusal")
        let bound = MachineLoad.scaled(10, unit: "s")
        XCTAssertLessThan(Date().timeIntervalSince(start), bound.limit, bound.said)
    }

    func testSchemaPrintsTheCommittedSchema() throws {
        let printed = try sensorium(["schema"])
        XCTAssertEqual(printed.status, 0)
        XCTAssertEqual(printed.stdout, try String(contentsOfFile: repository + "/docs/level.schema.json", encoding: .utf8))
    }
}
