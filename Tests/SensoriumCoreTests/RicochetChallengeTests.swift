import XCTest
@testable import SensoriumCore

/// Runs one ricochet challenge tick by tick, remembering the previous input as the game does.
struct RicochetDriver {
    var challenge: RicochetChallenge
    var random = SeededRandom(seed: 1)
    var previous = InputCommand.idle
    /// The events of the last tick only.
    var events: [ChallengeEvent] = []

    init(_ rules: RicochetRules = RicochetRules(implosions: 1)) {
        challenge = RicochetChallenge(rules: rules, random: &random)
    }

    mutating func step(_ input: InputCommand = .idle) {
        events = []
        challenge.step(input, previous: previous, random: &random, events: &events)
        previous = input
    }

    mutating func step(_ buttons: InputButtons) { step(InputCommand(buttons: buttons)) }

    mutating func idle(_ ticks: Int) { for _ in 0..<ticks { step() } }

    /// Waits out the spawn animation.
    mutating func spawn() {
        while challenge.phase == .spawning { step() }
    }

    /// A fresh confirm press (released first when held).
    mutating func press(_ button: InputButtons = .confirm) {
        if previous.buttons.contains(button) { step() }
        step(button)
    }

    var collisions: [RicochetCollision] {
        events.compactMap { if case .kind(.ballCollided(let hit) as RicochetEvent) = $0 { return hit } else { return nil } }
    }

    static func pointer(_ x: Double, _ y: Double, _ buttons: InputButtons = []) -> InputCommand {
        InputCommand(buttons: buttons, pointer: .init(x: Int16(x), y: Int16(y)))
    }
}

final class RicochetChallengeTests: XCTestCase {
    // MARK: States

    func testTheBallSpawnsFrozenThenTurnsSmall() {
        var driver = RicochetDriver()
        driver.step()
        XCTAssertEqual(driver.events, [.kind(RicochetEvent.ballSpawned(x: 960, y: 595))])
        XCTAssertEqual(driver.challenge.phase, .spawning)
        driver.step(.confirm)
        XCTAssertEqual(driver.challenge.phase, .spawning, "a spawning ball cannot be acted on")
        for _ in 0..<40 { driver.step(.right) }
        XCTAssertEqual(driver.challenge.ball, RicochetBall(x: 960, y: 595), "and does not roll")
        driver.spawn()
        XCTAssertEqual(driver.challenge.tick, RicochetChallenge.spawnTicks)
        XCTAssertEqual(driver.challenge.phase, .small)
    }

    func testConfirmGrowsTheBallThenShieldsItThenDoesNothing() {
        var driver = RicochetDriver()
        driver.spawn()
        driver.press()
        XCTAssertEqual(driver.challenge.phase, .large)
        XCTAssertEqual(driver.events, [.kind(RicochetEvent.ballGrew(x: 960, y: 595))])
        XCTAssertEqual(driver.challenge.radius, RicochetChallenge.largeRadius)
        driver.press()
        XCTAssertEqual(driver.challenge.phase, .shielded)
        XCTAssertEqual(driver.events, [.kind(RicochetEvent.shieldUp(x: 960, y: 595))])
        XCTAssertEqual(driver.challenge.shieldStart, driver.challenge.tick)
        driver.press()
        XCTAssertEqual(driver.challenge.phase, .shielded)
        XCTAssertEqual(driver.events, [])
    }

    func testHoldingConfirmActsOnce() {
        var driver = RicochetDriver()
        driver.spawn()
        for _ in 0..<30 { driver.step(.confirm) }
        XCTAssertEqual(driver.challenge.phase, .large)
    }

    func testShieldIsLostOnCollisionAndTheBallImplodesThenRespawns() {
        var driver = RicochetDriver(RicochetRules(implosions: 2))
        driver.spawn()
        driver.press(); driver.press()
        driver.challenge.place(RicochetBall(x: 300, y: 595, vx: -1200, vy: 0))
        while driver.collisions.isEmpty { driver.step() }
        let hit = driver.collisions[0]
        XCTAssertEqual(hit.kind, .shielded)
        XCTAssertEqual(hit.wall, .left)
        XCTAssertFalse(hit.shieldHeld)
        XCTAssertEqual(hit.speed, 1200 / RicochetPhysics.hardImpactSpeed, accuracy: 0.05)
        XCTAssertEqual(Array(driver.events.prefix(4)), [
            .kind(RicochetEvent.ballCollided(hit)), .kind(RicochetEvent.shieldLost(x: hit.x, y: hit.y)),
            .kind(RicochetEvent.ballImploded(x: hit.x, y: hit.y)), .progressChanged(0.5),
        ])
        XCTAssertEqual(driver.challenge.phase, .imploding)
        XCTAssertEqual(driver.challenge.implosions, 1)
        let imploded = driver.challenge.tick
        for _ in 0..<30 { driver.step(.right) }
        XCTAssertEqual(Double(driver.challenge.ball.x), Double(hit.x), "an imploding ball is frozen")
        while driver.challenge.phase == .imploding { driver.step() }
        XCTAssertEqual(driver.challenge.tick - imploded, RicochetChallenge.implodeTicks)
        XCTAssertEqual(driver.challenge.phase, .spawning)
        XCTAssertEqual(driver.events, [.kind(RicochetEvent.ballSpawned(x: 960, y: 595))])
        XCTAssertEqual(driver.challenge.ball, RicochetBall(x: 960, y: 595))
        driver.spawn()
        XCTAssertEqual(driver.challenge.phase, .small, "it comes back small")
    }

    func testAGentleHitKeepsTheShieldWhenTheLevelAllowsIt() {
        var driver = RicochetDriver(RicochetRules(shieldBreak: 0.3, shieldedHits: 3))
        driver.spawn()
        driver.press(); driver.press()
        driver.challenge.place(RicochetBall(x: 200, y: 595, vx: -300, vy: 0))
        while driver.collisions.isEmpty { driver.step() }
        XCTAssertTrue(driver.collisions[0].shieldHeld)
        XCTAssertEqual(driver.challenge.phase, .shielded)
        XCTAssertEqual(driver.challenge.shieldedHits, 1)
        // The same wall again does not count twice; another wall does.
        driver.challenge.place(RicochetBall(x: 200, y: 595, vx: -300, vy: 0))
        driver.step(); while driver.collisions.isEmpty { driver.step() }
        XCTAssertEqual(driver.challenge.shieldedHits, 1)
        driver.challenge.place(RicochetBall(x: 960, y: 900, vx: 0, vy: 300))
        driver.step(); while driver.collisions.isEmpty { driver.step() }
        XCTAssertEqual(driver.challenge.shieldedHits, 2)
        XCTAssertEqual(driver.challenge.bestShieldedHits, 2)
        // A hard hit breaks it and clears the count; the best stays.
        driver.challenge.place(RicochetBall(x: 960, y: 400, vx: 0, vy: -1500))
        driver.step(); while driver.collisions.isEmpty { driver.step() }
        XCTAssertFalse(driver.collisions[0].shieldHeld)
        XCTAssertEqual(driver.challenge.phase, .imploding)
        XCTAssertEqual(driver.challenge.shieldedHits, 0)
        XCTAssertEqual(driver.challenge.bestShieldedHits, 2)
    }

    func testSmallAndLargeBallsReportTheirKind() {
        var driver = RicochetDriver()
        driver.spawn()
        driver.challenge.place(RicochetBall(x: 1700, y: 595, vx: 900, vy: 0))
        while driver.collisions.isEmpty { driver.step() }
        XCTAssertEqual(driver.collisions[0].kind, .small)
        XCTAssertEqual(driver.collisions[0].wall, .right)
        driver.press()
        driver.challenge.place(RicochetBall(x: 960, y: 900, vx: 0, vy: 900))
        driver.step(); while driver.collisions.isEmpty { driver.step() }
        XCTAssertEqual(driver.collisions[0].kind, .large)
        XCTAssertEqual(driver.collisions[0].wall, .bottom)
    }

    func testGrowingAgainstAWallKeepsTheBallInside() {
        var driver = RicochetDriver()
        driver.spawn()
        driver.challenge.place(RicochetBall(x: RicochetRules.field.minX + RicochetChallenge.smallRadius, y: 595))
        driver.press()
        XCTAssertEqual(driver.challenge.ball.x, RicochetRules.field.minX + RicochetChallenge.largeRadius)
        XCTAssertTrue(driver.collisions.isEmpty)
    }

    // MARK: Texture

    func testAlternateCyclesTheLevelsMaterialsThenNone() {
        var driver = RicochetDriver(RicochetRules(materials: [.metal, .rough], implosions: 1))
        driver.press(.alternate)
        XCTAssertEqual(driver.challenge.texture, .metal)
        XCTAssertEqual(driver.events.last, .kind(RicochetEvent.textureLaid(.metal)))
        driver.press(.alternate)
        XCTAssertEqual(driver.challenge.texture, .rough)
        driver.press(.alternate)
        XCTAssertNil(driver.challenge.texture)
        XCTAssertEqual(driver.events.first, .kind(RicochetEvent.textureLaid(nil)))
    }

    func testALevelWithoutMaterialsCannotBeTextured() {
        var driver = RicochetDriver(RicochetRules(materials: [], implosions: 1))
        driver.spawn()
        driver.press(.alternate)
        XCTAssertNil(driver.challenge.texture)
        XCTAssertEqual(driver.events, [])
    }

    func testPatchesLieOverTheLaidTexture() {
        let patch = RicochetRules.Patch(x: 100, y: 200, w: 100, h: 100, material: .metal)
        var driver = RicochetDriver(RicochetRules(materials: [.paper], patches: [patch], implosions: 1))
        XCTAssertEqual(driver.challenge.material(atX: 150, y: 250), .metal)
        XCTAssertNil(driver.challenge.material(atX: 500, y: 250))
        driver.press(.alternate)
        XCTAssertEqual(driver.challenge.material(atX: 150, y: 250), .metal)
        XCTAssertEqual(driver.challenge.material(atX: 500, y: 250), .paper)
    }

    // MARK: Mouse

    func testAClickOnTheBallActsOnItAndAClickOnTheBackgroundLaysTheTexture() {
        var driver = RicochetDriver()
        driver.spawn()
        driver.step(RicochetDriver.pointer(980, 600, .confirm))
        XCTAssertEqual(driver.challenge.phase, .large)
        driver.step(RicochetDriver.pointer(980, 600))
        XCTAssertNil(driver.challenge.texture, "releasing on the ball lays nothing")
        driver.step(RicochetDriver.pointer(400, 300, .confirm))
        XCTAssertNil(driver.challenge.texture, "the background acts on release, when it was no drag")
        driver.step(RicochetDriver.pointer(405, 300))
        XCTAssertEqual(driver.challenge.texture, .paper)
        XCTAssertEqual(driver.challenge.phase, .large)
    }

    func testADragTiltsTheFieldFromWhereItStarted() {
        var driver = RicochetDriver()
        driver.spawn()
        driver.step(RicochetDriver.pointer(400, 300, .confirm))
        driver.step(RicochetDriver.pointer(520, 300, .confirm))
        XCTAssertEqual(driver.challenge.tilt.x, 0.5, accuracy: 1e-12)
        XCTAssertEqual(driver.challenge.tilt.y, 0)
        driver.step(RicochetDriver.pointer(1000, 300 - 800, .confirm))
        let length = (driver.challenge.tilt.x * driver.challenge.tilt.x + driver.challenge.tilt.y * driver.challenge.tilt.y).squareRoot()
        XCTAssertEqual(length, 1, accuracy: 1e-12, "a long drag is full tilt, never more")
        driver.step(RicochetDriver.pointer(1000, 0))
        XCTAssertNil(driver.challenge.texture, "a drag is not a click")
        XCTAssertNil(driver.challenge.drag)
        XCTAssertEqual(driver.challenge.tilt.x, 0, "released: level again")
    }

    // MARK: Tilt

    func testAKeyTapIsANudgeAndAHoldIsFullTilt() {
        var driver = RicochetDriver()
        for _ in 0..<6 { driver.step(.right) }
        let tap = driver.challenge.tilt.x
        XCTAssertGreaterThan(tap, 0.15)
        XCTAssertLessThan(tap, 0.5)
        for _ in 6..<RicochetTilt.riseTicks { driver.step(.right) }
        XCTAssertEqual(driver.challenge.tilt.x, 1)
        driver.idle(RicochetTilt.fallTicks)
        XCTAssertEqual(driver.challenge.tilt.x, 0)
        for _ in 0..<RicochetTilt.riseTicks { driver.step([.left, .down]) }
        XCTAssertEqual(driver.challenge.tilt.x, -1 / 2.0.squareRoot(), accuracy: 1e-12, "diagonals are not stronger")
        XCTAssertEqual(driver.challenge.tilt.y, 1 / 2.0.squareRoot(), accuracy: 1e-12)
    }

    func testTheStickAndAccelerometerTiltDirectly() {
        var driver = RicochetDriver()
        driver.step(InputCommand(stickX: 127, stickY: -64))
        XCTAssertEqual(driver.challenge.tilt.x, 127 / (127 * 127 + 64 * 64 as Double).squareRoot(), accuracy: 1e-12)
        driver.step(InputCommand(stickX: -32))
        XCTAssertEqual(driver.challenge.tilt.x, -32 / 127, accuracy: 1e-12)
        XCTAssertEqual(driver.challenge.tilt.y, 0)
    }

    // MARK: Goals

    func testRollingCountsOnlyOnATextureAboveTheSpeed() {
        var driver = RicochetDriver(RicochetRules(materials: [.paper], rollSeconds: 1, rollSpeed: 500))
        driver.spawn()
        driver.challenge.place(RicochetBall(x: 400, y: 595, vx: 800, vy: 0))
        driver.step()
        XCTAssertEqual(driver.challenge.rollTicks, 0, "bare floor")
        driver.press(.alternate)
        XCTAssertEqual(driver.challenge.rollTicks, 1)
        driver.challenge.place(RicochetBall(x: 400, y: 595, vx: 300, vy: 0))
        driver.step()
        XCTAssertEqual(driver.challenge.rollTicks, 1, "too slow")
        for _ in 0..<120 {
            driver.challenge.place(RicochetBall(x: 400, y: 595, vx: 800, vy: 0))
            driver.step()
            if driver.challenge.isSolved { break }
        }
        XCTAssertTrue(driver.challenge.isSolved)
        XCTAssertEqual(driver.challenge.rollTicks, 120)
        XCTAssertEqual(driver.events.last, .solved)
    }

    func testOnlyTheNamedMaterialAndAShieldedBallCountWhenAsked() {
        let metal = RicochetRules.Patch(x: 60, y: 150, w: 400, h: 890, material: .metal)
        var driver = RicochetDriver(RicochetRules(materials: [.paper], patches: [metal], rollSeconds: 1,
                                                  rollMaterial: .metal, rollShielded: true))
        driver.spawn()
        driver.press(.alternate)
        driver.challenge.place(RicochetBall(x: 900, y: 595, vx: 800, vy: 0))
        driver.step()
        XCTAssertEqual(driver.challenge.rollTicks, 0, "paper is not metal")
        driver.challenge.place(RicochetBall(x: 200, y: 595, vx: 800, vy: 0))
        driver.step()
        XCTAssertEqual(driver.challenge.rollTicks, 0, "not shielded")
        driver.press()
        driver.challenge.place(RicochetBall(x: 200, y: 595, vx: 800, vy: 0))
        driver.press()
        XCTAssertEqual(driver.challenge.phase, .shielded)
        XCTAssertEqual(driver.challenge.rollTicks, 1, "from the tick the shield is up")
    }

    func testTheExitNeedsAnUnbrokenStay() {
        let exit = RicochetRules.Patch(x: 560, y: 345, w: 200, h: 500, material: .grid, hidden: true, exit: true)
        var driver = RicochetDriver(RicochetRules(patches: [exit], exitSeconds: 0.5))
        driver.spawn()
        for _ in 0..<30 { driver.challenge.place(RicochetBall(x: 660, y: 595)); driver.step() }
        XCTAssertEqual(driver.challenge.exitTicks, 30)
        driver.challenge.place(RicochetBall(x: 900, y: 595))
        driver.step()
        XCTAssertEqual(driver.challenge.exitTicks, 0, "leaving starts the count again")
        for _ in 0..<60 { driver.challenge.place(RicochetBall(x: 660, y: 595)); driver.step() }
        XCTAssertTrue(driver.challenge.isSolved)
    }

    func testProgressAveragesTheGoals() {
        var driver = RicochetDriver(RicochetRules(materials: [.paper], implosions: 2, rollSeconds: 1))
        XCTAssertEqual(driver.challenge.progress, 0)
        driver.spawn()
        driver.press(); driver.press()
        driver.challenge.place(RicochetBall(x: 300, y: 595, vx: -1200, vy: 0))
        while driver.challenge.implosions == 0 { driver.step() }
        XCTAssertEqual(driver.challenge.goalProgress, [0.5, 0])
        XCTAssertEqual(driver.challenge.progress, 0.25)
    }

    // MARK: Drawing

    func testAFullTextureIsDrawnInAFewBatchesWithItsOwnSpacing() {
        for material in RicochetMaterial.allCases {
            var driver = RicochetDriver(RicochetRules(materials: [material], implosions: 1))
            var plain = DrawList()
            driver.challenge.draw(into: &plain, previous: driver.challenge, alpha: 1, color: RGBA(200, 80, 60), style: DrawStyle())
            driver.press(.alternate)
            var list = DrawList()
            driver.challenge.draw(into: &list, previous: driver.challenge, alpha: 1, color: RGBA(200, 80, 60), style: DrawStyle())
            let field = RicochetRules.field
            let expected = (field.maxX - field.minX) * (field.maxY - field.minY) / (material.dotSpacing * material.dotSpacing)
            let dots = Double(list.rects.count - plain.rects.count - 1)
            XCTAssertEqual(dots, expected, accuracy: expected * 0.03, material.rawValue)
            // The floor, the dots and their accents, and the raised swatch in the band.
            XCTAssertLessThanOrEqual(list.commands.count - plain.commands.count, 8, "\(material): batched, not a command per dot")
        }
    }

    func testEveryStateDraws() {
        var driver = RicochetDriver()
        var list = DrawList()
        let style = DrawStyle(reducedMotion: false, visualHaptics: true)
        for _ in 0..<400 {
            let before = driver.challenge
            driver.step(driver.challenge.phase == .shielded ? InputCommand(buttons: .left)
                        : driver.challenge.tick % 2 == 0 ? InputCommand(buttons: .confirm) : .idle)
            driver.challenge.draw(into: &list, previous: before, alpha: 0.5, color: RGBA(200, 80, 60), style: style)
            XCTAssertFalse(list.commands.isEmpty)
        }
        XCTAssertEqual(driver.challenge.implosions, 1)
    }

    func testTheSoftVibrationFollowsHitsAndIsOffWhenStill() {
        var driver = RicochetDriver()
        driver.spawn()
        driver.idle(30)
        XCTAssertTrue(driver.challenge.visualVibration(at: Double(driver.challenge.tick)) == (0, 0))
        driver.challenge.place(RicochetBall(x: 1700, y: 595, vx: 1500, vy: 0))
        while driver.collisions.isEmpty { driver.step() }
        let shake = driver.challenge.visualVibration(at: Double(driver.challenge.tick) + 0.5)
        XCTAssertGreaterThan(abs(shake.dx) + abs(shake.dy), 0.5)
    }
}
