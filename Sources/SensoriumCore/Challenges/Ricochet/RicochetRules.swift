/// The parameters and goal of a `ricochet` level. See docs/challenges.md.
public struct RicochetRules: Equatable, Sendable {
    /// The walled field the ball rolls in, canvas units (the band above holds the goal marks).
    public static let field = (minX: 60.0, maxX: 1860.0, minY: 150.0, maxY: 1040.0)

    /// A rectangle of floor texture the level lays (on top of the player's own texture).
    public struct Patch: Equatable, Sendable {
        /// Top-left corner and size, canvas units, inside the field.
        public var x: Double, y: Double, w: Double, h: Double
        public var material: RicochetMaterial
        /// Not drawn: found by feel and sound only.
        public var hidden: Bool
        /// The exit of an `exitSeconds` goal.
        public var exit: Bool

        public init(x: Double, y: Double, w: Double, h: Double, material: RicochetMaterial,
                    hidden: Bool = false, exit: Bool = false) {
            self.x = x; self.y = y; self.w = w; self.h = h
            self.material = material; self.hidden = hidden; self.exit = exit
        }

        public func contains(x px: Double, y py: Double) -> Bool {
            px >= x && px < x + w && py >= y && py < y + h
        }
    }

    // MARK: Parameters

    /// Acceleration at full tilt, canvas units per s², 600...4000.
    public var gravity: Double
    /// Rolling friction: deceleration of a rolling ball, canvas units per s², 0...1000.
    public var friction: Double
    /// Share of the speed into a wall kept after bouncing, 0.1...0.95.
    public var restitution: Double
    /// Where the ball (re)spawns, inside the field.
    public var spawnX: Double, spawnY: Double
    /// A shielded ball keeps its shield through wall hits softer than this normalized impact speed
    /// (0...0.9; 1.0 is `RicochetPhysics.hardImpactSpeed`). 0: any hit costs the shield.
    public var shieldBreak: Double
    /// Textures the player may lay, in the order the alternate action cycles through them
    /// (then back to none). Empty: the player cannot lay a texture. One: the level fixes it.
    public var materials: [RicochetMaterial]
    /// Textures the level lays; at most 16.
    public var patches: [Patch]

    // MARK: Goal (every given part must be met; at least one is required)

    /// Implosions needed, 0 (no such goal) or 1...10.
    public var implosions: Int
    /// Different walls to hit within one shield without losing it, 0 or 1...4. Needs shieldBreak > 0.
    public var shieldedHits: Int
    /// Seconds, in total, rolling on a texture at `rollSpeed` or faster; 0 or 0.5...60.
    public var rollSeconds: Double
    /// Canvas units per second, 50...2000.
    public var rollSpeed: Double
    /// Only rolling on this material counts, or nil for any.
    public var rollMaterial: RicochetMaterial?
    /// Only rolling while shielded counts.
    public var rollShielded: Bool
    /// Seconds the ball must stay, without a break, inside the exit patch; 0 or 0.25...10.
    public var exitSeconds: Double

    public init(gravity: Double = 1800, friction: Double = 90, restitution: Double = 0.75,
                spawnX: Double = 960, spawnY: Double = 595, shieldBreak: Double = 0,
                materials: [RicochetMaterial] = RicochetMaterial.allCases, patches: [Patch] = [],
                implosions: Int = 0, shieldedHits: Int = 0, rollSeconds: Double = 0, rollSpeed: Double = 400,
                rollMaterial: RicochetMaterial? = nil, rollShielded: Bool = false, exitSeconds: Double = 0) {
        self.gravity = gravity; self.friction = friction; self.restitution = restitution
        self.spawnX = spawnX; self.spawnY = spawnY; self.shieldBreak = shieldBreak
        self.materials = materials; self.patches = patches
        self.implosions = implosions; self.shieldedHits = shieldedHits
        self.rollSeconds = rollSeconds; self.rollSpeed = rollSpeed; self.rollMaterial = rollMaterial
        self.rollShielded = rollShielded; self.exitSeconds = exitSeconds
    }

    /// The exit patch, when the level has one.
    public var exit: Patch? { patches.first { $0.exit } }

    init(parameters: inout JSONObjectReader, goal: inout JSONObjectReader) throws(FormatError) {
        let field = Self.field
        gravity = try parameters.optionalDouble("gravity", in: 600...4000) ?? 1800
        friction = try parameters.optionalDouble("friction", in: 0...1000) ?? 90
        restitution = try parameters.optionalDouble("restitution", in: 0.1...0.95) ?? 0.75
        // The small ball must fit wherever it spawns.
        let margin = RicochetChallenge.smallRadius
        spawnX = try parameters.optionalDouble("spawnX", in: (field.minX + margin)...(field.maxX - margin)) ?? 960
        spawnY = try parameters.optionalDouble("spawnY", in: (field.minY + margin)...(field.maxY - margin)) ?? 595
        shieldBreak = try parameters.optionalDouble("shieldBreak", in: 0...0.9) ?? 0
        materials = RicochetMaterial.allCases
        if let items = try parameters.optionalArray("materials") {
            materials = []
            for (index, item) in items.enumerated() {
                let path = parameters.path(of: "materials") + "[\(index)]"
                guard case .string(let name) = item, let material = RicochetMaterial(rawValue: name) else {
                    let accepted = RicochetMaterial.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw FormatError(path: path, reason: "expected one of \(accepted)")
                }
                guard !materials.contains(material) else {
                    throw FormatError(path: path, reason: "\(TerminalText.quoted(name)) is listed twice")
                }
                materials.append(material)
            }
        }
        patches = []
        if let items = try parameters.optionalArray("patches") {
            guard items.count <= 16 else {
                throw parameters.error("patches", "\(items.count) patches; the limit is 16")
            }
            for (index, item) in items.enumerated() {
                var reader = try JSONObjectReader(item, path: parameters.path(of: "patches") + "[\(index)]")
                let x = try reader.double("x", in: field.minX...(field.maxX - 40))
                let y = try reader.double("y", in: field.minY...(field.maxY - 40))
                let w = try reader.double("w", in: 40...(field.maxX - x), schemaRange: 40...(field.maxX - field.minX))
                let h = try reader.double("h", in: 40...(field.maxY - y), schemaRange: 40...(field.maxY - field.minY))
                let material = try reader.enumValue("material", as: RicochetMaterial.self)
                let hidden = try reader.optionalBool("hidden") ?? false
                let exit = try reader.optionalBool("exit") ?? false
                try reader.finish()
                if exit && patches.contains(where: \.exit) {
                    throw reader.error("exit", "only one patch may be the exit")
                }
                patches.append(Patch(x: x, y: y, w: w, h: h, material: material, hidden: hidden, exit: exit))
            }
        }

        implosions = try goal.optionalInt("implosions", in: 1...10) ?? 0
        shieldedHits = try goal.optionalInt("shieldedHits", in: 1...4) ?? 0
        rollSeconds = try goal.optionalDouble("rollSeconds", in: 0.5...60) ?? 0
        let speed = try goal.optionalDouble("rollSpeed", in: 50...2000)
        rollSpeed = speed ?? 400
        rollMaterial = try goal.has("rollMaterial") ? goal.enumValue("rollMaterial", as: RicochetMaterial.self) : nil
        rollShielded = try goal.optionalBool("rollShielded") ?? false
        exitSeconds = try goal.optionalDouble("exitSeconds", in: 0.25...10) ?? 0

        guard implosions > 0 || shieldedHits > 0 || rollSeconds > 0 || exitSeconds > 0 else {
            throw FormatError(path: goal.path,
                            reason: "needs at least one of implosions, shieldedHits, rollSeconds, exitSeconds")
        }
        if shieldedHits > 0 && shieldBreak == 0 {
            throw goal.error("shieldedHits", "needs parameters.shieldBreak > 0: with 0 the first hit costs the shield")
        }
        if rollSeconds == 0 {
            for key in ["rollSpeed", "rollMaterial", "rollShielded"] where goal.has(key) {
                throw goal.error(key, "only means something with rollSeconds")
            }
        } else if let material = rollMaterial,
                  !materials.contains(material) && !patches.contains(where: { $0.material == material }) {
            throw goal.error("rollMaterial", "no patch is \"\(material.rawValue)\" and the player cannot lay it")
        } else if materials.isEmpty && patches.isEmpty {
            throw goal.error("rollSeconds", "there is no texture to roll on: add patches or materials")
        }
        if exitSeconds > 0 && exit == nil {
            throw goal.error("exitSeconds", "needs a patch with \"exit\": true")
        }
        if exitSeconds == 0, let index = patches.firstIndex(where: \.exit) {
            throw FormatError(path: parameters.path(of: "patches") + "[\(index)].exit",
                            reason: "an exit needs goal.exitSeconds")
        }
        if let exit, exit.contains(x: spawnX, y: spawnY) {
            throw parameters.error("spawnX", "the ball would spawn inside the exit")
        }
    }
}
