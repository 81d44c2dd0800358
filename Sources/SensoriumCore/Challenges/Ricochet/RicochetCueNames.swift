extension CueName {
    // One-shots, heard and felt (sound and pattern share the name).
    public static let ricochetSpawn = CueName(declaring: "ricochet-spawn")
    public static let ricochetCollisionSmall = CueName(declaring: "ricochet-collision-small")
    public static let ricochetCollisionLarge = CueName(declaring: "ricochet-collision-large")
    public static let ricochetCollisionShield = CueName(declaring: "ricochet-collision-shield")
    public static let ricochetGrow = CueName(declaring: "ricochet-grow")
    public static let ricochetShieldOn = CueName(declaring: "ricochet-shield-on")
    public static let ricochetImplode = CueName(declaring: "ricochet-implode")
    // Texture loops, heard and felt while the ball rolls (`RicochetMaterial`).
    public static let ricochetRollPaper = CueName(declaring: "ricochet-roll-paper")
    public static let ricochetRollMetal = CueName(declaring: "ricochet-roll-metal")
    public static let ricochetRollGrid = CueName(declaring: "ricochet-roll-grid")
    public static let ricochetRollRough = CueName(declaring: "ricochet-roll-rough")
}

extension RicochetKind {
    public var sounds: [SoundDeclaration] {
        [
            SoundDeclaration(.ricochetSpawn, .effect, recipe: SoundRecipes.ricochetSpawn),
            SoundDeclaration(.ricochetCollisionSmall, .effect, recipe: SoundRecipes.collisionSmall),
            SoundDeclaration(.ricochetCollisionLarge, .effect, recipe: SoundRecipes.collisionLarge),
            SoundDeclaration(.ricochetCollisionShield, .effect, recipe: SoundRecipes.collisionShield),
            SoundDeclaration(.ricochetGrow, .effect, recipe: SoundRecipes.grow),
            SoundDeclaration(.ricochetShieldOn, .effect, recipe: SoundRecipes.shieldOn),
            SoundDeclaration(.ricochetImplode, .effect, recipe: SoundRecipes.implode),
            SoundDeclaration(.ricochetRollPaper, .loop, recipe: SoundRecipes.rollPaper),
            SoundDeclaration(.ricochetRollMetal, .loop, recipe: SoundRecipes.rollMetal),
            SoundDeclaration(.ricochetRollGrid, .loop, recipe: SoundRecipes.rollGrid),
            SoundDeclaration(.ricochetRollRough, .loop, recipe: SoundRecipes.rollRough),
        ]
    }

    public var hapticPatterns: [CueName] {
        [.ricochetSpawn, .ricochetCollisionSmall, .ricochetCollisionLarge, .ricochetCollisionShield, .ricochetGrow,
         .ricochetShieldOn, .ricochetImplode, .ricochetRollPaper, .ricochetRollMetal, .ricochetRollGrid, .ricochetRollRough]
    }
}
