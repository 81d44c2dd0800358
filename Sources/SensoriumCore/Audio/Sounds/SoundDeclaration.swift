/// One sound the game ships, as its owner declares it: its name, how it is played, and how it is
/// made (a recipe built from ``SoundRecipes``' helpers, before loudness normalisation). Kinds list
/// theirs through `ChallengeKindDescriptor.sounds`; `CueRegistry.sounds` holds them all.
public struct SoundDeclaration: Sendable {
    public let name: CueName
    public let category: SoundCategory
    /// Synthesises the sound, mono at ``SoundRecipes/sampleRate``, deterministically.
    let recipe: @Sendable () -> [Float]

    init(_ name: CueName, _ category: SoundCategory, recipe: @escaping @Sendable () -> [Float]) {
        self.name = name
        self.category = category
        self.recipe = recipe
    }

    /// Loops must be played with looping on; everything else is a one-shot.
    public var isLoop: Bool { category == .loop }
}
