/// Every kind of challenge a level file can name. The raw value is the JSON string; an unknown
/// string is a validation error that lists these.
public enum ChallengeKind: String, CaseIterable, Sendable {
    /// Catch a target that leaps with the seed's 0.8 s ease-in-out jump (seed 003).
    case jumpingTarget = "jumping-target"
    /// Find a black square through a viewfinder and frame it (seed 000, the Blackbox dark scan).
    case darkScan = "dark-scan"
    /// Tilt a ball that grows, takes a shield and implodes; feel the walls and textures (seed 001).
    case ricochet = "ricochet"

    /// Whether the kind plays a continuous soundscape that follows progress.
    public var hasSoundscape: Bool {
        switch self {
        case .jumpingTarget: return false
        case .darkScan: return true
        case .ricochet: return false
        }
    }
}
