import XCTest
@testable import SensoriumCore

final class RicochetRulesTests: XCTestCase {
    private func level(parameters: String = "{}", goal: String = #"{"implosions": 1}"#) -> String {
        levelJSON(id: "r", kind: #""ricochet""#, parameters: parameters, goal: goal)
    }

    private func assertRejected(parameters: String = "{}", goal: String = #"{"implosions": 1}"#, path: String, reason: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try parseLevel(level(parameters: parameters, goal: goal))
            XCTFail("accepted", file: file, line: line)
        } catch let error as FormatError {
            XCTAssertEqual(error.path, path, error.reason, file: file, line: line)
            XCTAssertTrue(error.reason.contains(reason), error.reason, file: file, line: line)
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
    }

    func testDefaultsAndAFullFile() throws {
        let plain = try parseLevel(level())
        XCTAssertEqual(plain.rules, ChallengeRules(RicochetRules(implosions: 1)))
        let full = try parseLevel(level(parameters: """
            {"gravity": 2000, "friction": 50, "restitution": 0.6, "spawnX": 300, "spawnY": 300, "shieldBreak": 0.4,
             "materials": ["grid", "paper"],
             "patches": [{"x": 560, "y": 345, "w": 200, "h": 500, "material": "grid", "hidden": true, "exit": true}]}
            """, goal: #"{"shieldedHits": 2, "rollSeconds": 2, "rollSpeed": 300, "rollMaterial": "grid", "rollShielded": true, "exitSeconds": 1}"#))
        let exit = RicochetRules.Patch(x: 560, y: 345, w: 200, h: 500, material: .grid, hidden: true, exit: true)
        XCTAssertEqual(full.rules, ChallengeRules(RicochetRules(gravity: 2000, friction: 50, restitution: 0.6, spawnX: 300, spawnY: 300,
                                                                shieldBreak: 0.4, materials: [.grid, .paper], patches: [exit],
                                                                shieldedHits: 2, rollSeconds: 2, rollSpeed: 300, rollMaterial: .grid,
                                                                rollShielded: true, exitSeconds: 1)))
        XCTAssertEqual(full.kind, .ricochet)
        XCTAssertFalse(ChallengeKind.ricochet.hasSoundscape)
    }

    func testRejectsAGoalWithNothingToDo() {
        assertRejected(goal: "{}", path: "goal", reason: "at least one of")
        assertRejected(goal: #"{"catches": 3}"#, path: "goal", reason: "at least one of")
    }

    func testRejectsOutOfRangeParameters() {
        assertRejected(parameters: #"{"gravity": 100}"#, path: "parameters.gravity", reason: "outside 600...4000")
        assertRejected(parameters: #"{"restitution": 1.2}"#, path: "parameters.restitution", reason: "outside")
        assertRejected(parameters: #"{"spawnX": 20}"#, path: "parameters.spawnX", reason: "outside")
        assertRejected(parameters: #"{"speed": 3}"#, path: "parameters.speed", reason: "unknown field")
        assertRejected(goal: #"{"implosions": 1.5}"#, path: "goal.implosions", reason: "whole number")
        assertRejected(goal: #"{"shieldedHits": 5}"#, path: "goal.shieldedHits", reason: "outside 1...4")
    }

    func testRejectsUnknownOrRepeatedMaterials() {
        assertRejected(parameters: #"{"materials": ["paper", "wood"]}"#, path: "parameters.materials[1]", reason: "\"rough\"")
        assertRejected(parameters: #"{"materials": ["paper", "paper"]}"#, path: "parameters.materials[1]", reason: "twice")
        assertRejected(parameters: #"{"materials": "paper"}"#, path: "parameters.materials", reason: "expected an array")
    }

    func testRejectsBrokenPatches() {
        assertRejected(parameters: #"{"patches": [{"x": 1850, "y": 200, "w": 100, "h": 100, "material": "metal"}]}"#,
                       path: "parameters.patches[0].x", reason: "outside")
        assertRejected(parameters: #"{"patches": [{"x": 1800, "y": 200, "w": 100, "h": 100, "material": "metal"}]}"#,
                       path: "parameters.patches[0].w", reason: "outside 40...60")
        assertRejected(parameters: #"{"patches": [{"x": 100, "y": 200, "w": 100, "h": 100, "material": "glass"}]}"#,
                       path: "parameters.patches[0].material", reason: "unknown value")
        assertRejected(parameters: #"{"patches": [{"x": 100, "y": 200, "w": 100, "h": 100, "material": "metal", "colour": 1}]}"#,
                       path: "parameters.patches[0].colour", reason: "unknown field")
        let seventeen = "[" + Array(repeating: #"{"x": 100, "y": 200, "w": 100, "h": 100, "material": "metal"}"#, count: 17)
            .joined(separator: ",") + "]"
        assertRejected(parameters: #"{"patches": \#(seventeen)}"#, path: "parameters.patches", reason: "limit is 16")
    }

    func testRejectsGoalsThatCanNeverBeMet() {
        assertRejected(goal: #"{"shieldedHits": 3}"#, path: "goal.shieldedHits", reason: "shieldBreak > 0")
        assertRejected(goal: #"{"exitSeconds": 1}"#, path: "goal.exitSeconds", reason: "\"exit\": true")
        assertRejected(parameters: #"{"materials": ["paper"]}"#, goal: #"{"rollSeconds": 2, "rollMaterial": "metal"}"#,
                       path: "goal.rollMaterial", reason: "cannot lay it")
        assertRejected(parameters: #"{"materials": []}"#, goal: #"{"rollSeconds": 2}"#,
                       path: "goal.rollSeconds", reason: "no texture")
        assertRejected(goal: #"{"implosions": 1, "rollSpeed": 300}"#, path: "goal.rollSpeed", reason: "only means something with rollSeconds")
        let twoExits = #"{"patches": [{"x": 100, "y": 200, "w": 100, "h": 100, "material": "metal", "exit": true}, {"x": 300, "y": 200, "w": 100, "h": 100, "material": "grid", "exit": true}]}"#
        assertRejected(parameters: twoExits, goal: #"{"exitSeconds": 1}"#, path: "parameters.patches[1].exit", reason: "only one")
        let exitOnly = #"{"patches": [{"x": 100, "y": 200, "w": 100, "h": 100, "material": "metal", "exit": true}]}"#
        assertRejected(parameters: exitOnly, path: "parameters.patches[0].exit", reason: "needs goal.exitSeconds")
        let exitUnderSpawn = #"{"patches": [{"x": 900, "y": 500, "w": 100, "h": 100, "material": "metal", "exit": true}]}"#
        assertRejected(parameters: exitUnderSpawn, goal: #"{"exitSeconds": 1}"#, path: "parameters.spawnX", reason: "inside the exit")
    }

    func testTheShippedLevelsAllLoad() {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        XCTAssertEqual(catalog.problems, [])
        XCTAssertEqual(catalog.levels.filter { $0.kind == .ricochet }.count, 13)
    }
}
