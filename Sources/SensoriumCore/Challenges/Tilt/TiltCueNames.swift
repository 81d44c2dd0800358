extension CueName {
    // The sonic interface: three loops (`TiltCues`).
    public static let tiltDrone = CueName(declaring: "tilt-drone")
    public static let tiltChord = CueName(declaring: "tilt-chord")
    public static let tiltEdge = CueName(declaring: "tilt-edge")
    /// The rumble that firms up near the answer: a looping pattern, felt only.
    public static let tiltNear = CueName(declaring: "tilt-near")
    /// A one-shot: the creak of a world straining against a turn inside its dead band
    /// (`TiltEvent.strained`). Heard only: the pad's rumble keeps one meaning, "near the answer".
    public static let tiltStrain = CueName(declaring: "tilt-strain")
}

extension TiltKind {
    public var sounds: [SoundDeclaration] {
        [
            SoundDeclaration(.tiltDrone, .loop, recipe: SoundRecipes.tiltDrone),
            SoundDeclaration(.tiltChord, .loop, recipe: SoundRecipes.tiltChord),
            SoundDeclaration(.tiltEdge, .loop, recipe: SoundRecipes.tiltEdge),
            SoundDeclaration(.tiltStrain, .effect, recipe: SoundRecipes.tiltStrain),
        ]
    }

    public var hapticPatterns: [CueName] { [.tiltNear] }
}
