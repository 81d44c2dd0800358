/// The name of a sound, of a haptic pattern, or of both: an event that is heard and felt at once
/// has one name for the two. The raw value is the file name without its extension,
/// `Resources/sounds/<rawValue>.wav` and `Resources/haptics/<rawValue>.ahap` (a pattern of the same
/// name in the player's haptics folder overrides the shipped one).
///
/// Names are declared by their owners as `static let` members — each kind in its own folder,
/// the shared ones in `SharedCues` — and listed once, with their recipes, in `CueRegistry`; no
/// shared file lists a kind's names.
public struct CueName: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The name `rawValue`, for an owner's own `static let`.
    init(declaring rawValue: String) { self.rawValue = rawValue }

    /// `<rawValue>.wav`.
    public var soundFile: String { rawValue + ".wav" }

    /// `<rawValue>.ahap`.
    public var patternFile: String { rawValue + ".ahap" }

    public var description: String { rawValue }
}
