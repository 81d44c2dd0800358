import Foundation
import XCTest
@testable import SensoriumCore

/// Runs one challenge tick by tick, remembering the previous input as the game does.
private struct Driver {
    var challenge: JumpingTargetChallenge
    var random: SeededRandom
    var previous = InputCommand.idle
    /// The events of the last tick only.
    var events: [ChallengeEvent] = []

    init(_ rules: JumpingTargetRules, seed: UInt64 = 11) {
        random = SeededRandom(seed: seed)
        challenge = JumpingTargetChallenge(rules: rules, random: &random)
    }

    var tick: Int { challenge.tick }
    var target: (x: Double, y: Double) { challenge.targetPosition(at: Double(challenge.tick)) }

    mutating func step(_ input: InputCommand = .idle) {
        events = []
        challenge.step(input, previous: previous, random: &random, events: &events)
        previous = input
    }

    mutating func idle(_ ticks: Int) {
        for _ in 0..<ticks { step() }
    }

    /// The mouse on a canvas point, with `buttons` held.
    static func pointer(_ x: Double, _ y: Double, _ buttons: InputButtons = []) -> InputCommand {
        InputCommand(buttons: buttons, pointer: .init(x: Int16(x.rounded()), y: Int16(y.rounded())))
    }

    /// The mouse on where the target will be during the next tick, with `buttons` held.
    func onTarget(_ buttons: InputButtons = []) -> InputCommand {
        let next = challenge.targetPosition(at: Double(challenge.tick + 1))
        return Self.pointer(next.x, next.y, buttons)
    }

    /// Follows the target until it has landed, then presses confirm on it (after a tick with
    /// confirm up, so it is a new press).
    mutating func catchTarget() {
        while let start = challenge.leapStart, challenge.tick + 1 < start + JumpingTargetChallenge.leapTicks {
            step(onTarget())
        }
        if previous.buttons.contains(.confirm) { step(onTarget()) }
        step(onTarget(.confirm))
    }
}

private func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
    hypot(a.x - b.x, a.y - b.y)
}

final class JumpingTargetChallengeTests: XCTestCase {
    private let plain = JumpingTargetRules(catches: 3, targetRadius: 90, cursorSpeed: 900)
    private let restless = JumpingTargetRules(catches: 4, targetRadius: 70, cursorSpeed: 1000, leapEvery: 1.4)
    private let shy = JumpingTargetRules(catches: 3, targetRadius: 70, cursorSpeed: 900, leapEvery: 1.5,
                                         shyRadius: 320, calmSeconds: 1)

    // MARK: The leap

    func testALeapLastsExactly96Ticks() {
        XCTAssertEqual(JumpingTargetChallenge.leapTicks, 96, "the seed's 0.8 s at 120 Hz")
        var driver = Driver(plain)
        driver.catchTarget()
        let start = driver.tick
        XCTAssertEqual(driver.challenge.leapStart, start)
        guard case .kind(.jumped(let toX, let toY) as JumpingTargetEvent) = driver.events.last else { return XCTFail("no leap: \(driver.events)") }
        driver.idle(95)
        XCTAssertEqual(driver.challenge.leapStart, start, "still in the air after 95 ticks")
        XCTAssertNotEqual(driver.target.x, Double(toX))
        driver.idle(1)
        XCTAssertNil(driver.challenge.leapStart, "landed after 96")
        XCTAssertEqual(Float(driver.target.x), toX)
        XCTAssertEqual(Float(driver.target.y), toY)
    }

    func testALeapEasesInAndOut() {
        var driver = Driver(plain)
        let from = driver.target
        driver.catchTarget()
        let start = Double(driver.tick)
        let to = (x: driver.challenge.targetMoveX.to, y: driver.challenge.targetMoveY.to)
        let mid = driver.challenge.targetPosition(at: start + 48)
        XCTAssertEqual(mid.x, (from.x + to.x) / 2, accuracy: 1e-6)
        XCTAssertEqual(mid.y, (from.y + to.y) / 2, accuracy: 1e-6)
        let quarter = driver.challenge.targetPosition(at: start + 24)
        XCTAssertEqual(quarter.x, from.x + (to.x - from.x) * 0.129162, accuracy: 1e-3)
        XCTAssertEqual(driver.challenge.targetMoveX.curve, .easeInOut)
    }

    func testScalePeaksAtOnePointFourHalfWayAndReverses() {
        var driver = Driver(plain)
        XCTAssertEqual(driver.challenge.targetScale(at: 0), 1, "at rest")
        driver.catchTarget()
        let start = Double(driver.tick)
        let scale = { driver.challenge.targetScale(at: start + $0) }
        XCTAssertEqual(scale(0), 1)
        XCTAssertEqual(scale(24), 1 + 0.4 * 0.684643, accuracy: 1e-6, "ease-out: well past half way at a quarter")
        XCTAssertEqual(scale(48), 1.4)
        XCTAssertEqual(scale(72), scale(24), accuracy: 1e-12, "the way down mirrors the way up")
        XCTAssertEqual(scale(96), 1)
        XCTAssertEqual(scale(500), 1)
        XCTAssertEqual(driver.challenge.catchRadius(at: start + 48), 90 * 1.4 + 6, accuracy: 1e-9)
    }

    // MARK: Catching

    func testAConfirmPressOnTheTargetCatchesIt() {
        var driver = Driver(plain)
        let target = driver.target
        driver.step(Driver.pointer(target.x, target.y, .confirm))
        XCTAssertEqual(driver.challenge.catches, 1)
        XCTAssertEqual(Array(driver.events.prefix(2)), [
            .caught(x: Float(target.x), y: Float(target.y)),
            .progressChanged(1.0 / 3),
        ])
        guard case .kind(JumpingTargetEvent.jumped as JumpingTargetEvent) = driver.events.last else { return XCTFail("a caught target bolts: \(driver.events)") }
        XCTAssertEqual(driver.events.count, 3)
    }

    func testAPressAtTheEdgeOfTheTargetStillCatches() {
        var driver = Driver(plain)
        let target = driver.target
        let dx = 960 < target.x ? -1.0 : 1.0
        driver.step(Driver.pointer(target.x + dx * 95, target.y, .confirm))
        XCTAssertEqual(driver.challenge.catches, 1, "radius 90 plus 6 units of grace")
    }

    func testAConfirmPressAwayFromTheTargetIsAMissAndDoesNotCount() {
        var driver = Driver(plain)
        XCTAssertGreaterThan(distance(driver.target, (960, 590)), 400, "the target starts away from the cursor")
        driver.step(InputCommand(buttons: .confirm))
        XCTAssertEqual(driver.events, [.kind(JumpingTargetEvent.missed(x: 960, y: 590))])
        XCTAssertEqual(driver.challenge.catches, 0)
        XCTAssertEqual(driver.challenge.lastMiss, 1)
        XCTAssertNil(driver.challenge.leapStart, "a miss does not scare the target")
    }

    func testHoldingConfirmDoesNotCatchTwice() {
        var driver = Driver(plain)
        driver.catchTarget()
        for _ in 0..<200 { driver.step(driver.onTarget(.confirm)) }
        XCTAssertEqual(driver.challenge.catches, 1, "held on the target through its whole leap")
        XCTAssertNil(driver.challenge.lastMiss)
        driver.catchTarget()
        XCTAssertEqual(driver.challenge.catches, 2, "released and pressed again")
    }

    func testATargetInTheAirSlipsThroughTheCursor() {
        var driver = Driver(plain)
        driver.catchTarget()
        driver.idle(30)
        driver.step(driver.onTarget())
        driver.step(driver.onTarget(.confirm))
        XCTAssertEqual(driver.challenge.catches, 1)
        XCTAssertEqual(driver.events, [.kind(JumpingTargetEvent.missed(x: Float(driver.challenge.cursorX), y: Float(driver.challenge.cursorY)))])
        driver.catchTarget()
        XCTAssertEqual(driver.challenge.catches, 2, "caught once it has landed")
    }

    func testSolvingEmitsSolvedOnceAndThenNothing() {
        var driver = Driver(JumpingTargetRules(catches: 2))
        driver.catchTarget()
        XCTAssertFalse(driver.events.contains(.solved))
        driver.catchTarget()
        XCTAssertEqual(driver.events.suffix(2), [.progressChanged(1), .solved])
        XCTAssertTrue(driver.challenge.isSolved)
        XCTAssertEqual(driver.challenge.progress, 1)
        XCTAssertNil(driver.challenge.leapStart, "a caught last target stays put")
        var later: [ChallengeEvent] = []
        for _ in 0..<300 {
            driver.catchTarget()
            later += driver.events
        }
        XCTAssertEqual(later, [])
        XCTAssertEqual(driver.challenge.catches, 2)
    }

    // MARK: The cursor

    func testKeysMoveTheCursorAtCursorSpeed() {
        var driver = Driver(plain)
        for _ in 0..<60 { driver.step(InputCommand(buttons: .right)) }
        XCTAssertEqual(driver.challenge.cursorX, 960 + 450, accuracy: 1e-9, "900 units/s for half a second")
        XCTAssertEqual(driver.challenge.cursorY, 590)
        driver.step(InputCommand(buttons: [.left, .up]))
        XCTAssertEqual(driver.challenge.cursorX, 1410 - 7.5 / 2.0.squareRoot(), accuracy: 1e-9, "diagonals are not faster")
        XCTAssertEqual(driver.challenge.cursorY, 590 - 7.5 / 2.0.squareRoot(), accuracy: 1e-9)
    }

    func testTheStickMovesTheCursorInProportion() {
        var driver = Driver(plain)
        driver.step(InputCommand(stickX: 64))
        XCTAssertEqual(driver.challenge.cursorX, 960 + 7.5 * 64 / 127, accuracy: 1e-9, "half a push, half the speed")
        driver.step(InputCommand(stickX: -127, stickY: -127))
        let corner = 7.5 / 2.0.squareRoot()
        XCTAssertEqual(driver.challenge.cursorX, 960 + 7.5 * 64 / 127 - corner, accuracy: 1e-9, "a full diagonal is not faster")
        XCTAssertEqual(driver.challenge.cursorY, 590 - corner, accuracy: 1e-9)
    }

    func testTheCursorStaysInTheField() {
        var driver = Driver(plain)
        for _ in 0..<400 { driver.step(InputCommand(buttons: [.right, .down])) }
        XCTAssertEqual(driver.challenge.cursorX, 1820)
        XCTAssertEqual(driver.challenge.cursorY, 1000)
        driver.step(Driver.pointer(0, 0))
        XCTAssertEqual(driver.challenge.cursorX, 100)
        XCTAssertEqual(driver.challenge.cursorY, 180)
    }

    // MARK: Restless targets

    func testATargetWithoutLeapEveryNeverLeapsOnItsOwn() {
        var driver = Driver(plain)
        let start = driver.target
        for _ in 0..<2400 {
            driver.step()
            XCTAssertEqual(driver.events, [])
        }
        XCTAssertEqual(driver.target.x, start.x)
        XCTAssertEqual(driver.target.y, start.y)
    }

    func testARestlessTargetLeapsOnItsOwnAfterLeapEvery() {
        var driver = Driver(restless)
        XCTAssertEqual(driver.challenge.nextOwnLeap, 168, "1.4 s")
        for _ in 1..<168 {
            driver.step()
            XCTAssertEqual(driver.events, [], "tick \(driver.tick)")
        }
        driver.step()
        XCTAssertEqual(driver.tick, 168)
        guard case .kind(JumpingTargetEvent.jumped as JumpingTargetEvent) = driver.events.first else { return XCTFail("no leap at 1.4 s: \(driver.events)") }
        XCTAssertEqual(driver.challenge.leapStart, 168)
        XCTAssertEqual(driver.challenge.nextOwnLeap, 168 + 96 + 168, "the wait starts when it lands")
        driver.idle(263)
        XCTAssertNil(driver.challenge.leapStart)
        driver.step()
        XCTAssertEqual(driver.challenge.leapStart, 432)
    }

    func testCatchingARestlessTargetPutsOffItsNextOwnLeap() {
        var driver = Driver(restless)
        driver.idle(100)
        driver.catchTarget()
        XCTAssertEqual(driver.challenge.nextOwnLeap, 101 + 96 + 168)
    }

    // MARK: Shy targets

    func testAShyTargetFleesACursorMovingWithinShyRadius() {
        var driver = Driver(shy)
        let target = driver.target
        // 200 units from the target, toward the middle of the field.
        let away = distance(target, (960, 590))
        let near = (x: target.x + (960 - target.x) / away * 200, y: target.y + (590 - target.y) / away * 200)
        driver.step(Driver.pointer(near.x, near.y))
        XCTAssertEqual(driver.events.first, .kind(JumpingTargetEvent.fled))
        guard case .kind(.jumped(let toX, let toY) as JumpingTargetEvent) = driver.events.last else { return XCTFail("did not leap: \(driver.events)") }
        XCTAssertGreaterThan(distance((Double(toX), Double(toY)), near), 320, "it lands beyond the shy radius")
    }

    func testAShyTargetIgnoresACursorMovingOutsideShyRadius() {
        var driver = Driver(shy)
        let target = driver.target
        let away = distance(target, (960, 590))
        let outside = (x: target.x + (960 - target.x) / away * 330, y: target.y + (590 - target.y) / away * 330)
        driver.step(Driver.pointer(outside.x, outside.y))
        XCTAssertEqual(driver.events, [])
        XCTAssertNil(driver.challenge.leapStart)
    }

    func testAShyTargetStaysBesideACursorThatKeepsStill() {
        var driver = Driver(shy)
        driver.idle(180 + 96)
        for _ in 0..<600 {
            driver.step()
            XCTAssertFalse(driver.events.contains(.kind(JumpingTargetEvent.fled)))
            XCTAssertLessThanOrEqual(distance(driver.target, (960, 590)), 70 * 0.4 + 1e-9)
        }
    }

    func testAShyTargetLandsBesideACursorKeptStillForCalmSeconds() {
        var driver = Driver(shy)
        driver.idle(179)
        XCTAssertEqual(driver.challenge.stillTicks, 179)
        driver.step()
        guard case .kind(.jumped(let toX, let toY) as JumpingTargetEvent) = driver.events.last else { return XCTFail("no own leap at 1.5 s") }
        XCTAssertLessThanOrEqual(distance((Double(toX), Double(toY)), (960, 590)), 70 * 0.4, "beside the cursor")
        driver.idle(96)
        driver.step(InputCommand(buttons: .confirm))
        XCTAssertEqual(driver.challenge.catches, 1, "caught without moving")
    }

    func testAShyTargetDoesNotTrustACursorThatMovedRecently() {
        var driver = Driver(shy)
        driver.idle(99)
        driver.step(Driver.pointer(961, 590))
        XCTAssertEqual(driver.events, [], "moved, but far from the target")
        driver.idle(79)
        driver.step()
        XCTAssertEqual(driver.challenge.stillTicks, 80)
        guard case .kind(.jumped(let toX, let toY) as JumpingTargetEvent) = driver.events.last else { return XCTFail("no own leap at 1.5 s") }
        XCTAssertGreaterThan(distance((Double(toX), Double(toY)), (961, 590)), 320, "still wary after 80 still ticks")
    }

    // MARK: Determinism

    func testTheSameSeedPlacesTheTargetTheSameWay() {
        let a = Driver(shy, seed: 5), b = Driver(shy, seed: 5), c = Driver(shy, seed: 6)
        XCTAssertEqual(a.target.x, b.target.x)
        XCTAssertEqual(a.target.y, b.target.y)
        XCTAssertNotEqual(a.target.x, c.target.x)
    }
}
