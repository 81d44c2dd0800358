/// A floor texture the ball can roll over: its look, its feel and its sound come from one table.
///
/// The lesson of Apple's HapticRicochet session: the dots you see must be as dense as the clicks
/// you feel. Both come from `dotSpacing`. The texture's haptic pattern (`ricochet-roll-<material>`,
/// a 2 s loop) clicks every `clickInterval = dotSpacing / referenceSpeed` seconds, so a ball rolling
/// at the reference speed passes exactly one visible dot per felt click. A test holds the shipped
/// AHAP files to these numbers.
public enum RicochetMaterial: String, CaseIterable, Sendable {
    /// Fine, soft grain: many faint dots, many soft clicks (Apple's own texture density, 50 per s).
    case paper
    /// Smooth plate with sparse crisp rivets and a faint ring under them.
    case metal
    /// Regular lines: square dots on a strict grid, a steady crisp beat with an accent every 4th.
    case grid
    /// Gravel: irregular, heavy, round clicks of uneven strength.
    case rough

    /// Rolling speed, canvas units per second, at which one dot passes per haptic click.
    public static let referenceSpeed = 800.0
    /// Length of every texture pattern's loop, seconds.
    public static let loopSeconds = 2.0

    /// Canvas units between neighbouring dots (the one number look and feel derive from).
    public var dotSpacing: Double {
        switch self {
        case .paper: return 16
        case .metal: return 40
        case .grid: return 32
        case .rough: return 25
        }
    }

    /// Seconds between the clicks of the texture's haptic loop.
    public var clickInterval: Double { dotSpacing / Self.referenceSpeed }

    /// Clicks per second of the haptic loop.
    public var clicksPerSecond: Double { Self.referenceSpeed / dotSpacing }

    /// The looping haptic pattern; same name as the sound.
    public var hapticPattern: CueName {
        switch self {
        case .paper: return .ricochetRollPaper
        case .metal: return .ricochetRollMetal
        case .grid: return .ricochetRollGrid
        case .rough: return .ricochetRollRough
        }
    }

    /// The looping rolling sound.
    public var sound: CueName {
        switch self {
        case .paper: return .ricochetRollPaper
        case .metal: return .ricochetRollMetal
        case .grid: return .ricochetRollGrid
        case .rough: return .ricochetRollRough
        }
    }

    /// Floor tint under the dots.
    public var floorColor: RGBA {
        switch self {
        case .paper: return RGBA(244, 238, 222)
        case .metal: return RGBA(186, 194, 204)
        case .grid: return RGBA(222, 232, 240)
        case .rough: return RGBA(170, 146, 118)
        }
    }

    /// Dot colour.
    public var dotColor: RGBA {
        switch self {
        case .paper: return RGBA(196, 184, 160)
        case .metal: return RGBA(110, 120, 134)
        case .grid: return RGBA(70, 110, 170)
        case .rough: return RGBA(96, 78, 58)
        }
    }

    /// Dot side, canvas units.
    public var dotSize: Float {
        switch self {
        case .paper: return 3
        case .metal: return 6
        case .grid: return 5
        case .rough: return 7
        }
    }

    /// How far a dot may sit from its grid point, as a fraction of `dotSpacing` (rough is irregular;
    /// the average spacing stays `dotSpacing`).
    public var jitter: Double {
        switch self {
        case .paper: return 0.2
        case .metal, .grid: return 0
        case .rough: return 0.35
        }
    }
}
