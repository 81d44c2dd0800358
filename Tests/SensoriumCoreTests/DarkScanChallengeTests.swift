import XCTest
@testable import SensoriumCore

final class DarkScanChallengeTests: XCTestCase {
    private typealias Images = DarkScanTestImages

    /// A level whose scene is one dark square, `offset` scene units right of the start view.
    private func rules(offset: Double = 0, rotation: Double = 0) -> DarkScanRules {
        let scene = DarkScanScene(width: 4000, height: 2250, background: 225, shapes: [
            .rect(x: 2000 + offset, y: 1125, width: 380, height: 380, rotation: rotation, luminance: 12),
        ])
        return DarkScanRules(scene: scene)
    }

    private func run(_ challenge: inout DarkScanChallenge, ticks: Int, input: InputCommand = .idle) -> [ChallengeEvent] {
        var random = SeededRandom(seed: 1)
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        for _ in 0..<ticks where !challenge.isSolved {
            challenge.step(input, previous: previous, random: &random, events: &events)
            previous = input
        }
        return events
    }

    func testAFramedSquareSolvesAfterTheHold() {
        var challenge = DarkScanChallenge(rules: rules())
        XCTAssertGreaterThanOrEqual(challenge.analysis.measurement.raw, 0.9)
        let events = run(&challenge, ticks: 600)
        XCTAssertTrue(challenge.isSolved)
        // Smoothing reaches 0.9 after ~36 ticks, then the 60-tick hold.
        let solvedAt = challenge.solvedAtTick ?? 0
        XCTAssertTrue((80...110).contains(solvedAt), "solved at \(solvedAt)")
        XCTAssertEqual(events.last, .solved)
        XCTAssertEqual(events.filter { $0 == .solved }.count, 1)
        let progress = events.compactMap { event -> Double? in
            if case .progressChanged(let value) = event { return value }
            return nil
        }
        XCTAssertEqual(progress, progress.sorted(), "progress only rose")
        XCTAssertTrue(events.contains(.announcement("large dark colored square detected")))
    }

    func testFaceDownWebcamFramesNeverSolve() {
        var challenge = DarkScanChallenge(rules: rules(offset: 1500))
        var random = SeededRandom(seed: 1)
        var events: [ChallengeEvent] = []
        let black = Images.frame(background: 0)
        for _ in 0..<200 {
            challenge.supply(frame: black)
            challenge.step(.idle, previous: .idle, random: &random, events: &events)
        }
        XCTAssertTrue(challenge.usesExternalFrames)
        XCTAssertFalse(challenge.isSolved)
        XCTAssertEqual(challenge.progress, 0)
        XCTAssertEqual(events, [])
    }

    func testUniformGreyNeverSolves() {
        var challenge = DarkScanChallenge(rules: rules())
        var random = SeededRandom(seed: 1)
        var events: [ChallengeEvent] = []
        let grey = Images.frame(background: 128)
        for _ in 0..<200 {
            challenge.supply(frame: grey)
            challenge.step(.idle, previous: .idle, random: &random, events: &events)
        }
        XCTAssertFalse(challenge.isSolved)
        XCTAssertLessThan(challenge.progress, 0.01)
    }

    func testPanningRightBringsTheSquareIntoTheReticle() {
        let start = rules(offset: 400)
        var challenge = DarkScanChallenge(rules: start)
        XCTAssertLessThan(challenge.analysis.measurement.raw, 0.1)
        // 400 units at 1600 / 2 / 120 units a tick = 60 ticks.
        _ = run(&challenge, ticks: 60, input: InputCommand(buttons: .right))
        XCTAssertEqual(challenge.viewfinder.x, 2400, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(challenge.analysis.measurement.raw, 0.9)
    }

    func testARotatedSquareNeedsTheCameraRolled() {
        var challenge = DarkScanChallenge(rules: rules(rotation: 20))
        XCTAssertLessThan(challenge.analysis.measurement.raw, 0.8)
        XCTAssertEqual(challenge.analysis.detectorScore, 0)
        // 40 degrees a second: 20 degrees in 60 ticks.
        _ = run(&challenge, ticks: 60, input: InputCommand(buttons: .rotateRight))
        XCTAssertEqual(challenge.viewfinder.rotation, 20, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(challenge.analysis.measurement.raw, 0.9)
    }

    func testZoomAndRotationStayWithinTheLimits() {
        var limited = rules()
        limited.limits.maxZoom = 2
        limited.limits.maxRotation = 10
        var challenge = DarkScanChallenge(rules: limited)
        _ = run(&challenge, ticks: 400, input: InputCommand(buttons: [.zoomIn, .rotateLeft, .left, .up]))
        XCTAssertEqual(challenge.viewfinder.zoom, 2, accuracy: 1e-12)
        XCTAssertEqual(challenge.viewfinder.rotation, -10)
        XCTAssertGreaterThanOrEqual(challenge.viewfinder.x, 0)
        XCTAssertGreaterThanOrEqual(challenge.viewfinder.y, 0)
    }

    func testTheMousePansByHowFarThePointerMoved() {
        var view = Viewfinder(x: 2000, y: 1000)
        let limits = Viewfinder.Limits(sceneWidth: 3840, sceneHeight: 2160)
        let before = InputCommand(pointer: .init(x: 100, y: 100))
        let after = InputCommand(pointer: .init(x: 110, y: 95))
        XCTAssertTrue(view.apply(after, previous: before, limits: limits))
        XCTAssertEqual(view.x, 2020)
        XCTAssertEqual(view.y, 990)
        XCTAssertFalse(view.apply(after, previous: after, limits: limits))
    }

    func testTheSameInputsGiveTheSameStateHash() {
        func hash() -> UInt64 {
            var challenge = DarkScanChallenge(rules: rules(offset: 300, rotation: 10))
            let inputs: [InputButtons] = [.right, [.right, .rotateRight], .zoomIn, .zoomOut, [], .down, .up]
            var random = SeededRandom(seed: 1)
            var events: [ChallengeEvent] = []
            var previous = InputCommand.idle
            for tick in 0..<300 {
                let input = InputCommand(buttons: inputs[tick / 20 % inputs.count])
                challenge.step(input, previous: previous, random: &random, events: &events)
                previous = input
            }
            var hasher = StateHasher()
            challenge.hash(into: &hasher)
            return hasher.value
        }
        XCTAssertEqual(hash(), hash())
        var a = StateHasher(), b = StateHasher()
        DarkScanChallenge(rules: rules()).hash(into: &a)
        DarkScanChallenge(rules: rules(offset: 10)).hash(into: &b)
        XCTAssertNotEqual(a.value, b.value)
    }

    func testTheDrawingEmitsExactlyOneFillBatchForTheGrid() {
        let challenge = DarkScanChallenge(rules: rules())
        var list = DrawList()
        challenge.draw(into: &list, previous: challenge, alpha: 1, color: RGBA(31, 181, 173), style: DrawStyle())
        let gridBatches = list.commands.filter { $0.color == DarkScanChallenge.gridColor }
        XCTAssertEqual(gridBatches.count, 1)
        let batch = gridBatches[0]
        XCTAssertEqual(batch.kind, .fillRects)
        let darkCells = challenge.analysis.grid.values.filter { $0 < 250 }.count
        XCTAssertEqual(batch.count, darkCells, "one square per cell dark enough to show")
        XCTAssertGreaterThan(batch.count, 100)
        // The square under the reticle makes the largest squares: 0.94 x 30 x darkness.
        let largest = list.rects[batch.start..<(batch.start + batch.count)].map(\.w).max() ?? 0
        XCTAssertEqual(largest, 30 * DarkScanChallenge.cellFill * Float(255 - challenge.analysis.grid.values.min()!) / 255,
                       accuracy: 0.001)
    }

    func testTheReticleClosesIntoASquareWhenSolved() {
        var challenge = DarkScanChallenge(rules: rules(offset: 1000))
        var list = DrawList()
        challenge.draw(into: &list, previous: challenge, alpha: 1, color: RGBA(31, 181, 173), style: DrawStyle())
        let openArms = list.rects.suffix(8).map { max($0.w, $0.h) }
        challenge = DarkScanChallenge(rules: rules())
        _ = run(&challenge, ticks: 600)
        XCTAssertTrue(challenge.isSolved)
        challenge.draw(into: &list, previous: challenge, alpha: 1, color: RGBA(31, 181, 173), style: DrawStyle())
        let closedArms = list.rects.suffix(8).map { max($0.w, $0.h) }
        // Open: short brackets on a wider square; closed: arms of half the 432-unit side meet.
        XCTAssertTrue(openArms.allSatisfy { $0 < 100 }, "\(openArms)")
        XCTAssertTrue(closedArms.allSatisfy { abs($0 - 216) < 0.01 }, "\(closedArms)")
        XCTAssertTrue(list.commands.contains { $0.color == RGBA(31, 181, 173).withAlpha(150) }, "the solved square is filled")
    }

    func testTheDebugOverlayOutlinesQuadsAndDrawsBars() {
        let challenge = DarkScanChallenge(rules: rules(offset: 300))
        var plain = DrawList(), debug = DrawList()
        challenge.draw(into: &plain, previous: challenge, alpha: 1, color: .black, style: DrawStyle())
        challenge.draw(into: &debug, previous: challenge, alpha: 1, color: .black, style: DrawStyle(debugOverlay: true))
        XCTAssertFalse(plain.commands.contains { $0.kind == .lines })
        let lines = debug.commands.filter { $0.kind == .lines }.map(\.count).reduce(0, +)
        XCTAssertEqual(lines, 8, "one quad, four edges of two points")
        XCTAssertGreaterThan(debug.commands.count, plain.commands.count + 12)
    }

    func testThresholdsChangeLiveAndAreAnalysedAgain() {
        var challenge = DarkScanChallenge(rules: rules())
        XCTAssertGreaterThan(challenge.analysis.measurement.raw, 0.9)
        var strict = DarkScanThresholds()
        strict.outerBrightFrom = 0.99
        strict.outerBrightTo = 0.995
        challenge.setThresholds(strict)
        _ = run(&challenge, ticks: 1)
        XCTAssertEqual(challenge.rules.thresholds, strict)
        XCTAssertEqual(challenge.analysis.measurement.outerScore, 0)
    }

    func testTheScanReportNamesTheFiguresAndThePhrase() throws {
        let report = DarkScanScan.report(frame: Images.square(side: 76, rotation: 30), rules: nil)
        guard case .object(let object) = report else { return XCTFail("not an object") }
        for key in ["progress", "inner", "outer", "contrast", "quads", "announcement"] {
            XCTAssertNotNil(object[key], key)
        }
        XCTAssertEqual(object["announcement"], .string("large dark colored square detected"))
        guard case .array(let quads) = object["quads"], case .object(let quad) = quads.first else { return XCTFail() }
        for key in ["corners", "squareness", "parallelism", "darkness", "edgeLengths", "cornerAngles"] {
            XCTAssertNotNil(quad[key], key)
        }
        XCTAssertEqual(quad["parallelism"], .number(0))
        let text = JSONWriter.compact(report)
        XCTAssertEqual(try JSONParser(limits: .init(maxBytes: 1 << 20, maxDepth: 8, maxValues: 10_000)).parse(Array(text.utf8)), report)
    }
}
