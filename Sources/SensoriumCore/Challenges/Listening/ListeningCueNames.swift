extension CueName {
    // One-shots (`ListeningEvent`): a count, a step heard, a candle out, the game's knock, the
    // keys' clap.
    public static let listeningCount = CueName(declaring: "listening-count")
    public static let listeningStep = CueName(declaring: "listening-step")
    public static let listeningCandle = CueName(declaring: "listening-candle")
    public static let listeningKnock = CueName(declaring: "listening-knock")
    public static let listeningClap = CueName(declaring: "listening-clap")
    /// The keys' breath, a loop while Tab is held (`ListeningCues`).
    public static let listeningBreath = CueName(declaring: "listening-breath")
    /// The notes of the scale, loops: the keys' voice, and the game singing (`ListeningCues`).
    public static let listeningNotes = KeyVoice.scale.map { CueName(declaring: "listening-note-\($0)") }
}

extension ListeningKind {
    public var sounds: [SoundDeclaration] {
        [
            SoundDeclaration(.listeningCount, .effect, recipe: SoundRecipes.listeningCount),
            SoundDeclaration(.listeningStep, .effect, recipe: SoundRecipes.listeningStep),
            SoundDeclaration(.listeningCandle, .effect, recipe: SoundRecipes.listeningCandle),
            SoundDeclaration(.listeningKnock, .effect, recipe: SoundRecipes.listeningKnock),
            SoundDeclaration(.listeningClap, .effect, recipe: SoundRecipes.listeningClap),
            SoundDeclaration(.listeningBreath, .loop, recipe: SoundRecipes.listeningBreath),
        ] + zip(CueName.listeningNotes, KeyVoice.scale).map { name, note in
            SoundDeclaration(name, .loop, recipe: { SoundRecipes.listeningNote(midi: note) })
        }
    }

    /// A count and a step heard are felt; a knock is felt as a count, stronger.
    public var hapticPatterns: [CueName] { [.listeningCount, .listeningStep] }
}
