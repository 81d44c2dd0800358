extension CueName {
    // The sonic interface: three loops (`TiltCues`).
    public static let tiltDrone = CueName(declaring: "tilt-drone")
    public static let tiltChord = CueName(declaring: "tilt-chord")
    public static let tiltEdge = CueName(declaring: "tilt-edge")
    /// The rumble that firms up near the answer: a looping pattern, felt only.
    public static let tiltNear = CueName(declaring: "tilt-near")
}

extension TiltKind {
    public var sounds: [SoundDeclaration] {
        [
            SoundDeclaration(.tiltDrone, .loop, recipe: SoundRecipes.tiltDrone),
            SoundDeclaration(.tiltChord, .loop, recipe: SoundRecipes.tiltChord),
            SoundDeclaration(.tiltEdge, .loop, recipe: SoundRecipes.tiltEdge),
        ]
    }

    public var hapticPatterns: [CueName] { [.tiltNear] }
}
