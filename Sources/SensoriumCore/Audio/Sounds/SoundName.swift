/// Every sound the game ships. The raw value is the stable identifier used in JSON and the file
/// name: `Resources/sounds/<rawValue>.wav`.
public enum SoundName: String, CaseIterable, Sendable {
    // Dark scan
    case darkScanOpening = "dark-scan-opening"
    case darkScanDonk = "dark-scan-donk"
    case darkScanAmbient = "dark-scan-ambient"
    case darkScanTexture = "dark-scan-texture"
    case darkScanSolved = "dark-scan-solved"
    // Ricochet
    case ricochetSpawn = "ricochet-spawn"
    case ricochetCollisionSmall = "ricochet-collision-small"
    case ricochetCollisionLarge = "ricochet-collision-large"
    case ricochetCollisionShield = "ricochet-collision-shield"
    case ricochetGrow = "ricochet-grow"
    case ricochetShieldOn = "ricochet-shield-on"
    case ricochetImplode = "ricochet-implode"
    case ricochetRollPaper = "ricochet-roll-paper"
    case ricochetRollMetal = "ricochet-roll-metal"
    case ricochetRollGrid = "ricochet-roll-grid"
    case ricochetRollRough = "ricochet-roll-rough"
    // Tilt: the sonic interface
    case tiltDrone = "tilt-drone"
    case tiltChord = "tilt-chord"
    case tiltEdge = "tilt-edge"
    // Jumping target
    case targetCatch = "target-catch"
    case targetLeap = "target-leap"
    case targetLand = "target-land"
    case targetFlee = "target-flee"
    /// The beacon that places the target by ear: above, level with or below the cursor.
    case targetBeaconHigh = "target-beacon-high"
    case targetBeaconLevel = "target-beacon-level"
    case targetBeaconLow = "target-beacon-low"
    // Home screen
    case homeFocus = "home-focus"
    case homeOpen = "home-open"
    case homeDeny = "home-deny"
    case homeSolved = "home-solved"

    /// `<rawValue>.wav`.
    public var fileName: String { rawValue + ".wav" }

    /// How a sound is played, which sets its loudness target.
    public enum Category: String, CaseIterable, Sendable {
        /// Game events (collisions, chimes, the opening): loudest.
        case effect
        /// Home-screen feedback: quieter, heard often.
        case interface
        /// Loops under everything (ambient beds, rolling textures, the donk).
        case loop

        /// Target loudness in dBFS: RMS of the loudest 50 ms (``AudioMeasurements/loudness(_:sampleRate:window:)``).
        public var loudnessTarget: Double {
            switch self {
            case .effect: return -14
            case .interface: return -18
            case .loop: return -20
            }
        }
    }

    public var category: Category {
        switch self {
        case .darkScanDonk, .darkScanAmbient, .darkScanTexture,
             .ricochetRollPaper, .ricochetRollMetal, .ricochetRollGrid, .ricochetRollRough,
             .tiltDrone, .tiltChord, .tiltEdge, .targetBeaconHigh, .targetBeaconLevel, .targetBeaconLow:
            return .loop
        case .homeFocus, .homeOpen, .homeDeny, .homeSolved:
            return .interface
        default:
            return .effect
        }
    }

    /// Loops must be played with looping on; everything else is a one-shot.
    public var isLoop: Bool { category == .loop }
}
