/// Every haptic pattern the game plays. The raw value is the file name without its extension,
/// `Resources/haptics/<rawValue>.ahap` (a file of the same name in the player's haptics folder
/// overrides it); an event's sound and pattern share the name.
public enum HapticName: String, CaseIterable, Sendable {
    // Ricochet: one-shots
    case ricochetSpawn = "ricochet-spawn"
    case ricochetCollisionSmall = "ricochet-collision-small"
    case ricochetCollisionLarge = "ricochet-collision-large"
    case ricochetCollisionShield = "ricochet-collision-shield"
    case ricochetGrow = "ricochet-grow"
    case ricochetShieldOn = "ricochet-shield-on"
    case ricochetImplode = "ricochet-implode"
    // Ricochet: texture loops
    case ricochetRollPaper = "ricochet-roll-paper"
    case ricochetRollMetal = "ricochet-roll-metal"
    case ricochetRollGrid = "ricochet-roll-grid"
    case ricochetRollRough = "ricochet-roll-rough"
    // Tilt: the rumble that firms up near the answer (a loop)
    case tiltNear = "tilt-near"
    // Jumping target
    case targetCatch = "target-catch"
    case targetLeap = "target-leap"
    case targetLand = "target-land"
    // Home screen (also a miss)
    case homeDeny = "home-deny"

    /// `<rawValue>.ahap`.
    public var fileName: String { rawValue + ".ahap" }
}
