/// The ball's position and velocity, canvas units and canvas units per second.
public struct RicochetBall: Equatable, Sendable {
    public var x: Double, y: Double
    public var vx: Double, vy: Double

    public init(x: Double, y: Double, vx: Double = 0, vy: Double = 0) {
        self.x = x; self.y = y; self.vx = vx; self.vy = vy
    }

    public var speed: Double { (vx * vx + vy * vy).squareRoot() }
}

/// One fixed tick of rolling: gravity along the tilt, rolling friction, a speed cap and swept
/// collisions with the four walls. Only + - * / and square roots, so the result is the same bit
/// for bit on every run; no clock, no randomness.
///
/// Why it cannot tunnel: the walls are the field's edges, and each tick the ball moves along a
/// straight line to the first wall it would cross, bounces, and goes on with the rest of the
/// tick (at most four bounces, a corner is two). Nothing is tested at discrete positions only.
/// Why energy cannot grow without input: friction, the cap and every bounce (restitution <= 1)
/// only shrink the speed; gravity is the only source, and it is the tilt.
public enum RicochetPhysics {
    /// The fastest the ball may go, canvas units per second (20 per tick: half the small radius).
    public static let maxSpeed = 2400.0
    /// Speeds into a wall below this are resting contact: the ball stops against the wall, no
    /// bounce, no event. Canvas units per second.
    public static let restingSpeed = 60.0
    /// The impact speed reported as 1.0, canvas units per second.
    public static let hardImpactSpeed = 1600.0
    /// Seconds per tick.
    public static let dt = 1.0 / Double(TickClock.rate)

    /// A wall hit during a tick: the wall and the speed into it (canvas units per second).
    public struct Impact: Equatable, Sendable {
        public var wall: RicochetWall
        public var normalSpeed: Double
        public var x: Double, y: Double
    }

    /// Advances `ball` one tick under `tilt` (each axis -1...1, length <= 1), appending every
    /// bounce to `impacts`.
    public static func step(_ ball: inout RicochetBall, radius: Double, tiltX: Double, tiltY: Double,
                            rules: RicochetRules, impacts: inout [Impact]) {
        let field = RicochetRules.field
        let minX = field.minX + radius, maxX = field.maxX - radius
        let minY = field.minY + radius, maxY = field.maxY - radius
        var ax = rules.gravity * tiltX
        var ay = rules.gravity * tiltY
        // A ball lying against a wall is held by it: the push into the wall does nothing, so
        // resting contact neither jitters nor bounces.
        if ball.x <= minX && ball.vx <= 0 && ax < 0 { ax = 0 }
        if ball.x >= maxX && ball.vx >= 0 && ax > 0 { ax = 0 }
        if ball.y <= minY && ball.vy <= 0 && ay < 0 { ay = 0 }
        if ball.y >= maxY && ball.vy >= 0 && ay > 0 { ay = 0 }
        ball.vx += ax * dt
        ball.vy += ay * dt

        let speed = ball.speed
        if speed > 0 {
            var slowed = max(0, speed - rules.friction * dt)
            slowed = min(slowed, maxSpeed)
            let scale = slowed / speed
            ball.vx *= scale
            ball.vy *= scale
        }

        var remaining = dt
        for _ in 0..<4 {
            var hitTime = remaining
            var wall: RicochetWall?
            if ball.vx < 0 { let t = max(0, (minX - ball.x) / ball.vx); if t < hitTime { hitTime = t; wall = .left } }
            if ball.vx > 0 { let t = max(0, (maxX - ball.x) / ball.vx); if t < hitTime { hitTime = t; wall = .right } }
            if ball.vy < 0 { let t = max(0, (minY - ball.y) / ball.vy); if t < hitTime { hitTime = t; wall = .top } }
            if ball.vy > 0 { let t = max(0, (maxY - ball.y) / ball.vy); if t < hitTime { hitTime = t; wall = .bottom } }
            ball.x += ball.vx * hitTime
            ball.y += ball.vy * hitTime
            remaining -= hitTime
            guard let wall else { break }
            let normal: Double
            switch wall {
            case .left: ball.x = minX; normal = -ball.vx
            case .right: ball.x = maxX; normal = ball.vx
            case .top: ball.y = minY; normal = -ball.vy
            case .bottom: ball.y = maxY; normal = ball.vy
            }
            let bounce = normal < restingSpeed ? 0 : normal * rules.restitution
            if normal >= restingSpeed {
                impacts.append(Impact(wall: wall, normalSpeed: normal, x: ball.x, y: ball.y))
            }
            switch wall {
            case .left: ball.vx = bounce
            case .right: ball.vx = -bounce
            case .top: ball.vy = bounce
            case .bottom: ball.vy = -bounce
            }
            if remaining <= 0 { break }
        }
        // Rounding can never leave the ball in a wall.
        ball.x = ball.x.clamped(to: minX...maxX)
        ball.y = ball.y.clamped(to: minY...maxY)
    }

    /// Keeps a ball that just grew inside the walls (no event: it was not a hit).
    static func fit(_ ball: inout RicochetBall, radius: Double) {
        let field = RicochetRules.field
        ball.x = ball.x.clamped(to: (field.minX + radius)...(field.maxX - radius))
        ball.y = ball.y.clamped(to: (field.minY + radius)...(field.maxY - radius))
    }
}
