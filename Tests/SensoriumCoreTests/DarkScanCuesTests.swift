import XCTest
@testable import SensoriumCore

/// The layers a player without sight follows (`DarkScanCues`) and the survey that finds the
/// squares painted into a picture (`DarkScanSurvey`).
final class DarkScanCuesTests: XCTestCase {
    /// A 4000 x 2250 wall with `shapes`; the view starts in the middle (1600 x 900 units).
    private func challenge(_ shapes: [DarkScanScene.Shape], start: Viewfinder? = nil) -> DarkScanChallenge {
        DarkScanChallenge(rules: DarkScanRules(scene: DarkScanScene(width: 4000, height: 2250, background: 225, shapes: shapes),
                                               start: start))
    }

    private func layers(_ challenge: DarkScanChallenge) -> [String: (level: Double, pan: Double)] {
        var cues: [FeedbackCue] = []
        challenge.continuousCues(into: &cues)
        var found: [String: (level: Double, pan: Double)] = [:]
        for cue in cues { if case .layer(let id, _, _, let level, let pan) = cue { found[id] = (level, pan) } }
        return found
    }

    func testTheSeekLoopPansTowardASquareRightOfAndAboveTheMiddle() throws {
        let heard = layers(challenge([.rect(x: 2400, y: 900, width: 200, height: 200, luminance: 10)]))
        let seek = try XCTUnwrap(heard["dark-scan-seek"])
        XCTAssertGreaterThan(seek.pan, 0.3)
        XCTAssertGreaterThan(seek.level, 0.2)
        XCTAssertLessThan(seek.level, 1)
        XCTAssertGreaterThan(try XCTUnwrap(heard["dark-scan-above"]).level, 0.3)
        XCTAssertNil(heard["dark-scan-below"])
    }

    func testTheSizeLayerIsHalfWhenTheSquareFillsTheReticle() throws {
        let fitted = layers(challenge([.rect(x: 2000, y: 1125, width: 380, height: 380, luminance: 10)]))
        XCTAssertEqual(try XCTUnwrap(fitted["dark-scan-size"]).level, 0.5 * 380 / 360, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(fitted["dark-scan-seek"]).level, 1, accuracy: 0.05)
        let small = layers(challenge([.rect(x: 2000, y: 1125, width: 120, height: 120, luminance: 10)]))
        XCTAssertLessThan(try XCTUnwrap(small["dark-scan-size"]).level, 0.25)
    }

    func testTheTiltDroneSaysWhichWayToRoll() throws {
        let turned = layers(challenge([.rect(x: 2000, y: 1125, width: 380, height: 380, rotation: 20, luminance: 10)]))
        let tilt = try XCTUnwrap(turned["dark-scan-tilt"])
        XCTAssertEqual(tilt.level, 20.0 / 45, accuracy: 0.05)
        XCTAssertEqual(tilt.pan, 1)
    }

    func testDecoysAreNeverCued() {
        for decoy in [DarkScanScene.Shape.ellipse(x: 2000, y: 1125, width: 380, height: 380, luminance: 10),
                      .rect(x: 2000, y: 1125, width: 380, height: 380, luminance: 110),
                      .polygon([(1800, 1300), (2200, 1300), (2000, 950)], luminance: 10)] {
            let heard = layers(challenge([decoy]))
            XCTAssertEqual(heard["dark-scan-seek"]?.level, 0.05, "\(decoy.form)")
            XCTAssertNil(heard["dark-scan-size"], "\(decoy.form)")
        }
    }

    func testTheEdgeKnockSoundsOnlyAtTheWallsEdge() {
        XCTAssertNil(layers(challenge([]))["dark-scan-edge-left"])
        let atLeft = layers(challenge([], start: Viewfinder(x: 0, y: 2250)))
        XCTAssertEqual(atLeft["dark-scan-edge-left"]?.pan, -1)
        XCTAssertNotNil(atLeft["dark-scan-edge-bottom"])
        XCTAssertNil(atLeft["dark-scan-edge-right"])
    }

    func testASolvedLevelFallsSilent() {
        var solved = challenge([.rect(x: 2000, y: 1125, width: 380, height: 380, luminance: 10)])
        var random = SeededRandom(seed: 1)
        var events: [ChallengeEvent] = []
        for _ in 0..<600 where !solved.isSolved { solved.step(.idle, previous: .idle, random: &random, events: &events) }
        XCTAssertTrue(solved.isSolved)
        XCTAssertTrue(layers(solved).isEmpty)
    }

    func testTheSurveyFindsTheSquarePaintedIntoAPicture() throws {
        // A 640x360 white picture with a black square 40 pixels wide centred at (480, 120),
        // laid over the whole 4000 x 2250 wall: 6.25 units a pixel, so 250 units at (3000, 750).
        var pixels = [UInt8](repeating: 240, count: 640 * 360)
        for y in 100..<140 { for x in 460..<500 { pixels[y * 640 + x] = 8 } }
        let scene = DarkScanScene(width: 4000, height: 2250, background: 225,
                                  image: .init(file: "wall.png", x: 2000, y: 1125, width: 4000, height: 2250), shapes: [])
        let rules = DarkScanRules(scene: scene).attaching(image: LuminanceFrame(width: 640, height: 360, pixels: pixels))
        let square = try XCTUnwrap(rules.pictureSquares.first)
        XCTAssertEqual(rules.pictureSquares.count, 1)
        XCTAssertEqual(square.x, 3000, accuracy: 30)
        XCTAssertEqual(square.y, 750, accuracy: 30)
        XCTAssertEqual(square.side, 250, accuracy: 30)
        XCTAssertEqual(square.rotation, 0)
        XCTAssertNotNil(DarkScanSolver.target(for: DarkScanChallenge(rules: rules)))
    }
}
