extension CueName {
    // The soundscape's five recordings (`DarkScanSounds`).
    public static let darkScanOpening = CueName(declaring: "dark-scan-opening")
    public static let darkScanDonk = CueName(declaring: "dark-scan-donk")
    public static let darkScanAmbient = CueName(declaring: "dark-scan-ambient")
    public static let darkScanTexture = CueName(declaring: "dark-scan-texture")
    public static let darkScanSolved = CueName(declaring: "dark-scan-solved")
    /// A framed decoy refused (`DarkScanRefusal`): heard and felt, sound and pattern share it.
    public static let darkScanRefusal = CueName(declaring: "dark-scan-refusal")
}

extension DarkScanKind {
    public var sounds: [SoundDeclaration] {
        [
            SoundDeclaration(.darkScanOpening, .effect, recipe: SoundRecipes.darkScanOpening),
            SoundDeclaration(.darkScanDonk, .loop, recipe: SoundRecipes.darkScanDonk),
            SoundDeclaration(.darkScanAmbient, .loop, recipe: SoundRecipes.darkScanAmbient),
            SoundDeclaration(.darkScanTexture, .loop, recipe: SoundRecipes.darkScanTexture),
            SoundDeclaration(.darkScanSolved, .effect, recipe: SoundRecipes.darkScanSolved),
            SoundDeclaration(.darkScanRefusal, .effect, recipe: SoundRecipes.darkScanRefusal),
        ]
    }

    public var hapticPatterns: [CueName] { [.darkScanRefusal] }
}
