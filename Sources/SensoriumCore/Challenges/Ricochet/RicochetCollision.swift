/// One of the field's four walls.
public enum RicochetWall: Int, CaseIterable, Sendable {
    case left, right, top, bottom

    /// A bit for sets of walls.
    var bit: UInt8 { 1 << UInt8(rawValue) }
}

/// A wall hit hard enough to be heard and felt (resting contact never makes one).
public struct RicochetCollision: Equatable, Sendable {
    /// Which ball hit: it picks the collision pattern (sharpness 0.5 / 0.0 / 1.0).
    public enum Kind: Equatable, Sendable {
        case small, large, shielded
    }

    public var wall: RicochetWall
    public var kind: Kind
    /// Normalized impact speed, 0.0 (the resting threshold) ... 1.0 (`hardImpactSpeed` or faster):
    /// the speed into the wall, not along it.
    public var speed: Double
    /// For a shielded ball: true when the shield held (a hit softer than the level's shieldBreak).
    public var shieldHeld: Bool
    /// The ball's centre at the moment of impact, canvas units.
    public var x: Float, y: Float

    public init(wall: RicochetWall, kind: Kind, speed: Double, shieldHeld: Bool = false, x: Float, y: Float) {
        self.wall = wall; self.kind = kind; self.speed = speed; self.shieldHeld = shieldHeld
        self.x = x; self.y = y
    }
}

/// The ball rolling on a texture during a tick, for the continuous texture feedback.
public struct RicochetRolling: Equatable, Sendable {
    public var material: RicochetMaterial
    /// Ball speed, 0.0 (still) ... 1.0 (`hardImpactSpeed` or faster).
    public var speed: Double
    /// Ball centre, canvas units.
    public var x: Float, y: Float
}
