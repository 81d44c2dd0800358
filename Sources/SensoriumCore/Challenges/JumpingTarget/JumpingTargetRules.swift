/// The parameters and goal of a `jumping-target` level. See docs/levels.md.
public struct JumpingTargetRules: Equatable, Sendable {
    /// Catches needed to solve the level, 1...20.
    public var catches: Int
    /// Target radius at rest, in canvas units (the canvas is 1920x1080), 30...160.
    public var targetRadius: Double
    /// Cursor speed under full keyboard or stick input, canvas units per second, 300...2400.
    public var cursorSpeed: Double
    /// Seconds between the target's own leaps, 0 for a target that only leaps when caught,
    /// else 1...10.
    public var leapEvery: Double
    /// A shy target leaps away from a cursor that moves within this many canvas units, and lands
    /// beside a cursor that has kept still for `calmSeconds`. 0 for a target that is not shy.
    public var shyRadius: Double
    /// How long the cursor must keep still before a shy target comes to it, 0.25...5 s.
    public var calmSeconds: Double
    /// The shortest leap (from where the target was), canvas units, 200...1000. The seed's fruit
    /// hops about 350; a larger value sends it across the field, so the player must follow by ear.
    public var leapDistance: Double
    /// How long a leap lasts, 0.4...1.6 s; the seed's CONST_TIME_flying is 0.8 s.
    public var leapSeconds: Double

    public init(catches: Int, targetRadius: Double = 70, cursorSpeed: Double = 900,
                leapEvery: Double = 0, shyRadius: Double = 0, calmSeconds: Double = 1,
                leapDistance: Double = 350, leapSeconds: Double = 0.8) {
        self.catches = catches
        self.targetRadius = targetRadius
        self.cursorSpeed = cursorSpeed
        self.leapEvery = leapEvery
        self.shyRadius = shyRadius
        self.calmSeconds = calmSeconds
        self.leapDistance = leapDistance
        self.leapSeconds = leapSeconds
    }

    /// Ticks a leap lasts (96 for the seed's 0.8 s).
    public var leapTicks: Int { TickClock.ticks(leapSeconds) }

    init(parameters: inout JSONObjectReader, goal: inout JSONObjectReader) throws(FormatError) {
        catches = try goal.int("catches", in: 1...20)
        targetRadius = try parameters.optionalDouble("targetRadius", in: 30...160) ?? 70
        cursorSpeed = try parameters.optionalDouble("cursorSpeed", in: 300...2400) ?? 900
        leapEvery = try parameters.optionalDouble("leapEvery", in: 0...10) ?? 0
        if leapEvery > 0 && leapEvery < 1 {
            throw parameters.error("leapEvery", "must be 0 (never) or 1...10 seconds")
        }
        shyRadius = try parameters.optionalDouble("shyRadius", in: 0...700) ?? 0
        if shyRadius > 0 && shyRadius < targetRadius * 1.5 {
            throw parameters.error("shyRadius", "must be 0 (not shy) or at least 1.5 x targetRadius")
        }
        calmSeconds = try parameters.optionalDouble("calmSeconds", in: 0.25...5) ?? 1
        // Defaults are the seed's numbers, so levels that omit them play exactly as before.
        leapDistance = try parameters.optionalDouble("leapDistance", in: 200...1000) ?? 350
        leapSeconds = try parameters.optionalDouble("leapSeconds", in: 0.4...1.6) ?? 0.8
        if shyRadius > 0 && leapEvery == 0 {
            // It only comes to a still cursor on its own leaps: without them it cannot be caught.
            throw parameters.error("shyRadius", "a shy target needs leapEvery > 0, or it can never be caught")
        }
    }
}
