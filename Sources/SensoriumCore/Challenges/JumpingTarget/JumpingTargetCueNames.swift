extension CueName {
    // The leap and the landing, heard and felt; the flight from the player, heard only. (A catch
    // is every kind's: `CueName.targetCatch`.)
    public static let targetLeap = CueName(declaring: "target-leap")
    public static let targetLand = CueName(declaring: "target-land")
    public static let targetFlee = CueName(declaring: "target-flee")
    /// The beacon that places the target by ear: above, level with or below the cursor (loops).
    public static let targetBeaconHigh = CueName(declaring: "target-beacon-high")
    public static let targetBeaconLevel = CueName(declaring: "target-beacon-level")
    public static let targetBeaconLow = CueName(declaring: "target-beacon-low")
}

extension JumpingTargetKind {
    public var sounds: [SoundDeclaration] {
        [
            SoundDeclaration(.targetLeap, .effect, recipe: SoundRecipes.targetLeap),
            SoundDeclaration(.targetLand, .effect, recipe: SoundRecipes.targetLand),
            SoundDeclaration(.targetFlee, .effect, recipe: SoundRecipes.targetFlee),
            SoundDeclaration(.targetBeaconHigh, .loop, recipe: { SoundRecipes.targetBeacon(pitch: 880) }),
            SoundDeclaration(.targetBeaconLevel, .loop, recipe: { SoundRecipes.targetBeacon(pitch: 587.33) }),
            SoundDeclaration(.targetBeaconLow, .loop, recipe: { SoundRecipes.targetBeacon(pitch: 392) }),
        ]
    }

    public var hapticPatterns: [CueName] { [.targetLeap, .targetLand] }
}
