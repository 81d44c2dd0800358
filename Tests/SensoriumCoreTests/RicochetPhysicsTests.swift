import XCTest
@testable import SensoriumCore

final class RicochetPhysicsTests: XCTestCase {
    private let rules = RicochetRules(implosions: 1)
    private let field = RicochetRules.field

    /// Deterministic starting states spread over the field and every direction and speed.
    private func starts(count: Int, radius: Double) -> [RicochetBall] {
        var random = SeededRandom(seed: 99)
        return (0..<count).map { _ in
            let angle = random.unit() * 2 * .pi
            let speed = random.unit() * RicochetPhysics.maxSpeed
            return RicochetBall(x: field.minX + radius + random.unit() * (field.maxX - field.minX - 2 * radius),
                                y: field.minY + radius + random.unit() * (field.maxY - field.minY - 2 * radius),
                                vx: cos(angle) * speed, vy: sin(angle) * speed)
        }
    }

    func testEnergyNeverGrowsWithoutInput() {
        for radius in [RicochetChallenge.smallRadius, RicochetChallenge.largeRadius] {
            for start in starts(count: 100, radius: radius) {
                var ball = start
                var impacts: [RicochetPhysics.Impact] = []
                var energy = ball.vx * ball.vx + ball.vy * ball.vy
                // 2400 units/s under 90 units/s² of friction, less what the bounces take: < 27 s.
                for tick in 0..<TickClock.rate * 27 {
                    RicochetPhysics.step(&ball, radius: radius, tiltX: 0, tiltY: 0, rules: rules, impacts: &impacts)
                    let now = ball.vx * ball.vx + ball.vy * ball.vy
                    XCTAssertLessThanOrEqual(now, energy, "tick \(tick) from \(start)")
                    if now > energy { return }
                    energy = now
                }
                XCTAssertEqual(energy, 0, "friction stops every ball: \(start)")
            }
        }
    }

    func testEnergyNeverGrowsWhenTheKeysAreLetGo() {
        var driver = RicochetDriver()
        driver.spawn()
        for _ in 0..<90 { driver.step([.right, .down]) }
        driver.idle(RicochetTilt.fallTicks)
        XCTAssertEqual(driver.challenge.tilt.x, 0)
        var energy = driver.challenge.ball.speed
        XCTAssertGreaterThan(energy, 300)
        for _ in 0..<1200 {
            driver.step()
            XCTAssertLessThanOrEqual(driver.challenge.ball.speed, energy)
            energy = driver.challenge.ball.speed
        }
    }

    func testUnderAConstantTiltTheBallEndsAtRestInTheCorner() {
        // Gravity is the only source: the ball settles where the tilt points, with no endless bounce.
        var ball = RicochetBall(x: 960, y: 595, vx: -1500, vy: 700)
        var impacts: [RicochetPhysics.Impact] = []
        let r = RicochetChallenge.smallRadius
        for _ in 0..<TickClock.rate * 30 {
            RicochetPhysics.step(&ball, radius: r, tiltX: 0.6, tiltY: 0.8, rules: rules, impacts: &impacts)
        }
        XCTAssertEqual(ball, RicochetBall(x: field.maxX - r, y: field.maxY - r, vx: 0, vy: 0))
        impacts.removeAll()
        for _ in 0..<600 {
            RicochetPhysics.step(&ball, radius: r, tiltX: 0.6, tiltY: 0.8, rules: rules, impacts: &impacts)
        }
        XCTAssertEqual(impacts, [], "resting contact is silent")
    }

    func testNoTunnellingAtMaximumSpeedFromEveryAngle() {
        for radius in [RicochetChallenge.smallRadius, RicochetChallenge.largeRadius] {
            for degree in 0..<360 {
                let angle = Double(degree) * .pi / 180
                let dx = cos(angle), dy = sin(angle)
                // Start right next to a wall and in the middle, firing at full speed and full tilt.
                for start in [(960.0, 595.0), (field.minX + radius + 1, field.minY + radius + 1),
                              (field.maxX - radius - 0.5, 595.0)] {
                    var ball = RicochetBall(x: start.0, y: start.1, vx: dx * RicochetPhysics.maxSpeed,
                                            vy: dy * RicochetPhysics.maxSpeed)
                    var impacts: [RicochetPhysics.Impact] = []
                    for _ in 0..<240 {
                        RicochetPhysics.step(&ball, radius: radius, tiltX: dx, tiltY: dy, rules: rules, impacts: &impacts)
                        guard ball.x >= field.minX + radius, ball.x <= field.maxX - radius,
                              ball.y >= field.minY + radius, ball.y <= field.maxY - radius else {
                            return XCTFail("left the field at \(degree)°: \(ball)")
                        }
                        XCTAssertLessThanOrEqual(ball.speed, RicochetPhysics.maxSpeed * (1 + 1e-12), "capped (to rounding)")
                    }
                    XCTAssertFalse(impacts.isEmpty, "\(degree)° never reached a wall")
                    let expected: Set<RicochetWall> = Set([dx > 1e-9 ? .right : dx < -1e-9 ? .left : nil,
                                                           dy > 1e-9 ? .bottom : dy < -1e-9 ? .top : nil].compactMap { $0 })
                    XCTAssertTrue(expected.contains(impacts[0].wall), "\(degree)°: the first wall hit is the one aimed at, \(impacts[0])")
                }
            }
        }
    }

    func testSpeedIsCapped() {
        var ball = RicochetBall(x: 960, y: 595, vx: 9000, vy: 0)
        var impacts: [RicochetPhysics.Impact] = []
        RicochetPhysics.step(&ball, radius: 36, tiltX: 1, tiltY: 0, rules: rules, impacts: &impacts)
        XCTAssertEqual(ball.speed, RicochetPhysics.maxSpeed, accuracy: 1e-9)
    }

    func testABounceKeepsTheRestitutionShareAndReportsTheSpeedIntoTheWall() {
        var ball = RicochetBall(x: 1800, y: 595, vx: 1200, vy: 300)
        var impacts: [RicochetPhysics.Impact] = []
        let friction = RicochetRules(friction: 0, restitution: 0.5, implosions: 1)
        while impacts.isEmpty {
            RicochetPhysics.step(&ball, radius: 36, tiltX: 0, tiltY: 0, rules: friction, impacts: &impacts)
        }
        XCTAssertEqual(impacts[0].wall, .right)
        XCTAssertEqual(impacts[0].normalSpeed, 1200, accuracy: 1e-9, "the speed along the wall does not count")
        XCTAssertEqual(ball.vx, -600, accuracy: 1e-9)
        XCTAssertEqual(ball.vy, 300, accuracy: 1e-9)
    }

    func testASlowTouchIsRestingContact() {
        var ball = RicochetBall(x: field.maxX - 36 - 0.2, y: 595, vx: RicochetPhysics.restingSpeed - 1, vy: 0)
        var impacts: [RicochetPhysics.Impact] = []
        RicochetPhysics.step(&ball, radius: 36, tiltX: 0, tiltY: 0, rules: rules, impacts: &impacts)
        XCTAssertEqual(impacts, [])
        XCTAssertEqual(ball.vx, 0, "it stops against the wall, no bounce")
    }

    func testTheSameInputsGiveTheSameTrajectoryBitForBit() {
        let level = LevelCatalog.load(directory: RepositoryPaths.levels).level(id: "careful")!
        func run() -> [UInt64] {
            var session = LevelSession(level: level)
            var events: [ChallengeEvent] = []
            var trail: [UInt64] = []
            for tick in 0..<3000 {
                var input = InputCommand()
                switch (tick / 50) % 6 {
                case 0: input.buttons = [.right, .down]
                case 1: input.stickX = Int8(truncatingIfNeeded: tick % 255 - 127); input.stickY = 40
                case 2: input.buttons = .left
                case 3: input.pointer = .init(x: Int16(400 + tick % 300), y: 300); input.buttons = .confirm
                case 4: input.buttons = tick % 7 == 0 ? [.confirm, .up] : [.up]
                default: input.buttons = tick % 9 == 0 ? .alternate : []
                }
                session.step(input, events: &events)
                guard let challenge = session.state.challenge as? RicochetChallenge else { return [] }
                trail.append(challenge.ball.x.bitPattern ^ challenge.ball.vy.bitPattern.byteSwapped)
                trail.append(session.stateHash)
            }
            return trail
        }
        let first = run()
        XCTAssertEqual(first.count, 6000)
        XCTAssertEqual(first, run())
    }
}
