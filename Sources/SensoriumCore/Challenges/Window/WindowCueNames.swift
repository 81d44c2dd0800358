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
    public static let windowDrop = CueName(declaring: "window-drop")
    // The sonic interface: loops (`WindowCues`).
    public static let windowNear = CueName(declaring: "window-near")
    public static let windowHigh = CueName(declaring: "window-high")
    public static let windowLow = CueName(declaring: "window-low")
    public static let windowHum = CueName(declaring: "window-hum")
    /// Far from the goal: a low, beating pair that fades as the viewfinder or the shape nears.
    public static let windowFar = CueName(declaring: "window-far")
    /// The rumble that firms up as the goal nears: a looping pattern, felt only.
    public static let windowPull = CueName(declaring: "window-pull")
    /// Shape's and patience's own rumble in place of the pull (the ideas with no one-shot of
    /// their own): a taut stretch, a slow candle's flicker.
    public static let windowStretch = CueName(declaring: "window-stretch")
    public static let windowCandle = CueName(declaring: "window-candle")
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
            SoundDeclaration(.windowDrop, .effect, recipe: SoundRecipes.windowDrop),
            SoundDeclaration(.windowNear, .loop, recipe: SoundRecipes.windowNear),
            SoundDeclaration(.windowHigh, .loop, recipe: SoundRecipes.windowHigh),
            SoundDeclaration(.windowLow, .loop, recipe: SoundRecipes.windowLow),
            SoundDeclaration(.windowHum, .loop, recipe: SoundRecipes.windowHum),
            SoundDeclaration(.windowFar, .loop, recipe: SoundRecipes.windowFar),
        ]
    }

    /// Every idea has a rumble of its own (docs/challenges.md, "Window"): viewfinder bump, shape
    /// stretch, fullscreen fill, look away away and grown, lock lights switch, clipboard call,
    /// copy and drop, patience candle; settle and pull are shared.
    public var hapticPatterns: [CueName] {
        [.windowBump, .windowSwitch, .windowAway, .windowFill, .windowCopy, .windowSettle, .windowGrown, .windowCall,
         .windowDrop, .windowPull, .windowStretch, .windowCandle]
    }
}
