extension CueName {
    // The home screen's own sounds (the menus and the settings screen play them too).
    /// Focus moves to a tile.
    public static let homeFocus = CueName(declaring: "home-focus")
    /// A tile opens.
    public static let homeOpen = CueName(declaring: "home-open")
    /// A soft "no": a locked tile, a miss. Heard and felt.
    public static let homeDeny = CueName(declaring: "home-deny")
    /// Any level solved: heard and felt with the ring.
    public static let homeSolved = CueName(declaring: "home-solved")
    /// A catch (`ChallengeEvent.caught`), sent by more than one kind. Heard and felt. The file
    /// keeps the name it had when one kind owned it.
    public static let targetCatch = CueName(declaring: "target-catch")
}

/// The sounds and patterns no kind owns: the home screen's, and those of the events every kind
/// may send (`ChallengeEvent`: a catch, a solve). `CueRegistry` lists them before the kinds'.
enum SharedCues {
    static let sounds: [SoundDeclaration] = [
        SoundDeclaration(.homeFocus, .interface, recipe: SoundRecipes.homeFocus),
        SoundDeclaration(.homeOpen, .interface, recipe: SoundRecipes.homeOpen),
        SoundDeclaration(.homeDeny, .interface, recipe: SoundRecipes.homeDeny),
        SoundDeclaration(.homeSolved, .interface, recipe: SoundRecipes.homeSolved),
        SoundDeclaration(.targetCatch, .effect, recipe: SoundRecipes.caught),
        SoundDeclaration(.hint, .interface, recipe: SoundRecipes.hint),
    ]

    static let patterns: [CueName] = [.homeDeny, .homeSolved, .targetCatch]
}
