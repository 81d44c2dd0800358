/// Every sound and haptic pattern the game ships: the shared ones (`SharedCues`), then each
/// registered kind's (`ChallengeKindDescriptor.sounds` / `hapticPatterns`, in `ChallengeKinds.all`
/// order). `sensorium sounds build` makes these sounds, the platform loads them, and the tests
/// check that each pattern file ships and loads.
public enum CueRegistry {
    /// Every sound, with its category and recipe.
    public static let sounds: [SoundDeclaration] = SharedCues.sounds + ChallengeKinds.all.flatMap(\.sounds)

    /// Every haptic pattern.
    public static let patterns: [CueName] = SharedCues.patterns + ChallengeKinds.all.flatMap(\.hapticPatterns)

    private static let soundsByName = Dictionary(sounds.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The declaration of the sound `name`, nil when no one declares it.
    public static func sound(named name: CueName) -> SoundDeclaration? { soundsByName[name] }
}
