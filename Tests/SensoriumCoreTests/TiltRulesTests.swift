import XCTest
@testable import SensoriumCore

/// The later tilt levels' fields are read strictly: each mistake names its field, and a level
/// that could be won by standing still (or by the drift alone) is refused.
final class TiltRulesTests: XCTestCase {
    private func errorPath(parameters: String = "{}", goal: String) -> String? {
        let level = levelJSON(id: "x", kind: #""tilt""#, tile: ##"{"color": "#3A7BD5", "column": 0, "row": 0}"##,
                              parameters: parameters, goal: goal)
        do {
            _ = try LevelParser.parse(Array(level.utf8))
            return nil
        } catch {
            return (error as? FormatError)?.path
        }
    }

    func testAFileWithoutTheNewFieldsReadsAsBefore() throws {
        let level = levelJSON(id: "x", kind: #""tilt""#, tile: ##"{"color": "#3A7BD5", "column": 0, "row": 0}"##,
                              parameters: #"{"startDegrees": 40}"#, goal: #"{"degrees": 90}"#)
        let rules = try XCTUnwrap(try LevelParser.parse(Array(level.utf8)).rules.kindRules as? TiltRules)
        XCTAssertEqual(rules.targets, [90])
        XCTAssertEqual(rules.driftDegreesPerSecond, 0)
        XCTAssertEqual(rules.picture, .mark)
        XCTAssertTrue(rules.inOrder)
    }

    func testTargetsAreReadInOrderOrAnyOrder() throws {
        let level = levelJSON(id: "x", kind: #""tilt""#, tile: ##"{"color": "#3A7BD5", "column": 0, "row": 0}"##,
                              parameters: #"{"startDegrees": 0}"#, goal: #"{"targets": [90, 270], "inOrder": false}"#)
        let rules = try XCTUnwrap(try LevelParser.parse(Array(level.utf8)).rules.kindRules as? TiltRules)
        XCTAssertEqual(rules.targets, [90, 270])
        XCTAssertEqual(rules.goalDegrees, 90)
        XCTAssertFalse(rules.inOrder)
    }

    func testEachMistakeNamesItsField() {
        XCTAssertEqual(errorPath(goal: #"{"degrees": 90, "targets": [90, 200]}"#), "goal.targets")
        XCTAssertEqual(errorPath(goal: #"{"targets": [90]}"#), "goal.targets")
        XCTAssertEqual(errorPath(goal: #"{"targets": [90, 200, 1000]}"#), "goal.targets[2]")
        XCTAssertEqual(errorPath(goal: #"{"targets": [90, 95]}"#), "goal.targets[1]", "overlapping windows")
        XCTAssertEqual(errorPath(goal: #"{"degrees": 90, "inOrder": false}"#), "goal.inOrder")
        XCTAssertEqual(errorPath(parameters: #"{"picture": "cat"}"#, goal: #"{"degrees": 90}"#), "parameters.picture")
        XCTAssertEqual(errorPath(parameters: #"{"driftDegreesPerSecond": 31}"#, goal: #"{"degrees": 90}"#),
                       "parameters.driftDegreesPerSecond")
    }

    func testNoTargetMayStartUnderTheMarkWhenAnyOrderWillDo() {
        // The mark starts at the bottom (180): fine as a later target in order, not in any order.
        XCTAssertNil(errorPath(goal: #"{"targets": [90, 180]}"#))
        XCTAssertEqual(errorPath(goal: #"{"targets": [90, 180], "inOrder": false}"#), "parameters.startDegrees")
    }

    func testADriftThatWouldCarryTheMarkThroughTheHoldIsRefused() {
        // 12 degrees of window at 6 degrees a second: 2 s by itself, so the hold must be longer.
        XCTAssertEqual(errorPath(parameters: #"{"driftDegreesPerSecond": 6}"#,
                                 goal: #"{"degrees": 90, "holdSeconds": 2}"#), "goal.holdSeconds")
        XCTAssertNil(errorPath(parameters: #"{"driftDegreesPerSecond": 6}"#, goal: #"{"degrees": 90, "holdSeconds": 2.5}"#))
    }
}

/// The refusal of a mark that starts at its goal says the rule and a value that passes.
final class TiltStartMessageTests: XCTestCase {
    func testTheMarkAtTheGoalMessageGivesTheRuleAndAPassingStart() throws {
        // startDegrees 0 puts the mark at the bottom (180); a goal 7.5 degrees off with an
        // 8-degree tolerance is well inside four tolerances (32 degrees).
        let level = levelJSON(id: "x", kind: #""tilt""#, tile: ##"{"color": "#3A7BD5", "column": 0, "row": 0}"##,
                              parameters: #"{"startDegrees": 0}"#, goal: #"{"degrees": 172.5, "toleranceDegrees": 8}"#)
        XCTAssertThrowsError(try LevelParser.parse(Array(level.utf8))) { error in
            let reason = (error as? FormatError)?.reason ?? ""
            XCTAssertEqual(reason, "the mark starts on screen at 180 degrees (startDegrees + 180 + markDegrees), within four "
                           + "tolerances (32 degrees) of the goal at 172.5; a level must not be won by standing still; "
                           + "startDegrees 25 passes")
        }
        let fixed = levelJSON(id: "x", kind: #""tilt""#, tile: ##"{"color": "#3A7BD5", "column": 0, "row": 0}"##,
                              parameters: #"{"startDegrees": 25}"#, goal: #"{"degrees": 172.5, "toleranceDegrees": 8}"#)
        XCTAssertNoThrow(try LevelParser.parse(Array(fixed.utf8)))
    }
}
