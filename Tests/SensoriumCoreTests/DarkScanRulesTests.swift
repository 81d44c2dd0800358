import XCTest
@testable import SensoriumCore

final class DarkScanRulesTests: XCTestCase {
    private let scene = #"{"width": 4000, "height": 2250, "shapes": [{"type": "rect", "x": 2000, "y": 1100, "width": 380, "height": 380, "luminance": 10}]}"#

    private func level(parameters: String? = nil, goal: String = #"{"progress": 0.9}"#) -> String {
        levelJSON(id: "scan", kind: #""dark-scan""#,
                  parameters: parameters ?? #"{"scene": \#(scene)}"#, goal: goal)
    }

    private func assertRejected(_ text: String, path: String, reason: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try parseLevel(text)
            XCTFail("accepted a broken level", file: file, line: line)
        } catch let error as FormatError {
            XCTAssertEqual(error.path, path, "reason was: \(error.reason)", file: file, line: line)
            XCTAssertTrue(error.reason.contains(reason), "\"\(error.reason)\" does not contain \"\(reason)\"",
                          file: file, line: line)
        } catch {
            XCTFail("threw \(error)", file: file, line: line)
        }
    }

    func testAMinimalLevelTakesTheDefaults() throws {
        let parsed = try parseLevel(level())
        guard let rules = parsed.rules.kindRules as? DarkScanRules else { return XCTFail("not a dark-scan level") }
        XCTAssertEqual(parsed.kind, .darkScan)
        XCTAssertTrue(parsed.kind.hasSoundscape)
        XCTAssertEqual(rules.gridColumns, 64)
        XCTAssertEqual(rules.gridRows, 36)
        XCTAssertEqual(rules.reticleSize, 0.4)
        XCTAssertEqual(rules.holdTicks, 60)
        XCTAssertEqual(rules.start, Viewfinder(x: 2000, y: 1125))
        XCTAssertEqual(rules.limits.viewWidth, 1600)
        XCTAssertEqual(rules.thresholds, DarkScanThresholds())
        XCTAssertEqual(rules.scene.shapes.count, 1)
        XCTAssertEqual(rules.scene.background, 230)
    }

    func testRejectsBadParameters() {
        assertRejected(level(parameters: "{}"), path: "parameters.scene", reason: "required field is missing")
        assertRejected(level(parameters: #"{"scene": \#(scene), "gridColumns": 60}"#),
                       path: "parameters.gridColumns", reason: "multiple of 16")
        assertRejected(level(parameters: #"{"scene": \#(scene), "reticleSize": 0.9}"#),
                       path: "parameters.reticleSize", reason: "outside 0.2...0.6")
        assertRejected(level(parameters: #"{"scene": {"width": 4000, "height": 2250, "shapes": [{"type": "star", "luminance": 1}]}}"#),
                       path: "parameters.scene.shapes[0].type", reason: "unknown value \"star\"")
        assertRejected(level(parameters: #"{"scene": {"width": 4000, "height": 2250, "shapes": [{"type": "rect", "x": 1, "y": 1, "width": 10, "height": 10, "luminance": 300}]}}"#),
                       path: "parameters.scene.shapes[0].luminance", reason: "outside 0...255")
        assertRejected(level(parameters: #"{"scene": {"width": 4000, "height": 2250, "shapes": [{"type": "polygon", "points": [[0, 0], [1, 1]], "luminance": 3}]}}"#),
                       path: "parameters.scene.shapes[0].points", reason: "3...32 points")
        assertRejected(level(parameters: #"{"scene": {"width": 4000, "height": 2250, "shapes": [{"type": "polygon", "points": [[0, 0], [1, 1], [2]], "luminance": 3}]}}"#),
                       path: "parameters.scene.shapes[0].points[2]", reason: "expected a point")
        assertRejected(level(parameters: #"{"scene": {"width": 4000, "height": 2250, "colour": 3}}"#),
                       path: "parameters.scene.colour", reason: "unknown field")
        assertRejected(level(parameters: #"{"scene": {"width": 4000, "height": 2250, "image": {"file": "../x.png", "x": 0, "y": 0, "width": 10, "height": 10}}}"#),
                       path: "parameters.scene.image.file", reason: "file name in Resources/scenes")
        assertRejected(level(parameters: #"{"scene": \#(scene), "viewfinder": {"minZoom": 2, "maxZoom": 1}}"#),
                       path: "parameters.viewfinder.maxZoom", reason: "less than minZoom")
        assertRejected(level(parameters: #"{"scene": \#(scene), "viewfinder": {"maxRotation": 10, "rotation": 20}}"#),
                       path: "parameters.viewfinder.rotation", reason: "outside -10...10")
        assertRejected(level(parameters: #"{"scene": \#(scene), "viewfinder": {"x": 5000}}"#),
                       path: "parameters.viewfinder.x", reason: "outside 0...4000")
        assertRejected(level(parameters: #"{"scene": \#(scene), "thresholds": {"innerDarkFrom": 0.9}}"#),
                       path: "parameters.thresholds.innerDarkFrom", reason: "less than innerDarkTo")
        assertRejected(level(parameters: #"{"scene": \#(scene), "thresholds": {"ringGap": 0.5, "ringOuter": 1.2}}"#),
                       path: "parameters.thresholds.ringOuter", reason: "more than 1 + ringGap")
        assertRejected(level(parameters: #"{"scene": \#(scene), "thresholds": {"inner": 0.5}}"#),
                       path: "parameters.thresholds.inner", reason: "unknown field")
    }

    func testRejectsBadGoals() {
        assertRejected(level(goal: "{}"), path: "goal.progress", reason: "required field is missing")
        assertRejected(level(goal: #"{"progress": 0.2}"#), path: "goal.progress", reason: "outside 0.5...1")
        assertRejected(level(goal: #"{"progress": 0.9, "holdSeconds": 0}"#), path: "goal.holdSeconds", reason: "outside 0.1...5")
        assertRejected(level(goal: #"{"progress": 0.9, "catches": 3}"#), path: "goal.catches", reason: "unknown field")
    }

    func testThresholdsAreWrittenBackIntoTheLevelFile() throws {
        let original = try parseLevel(level())
        var thresholds = DarkScanThresholds()
        thresholds.innerDarkFrom = 0.42
        thresholds = thresholds.adjusted(field: 0, by: 3)
        XCTAssertEqual(thresholds.innerDarkFrom, 0.45, accuracy: 1e-9)
        let text = try DarkScanRules.levelJSON(replacing: thresholds, in: original.fileBytes)
        let reparsed = try parseLevel(text)
        guard let rules = reparsed.rules.kindRules as? DarkScanRules,
              let before = original.rules.kindRules as? DarkScanRules else {
            return XCTFail("not a dark-scan level")
        }
        XCTAssertEqual(rules.thresholds, thresholds)
        var expected = before
        expected.thresholds = thresholds
        XCTAssertEqual(rules, expected, "nothing but the thresholds changed")
        XCTAssertEqual(reparsed.id, original.id)
        XCTAssertEqual(reparsed.tile, original.tile)
    }

    func testAnImageIsNamedByTheLevelAndShownOnceDecoded() throws {
        let text = level(parameters: #"{"scene": {"width": 320, "height": 180, "background": 200, "image": {"file": "wall-1.png", "x": 160, "y": 90, "width": 320, "height": 180}}, "viewfinder": {"viewWidth": 320, "minZoom": 1, "maxZoom": 1}}"#)
        guard let rules = try parseLevel(text).rules.kindRules as? DarkScanRules else { return XCTFail() }
        XCTAssertEqual(rules.scene.image?.file, "wall-1.png")
        // Until the picture is attached, the wall shows.
        let camera = SceneCamera(scene: rules.scene, limits: rules.limits)
        XCTAssertEqual(Set(camera.frame(viewfinder: rules.start).pixels), [200])
        let picture = LuminanceFrame(width: 2, height: 1, pixels: [0, 255])
        let attached = SceneCamera(scene: rules.attaching(image: picture).scene, limits: rules.limits)
        let frame = attached.frame(viewfinder: rules.start)
        XCTAssertEqual(frame[0, 0], 0)
        XCTAssertEqual(frame[159, 90], 0)
        XCTAssertEqual(frame[160, 90], 255)
        XCTAssertEqual(frame[319, 179], 255)
    }
}
