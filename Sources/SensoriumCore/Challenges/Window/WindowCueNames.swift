extension CueName {
    // One-shots: each change of the desktop the level reads (`WindowEvent`).
    public static let windowBump = CueName(declaring: "window-bump")
    public static let windowSwitch = CueName(declaring: "window-switch")
    public static let windowAway = CueName(declaring: "window-away")
    public static let windowFill = CueName(declaring: "window-fill")
    public static let windowCopy = CueName(declaring: "window-copy")
    public static let windowSettle = CueName(declaring: "window-settle")
    public static let windowGrown = CueName(declaring: "window-grown")
    public static let windowCall = CueName(declaring: "window-call")
    // The sonic interface: loops (`WindowCues`).
    public static let windowNear = CueName(declaring: "window-near")
    public static let windowHigh = CueName(declaring: "window-high")
    public static let windowLow = CueName(declaring: "window-low")
    public static let windowHum = CueName(declaring: "window-hum")
    /// The rumble that firms up as the goal nears: a looping pattern, felt only.
    public static let windowPull = CueName(declaring: "window-pull")
}

extension WindowKind {
    public var sounds: [SoundDeclaration] {
        [
            SoundDeclaration(.windowBump, .effect, recipe: SoundRecipes.windowBump),
            SoundDeclaration(.windowSwitch, .effect, recipe: SoundRecipes.windowSwitch),
            SoundDeclaration(.windowAway, .effect, recipe: SoundRecipes.windowAway),
            SoundDeclaration(.windowFill, .effect, recipe: SoundRecipes.windowFill),
            SoundDeclaration(.windowCopy, .effect, recipe: SoundRecipes.windowCopy),
            SoundDeclaration(.windowSettle, .effect, recipe: SoundRecipes.windowSettle),
            SoundDeclaration(.windowGrown, .effect, recipe: SoundRecipes.windowGrown),
            SoundDeclaration(.windowCall, .effect, recipe: SoundRecipes.windowCall),
            SoundDeclaration(.windowNear, .loop, recipe: SoundRecipes.windowNear),
            SoundDeclaration(.windowHigh, .loop, recipe: SoundRecipes.windowHigh),
            SoundDeclaration(.windowLow, .loop, recipe: SoundRecipes.windowLow),
            SoundDeclaration(.windowHum, .loop, recipe: SoundRecipes.windowHum),
        ]
    }

    public var hapticPatterns: [CueName] { [.windowBump, .windowSwitch, .windowFill, .windowSettle, .windowPull] }
}
