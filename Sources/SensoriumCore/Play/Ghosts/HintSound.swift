extension CueName {
    /// A hint step shown: a soft rising shimmer, felt as a light tap.
    public static let hint = CueName(declaring: "hint")
}

extension SoundRecipes {
    /// A hint: three quiet bells rising a third at a time, like a thought arriving.
    static func hint() -> [Float] {
        bellArpeggio([79, 83, 86], spacing: 0.08, gain: 0.5, seconds: 0.9,
                     bell: Bell(duration: 0.6, ratio: 3, brightness: 0.8, decay: 0.18))
    }
}
